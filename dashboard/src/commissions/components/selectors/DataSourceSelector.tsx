import { useTranslation } from 'react-i18next';
import { useDataSources } from '../../hooks';
import type { DataSource } from '../../utils/types';
import { ChosenTag } from './ChosenTag';
import { SelectorDialog } from './SelectorDialog';
import type { OrganizationScopedProps, SelectorChoiceProps } from './selectorProps';

export interface DataSourceSelectorProps extends SelectorChoiceProps<DataSource>, OrganizationScopedProps {}

/** A company's data sources ('Error: No se encotraron Fuentes de información' when none). */
export function DataSourceSelector({ organization, isOpen, onAccept, onCancel, initial }: DataSourceSelectorProps) {
  const { t } = useTranslation('commissions');
  const dataSources = useDataSources(isOpen ? organization?.id : null);
  return (
    <SelectorDialog
      isOpen={isOpen}
      title={t('selectors.dataSource')}
      header={organization ? <ChosenTag label={t('selectors.organizationChosen')} value={organization.name} /> : null}
      options={dataSources.rows?.map((row) => ({ id: row.id, label: row.name }))}
      loading={dataSources.isPending}
      error={dataSources.error}
      emptyText={t('selectors.emptyDataSources')}
      initial={initial}
      onAccept={(option) => onAccept({ id: option.id, name: option.label })}
      onCancel={onCancel}
    />
  );
}
