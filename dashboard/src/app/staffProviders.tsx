import { HotkeysProvider } from '@blueprintjs/core';
import { type ComponentType } from 'react';
import { TableUserScope } from './TableUserScope';

/**
 * Providers only the staff screens need, loaded with the first staff page: Blueprint's hotkeys
 * (its tables register theirs) bring its dialog and overlay code, which the public pages do not
 * download, and the signed-in user the data tables remember columns for (App.tsx keeps the portal and overlay providers every page uses).
 */
export function withStaffProviders(Screen: ComponentType): ComponentType {
  return function StaffProviders() {
    return (
      <HotkeysProvider>
        <TableUserScope>
          <Screen />
        </TableUserScope>
      </HotkeysProvider>
    );
  };
}
