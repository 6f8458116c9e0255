import { useTranslation } from 'react-i18next';
import { useAreas } from '../../hooks';
import type { Area } from '../../utils/types';
import { ChosenTag } from './ChosenTag';
import { SelectorDialog } from './SelectorDialog';
import type { OrganizationScopedProps, SelectorChoiceProps } from './selectorProps';

export interface AreaSelectorProps extends SelectorChoiceProps<Area>, OrganizationScopedProps {}

/** 'Selecciona el Puesto:' — a company's positions. */
export function AreaSelector({ organization, isOpen, onAccept, onCancel, initial }: AreaSelectorProps) {
  const { t } = useTranslation('commissions');
  const areas = useAreas(isOpen ? organization?.id : null);
  return (
    <SelectorDialog
      isOpen={isOpen}
      title={t('selectors.area')}
      header={organization ? <ChosenTag label={t('selectors.organizationChosen')} value={organization.name} /> : null}
      options={areas.rows?.map((row) => ({ id: row.id, label: row.name }))}
      loading={areas.isPending}
      error={areas.error}
      initial={initial}
      onAccept={(option) => onAccept(areas.rows?.find((row) => row.id === option.id) as Area)}
      onCancel={onCancel}
    />
  );
}
