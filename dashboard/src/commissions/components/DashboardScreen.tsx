import { Card, Icon, Spinner, Text } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryProblem, ScreenHeading } from '../../ui/components';
import { useCommissionGrants } from '../hooks';
import { commissionsPath } from '../utils/paths';
import { dashboardCards } from '../utils/dashboardCards';
import './commissions.css';

/** /prometheus/variableCommissions: one card per module the position may read. */
export function DashboardScreen() {
  const { t } = useTranslation('commissions');
  const { grants, query } = useCommissionGrants();
  const cards = grants ? dashboardCards.filter((card) => grants.can(card.module, 'read')) : [];
  return (
    <div className="commissions-page">
      <ScreenHeading title={t('dashboard.title')} />
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <QueryProblem error={query.error} onRetry={() => void query.refetch()} />
      ) : cards.length === 0 ? (
        <p>{t('dashboard.none')}</p>
      ) : (
        <nav className="commissions-cards" aria-label={t('dashboard.title')}>
          {cards.map((card) => (
            <Link key={card.key} to={commissionsPath(card.path)} className="commissions-card-link" data-card={card.key}>
              <Card interactive>
                <Icon icon={card.icon} size={28} />
                <div>
                  <Text tagName="strong">{t(`cards.${card.key}.title`)}</Text>
                  <Text className="bp6-text-muted">{t(`cards.${card.key}.description`)}</Text>
                </div>
              </Card>
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}
