import type { ParameterValue } from './types';

/** Staged values of a parameter being created: a date already there is replaced. */
export function mergeValue(values: readonly ParameterValue[], added: ParameterValue): ParameterValue[] {
  return [...values.filter((value) => value.uploaded_at !== added.uploaded_at), added].sort((a, b) => a.uploaded_at.localeCompare(b.uploaded_at));
}
