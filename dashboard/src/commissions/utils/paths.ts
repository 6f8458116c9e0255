/** Every screen of the module sits under this path (spec 003 section 2.2). */
export const commissionsRoot = '/prometheus/variableCommissions';

/** A module path from its part after /prometheus/variableCommissions; each segment is encoded by the caller with `part`. */
export function commissionsPath(relative = ''): string {
  const trimmed = relative.replace(/^\/+/, '');
  return trimmed === '' ? commissionsRoot : `${commissionsRoot}/${trimmed}`;
}

/** One path segment (names travel in routes: variables/detalle/{id}/{name}). */
export const part = (value: string) => encodeURIComponent(value);

/**
 * reportes/{id} is both a company's reports and one employee's (spec 003 section 2.2): employee
 * ids are `company-payroll` (always a hyphen), company ids never carry one in the demo data, and
 * a company created in the dashboard gets a UUID, so an id is an employee's when it looks like
 * `company-payroll` with a payroll number of digits.
 */
export function isEmployeeId(id: string): boolean {
  return /^[A-Za-z0-9]+-\d+$/.test(id);
}
