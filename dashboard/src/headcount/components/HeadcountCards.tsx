import { Callout, Card, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { QueryProblem } from '../../ui/components';
import { useHeadcountSummary } from '../hooks';
import { severityIntent } from '../utils';
import { StatusLevelsChart } from './StatusLevelsChart';

/** One card per company (positions, vacancies, the vacant positions and stores) and the stacked bar chart of statuses per company. */
export function HeadcountCards() {
  const { t } = useTranslation('headcount');
  const summary = useHeadcountSummary();
  if (summary.isPending) return <Spinner size={30} />;
  if (summary.isError) return <QueryProblem error={summary.error} onRetry={() => void summary.refetch()} />;
  const cards = summary.data.headcountSummary;
  return (
    <div className="headcount__top">
      <div className="headcount__cards">
        {cards.map((card) => (
          <Card key={card.organizationId} className="headcount__card" aria-label={card.organizationName}>
            <Callout intent={severityIntent(card.severity)} title={card.organizationName} icon="people">
              <div className="headcount__figures">
                <div>
                  <strong>{card.templatePositions}</strong> {t('cards.positions')}
                </div>
                <div>
                  <strong>{card.vacants}</strong> {t('cards.vacants')}
                </div>
              </div>
              <div className="headcount__vacant-positions">
                {card.vacantPositions.map((entry) => (
                  <Tag key={entry.positionName} minimal>
                    {entry.positionName}: {entry.count}
                  </Tag>
                ))}
              </div>
              <div className="headcount__store-ids">{card.storeIds.join(', ')}</div>
            </Callout>
          </Card>
        ))}
      </div>
      <div className="headcount__chart">
        <StatusLevelsChart companies={cards} />
      </div>
    </div>
  );
}
