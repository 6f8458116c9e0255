import { Button, Callout, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { type ChangeEvent, useEffect } from 'react';
import { historyFilterFormSchema } from '../../../../domain/history/filter';
import { DateField } from '../../ui/components';
import { useZodForm } from '../../ui/hooks';
import { type HistoryTexts } from '../hooks';
import { operations, recordTypesOf, type AuditLogFilters, type KnownRecordType } from '../utils';

export interface AuditLogFiltersFormProps {
  /** The filters of the search shown (the address's): the form starts from them and returns to them on back and forward. */
  value: AuditLogFilters;
  /** Asked with the form's filters once they hold (historyFilterFormSchema). */
  onSearch: (filters: AuditLogFilters) => void;
  onClear: () => void;
  areas: readonly string[];
  recordTypes: readonly KnownRecordType[];
  texts: HistoryTexts;
  busy?: boolean;
}

/**
 * The audit log's filters: user, area, record type, record id, operation and a date range (days of
 * the stores' calendar), on useZodForm with the shared historyFilterFormSchema: a day that is not
 * one or a backwards range shows under its field once left, and Buscar stays off meanwhile.
 */
export function AuditLogFiltersForm({ value, onSearch, onClear, areas, recordTypes, texts, busy }: AuditLogFiltersFormProps) {
  const { t } = texts;
  const form = useZodForm<typeof historyFilterFormSchema, AuditLogFilters>(historyFilterFormSchema, {
    id: 'audit-log',
    defaultValues: value,
    allowPristine: true,
  });
  const valueKey = JSON.stringify(value);
  const { reset } = form;
  // Back and forward through searches bring their filters back into the form.
  useEffect(() => reset(JSON.parse(valueKey) as AuditLogFilters), [valueKey, reset]);
  const area = form.watch('area');
  const recordType = form.watch('recordType');
  const types = recordTypesOf(recordTypes, area);
  // A record type chosen before the area stays offered while it is the filter's.
  const typeOptions = recordType && !types.includes(recordType) ? [recordType, ...types] : types;
  const areaBinding = form.select('area');
  const chooseArea = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.currentTarget.value;
    areaBinding.onChange(event);
    if (recordType && !recordTypesOf(recordTypes, next).includes(recordType)) form.setValue('recordType', '', { shouldDirty: true });
  };
  const submit = form.submit((filters) => onSearch(filters));

  return (
    <form onSubmit={submit} noValidate aria-label={t('auditLog.title')}>
      <div className="audit-log__filters">
        <FormGroup label={t('auditLog.filters.userName')} {...form.group('userName')}>
          <InputGroup leftIcon="person" placeholder={t('auditLog.filters.userNamePlaceholder')} {...form.input('userName')} />
        </FormGroup>
        <FormGroup label={t('auditLog.filters.area')} {...form.group('area')}>
          <HTMLSelect {...areaBinding} value={area} onChange={chooseArea}>
            <option value="">{t('auditLog.filters.any')}</option>
            {areas.map((name) => (
              <option key={name} value={name}>
                {texts.area(name)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('auditLog.filters.recordType')} {...form.group('recordType')}>
          <HTMLSelect {...form.select('recordType')} value={recordType}>
            <option value="">{t('auditLog.filters.any')}</option>
            {typeOptions.map((type) => (
              <option key={type} value={type}>
                {texts.recordType(type)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('auditLog.filters.recordId')} {...form.group('recordId')}>
          <InputGroup {...form.input('recordId')} />
        </FormGroup>
        <FormGroup label={t('auditLog.filters.operation')} {...form.group('operation')}>
          <HTMLSelect {...form.select('operation')} value={form.watch('operation')}>
            <option value="">{t('auditLog.filters.any')}</option>
            {operations.map((operation) => (
              <option key={operation} value={operation}>
                {texts.operation(operation)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('auditLog.filters.from')} {...form.group('from')}>
          <DateField {...form.date('from')} />
        </FormGroup>
        <FormGroup label={t('auditLog.filters.to')} {...form.group('to')}>
          <DateField {...form.date('to')} />
        </FormGroup>
        <div className="audit-log__actions">
          <Button type="submit" intent="primary" icon="search" text={t('auditLog.filters.search')} disabled={form.submitDisabled} loading={busy} />
          <Button icon="filter-remove" text={t('auditLog.filters.clear')} onClick={onClear} />
        </div>
      </div>
      {form.formError ? (
        <Callout intent="danger" role="alert" className="audit-log__date-problem">
          {form.formError}
        </Callout>
      ) : null}
    </form>
  );
}
