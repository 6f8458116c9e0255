import type { ReportSortKey } from '../../../../domain/commissions/reportSort';
import type { z } from 'zod';

/**
 * The commissions REST API's records and answers as it answers them: the types of the server's
 * response schemas (domain/commissions/answers.ts, spec 003 section 7.2), never copies, so a
 * renamed field fails the dashboard's type check. `Answer<typeof employeeAnswer>` is a route's
 * whole answer.
 */
export type {
  Area,
  CalculationState,
  DataSource,
  Employee,
  Organization,
  Parameter,
  ParameterValue,
  Report,
  Variable,
  VariableTag,
  VariableTagValues,
} from '../../../../domain/commissions/answers';
export type Answer<S extends z.ZodType> = z.infer<S>;

export type ReportSearchType = 'organization' | 'organization_hierarchical' | 'organization_dates' | 'organization_hierarchical_dates';

/** What a report search asks (the body of POST /report/search and /report/export). */
export interface ReportSearch {
  type: ReportSearchType;
  organization_id: string;
  hierarchical_node_id?: string;
  start_date?: string;
  end_date?: string;
  employee_id?: string;
  /** The list's sort (domain/commissions/reportSort.ts); the list's own order without. */
  sort?: ReportSortKey;
  direction?: 'asc' | 'desc';
}
/** One section of the module's manual (manual/{es,en}.json): the Documentación page and its PDF. */
export interface ManualSection {
  id: string;
  title: string;
  paragraphs?: string[];
  items?: string[];
}
