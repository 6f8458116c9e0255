/** The commissions REST API's records as it answers them (spec 003 section 7.2, docs/commissions.md). */
export interface Organization {
  id: string;
  name: string;
}
export interface Area {
  id: string;
  name: string;
  organization_id: string;
}
export interface DataSource {
  id: string;
  name: string;
}
export interface Variable {
  id: string;
  name: string;
  tags: string[];
}
export interface VariableTag {
  id: string;
  tag: string;
  date: string;
}
export interface VariableTagValues extends VariableTag {
  values: Record<string, number>;
}
export interface ParameterValue {
  uploaded_at: string;
  value: number;
}
export interface Parameter {
  id: string;
  name: string;
  values: ParameterValue[];
}
export interface Employee {
  id: string;
  first_name: string;
  last_name: string;
  second_last_name: string;
  fullname: string;
  job?: string;
  warehouse?: string;
  subordinates: string[];
  hierarchical_node_id: string;
  organization_id: string;
}
export interface EvaluationLogEntry {
  details: { name: string; value: number | null; arguments?: Record<string, number | null>; truncated?: number };
}
export interface Report {
  id: string;
  employee_id: string;
  employee_name: string;
  organization_id: string;
  hierarchical_node_id: string;
  hierarchical_node_name: string;
  variable_commission_id: string;
  variable_commission_name: string;
  start_date: string;
  end_date: string;
  evaluation_result: number | null;
  warehouse: string;
  exception: { name: string; details: string } | null;
  details?: { html_reference: string; evaluation_log: EvaluationLogEntry[] };
  calculated_at: string;
}
export type ReportSearchType = 'organization' | 'organization_hierarchical' | 'organization_dates' | 'organization_hierarchical_dates';
export interface ReportSearch {
  type: ReportSearchType;
  organization_id: string;
  hierarchical_node_id?: string;
  start_date?: string;
  end_date?: string;
  employee_id?: string;
}
export interface CalculationState {
  status: string;
  progress?: { state: string; total: number; processed: number; failed: number } | null;
  result?: unknown;
  failure?: unknown;
}

/** One section of the module's manual (manual/{es,en}.json): the Documentación page and its PDF. */
export interface ManualSection {
  id: string;
  title: string;
  paragraphs?: string[];
  items?: string[];
}
