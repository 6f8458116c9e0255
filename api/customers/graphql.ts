import { z } from 'zod';
import type { GraphqlModule } from '../graphql/schema';
import { requirePermission, type RequestContext } from '../context';
import { AppError } from '../../domain/errors/catalogue';
import { parseAccessInput } from '../../domain/access/validation';
import { parseOrThrow } from '../../domain/validation/parse';
import { customerFilterSchema, customerPageSchema } from '../../domain/customers/filters';
import { CustomerModel, type CustomerDocument } from '../../db/models/customers/customer';
import { CustomerTypeModel } from '../../db/models/customers/customerType';
import { MarketReleaseModel } from '../../db/models/customers/marketRelease';
import { customerFilterQuery, type CustomerQuery } from '../../db/models/customers/queries';
import { AuditModel } from '../../db/models/audits/audit';
import { WarehouseModel } from '../../db/models/stores/warehouse';
import { CUSTOMER_MASS_UPDATE_WORKFLOW, customerMassUpdateProgressQuery, type CustomerMassUpdateInput, type CustomerMassUpdateProgress } from '../../workflows/customers/massUpdate';
import { gatewayOf } from '../workflows/graphql';
import { viaGateway } from '../workflows/errors';
import { withoutNulls, customerAudits, customerCounters, customerRow, customersCsv, customerTypeNames, listCustomers, objectIdOr, toCustomerQuery } from './service';
import { enrolledFingers, enrollFingerprints, enrollmentSchema, findByPreregistrationCode } from './enrollment';

const MAX_SELECTED_IDS = 5000;
const objectIdSchema = z.string().regex(/^[a-f0-9]{24}$/i);
const massUpdateSchema = z
  .object({
    action: z.enum(['inactivate', 'setType', 'release']),
    customerIds: z.array(objectIdSchema).max(MAX_SELECTED_IDS).nullish(),
    filter: customerFilterSchema.nullish(),
    customerTypeId: z.string().regex(/^[A-Z0-9]{2,10}$/).nullish(),
    warehouseIds: z.array(z.string().regex(/^[A-Z0-9_]{1,20}$/)).max(200).nullish(),
    batchSize: z.number().int().min(1).max(1000).nullish(),
  })
  .refine((input) => (input.customerIds?.length ?? 0) > 0 || input.filter, 'CUSTOMER_SELECTION_EMPTY');

function filterOf(args: { filter?: unknown }, ctx: RequestContext) {
  const filter = parseOrThrow(customerFilterSchema, withoutNulls(args.filter ?? {}), ctx.language);
  return toCustomerQuery(filter);
}

/**
 * A filter's selection: its customers, and the open audits of those with one (the customers keep
 * openAuditCount, so this never lists every customer of the filter).
 */
async function filterSelection(query: CustomerQuery) {
  const filter = customerFilterQuery(query);
  const withOpenAudits = { ...filter, openAuditCount: { $gt: 0 } };
  const [selected, auditedCustomers, first] = await Promise.all([
    CustomerModel.countDocuments(filter),
    CustomerModel.countDocuments(withOpenAudits),
    CustomerModel.find(withOpenAudits).select({ _id: 1 }).sort({ _id: 1 }).limit(MAX_SELECTED_IDS).lean(),
  ]);
  const pending = await AuditModel.find({ customerRef: { $in: first.map((row) => String(row._id)) }, endAudit: null }).select({ _id: 1 }).limit(MAX_SELECTED_IDS).lean();
  return { selected, pendingAudits: Math.max(auditedCustomers, pending.length), pendingAuditIds: pending.map((audit) => String(audit._id)) };
}

async function customerDetail(id: string) {
  const customer = await CustomerModel.findOne({ _id: objectIdOr(id, 'CUSTOMER_NOT_FOUND'), _deleted: { $ne: true } }).lean<CustomerDocument>();
  if (!customer) throw new AppError('CUSTOMER_NOT_FOUND', { id });
  const [types, fingers, audits, releases] = await Promise.all([
    customerTypeNames(),
    enrolledFingers(customer._id),
    customerAudits(customer._id),
    MarketReleaseModel.find({ customerId: String(customer._id) }).sort({ warehouseId: 1 }).lean(),
  ]);
  return {
    ...customerRow(customer, types),
    fingerTypes: fingers,
    audits,
    marketReleases: releases.map(({ warehouseId, marketReleaseDate, marketFinalDate }) => ({ warehouseId, marketReleaseDate, marketFinalDate })),
    storedFiles: customer.files ?? [],
  };
}

/** Links to a customer's files for a staff screen: short-lived, since an identification photo is personal data. */
const CUSTOMER_FILE_LINK_SECONDS = 5 * 60;
function customerFileLinks(files: { fileName: string; fileType: string }[], ctx: RequestContext) {
  const storage = ctx.deps.services.storage;
  return files.map((file) => {
    try {
      return { fileType: file.fileType, url: storage ? storage.url(file.fileName, { expiresInSeconds: CUSTOMER_FILE_LINK_SECONDS }) : null };
    } catch {
      // A stored name that is not a valid key (older data) gives no link rather than failing the detail.
      return { fileType: file.fileType, url: null };
    }
  });
}

/**
 * The staff customer screens (spec 001 sections 2-9): the list with its six counters computed on
 * the server, filters and pages, CSV, detail panels, the mass update (a process with progress),
 * market releases, fingerprint enrollment and customer types. Fingerprint templates never leave
 * the server: only which fingers are enrolled.
 */
export const customersModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "Counters of spec 001 section 4 (a customer may count in several); total = rows of the filter."
    type CustomerCounters {
      active: Int!
      inactive: Int!
      incomplete: Int!
      registered: Int!
      auditable: Int!
      authorization: Int!
      total: Int!
    }
    input CustomerFilterInput {
      "active, inactive, incomplete, registered, auditable or authorization (a clicked counter)"
      class: String
      customerTypeId: String
      "yyyy-mm-dd: changed on or after; no future day, at most 365 days back"
      changedSince: String
      "a pre-registration code, a phone, an e-mail or part of the name"
      search: String
    }
    type CustomerPhone {
      phoneType: String!
      phone: String!
    }
    type CustomerTaxpayer {
      taxpayerName: String!
      identification: String!
    }
    type CustomerLegal {
      legalType: String!
      datetime: Int!
    }
    "What every customer answer carries: a list row, the detail (clients share one fragment over it)."
    interface CustomerSummary {
      id: ID!
      customerId: String
      customerName: String!
      customerTypeId: String!
      customerTypeName: String!
      address: String!
      preregistrationCode: String
      sellBanned: Boolean
      blacklisted: Boolean!
      blacklistAudit: Boolean!
      taxpayer: CustomerTaxpayer
      zoneName: String
      lastUpdate: String!
      classes: [String!]!
      phones: [CustomerPhone!]!
      emails: [String!]!
      birthdate: String
      fingerCount: Int!
      registrationWarehouseId: String
      enrollmentWarehouseId: String
      openAuditCount: Int!
      legals: [CustomerLegal!]!
    }
    type CustomerRow implements CustomerSummary {
      id: ID!
      "the customer number; 'blacklist' marks a blacklisted customer"
      customerId: String
      customerName: String!
      customerTypeId: String!
      customerTypeName: String!
      address: String!
      preregistrationCode: String
      sellBanned: Boolean
      "blocked: customerId blacklist or a blacklist audit (the Blacklist label)"
      blacklisted: Boolean!
      "show the row grey"
      blacklistAudit: Boolean!
      taxpayer: CustomerTaxpayer
      zoneName: String
      "ISO time of the last change"
      lastUpdate: String!
      classes: [String!]!
      phones: [CustomerPhone!]!
      emails: [String!]!
      birthdate: String
      fingerCount: Int!
      registrationWarehouseId: String
      enrollmentWarehouseId: String
      openAuditCount: Int!
      legals: [CustomerLegal!]!
    }
    type CustomerPage {
      rows: [CustomerRow!]!
      "rows of the filter ('N Rows Loaded' / 'View N Rows')"
      total: Int!
      page: Int!
      pageSize: Int!
    }
    type AuditCoincidence {
      "phone, email, name, taxpayer, address or existingCustomer"
      type: String!
      item: String!
      "0 to 1"
      value: Float!
      "value x 100"
      percent: Float!
      "the matched customer's id"
      id: String!
    }
    type AuditDetail {
      id: ID!
      customerRef: ID!
      "epoch seconds"
      startAudit: Int!
      endAudit: Int
      promoter: String!
      auditor: String
      auditorName: String
      blacklist: Boolean
      "authorize or blacklist, once decided"
      decision: String
      "0 to 10"
      ranking: Float!
      "ranking x 10 with two decimals, 0 to 100"
      riskFactor: String!
      "the stored JSON: per coincidence type a list of {item, value, id}, plus ranking"
      result: String!
      coincidences: [AuditCoincidence!]!
      lastUpdate: String!
    }
    type MarketReleaseRow {
      warehouseId: String!
      marketReleaseDate: Int!
      "0 means open"
      marketFinalDate: Int!
    }
    type CustomerDetail implements CustomerSummary {
      id: ID!
      customerId: String
      customerName: String!
      customerTypeId: String!
      customerTypeName: String!
      address: String!
      preregistrationCode: String
      sellBanned: Boolean
      blacklisted: Boolean!
      blacklistAudit: Boolean!
      taxpayer: CustomerTaxpayer
      zoneName: String
      lastUpdate: String!
      classes: [String!]!
      phones: [CustomerPhone!]!
      emails: [String!]!
      birthdate: String
      fingerCount: Int!
      "enrolled fingers (LEFT_THUMB...); templates are never sent"
      fingerTypes: [String!]!
      registrationWarehouseId: String
      enrollmentWarehouseId: String
      openAuditCount: Int!
      legals: [CustomerLegal!]!
      audits: [AuditDetail!]!
      marketReleases: [MarketReleaseRow!]!
      "the customer's files (the INE photo: fileType identification), each with a link signed for 5 minutes"
      files: [CustomerFile!]!
    }
    type CustomerFile {
      fileType: String!
      "a signed link for 5 minutes through /files; null when no file storage is configured"
      url: String
    }
    type CustomerSelectionSummary {
      selected: Int!
      "audits without endAudit among the selected customers"
      pendingAudits: Int!
      "their ids, at most 5000 (decide them, then ask again for the rest)"
      pendingAuditIds: [ID!]!
    }
    type CustomerTypeRow {
      id: ID!
      customerTypeId: String!
      customerTypeName: String!
      "true PRINCIPAL, false INACTIVO"
      defaultType: Boolean!
      _version: Int!
    }
    type MarketStore {
      warehouseId: String!
      warehouseName: String!
      zoneName: String
    }
    input FingerprintInput {
      "LEFT_THUMB ... RIGHT_PINKY"
      fingerType: String!
      "the reader's template, base64"
      fingerTemplate: String!
    }
    input FingerprintEnrollmentInput {
      customerId: ID!
      "the closest store picked on the screen"
      warehouseId: String!
      "at least 2 different fingers"
      fingers: [FingerprintInput!]!
    }
    input CustomerMassUpdateInput {
      "inactivate ('Send customer inactive'), setType (one button per type) or release (stores, 'Guardar selección')"
      action: String!
      "selected rows (up to 5000), or..."
      customerIds: [ID!]
      "...every customer of a filter"
      filter: CustomerFilterInput
      customerTypeId: String
      "stores (type _10) for release"
      warehouseIds: [String!]
      batchSize: Int
    }
    type CustomerMassUpdateRun {
      workflowId: ID!
      "running, completed, failed..."
      status: String!
      "counting, updating or done"
      state: String
      total: Int!
      processed: Int!
      updated: Int!
      "blocked customers an operation may not release, or ids that no longer exist"
      skipped: Int!
      notified: Int!
    }
    extend type Query {
      "customers.read"
      customerCounters(filter: CustomerFilterInput): CustomerCounters!
      "customers.read. pageSize 5, 10, 20 or 0 (all, up to 1000); page from 0; newest change first"
      customers(filter: CustomerFilterInput, page: Int, pageSize: Int): CustomerPage!
      "customers.read"
      customer(id: ID!): CustomerDetail!
      "customers.read. CSV of every customer of the filter (cells never start a formula)"
      customersCsv(filter: CustomerFilterInput): String!
      "customers.read. Mass dialog: selected and pending-audit counts of the selected rows (up to 5000) or of every customer of a filter"
      customerSelection(customerIds: [ID!], filter: CustomerFilterInput): CustomerSelectionSummary!
      "customers.read. Enrollment search (trimmed, upper-cased). Error PREREGISTRATION_CODE_NOT_FOUND"
      customerByPreregistrationCode(code: String!): CustomerDetail!
      "customers.read"
      customerTypes: [CustomerTypeRow!]!
      "customers.read. Stores (type _10) for the transfer list and the enrollment picker"
      marketStores: [MarketStore!]!
      "customers.read"
      customerMassUpdate(workflowId: ID!): CustomerMassUpdateRun!
    }
    extend type Mutation {
      "customers.write. Errors FINGERPRINTS_TOO_FEW, FINGERPRINTS_ALREADY_ENROLLED, CUSTOMER_BLOCKED, STORE_NOT_FOUND"
      enrollFingerprints(input: FingerprintEnrollmentInput!): CustomerDetail!
      "customers.write. Starts the mass update process; poll customerMassUpdate for progress"
      startCustomerMassUpdate(input: CustomerMassUpdateInput!): CustomerMassUpdateRun!
      "customerTypes.write. PRINCIPAL (true) / INACTIVO (false); _version guards against a stale screen"
      setCustomerTypeDefault(customerTypeId: String!, defaultType: Boolean!, _version: Int): CustomerTypeRow!
    }
  `,
  resolvers: {
    CustomerDetail: {
      // Only reached through the detail queries, which require customers.read.
      files: (parent: { storedFiles?: { fileName: string; fileType: string }[] }, _args: unknown, ctx: RequestContext) => customerFileLinks(parent.storedFiles ?? [], ctx),
    },
    Query: {
      customerCounters: async (_parent, args: { filter?: unknown }, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.read');
        return customerCounters(filterOf(args, ctx));
      },
      customers: async (_parent, args: { filter?: unknown; page?: number | null; pageSize?: number | null }, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.read');
        const paging = parseOrThrow(customerPageSchema, withoutNulls({ page: args.page, pageSize: args.pageSize }), ctx.language);
        return listCustomers(filterOf(args, ctx), paging.page, paging.pageSize);
      },
      customer: async (_parent, args: { id: string }, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.read');
        return customerDetail(args.id);
      },
      customersCsv: async (_parent, args: { filter?: unknown }, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.read');
        return customersCsv(filterOf(args, ctx));
      },
      customerSelection: async (_parent, args: { customerIds?: string[] | null; filter?: unknown }, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.read');
        if (args.customerIds?.length || !args.filter) {
          const ids = parseOrThrow(z.array(objectIdSchema).max(MAX_SELECTED_IDS), args.customerIds ?? [], ctx.language);
          const pending = await AuditModel.find({ customerRef: { $in: ids }, endAudit: null }).select({ _id: 1 }).limit(MAX_SELECTED_IDS).lean();
          return { selected: new Set(ids).size, pendingAudits: pending.length, pendingAuditIds: pending.map((audit) => String(audit._id)) };
        }
        return filterSelection(filterOf(args, ctx));
      },
      customerByPreregistrationCode: async (_parent, args: { code: string }, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.read');
        const customer = await findByPreregistrationCode(String(args.code ?? ''));
        return customerDetail(String(customer._id));
      },
      customerTypes: async (_parent, _args, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.read');
        const types = await CustomerTypeModel.find({ _deleted: { $ne: true } }).sort({ customerTypeId: 1 }).limit(100).lean();
        return types.map((type) => ({ ...type, id: String(type._id) }));
      },
      marketStores: async (_parent, _args, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.read');
        const stores = await WarehouseModel.find({ warehouseType: '_10', active: true, _deleted: { $ne: true } }).sort({ warehouseId: 1 }).limit(300).lean();
        return stores.map((store) => ({ warehouseId: store.warehouseId, warehouseName: store.warehouseName, zoneName: store.zone?.zoneName ?? null }));
      },
      customerMassUpdate: async (_parent, args: { workflowId: string }, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.read');
        return massUpdateRun(ctx, String(args.workflowId));
      },
    },
    Mutation: {
      enrollFingerprints: async (_parent, args: { input: unknown }, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.write');
        const input = parseAccessInput(enrollmentSchema, args.input, ctx.language);
        const customer = await enrollFingerprints(input, { mailer: ctx.deps.services.mailer, sms: ctx.deps.services.sms, logger: ctx.deps.logger });
        return customerDetail(String(customer._id));
      },
      startCustomerMassUpdate: async (_parent, args: { input: unknown }, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.write');
        const input = parseAccessInput(massUpdateSchema, withoutNulls(args.input), ctx.language);
        if (input.action === 'setType' && !(await CustomerTypeModel.exists({ customerTypeId: input.customerTypeId ?? '' }))) {
          throw new AppError('CUSTOMER_TYPE_NOT_FOUND', { id: input.customerTypeId ?? '' });
        }
        if (input.action === 'release' && !input.warehouseIds?.length) throw new AppError('STORE_NOT_FOUND');
        const processInput: CustomerMassUpdateInput = {
          action: input.action,
          customerRefs: input.customerIds?.length ? input.customerIds : null,
          query: input.customerIds?.length ? null : toCustomerQuery(input.filter),
          customerTypeId: input.customerTypeId ?? null,
          warehouseIds: input.warehouseIds ?? null,
          batchSize: input.batchSize ?? undefined,
        };
        const { workflowId } = await viaGateway('', () => gatewayOf(ctx).start(CUSTOMER_MASS_UPDATE_WORKFLOW, processInput));
        return massUpdateRun(ctx, workflowId);
      },
      setCustomerTypeDefault: async (_parent, args: { customerTypeId: string; defaultType: boolean; _version?: number | null }, ctx: RequestContext) => {
        requirePermission(ctx, 'customerTypes.write');
        const filter: Record<string, unknown> = { customerTypeId: String(args.customerTypeId), _deleted: { $ne: true } };
        if (typeof args._version === 'number') filter._version = args._version;
        const updated = await CustomerTypeModel.findOneAndUpdate(filter, { $set: { defaultType: Boolean(args.defaultType) }, $inc: { _version: 1 } }, { returnDocument: 'after' }).lean();
        if (!updated) {
          const exists = await CustomerTypeModel.exists({ customerTypeId: String(args.customerTypeId) });
          throw exists ? new AppError('VALIDATION_FAILED', { detail: '_version' }) : new AppError('CUSTOMER_TYPE_NOT_FOUND', { id: String(args.customerTypeId) });
        }
        return { ...updated, id: String(updated._id) };
      },
    },
  },
};

async function massUpdateRun(ctx: RequestContext, workflowId: string) {
  const gateway = gatewayOf(ctx);
  const run = await viaGateway(workflowId, () => gateway.describe(workflowId));
  if (run.workflowType !== CUSTOMER_MASS_UPDATE_WORKFLOW) throw new AppError('WORKFLOW_NOT_FOUND', { id: workflowId });
  const empty: CustomerMassUpdateProgress = { state: 'counting', total: 0, processed: 0, updated: 0, skipped: 0, notified: 0 };
  const progress =
    run.status === 'completed'
      ? (run.result as CustomerMassUpdateProgress)
      : run.status === 'running'
        ? await viaGateway(workflowId, () => gateway.query(workflowId, customerMassUpdateProgressQuery)).catch(() => empty)
        : empty;
  return { workflowId, status: run.status, ...progress };
}
