import { Button, FormGroup, HTMLTable, Intent, NumericInput } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ChangeHistoryPanel } from '../../history/components';
import { useCommissionsMutation, useDataSources, useOrganizations, useParameter, useParameters, useVariables } from '../hooks';
import { commissionsPath, part } from '../utils/paths';
import { segment } from '../utils/rest';
import type { DataSource, Parameter, ParameterValue, Variable } from '../utils/types';
import { CommissionsPage } from './CommissionsPage';
import { ConfirmDelete, DayInput, ListState, NamedTable, NameDialog, useBanner, useDelayedAction, useNamedCrud, VALUE_TABLE_ACTION_DELAY_MS } from './common';
import { SelectorScreen } from './DashboardScreen';

/** fuentes-de-informacion: asks for a company, then fuentes-de-informacion/lista/{organizationId}. */
export function DataSourcesSelectScreen() {
  const { t } = useTranslation('commissions');
  return <SelectorScreen section={t('cards.dataSources.title')} module="DataSources" then={null} to={({ organization }) => `fuentes-de-informacion/lista/${part(organization.id)}`} />;
}

/** fuentes-de-informacion/lista/{organizationId}: table with Nombre; create, rename, delete with DataSources write. */
export function DataSourcesScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const { organizationId = '' } = useParams();
  const organization = useOrganizations().rows?.find((row) => row.id === organizationId);
  const dataSources = useDataSources(organizationId);
  const crud = useNamedCrud<DataSource>();
  const banner = useBanner();
  const create = useCommissionsMutation((name: string) => ({ method: 'POST', path: `/organization/${segment(organizationId)}/data-source`, body: { name } }));
  const rename = useCommissionsMutation(({ id, name }: { id: string; name: string }) => ({ method: 'PATCH', path: `/data-source/${segment(id)}`, body: { name } }));
  const remove = useCommissionsMutation((id: string) => ({ method: 'DELETE', path: `/data-source/${segment(id)}` }));
  return (
    <CommissionsPage title={t('dataSources.title')} crumbs={[{ text: t('cards.dataSources.title'), to: 'fuentes-de-informacion' }, { text: t('lists.list') }, { text: organization?.name ?? organizationId }]} module="DataSources">
      {(grants) => (
        <>
          {banner.element}
          {grants.can('DataSources', 'write') ? (
            <div className="commissions-toolbar">
              <Button intent="primary" icon="add" text={t('dataSources.create')} onClick={() => crud.setCreating(true)} />
            </div>
          ) : null}
          <ListState loading={dataSources.isPending} error={dataSources.error} empty={(dataSources.rows ?? []).length === 0} emptyText={t('selectors.emptyDataSources')} onRetry={() => void dataSources.refetch()}>
            <NamedTable
              label={t('dataSources.title')}
              rows={dataSources.rows ?? []}
              canWrite={grants.can('DataSources', 'write')}
              view={(row) => (grants.can('Variables', 'read') ? <Button size="small" variant="minimal" icon="variable" text={t('dataSources.variables')} onClick={() => void navigate(commissionsPath(`variables/lista/${part(row.id)}`))} /> : null)}
              onRename={crud.setRenaming}
              onDelete={crud.setDeleting}
              actionDelayMs={VALUE_TABLE_ACTION_DELAY_MS}
            />
          </ListState>
          <NameDialog isOpen={crud.creating} title={t('dataSources.create')} label={t('lists.name')} min={2} busy={create.isPending} onClose={() => crud.setCreating(false)} onSave={(name) => create.mutate(name, { onSuccess: () => (crud.setCreating(false), banner.success(t('notices.created'))), onError: banner.failure })} />
          <NameDialog
            isOpen={crud.renaming !== null}
            title={t('dataSources.rename')}
            label={t('lists.name')}
            initial={crud.renaming?.name}
            min={2}
            busy={rename.isPending}
            onClose={() => crud.setRenaming(null)}
            onSave={(name) => rename.mutate({ id: crud.renaming?.id ?? '', name }, { onSuccess: () => (crud.setRenaming(null), banner.success(t('notices.updated'))), onError: banner.failure })}
          />
          <ConfirmDelete
            isOpen={crud.deleting !== null}
            question={t('dataSources.deleteQuestion', { name: crud.deleting?.name ?? '' })}
            busy={remove.isPending}
            onCancel={() => crud.setDeleting(null)}
            onConfirm={() => remove.mutate(crud.deleting?.id ?? '', { onSuccess: () => banner.success(t('notices.deleted')), onError: banner.failure, onSettled: () => crud.setDeleting(null) })}
          />
        </>
      )}
    </CommissionsPage>
  );
}

/** variables: organization then data source; Accept goes to variables/lista/{dataSourceId}. */
export function VariablesSelectScreen() {
  const { t } = useTranslation('commissions');
  return <SelectorScreen section={t('cards.variables.title')} module="Variables" then="dataSource" to={({ dataSource }) => `variables/lista/${part(dataSource?.id ?? '')}`} />;
}

/** variables/lista/{dataSourceId}: CREAR VARIABLE; names with edit and delete (Variables write); 'Ver Valores' for everyone. */
export function VariablesScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const { dataSourceId = '' } = useParams();
  const variables = useVariables(dataSourceId);
  const crud = useNamedCrud<Variable>();
  const banner = useBanner();
  const create = useCommissionsMutation((name: string) => ({ method: 'POST', path: `/data-source/${segment(dataSourceId)}/variable`, body: { name } }));
  const rename = useCommissionsMutation(({ id, name }: { id: string; name: string }) => ({ method: 'PATCH', path: `/variable/${segment(id)}`, body: { name } }));
  const remove = useCommissionsMutation((id: string) => ({ method: 'DELETE', path: `/variable/${segment(id)}` }));
  return (
    <CommissionsPage title={t('variables.title')} crumbs={[{ text: t('cards.variables.title'), to: 'variables' }, { text: t('lists.list') }]} module="Variables">
      {(grants) => (
        <>
          {banner.element}
          {grants.can('Variables', 'write') ? (
            <div className="commissions-toolbar">
              <Button intent="primary" icon="add" text={t('variables.create')} onClick={() => crud.setCreating(true)} />
            </div>
          ) : null}
          <ListState loading={variables.isPending} error={variables.error} empty={(variables.rows ?? []).length === 0} onRetry={() => void variables.refetch()}>
            <NamedTable
              label={t('variables.title')}
              rows={variables.rows ?? []}
              canWrite={grants.can('Variables', 'write')}
              columns={[{ title: t('variables.tags'), cell: (row) => row.tags.join(', ') }]}
              view={(row) => <Button size="small" variant="minimal" icon="eye-open" text={t('actions.viewValues')} onClick={() => void navigate(commissionsPath(`variables/detalle/${part(row.id)}/${part(row.name)}`))} />}
              onRename={crud.setRenaming}
              onDelete={crud.setDeleting}
              actionDelayMs={VALUE_TABLE_ACTION_DELAY_MS}
            />
          </ListState>
          <NameDialog isOpen={crud.creating} title={t('variables.create')} label={t('lists.name')} min={2} busy={create.isPending} onClose={() => crud.setCreating(false)} onSave={(name) => create.mutate(name, { onSuccess: () => (crud.setCreating(false), banner.success(t('notices.created'))), onError: banner.failure })} />
          <NameDialog
            isOpen={crud.renaming !== null}
            title={t('variables.rename')}
            label={t('lists.name')}
            initial={crud.renaming?.name}
            min={2}
            busy={rename.isPending}
            onClose={() => crud.setRenaming(null)}
            onSave={(name) => rename.mutate({ id: crud.renaming?.id ?? '', name }, { onSuccess: () => (crud.setRenaming(null), banner.success(t('notices.updated'))), onError: banner.failure })}
          />
          <ConfirmDelete
            isOpen={crud.deleting !== null}
            question={t('variables.deleteQuestion', { name: crud.deleting?.name ?? '' })}
            busy={remove.isPending}
            onCancel={() => crud.setDeleting(null)}
            onConfirm={() => remove.mutate(crud.deleting?.id ?? '', { onSuccess: () => banner.success(t('notices.deleted')), onError: banner.failure, onSettled: () => crud.setDeleting(null) })}
          />
        </>
      )}
    </CommissionsPage>
  );
}

/** parametros: organization then position; Accept goes to parametros/lista/{areaId}. */
export function ParametersSelectScreen() {
  const { t } = useTranslation('commissions');
  return <SelectorScreen section={t('cards.parameters.title')} module="Parameters" then="area" to={({ area }) => `parametros/lista/${part(area?.id ?? '')}`} />;
}

/** A dated value being typed: both needed before it can be added (spec 003 section 5). */
function ValueInputs({ onAdd, busy, addText }: { onAdd: (value: ParameterValue) => void; busy?: boolean; addText: string }) {
  const { t } = useTranslation('commissions');
  const [date, setDate] = useState('');
  const [value, setValue] = useState('');
  const number = Number.parseFloat(value);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && Number.isFinite(number);
  // Spec 003 section 5: adding a value needs a date and a value; once one is given, the other is asked for.
  const incomplete = !valid && (date !== '' || value !== '');
  return (
    <div className="commissions-toolbar">
      <DayInput label={t('parameters.date')} value={date} onChange={setDate} />
      <FormGroup label={t('parameters.value')} labelFor="commissions-value-number" intent={incomplete ? Intent.WARNING : Intent.NONE} helperText={incomplete ? t('parameters.valueNeeds') : undefined}>
        <NumericInput id="commissions-value-number" buttonPosition="none" value={value} allowNumericCharactersOnly onValueChange={(_number, text) => setValue(text)} />
      </FormGroup>
      <FormGroup>
        <Button icon="add" text={addText} disabled={!valid} loading={busy} onClick={() => (onAdd({ uploaded_at: date, value: number }), setDate(''), setValue(''))} />
      </FormGroup>
    </div>
  );
}

/** Staged values of a parameter being created: a date already there is replaced. */
function mergeValue(values: readonly ParameterValue[], added: ParameterValue): ParameterValue[] {
  return [...values.filter((value) => value.uploaded_at !== added.uploaded_at), added].sort((a, b) => a.uploaded_at.localeCompare(b.uploaded_at));
}

/** parametros/lista/{areaId}: CREAR PARÁMETRO (name and at least one dated value), rename, delete; 'Ver Valores'. */
export function ParametersScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const { areaId = '' } = useParams();
  const parameters = useParameters(areaId);
  const crud = useNamedCrud<Parameter>();
  const banner = useBanner();
  const [staged, setStaged] = useState<ParameterValue[]>([]);
  const create = useCommissionsMutation((body: { name: string; values: ParameterValue[] }) => ({ method: 'POST', path: `/area/${segment(areaId)}/parameter`, body }));
  const rename = useCommissionsMutation(({ id, name }: { id: string; name: string }) => ({ method: 'PATCH', path: `/parameter/${segment(id)}`, body: { name } }));
  const remove = useCommissionsMutation((id: string) => ({ method: 'DELETE', path: `/parameter/${segment(id)}` }));
  return (
    <CommissionsPage title={t('parameters.title')} crumbs={[{ text: t('cards.parameters.title'), to: 'parametros' }, { text: t('lists.list') }]} module="Parameters">
      {(grants) => (
        <>
          {banner.element}
          {grants.can('Parameters', 'write') ? (
            <div className="commissions-toolbar">
              <Button intent="primary" icon="add" text={t('parameters.create')} onClick={() => (setStaged([]), crud.setCreating(true))} />
            </div>
          ) : null}
          <ListState loading={parameters.isPending} error={parameters.error} empty={(parameters.rows ?? []).length === 0} onRetry={() => void parameters.refetch()}>
            <NamedTable
              label={t('parameters.title')}
              rows={parameters.rows ?? []}
              canWrite={grants.can('Parameters', 'write')}
              columns={[{ title: t('parameters.latest'), cell: (row) => (row.values.length ? `${row.values[row.values.length - 1].value} (${row.values[row.values.length - 1].uploaded_at})` : '') }]}
              view={(row) => <Button size="small" variant="minimal" icon="eye-open" text={t('actions.viewValues')} onClick={() => void navigate(commissionsPath(`parametros/detalle/${part(row.id)}/${part(row.name)}`))} />}
              onRename={crud.setRenaming}
              onDelete={crud.setDeleting}
              actionDelayMs={VALUE_TABLE_ACTION_DELAY_MS}
            />
          </ListState>
          <NameDialog
            isOpen={crud.creating}
            title={t('parameters.create')}
            label={t('lists.name')}
            min={1}
            extraValid={staged.length > 0}
            busy={create.isPending}
            onClose={() => crud.setCreating(false)}
            onSave={(name) => create.mutate({ name, values: staged }, { onSuccess: () => (crud.setCreating(false), banner.success(t('notices.created'))), onError: banner.failure })}
          >
            <ValueInputs addText={t('parameters.addValue')} onAdd={(value) => setStaged((values) => mergeValue(values, value))} />
            {staged.length === 0 ? <p className="bp6-text-muted">{t('parameters.needsValue')}</p> : <ValuesTable values={staged} onRemove={(date) => setStaged((values) => values.filter((value) => value.uploaded_at !== date))} canWrite />}
          </NameDialog>
          <NameDialog
            isOpen={crud.renaming !== null}
            title={t('parameters.rename')}
            label={t('lists.name')}
            initial={crud.renaming?.name}
            min={1}
            busy={rename.isPending}
            onClose={() => crud.setRenaming(null)}
            onSave={(name) => rename.mutate({ id: crud.renaming?.id ?? '', name }, { onSuccess: () => (crud.setRenaming(null), banner.success(t('notices.updated'))), onError: banner.failure })}
          />
          <ConfirmDelete
            isOpen={crud.deleting !== null}
            question={t('parameters.deleteQuestion', { name: crud.deleting?.name ?? '' })}
            busy={remove.isPending}
            onCancel={() => crud.setDeleting(null)}
            onConfirm={() => remove.mutate(crud.deleting?.id ?? '', { onSuccess: () => banner.success(t('notices.deleted')), onError: banner.failure, onSettled: () => crud.setDeleting(null) })}
          />
        </>
      )}
    </CommissionsPage>
  );
}

function ValuesTable({ values, canWrite, onRemove }: { values: readonly ParameterValue[]; canWrite: boolean; onRemove?: (date: string) => void }) {
  const { t } = useTranslation('commissions');
  const delayed = useDelayedAction(VALUE_TABLE_ACTION_DELAY_MS);
  return (
    <HTMLTable striped compact className="commissions-table" aria-label={t('parameters.values')}>
      <thead>
        <tr>
          <th>{t('parameters.date')}</th>
          <th className="commissions-number">{t('parameters.value')}</th>
          {canWrite && onRemove ? <th>{t('lists.actions')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {values.map((value) => (
          <tr key={value.uploaded_at}>
            <td>{value.uploaded_at}</td>
            <td className="commissions-number">{value.value}</td>
            {canWrite && onRemove ? (
              <td>
                <Button size="small" variant="minimal" intent={Intent.DANGER} icon="trash" aria-label={`${t('actions.delete')} ${value.uploaded_at}`} {...delayed.button(value.uploaded_at, () => onRemove(value.uploaded_at))} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** parametros/detalle/{parameterId}/{parameterName}: the dated values; AGREGAR VALOR (a date already there is replaced) and removal with Parameters write. */
export function ParameterDetailScreen() {
  const { t } = useTranslation('commissions');
  const { parameterId = '', parameterName = '' } = useParams();
  const parameter = useParameter(parameterId);
  const banner = useBanner();
  const [removing, setRemoving] = useState<string | null>(null);
  const add = useCommissionsMutation((value: ParameterValue) => ({ method: 'POST', path: `/parameter/${segment(parameterId)}/values`, body: { values: [value] } }));
  const remove = useCommissionsMutation((date: string) => ({ method: 'DELETE', path: `/parameter/${segment(parameterId)}/uploaded-at/${segment(date)}` }));
  return (
    <CommissionsPage title={parameterName} crumbs={[{ text: t('cards.parameters.title'), to: 'parametros' }, { text: t('lists.list') }, { text: parameterName }]} module="Parameters">
      {(grants) => (
        <>
          {banner.element}
          {grants.can('Parameters', 'write') ? <ValueInputs addText={t('parameters.addValue')} busy={add.isPending} onAdd={(value) => add.mutate(value, { onSuccess: () => banner.success(t('notices.created')), onError: banner.failure })} /> : null}
          <ListState loading={parameter.isPending} error={parameter.error} empty={(parameter.parameter?.values ?? []).length === 0} onRetry={() => void parameter.refetch()}>
            <ValuesTable values={parameter.parameter?.values ?? []} canWrite={grants.can('Parameters', 'write')} onRemove={setRemoving} />
          </ListState>
          <ConfirmDelete
            isOpen={removing !== null}
            question={t('confirmDeleteElement')}
            busy={remove.isPending}
            onCancel={() => setRemoving(null)}
            onConfirm={() => remove.mutate(removing ?? '', { onSuccess: () => banner.success(t('notices.deleted')), onError: banner.failure, onSettled: () => setRemoving(null) })}
          />
          <ChangeHistoryPanel recordType="CommissionParameter" recordId={parameterId} />
        </>
      )}
    </CommissionsPage>
  );
}
