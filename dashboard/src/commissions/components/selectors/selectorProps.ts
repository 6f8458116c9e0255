import type { Organization } from '../../utils/types';

/** What every selector dialog of the module takes: open or not, the choice made or cancelled, the current one. */
export interface SelectorChoiceProps<T> {
  isOpen: boolean;
  onAccept: (choice: T) => void;
  onCancel: () => void;
  initial?: string | null;
}

/** A selector that asks within a company. */
export interface OrganizationScopedProps {
  organization: Organization | null;
}
