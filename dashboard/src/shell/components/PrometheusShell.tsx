import { Alignment, Button, Drawer, Menu, MenuDivider, MenuItem, Navbar } from '@blueprintjs/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useMe } from '../../access/hooks';
import { LanguageSwitch } from '../../app/i18n';
import { activeNavigationEntry, visibleNavigationGroups } from '../utils/navigation';
import './shell.css';

/** Frame of every /prometheus screen: top bar, side navigation drawer and the current screen. */
export function PrometheusShell() {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const me = useMe();
  const [navigationOpen, setNavigationOpen] = useState(false);
  const active = activeNavigationEntry(location.pathname);
  const groups = visibleNavigationGroups(me.data?.me?.permissions);

  return (
    <div className="prometheus-shell">
      <Navbar fixedToTop className="prometheus-shell__bar">
        <Navbar.Group align={Alignment.START}>
          <Button variant="minimal" icon="menu" aria-label={t('navigation.open')} onClick={() => setNavigationOpen(true)} />
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
          {me.data?.me ? <span className="prometheus-shell__user">{me.data.me.fullName}</span> : null}
          <Button variant="minimal" icon="log-out" text={t('signOut')} onClick={() => navigate('/userSignOut')} />
        </Navbar.Group>
      </Navbar>
      <Drawer
        isOpen={navigationOpen}
        onClose={() => setNavigationOpen(false)}
        position="left"
        size="280px"
        title={t('navigation.title')}
        icon="menu"
      >
        <nav className="prometheus-shell__navigation" aria-label={t('navigation.title')}>
          <Menu>
            {groups.map((group) => (
              <Fragment key={group.key}>
                {group.titled ? <MenuDivider title={t(`navigation.groups.${group.key}`)} /> : null}
                {group.entries.map((entry) => (
                  <MenuItem
                    key={entry.key}
                    icon={entry.icon}
                    text={t(`navigation.${entry.key}`)}
                    href={entry.path}
                    active={active?.key === entry.key}
                    onClick={(event) => {
                      // Stay in the single-page app: the href is there for the browser's own affordances.
                      event.preventDefault();
                      setNavigationOpen(false);
                      navigate(entry.path);
                    }}
                  />
                ))}
              </Fragment>
            ))}
          </Menu>
        </nav>
      </Drawer>
      <main className="prometheus-shell__content">
        <Outlet />
      </main>
    </div>
  );
}
