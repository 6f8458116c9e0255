import { useTranslation } from 'react-i18next';
import { part } from '../utils/paths';
import { SelectorScreen } from './SelectorScreen';

/** empleados: company and position picker, then empleados/lista/{areaId}/{areaName}. */
export function EmployeesSelectScreen() {
  const { t } = useTranslation('commissions');
  return (
    <SelectorScreen
      section={t('cards.employees.title')}
      module="Employees"
      then="area"
      to={({ area }) => `empleados/lista/${part(area?.id ?? '')}/${part(area?.name ?? '')}`}
    />
  );
}
