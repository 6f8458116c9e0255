import { Alignment, Button, Drawer, Icon, Menu, MenuDivider, MenuItem, Navbar, PopoverNext, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useMe } from '../../access/hooks';
import { LanguageSwitch } from '../../ui/components';
import { showErrorToast } from '../../ui/toaster';
import { useMyMenus } from '../hooks';
import { activeMenuEntry, type MenuEntry, menuHref, menuIcon, menuLabel } from '../utils/menus';
import './shell.css';

export interface MenuEntryItemProps {
  entry: MenuEntry;
  activeId: string | undefined;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onOpen: (href: string) => void;
  depth?: number;
}

/** One record of the side navigation; a parent shows its children when expanded (spec 000 section 6). */
function MenuEntryItem({ entry, activeId, expanded, onToggle, onOpen, depth = 0 }: MenuEntryItemProps) {
  const { i18n } = useTranslation();
  const children = entry.children ?? [];
  const isOpen = expanded.has(entry.systemMenuId);
  const href = menuHref(entry.path);
  return (
    <>
      <MenuItem
        icon={menuIcon(entry.icon)}
        text={menuLabel(entry, i18n.resolvedLanguage)}
        href={href}
        active={activeId === entry.systemMenuId}
        className={depth > 0 ? 'prometheus-shell__child' : undefined}
        labelElement={children.length > 0 ? <Icon icon={isOpen ? 'chevron-up' : 'chevron-down'} /> : undefined}
        aria-expanded={children.length > 0 ? isOpen : undefined}
        onClick={(event) => {
          // Stay in the single-page app: the href is there for the browser's own affordances.
          event.preventDefault();
          if (children.length > 0) onToggle(entry.systemMenuId);
          else onOpen(href);
        }}
      />
      {isOpen
        ? children.map((child) => (
            <MenuEntryItem
              key={child.systemMenuId}
              entry={child}
              activeId={activeId}
              expanded={expanded}
              onToggle={onToggle}
              onOpen={onOpen}
              depth={depth + 1}
            />
          ))
        : null}
    </>
  );
}

/**
 * Frame of every /prometheus screen: top bar with the profile menu, and the side navigation with
 * the navigation and system menus, all built from the user's system-menu records. The drawer
 * appears only once those records (the profile data) have loaded.
 */
export function PrometheusShell() {
  const { t, i18n } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const me = useMe();
  const menus = useMyMenus();
  const [navigationOpen, setNavigationOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const data = menus.data?.myMenus;
  const active = data ? activeMenuEntry(location.pathname, [...data.navigation, ...data.system]) : undefined;

  function toggle(id: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function open(href: string) {
    setNavigationOpen(false);
    navigate(href);
  }

  // Opening the drawer shows the branch of the current screen already expanded.
  function openNavigation() {
    if (data) {
      const parents = data.navigation.filter((entry) => (entry.children ?? []).some((child) => child.systemMenuId === active?.systemMenuId));
      if (parents.length > 0) setExpanded((current) => new Set([...current, ...parents.map((entry) => entry.systemMenuId)]));
    }
    setNavigationOpen(true);
  }

  const profileMenu = data ? (
    <Menu aria-label={t('profileMenu.title')}>
      {data.profile.map((entry) => (
        <MenuItem
          key={entry.systemMenuId}
          icon={menuIcon(entry.icon)}
          text={menuLabel(entry, i18n.resolvedLanguage)}
          href={menuHref(entry.path)}
          onClick={(event) => {
            event.preventDefault();
            navigate(menuHref(entry.path));
          }}
        />
      ))}
    </Menu>
  ) : null;

  return (
    <div className="prometheus-shell">
      <Navbar fixedToTop className="prometheus-shell__bar">
        <Navbar.Group align={Alignment.START}>
          {data ? (
            <Button variant="minimal" icon="menu" aria-label={t('navigation.open')} onClick={openNavigation} />
          ) : (
            <span className="prometheus-shell__waiting" role="status">
              <Spinner size={16} />
              {menus.isError ? null : t('profileWait')}
            </span>
          )}
          {menus.isError ? (
            <Button
              variant="minimal"
              intent="danger"
              icon="refresh"
              text={t('menusFailed')}
              onClick={() => void menus.refetch().then((result) => result.error && showErrorToast(result.error))}
            />
          ) : null}
          <Navbar.Divider />
          <Navbar.Heading>
            <Link to="/prometheus" className="prometheus-shell__brand">
              {tCommon('brand')}
            </Link>
          </Navbar.Heading>
        </Navbar.Group>
        <Navbar.Group align={Alignment.END}>
          <LanguageSwitch />
          <Navbar.Divider />
          {profileMenu ? (
            // PopoverNext (floating-ui): the older Popover mispositions its content under React 19.
            <PopoverNext content={profileMenu} placement="bottom-end">
              <Button
                variant="minimal"
                icon="user"
                endIcon="caret-down"
                text={me.data?.me?.fullName ?? t('profileMenu.title')}
                aria-label={t('profileMenu.title')}
              />
            </PopoverNext>
          ) : (
            <Button variant="minimal" icon="log-out" text={t('signOut')} onClick={() => navigate('/userSignOut')} />
          )}
        </Navbar.Group>
      </Navbar>
      {data ? (
        <Drawer isOpen={navigationOpen} onClose={() => setNavigationOpen(false)} position="left" size="300px" title={t('navigation.title')} icon="menu">
          <nav className="prometheus-shell__navigation" aria-label={t('navigation.title')}>
            <Menu>
              <MenuItem
                icon="home"
                text={t('navigation.home')}
                href="/prometheus"
                active={location.pathname.replace(/\/+$/, '') === '/prometheus'}
                onClick={(event) => {
                  event.preventDefault();
                  open('/prometheus');
                }}
              />
              {data.navigation.map((entry) => (
                <MenuEntryItem key={entry.systemMenuId} entry={entry} activeId={active?.systemMenuId} expanded={expanded} onToggle={toggle} onOpen={open} />
              ))}
              {data.system.length > 0 ? <MenuDivider title={t('navigation.groups.system')} /> : null}
              {data.system.map((entry) => (
                <MenuEntryItem key={entry.systemMenuId} entry={entry} activeId={active?.systemMenuId} expanded={expanded} onToggle={toggle} onOpen={open} />
              ))}
            </Menu>
          </nav>
        </Drawer>
      ) : null}
      <main className="prometheus-shell__content">
        <Outlet />
      </main>
    </div>
  );
}
