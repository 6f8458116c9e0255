/** A customer type as its list shows it. */
export interface CustomerTypeRow {
  id: string;
  customerTypeId: string;
  customerTypeName: string;
  defaultType: boolean;
  _version: number;
}
