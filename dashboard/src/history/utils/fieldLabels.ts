/**
 * Field labels the history knows, in the user's language: `common` for names every record uses
 * (status, name, active...), and one table per recordType (the server's model name) for its own.
 * Keys are the field's dotted path as the server writes it (address.city).
 */
export type FieldLabels = Record<string, Readonly<Record<string, string>> | undefined>;

/** A dotted path without its array positions (phones.0.number -> phones.number). */
export function withoutPositions(field: string): string {
  return field
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment))
    .join('.');
}

/**
 * The label of a changed field: the record type's own, then the common one, for the path as it is
 * and then without array positions (with the position kept, counted from 1: "Teléfonos 2"); a
 * field the history does not know stays its dotted path.
 */
export function fieldLabel(field: string, recordType: string, labels: FieldLabels): string {
  const find = (path: string) => labels[recordType]?.[path] ?? labels.common?.[path];
  const exact = find(field);
  if (exact) return exact;
  const general = withoutPositions(field);
  if (general !== field) {
    const label = find(general);
    if (label) {
      const positions = field
        .split('.')
        .filter((segment) => /^\d+$/.test(segment))
        .map((segment) => Number(segment) + 1);
      return `${label} ${positions.join('.')}`;
    }
  }
  return field;
}

/** The changed fields of an entry in a few words: the first labels and how many more ("Estado, Zona +2"). */
export function changedFieldsSummary(labels: readonly string[], more: (count: number) => string, shown = 3): string {
  if (labels.length <= shown) return labels.join(', ');
  return `${labels.slice(0, shown).join(', ')} ${more(labels.length - shown)}`;
}
