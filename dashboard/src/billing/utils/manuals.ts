/**
 * The back office's user documentation index: one entry per business area, the screen where it
 * is used (a path under /prometheus, as the seeded menus name it) and the manual that describes it
 * (a file of docs/ in the product's repository). Texts live in the billing i18n files under
 * `documentation.areas.<id>`.
 */
export type ManualArea =
  | 'access'
  | 'customers'
  | 'purchasing'
  | 'stores'
  | 'headcount'
  | 'pricing'
  | 'workplans'
  | 'remoteCommands'
  | 'collaborators'
  | 'licenses'
  | 'invoicing'
  | 'xadis'
  | 'commissions'
  | 'system';

export interface ManualEntry {
  id: ManualArea;
  /** The screen's path under /prometheus; null when the area has no screen of its own. */
  screen: string | null;
  /** The manual's file in docs/. */
  manual: string;
}

export const manuals: readonly ManualEntry[] = [
  { id: 'access', screen: 'settings/users', manual: 'docs/access.md' },
  { id: 'customers', screen: 'customer', manual: 'docs/customers.md' },
  {
    id: 'purchasing',
    screen: 'purchases/forecast',
    manual: 'docs/purchasing.md',
  },
  { id: 'stores', screen: 'settings/warehouse', manual: 'docs/stores.md' },
  {
    id: 'headcount',
    screen: 'humanResources/headcount',
    manual: 'docs/headcount.md',
  },
  {
    id: 'pricing',
    screen: 'operation/price',
    manual: 'docs/store-operations.md',
  },
  { id: 'workplans', screen: 'workplan', manual: 'docs/store-operations.md' },
  {
    id: 'remoteCommands',
    screen: 'support/remoteCommands',
    manual: 'docs/store-operations.md',
  },
  {
    id: 'collaborators',
    screen: 'support/collaboratorSearch',
    manual: 'docs/store-operations.md',
  },
  { id: 'licenses', screen: 'license', manual: 'docs/store-operations.md' },
  {
    id: 'invoicing',
    screen: 'BillingPortal',
    manual: 'docs/store-operations.md',
  },
  { id: 'xadis', screen: 'xadis/infoXadis', manual: 'docs/xadis.md' },
  {
    id: 'commissions',
    screen: 'variableCommissions',
    manual: 'docs/commissions.md',
  },
  { id: 'system', screen: 'system/status', manual: 'docs/integrations.md' },
];
