import { useGqlQuery } from '../../../graphql';
import { statementSettingsQuery } from '../graphql/queries';
import { statementsQueryKey } from './keys';

/** A company's statement settings (reviewer position, its e-mail, reminder and escalation days), while the dialog is open. */
export function useStatementSettings(organizationId: string, enabled: boolean) {
  return useGqlQuery([...statementsQueryKey, 'settings', organizationId], statementSettingsQuery, { organizationId }, { enabled });
}
