/**
 * Menu entries (systemMenuId) whose screens are not built yet: the seeded menus lead there, the
 * route table has no screen for them, so they show "Página no encontrada". This is the one list
 * of them: the every-menu-entry browser test (dashboard/e2e/everyMenuEntry.test.ts) opens every
 * other entry every demo account sees and fails on a missing page, a page error, a failed request
 * or a console error, and it fails too when an entry listed here does open a screen, so the issue
 * that builds an area removes its entries from this list.
 */
export const notBuiltYet: ReadonlySet<string> = new Set([
  // Purchasing
  // Stores and headcount
  // Store operations
  // Empty containers and the partner
  // Licence and invoicing
]);
