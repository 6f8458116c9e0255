import { useTranslation } from 'react-i18next';

/** The process type in words when the dashboard knows it, else its technical name. */
export function useWorkflowTypeLabel() {
  const { t, i18n } = useTranslation('workflows');
  return (workflowType: string) => (i18n.exists(`workflows:types.${workflowType}`) ? t(`types.${workflowType as 'erpQuery'}`) : workflowType);
}
