import { type CustomerClass } from '../../../../domain/customers/classification';
import { type AuditDetail } from '../../audits/types';

export type { CustomerClass };

export interface CustomerCounters extends Record<CustomerClass, number> {
  total: number;
}

export interface CustomerFilter {
  class?: CustomerClass | null;
  customerTypeId?: string | null;
  changedSince?: string | null;
  search?: string | null;
}

export interface CustomerRow {
  id: string;
  customerId: string | null;
  customerName: string;
  customerTypeId: string;
  customerTypeName: string;
  address: string;
  preregistrationCode: string | null;
  sellBanned: boolean | null;
  blacklisted: boolean;
  blacklistAudit: boolean;
  taxpayer: { taxpayerName: string; identification: string } | null;
  zoneName: string | null;
  lastUpdate: string;
  classes: CustomerClass[];
  phones: { phoneType: string; phone: string }[];
  emails: string[];
  birthdate: string | null;
  fingerCount: number;
  registrationWarehouseId: string | null;
  enrollmentWarehouseId: string | null;
  openAuditCount: number;
}

export interface CustomerDetail extends CustomerRow {
  fingerTypes: string[];
  legals: { legalType: string; datetime: number }[];
  audits: AuditDetail[];
  marketReleases: { warehouseId: string; marketReleaseDate: number; marketFinalDate: number }[];
  /** The customer's files (the INE photo is fileType identification), each with a link signed for a few minutes. */
  files: { fileType: string; url: string | null }[];
}

export interface CustomerPage {
  rows: CustomerRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CustomerType {
  id: string;
  customerTypeId: string;
  customerTypeName: string;
  defaultType: boolean;
  _version: number;
}

export interface MarketStore {
  warehouseId: string;
  warehouseName: string;
  zoneName: string | null;
}

export interface CustomerMassUpdateRun {
  workflowId: string;
  status: string;
  state: string | null;
  total: number;
  processed: number;
  updated: number;
  skipped: number;
  notified: number;
}

export type MassUpdateAction = 'inactivate' | 'setType' | 'release';
