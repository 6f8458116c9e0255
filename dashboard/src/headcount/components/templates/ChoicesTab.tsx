import { Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { QueryProblem } from '../../../ui/components';
import { useHeadcountChoices } from '../../hooks';
import { ChoiceTree } from './ChoiceTree';

/** The observation and plan-action trees HR keeps (root, then children): add, rename, move, deactivate. */
export function ChoicesTab() {
  const { t } = useTranslation('headcount');
  const choices = useHeadcountChoices();
  if (choices.isPending) return <Spinner />;
  if (choices.isError) return <QueryProblem error={choices.error} onRetry={() => void choices.refetch()} />;
  return (
    <div>
      <p>{t('templates.choices.intro')}</p>
      <div className="templates__trees">
        <ChoiceTree kind="observation" title={t('templates.choices.observations')} nodes={choices.data.incidentObservations} />
        <ChoiceTree kind="planAction" title={t('templates.choices.planActions')} nodes={choices.data.incidentPlanActions} />
      </div>
    </div>
  );
}
