import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { commissionAnswer, CommissionRecord } from '../../../../../domain/commissions/answers';
import { stepsForEditing } from '../../../../../domain/commissions/steps';
import { emptySteps } from '../../../../../domain/commissions/stepsEditor';
import type { GraphqlRequestError } from '../../../graphql';
import { CommissionsPage } from '../../components/CommissionsPage';
import { commissionsKey } from '../../hooks';
import { part } from '../../utils/paths';
import { commissionsRequest, segment } from '../../utils/rest';
import type { Answer } from '../../utils/types';
import { commissionsCrumb } from './commissionPlacement';
import { CommissionEditor } from './CommissionEditor';

/** comisiones-variables/detalle/{id}: the editor rehydrated, the active toggle and the run action. */
export function CommissionEditScreen() {
  const { t } = useTranslation('commissions');
  const { commissionId = '' } = useParams();
  const record = useQuery<CommissionRecord, GraphqlRequestError>({
    queryKey: [...commissionsKey, 'variableCommission', commissionId],
    queryFn: async ({ signal }) =>
      (await commissionsRequest<Answer<typeof commissionAnswer>>('GET', `/variable-commission/${segment(commissionId)}`, undefined, { signal }))
        .variable_commission,
    staleTime: Infinity,
  });
  const loaded = record.data;
  return (
    <CommissionsPage
      title={`${t('editor.commissions.editTitle')}${loaded ? `: ${loaded.name}` : ''}`}
      crumbs={[
        commissionsCrumb(t),
        ...(loaded ? [{ text: t('editor.indicators.list'), to: `comisiones-variables/lista/${part(loaded.hierarchical_node.id)}` }] : []),
        { text: t('editor.commissions.editTitle') },
      ]}
      module="VariableCommissions"
    >
      {(grants) =>
        record.isPending ? (
          <Spinner />
        ) : record.error || !loaded ? (
          <NonIdealState icon="error" title={t('editor.notices.commission.loadFailed')} description={record.error?.message} />
        ) : (
          <CommissionEditor
            placement={{
              name: loaded.name,
              organizationId: loaded.hierarchical_node.organization_id,
              areaId: loaded.hierarchical_node.id,
              period: { frequency: loaded.period.frequency, multiple: loaded.period.multiple, date: loaded.run_date },
              active: loaded.active,
            }}
            record={loaded}
            initialSteps={stepsForEditing({ htmlReference: loaded.html_reference, expression: loaded.expression }) ?? emptySteps()}
            readOnly={!grants.can('VariableCommissions', 'write')}
          />
        )
      }
    </CommissionsPage>
  );
}
