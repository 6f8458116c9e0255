/** How a permission profile grants menus: every top-level entry, or only those listed (minus the hidden ones). */
export type MenuAccess = 'all' | 'listed';

/** A select's value as a grant: anything but 'all' is read as 'listed', the narrower grant. */
export function menuAccessOf(value: string | null | undefined): MenuAccess {
  return value === 'all' ? 'all' : 'listed';
}
