/** A record type the audit log knows, with the area it belongs to. */
export interface KnownRecordType {
  area: string;
  recordType: string;
}

/**
 * The server's changeHistoryAreas answer split for the filters: plain names are areas,
 * "area/RecordType" names the record types of each area.
 */
export function splitAreaNames(names: readonly string[]): { areas: string[]; recordTypes: KnownRecordType[] } {
  const areas = new Set<string>();
  const recordTypes: KnownRecordType[] = [];
  for (const name of names) {
    const slash = name.indexOf('/');
    if (slash < 0) {
      if (name) areas.add(name);
      continue;
    }
    const area = name.slice(0, slash);
    const recordType = name.slice(slash + 1);
    if (!area || !recordType) continue;
    areas.add(area);
    recordTypes.push({ area, recordType });
  }
  return { areas: [...areas], recordTypes };
}

/** The record types the record-type filter offers: those of the chosen area, or all of them. */
export function recordTypesOf(recordTypes: readonly KnownRecordType[], area: string): string[] {
  return recordTypes.filter((known) => !area || known.area === area).map((known) => known.recordType);
}
