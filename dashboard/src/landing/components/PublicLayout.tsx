import { Alignment, Classes, Navbar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../../ui/components/LanguageSwitch';
import './public.css';

/** Frame of every public page: brand bar with the language switch, content, legal footer. */
export function PublicLayout() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <div className="public-layout">
      <Navbar className="public-layout__bar">
        <Navbar.Group align={Alignment.START}>
          <Navbar.Heading>
            <Link to="/" className="public-layout__brand">
              {t('brand')}
            </Link>
          </Navbar.Heading>
        </Navbar.Group>
        <Navbar.Group align={Alignment.END}>
          <LanguageSwitch />
        </Navbar.Group>
      </Navbar>
      <main className="public-layout__content">
        <Outlet />
      </main>
      <footer className={`public-layout__footer ${Classes.TEXT_MUTED}`}>
        <nav className="public-layout__legal-links">
          <Link to="/noticePrivacy" target="_blank" rel="noopener">
            {t('footer.privacyNotice')}
          </Link>
          <Link to="/termsAndConditions" target="_blank" rel="noopener">
            {t('footer.termsAndConditions')}
          </Link>
        </nav>
        <span>{t('footer.copyright', { year })}</span>
      </footer>
    </div>
  );
}
