import { Button, Callout, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { type FormEvent } from 'react';
import { DateField } from '../../ui/components';
import { type HistoryTexts } from '../hooks';
import { dateRangeProblem, operations, recordTypesOf, type AuditLogFilters, type KnownRecordType } from '../utils';

export interface AuditLogFiltersFormProps {
  value: AuditLogFilters;
  onChange: (value: AuditLogFilters) => void;
  /** Asked when the form is sent with a valid range. */
  onSearch: () => void;
  onClear: () => void;
  areas: readonly string[];
  recordTypes: readonly KnownRecordType[];
  texts: HistoryTexts;
  busy?: boolean;
}

/** The audit log's filters: user, area, record type, record id, operation and a date range (days of the stores' calendar). */
export function AuditLogFiltersForm({ value, onChange, onSearch, onClear, areas, recordTypes, texts, busy }: AuditLogFiltersFormProps) {
  const { t } = texts;
  const problem = dateRangeProblem(value.from, value.to);
  const types = recordTypesOf(recordTypes, value.area);
  // A record type chosen before the area stays offered while it is the filter's.
  const typeOptions = value.recordType && !types.includes(value.recordType) ? [value.recordType, ...types] : types;
  const set = (name: keyof AuditLogFilters) => (next: string) => onChange({ ...value, [name]: next });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!problem) onSearch();
  }

  function chooseArea(area: string) {
    const keepType = !value.recordType || recordTypesOf(recordTypes, area).includes(value.recordType);
    onChange({ ...value, area, recordType: keepType ? value.recordType : '' });
  }

  return (
    <form onSubmit={submit} aria-label={t('auditLog.title')}>
      <div className="audit-log__filters">
        <FormGroup label={t('auditLog.filters.userName')} labelFor="audit-log-user">
          <InputGroup
            id="audit-log-user"
            leftIcon="person"
            placeholder={t('auditLog.filters.userNamePlaceholder')}
            value={value.userName}
            onValueChange={set('userName')}
          />
        </FormGroup>
        <FormGroup label={t('auditLog.filters.area')} labelFor="audit-log-area">
          <HTMLSelect id="audit-log-area" value={value.area} onChange={(event) => chooseArea(event.currentTarget.value)}>
            <option value="">{t('auditLog.filters.any')}</option>
            {areas.map((area) => (
              <option key={area} value={area}>
                {texts.area(area)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('auditLog.filters.recordType')} labelFor="audit-log-record-type">
          <HTMLSelect id="audit-log-record-type" value={value.recordType} onChange={(event) => set('recordType')(event.currentTarget.value)}>
            <option value="">{t('auditLog.filters.any')}</option>
            {typeOptions.map((recordType) => (
              <option key={recordType} value={recordType}>
                {texts.recordType(recordType)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('auditLog.filters.recordId')} labelFor="audit-log-record-id">
          <InputGroup id="audit-log-record-id" value={value.recordId} onValueChange={set('recordId')} />
        </FormGroup>
        <FormGroup label={t('auditLog.filters.operation')} labelFor="audit-log-operation">
          <HTMLSelect id="audit-log-operation" value={value.operation} onChange={(event) => set('operation')(event.currentTarget.value)}>
            <option value="">{t('auditLog.filters.any')}</option>
            {operations.map((operation) => (
              <option key={operation} value={operation}>
                {texts.operation(operation)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup
          label={t('auditLog.filters.from')}
          labelFor="audit-log-from"
          intent={problem === 'fromInvalid' || problem === 'inverted' ? 'danger' : 'none'}
        >
          <DateField
            id="audit-log-from"
            value={value.from}
            onChange={set('from')}
            intent={problem === 'fromInvalid' || problem === 'inverted' ? 'danger' : 'none'}
          />
        </FormGroup>
        <FormGroup label={t('auditLog.filters.to')} labelFor="audit-log-to" intent={problem === 'toInvalid' || problem === 'inverted' ? 'danger' : 'none'}>
          <DateField id="audit-log-to" value={value.to} onChange={set('to')} intent={problem === 'toInvalid' || problem === 'inverted' ? 'danger' : 'none'} />
        </FormGroup>
        <div className="audit-log__actions">
          <Button type="submit" intent="primary" icon="search" text={t('auditLog.filters.search')} disabled={Boolean(problem)} loading={busy} />
          <Button icon="filter-remove" text={t('auditLog.filters.clear')} onClick={onClear} />
        </div>
      </div>
      {problem ? (
        <Callout intent="danger" icon="calendar" role="alert" className="audit-log__date-problem">
          {t(`auditLog.dateProblems.${problem}`)}
        </Callout>
      ) : null}
    </form>
  );
}
