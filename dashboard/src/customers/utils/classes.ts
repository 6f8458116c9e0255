import { customerClasses, type CustomerClass } from '../../../../domain/customers/classification';

const known: ReadonlySet<string> = new Set(customerClasses);

/** The classes the API sent that the screens have a label for (the API sends them as strings). */
export function knownClasses(classes: readonly string[]): CustomerClass[] {
  return classes.filter((name): name is CustomerClass => known.has(name));
}
