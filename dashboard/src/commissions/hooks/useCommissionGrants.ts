import { useMemo } from 'react';
import { commissionGrants, type CommissionGrants } from '../utils/permissions';
import { usePermissionsQuery } from './usePermissionsQuery';

/** The position's read/write per module and its companies (null while loading). */
export function useCommissionGrants(): { grants: CommissionGrants | null; query: ReturnType<typeof usePermissionsQuery> } {
  const query = usePermissionsQuery();
  const grants = useMemo(
    () => (query.data ? commissionGrants(query.data.myPermissions.pathPermissions, query.data.myPermissions.organizations) : null),
    [query.data],
  );
  return { grants, query };
}
