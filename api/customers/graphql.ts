import { z } from 'zod';
import { mergeModules, type GraphqlModule } from '../graphql/schema';
import { requirePermission, type RequestContext } from '../context';
import { parseOrThrow, withoutNulls } from '../../domain/validation/parse';
import { customerFilterSchema, customerPageSchema } from '../../domain/customers/filters';
import { customerClasses } from '../../domain/customers/classification';
import { customerSortKeys, customerSortSchema } from '../../domain/customers/listSort';
import { customersCsv, listCustomers } from './listPages';
import {
  customerCounters,
  customerDetail,
  customerFileLinks,
  marketStores,
  MAX_SELECTED_IDS,
  selectionOfFilter,
  selectionOfIds,
  toCustomerQuery,
} from './service';
import { objectIdSchema } from './massUpdate/schemas';
import { customerTypesModule } from './types/graphql';
import { massUpdateModule } from './massUpdate/graphql';
import { enrollmentModule } from './enrollment/graphql';
import { customerActivityModule } from './activity/graphql';

function filterOf(args: { filter?: unknown }, ctx: RequestContext) {
  const filter = parseOrThrow(customerFilterSchema, withoutNulls(args.filter ?? {}), ctx.language);
  return toCustomerQuery(filter);
}

/** The fields of CustomerSummary, in order (the detail repeats them, with its fingers between the two parts). */
const summaryFields = [
  'id: ID!',
  'customerId: String',
  'customerName: String!',
  'customerTypeId: String!',
  'customerTypeName: String!',
  'address: String!',
  'preregistrationCode: String',
  'sellBanned: Boolean',
  'blacklisted: Boolean!',
  'blacklistAudit: Boolean!',
  'taxpayer: CustomerTaxpayer',
  'zoneName: String',
  'lastUpdate: String!',
  'classes: [CustomerClass!]!',
  'phones: [CustomerPhone!]!',
  'emails: [String!]!',
  'birthdate: String',
  'fingerCount: Int!',
];
const summaryEnrollmentFields = ['registrationWarehouseId: String', 'enrollmentWarehouseId: String', 'openAuditCount: Int!', 'legals: [CustomerLegal!]!'];

/**
 * The staff customer list (spec 001 sections 2-9): the six counters computed on the server,
 * filters and pages, CSV, the detail panels, the mass dialog's selection and the stores. Fingerprint
 * templates never leave the server: only which fingers are enrolled.
 */
const customerListModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "What a customer is counted as in the list's counters (spec 001 section 4)."
    enum CustomerClass {
      ${customerClasses.join('\n      ')}
    }
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
    "The customer list's sortable columns, each read along an index; none: last change first."
    enum CustomerSort {
      ${customerSortKeys.join('\n      ')}
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
      ${summaryFields.join('\n      ')}
      ${summaryEnrollmentFields.join('\n      ')}
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
      classes: [CustomerClass!]!
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
      ${summaryFields.join('\n      ')}
      "enrolled fingers (LEFT_THUMB...); templates are never sent"
      fingerTypes: [String!]!
      ${summaryEnrollmentFields.join('\n      ')}
      audits: [AuditDetail!]!
      marketReleases: [MarketReleaseRow!]!
      "the customer's files (the INE photo: fileType identification), each with a link signed for 5 minutes"
      files: [CustomerFile!]!
    }
    type CustomerFile {
      fileType: String!
      "a signed link for 5 minutes through /files; null when no file storage is configured"
      url: String
      "a signed link to the 160 px square thumbnail made at upload (photos); null when there is none"
      thumbnailUrl: String
    }
    type CustomerSelectionSummary {
      selected: Int!
      "audits without endAudit among the selected customers"
      pendingAudits: Int!
      "their ids, at most 5000 (decide them, then ask again for the rest)"
      pendingAuditIds: [ID!]!
    }
    type MarketStore {
      warehouseId: String!
      warehouseName: String!
      zoneName: String
    }
    extend type Query {
      "customers.read"
      customerCounters(filter: CustomerFilterInput): CustomerCounters!
      "customers.read. pageSize 5, 10, 20 or 0 (all, up to 1000); page from 0; newest change first unless sorted by a column"
      customers(filter: CustomerFilterInput, page: Int, pageSize: Int, sort: CustomerSort, direction: SortDirection): CustomerPage!
      "customers.read"
      customer(id: ID!): CustomerDetail!
      "customers.read. CSV of every customer of the filter (cells never start a formula)"
      customersCsv(filter: CustomerFilterInput): String!
      "customers.read. Mass dialog: selected and pending-audit counts of the selected rows (up to 5000) or of every customer of a filter"
      customerSelection(customerIds: [ID!], filter: CustomerFilterInput): CustomerSelectionSummary!
      "customers.read. Stores (type _10) for the transfer list and the enrollment picker"
      marketStores: [MarketStore!]!
    }
  `,
  resolvers: {
    CustomerDetail: {
      // Only reached through the detail queries, which require customers.read.
      files: (parent, _args, ctx: RequestContext) => customerFileLinks(parent.storedFiles ?? [], ctx.deps.services.storage),
    },
    Query: {
      customerCounters: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.read');
        return customerCounters(filterOf(args, ctx));
      },
      customers: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.read');
        const paging = parseOrThrow(customerPageSchema, withoutNulls({ page: args.page, pageSize: args.pageSize }), ctx.language);
        const sort = parseOrThrow(customerSortSchema, { sort: args.sort, direction: args.direction }, ctx.language);
        return listCustomers(filterOf(args, ctx), paging.page, paging.pageSize, sort);
      },
      customer: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.read');
        return customerDetail(String(args.id));
      },
      customersCsv: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.read');
        return customersCsv(filterOf(args, ctx));
      },
      customerSelection: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.read');
        if (args.customerIds?.length || !args.filter)
          return selectionOfIds(parseOrThrow(z.array(objectIdSchema).max(MAX_SELECTED_IDS), args.customerIds ?? [], ctx.language));
        return selectionOfFilter(filterOf(args, ctx));
      },
      marketStores: (_parent, _args, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.read');
        return marketStores();
      },
    },
  },
};

/** The customers area: the list, its types, the mass update and fingerprint enrollment, one folder per concept. */
export const customersModule: GraphqlModule = mergeModules(customerListModule, customerTypesModule, massUpdateModule, enrollmentModule, customerActivityModule);
