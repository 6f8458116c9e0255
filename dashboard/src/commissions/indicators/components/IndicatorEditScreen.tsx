import { AnchorButton, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { indicatorAnswer, IndicatorRecord } from '../../../../../domain/commissions/answers';
import type { GraphqlRequestError } from '../../../graphql';
import { CommissionsPage } from '../../components/CommissionsPage';
import { commissionsKey } from '../../hooks';
import { commissionsPath, part } from '../../utils/paths';
import { commissionsRequest, segment } from '../../utils/rest';
import type { Answer } from '../../utils/types';
import { IndicatorEditLoaded } from './IndicatorEditLoaded';

/** indicadores/detalle/{indicatorId}: the editor rehydrated from the saved steps. */
export function IndicatorEditScreen() {
  const { t } = useTranslation('commissions');
  const { indicatorId = '' } = useParams();
  const record = useQuery<IndicatorRecord, GraphqlRequestError>({
    queryKey: [...commissionsKey, 'indicator', indicatorId],
    queryFn: async ({ signal }) =>
      (await commissionsRequest<Answer<typeof indicatorAnswer>>('GET', `/indicator/${segment(indicatorId)}`, undefined, { signal })).indicator,
    staleTime: Infinity,
  });
  const loaded = record.data;
  return (
    <CommissionsPage
      title={`${t('editor.indicators.editTitle')}${loaded ? `: ${loaded.name}` : ''}`}
      crumbs={[
        { text: t('editor.indicators.section'), to: 'indicadores' },
        ...(loaded ? [{ text: t('editor.indicators.list'), to: `indicadores/lista/${part(loaded.hierarchical_node.id)}` }] : []),
        { text: t('editor.indicators.editTitle') },
      ]}
      module="Indicators"
    >
      {(grants) =>
        record.isPending ? (
          <Spinner />
        ) : record.error || !loaded ? (
          <NonIdealState
            icon="error"
            title={t('editor.notices.indicator.loadFailed')}
            description={record.error?.message}
            action={<AnchorButton href={commissionsPath('indicadores')} text={t('editor.indicators.section')} />}
          />
        ) : (
          <IndicatorEditLoaded record={loaded} readOnly={!grants.can('Indicators', 'write')} />
        )
      }
    </CommissionsPage>
  );
}
