import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ChangeHistoryPanel } from '../../history/components';
import { useCommissionsMutation, useVariableTag } from '../hooks';
import { commissionsPath, part } from '../utils/paths';
import { segment } from '../utils/rest';
import { CommissionsPage } from './CommissionsPage';
import { ListState } from './common';
import { useBanner } from '../hooks';
import { EmployeeValueInput } from './EmployeeValueInput';
import { VariableTagCreateForm } from './VariableTagCreateForm';
import { VariableValuesTable } from './VariableValuesTable';

/**
 * variables/detalle-valor-tag (create, ?variable=) and variables/detalle-valor-tag/{tagId} (edit),
 * spec 003 section 4: in create mode tag and date are editable and the employee values are staged
 * until Save (VariableTagCreateForm: a tag, a date and one value); once saved the screen moves to the
 * tag's edit route, where tag and date are fixed and each value change is saved at once.
 */
export function VariableTagScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const { tagId } = useParams();
  const [search] = useSearchParams();
  const variableId = search.get('variable') ?? '';
  const variableName = search.get('name') ?? '';
  const existing = useVariableTag(tagId ?? null);
  const banner = useBanner();
  const setValue = useCommissionsMutation(({ employeeId, value }: { employeeId: string; value: number }) => ({
    method: 'POST',
    path: `/variable-value/${segment(tagId ?? '')}/employees`,
    body: { values: { [employeeId]: value } },
  }));
  const removeValue = useCommissionsMutation((employeeId: string) => ({
    method: 'DELETE',
    path: `/variable-value/${segment(tagId ?? '')}/employees/${segment(employeeId)}`,
  }));
  const editing = tagId !== undefined;
  const title = editing ? `${existing.tag?.tag ?? ''} ${existing.tag?.date ?? ''}`.trim() || t('tags.title') : t('tags.create');
  return (
    <CommissionsPage
      title={title}
      crumbs={[
        { text: t('cards.variables.title'), to: 'variables' },
        { text: t('lists.list') },
        ...(variableId ? [{ text: variableName || variableId, to: `variables/detalle/${part(variableId)}/${part(variableName)}` }] : []),
        { text: title },
      ]}
      module="Variables"
    >
      {(grants) => {
        const canWrite = grants.can('Variables', 'write');
        if (editing) {
          return (
            <>
              {banner.element}
              <ListState loading={existing.isPending} error={existing.error} empty={false} onRetry={() => void existing.refetch()}>
                <div className="commissions-toolbar">
                  <FormGroup label={t('tags.tag')}>
                    <InputGroup value={existing.tag?.tag ?? ''} readOnly aria-label={t('tags.tag')} />
                  </FormGroup>
                  <FormGroup label={t('tags.date')}>
                    <InputGroup value={existing.tag?.date ?? ''} readOnly aria-label={t('tags.date')} />
                  </FormGroup>
                </div>
                {canWrite ? (
                  <EmployeeValueInput
                    busy={setValue.isPending}
                    onAdd={(employeeId, value) =>
                      setValue.mutate({ employeeId, value }, { onSuccess: () => banner.success(t('notices.updated')), onError: banner.failure })
                    }
                  />
                ) : null}
                <VariableValuesTable
                  values={existing.tag?.values ?? {}}
                  canWrite={canWrite}
                  onRemove={(employeeId) => removeValue.mutate(employeeId, { onSuccess: () => banner.success(t('notices.deleted')), onError: banner.failure })}
                />
              </ListState>
              <ChangeHistoryPanel recordType="CommissionVariableValue" recordId={tagId} />
            </>
          );
        }
        return (
          <>
            {banner.element}
            <VariableTagCreateForm
              variableId={variableId}
              canWrite={canWrite}
              onSaved={(savedId) => {
                banner.success(t('notices.created'));
                void navigate(commissionsPath(`variables/detalle-valor-tag/${part(savedId)}?variable=${part(variableId)}&name=${part(variableName)}`), {
                  replace: true,
                });
              }}
            />
          </>
        );
      }}
    </CommissionsPage>
  );
}
