import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { helperFunctionAnswer } from '../../../../../domain/commissions/answers';
import { stepsForEditing } from '../../../../../domain/commissions/steps';
import type { GraphqlRequestError } from '../../../graphql';
import { CommissionsPage } from '../../components/CommissionsPage';
import { commissionsKey } from '../../hooks';
import { commissionsRequest, segment } from '../../utils/rest';
import type { Answer } from '../../utils/types';
import { type HelperFunctionRecord } from '../../steps/hooks';
import { functionsCrumb } from './functionDraft';
import { FunctionEditor } from './FunctionEditor';

/** funciones/detalle/{functionId}: the steps (or the expression) of a saved function. */
export function FunctionEditScreen() {
  const { t } = useTranslation('commissions');
  const { functionId = '' } = useParams();
  const record = useQuery<HelperFunctionRecord, GraphqlRequestError>({
    queryKey: [...commissionsKey, 'helperFunction', functionId],
    queryFn: async ({ signal }) =>
      (await commissionsRequest<Answer<typeof helperFunctionAnswer>>('GET', `/helper-function/${segment(functionId)}`, undefined, { signal })).data
        .helper_function,
    staleTime: Infinity,
  });
  const loaded = record.data;
  return (
    <CommissionsPage
      title={`${t('editor.functions.editSteps')}${loaded ? `: ${loaded.name}` : ''}`}
      crumbs={[functionsCrumb(t), { text: t('editor.functions.editSteps') }]}
      module="Functions"
    >
      {(grants) =>
        record.isPending ? (
          <Spinner />
        ) : record.error || !loaded ? (
          <NonIdealState icon="error" title={t('editor.notices.function.loadFailed')} description={record.error?.message} />
        ) : (
          <FunctionEditor
            draft={{ name: loaded.name, description: loaded.description, arguments: loaded.arguments }}
            record={loaded}
            initialSteps={
              loaded.html_reference.trim() === '-' ? null : stepsForEditing({ htmlReference: loaded.html_reference, expression: loaded.expression })
            }
            readOnly={!grants.can('Functions', 'write')}
          />
        )
      }
    </CommissionsPage>
  );
}
