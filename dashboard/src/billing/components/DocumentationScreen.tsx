import { Card, H4, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ScreenHeading } from '../../ui/components';
import { manuals } from '../utils/manuals';
import './billing.css';

/**
 * /prometheus/BillingPortal/documentacion ('Documentación'): the index of the back office's user
 * manuals, one card per area with what it is for, the screen it is used on (opened only when the
 * user's menus lead there) and the manual's file.
 */
export function DocumentationScreen() {
  const { t } = useTranslation('billing');
  return (
    <div className="documentation">
      <ScreenHeading title={t('documentation.title')} actions={<Link to="/prometheus/BillingPortal">{t('documentation.back')}</Link>} />
      <p className="bp6-text-muted">{t('documentation.intro')}</p>
      <ul className="documentation__list" aria-label={t('documentation.listLabel')}>
        {manuals.map((entry) => (
          <li key={entry.id}>
            <Card elevation={1} className="documentation__card">
              <H4>
                <Icon icon="manual" /> {t(`documentation.areas.${entry.id}.title`)}
              </H4>
              <p>{t(`documentation.areas.${entry.id}.summary`)}</p>
              <p className="documentation__links">
                {entry.screen ? <Link to={`/prometheus/${entry.screen}`}>{t('documentation.openScreen')}</Link> : null}
                <span className="bp6-text-muted">
                  {t('documentation.manual')}: <code>{entry.manual}</code>
                </span>
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
