import type { z } from 'zod';
import type { GraphqlModule } from '../graphql/schema';
import { requirePermission, type RequestContext } from '../context';
import { dropNulls, parseAccessInput } from '../../domain/access/validation';
import { licenseFilterSchema, renewLicenseSchema, revokeLicenseSchema } from '../../domain/licenses/rules';
import { parseOrThrow } from '../../domain/validation/parse';
import { licensePageSchema, licenseSortKeys, licenseSortSchema } from '../../domain/licenses/licenseList';
import { licensePage } from './listPage';
import { listLicenses, renewLicense, revokeLicense } from './service';

/** A license change by a holder of licenses.write: the input read in the caller's language, the change made in the caller's name. */
function changeLicense<Schema extends z.ZodType, Result>(
  ctx: RequestContext,
  schema: Schema,
  input: unknown,
  change: (input: z.output<Schema>, userName: string) => Promise<Result>,
): Promise<Result> {
  const principal = requirePermission(ctx, 'licenses.write');
  return change(parseAccessInput(schema, dropNulls(input), ctx.language), principal.userName);
}

/** Point-of-sale licenses ('Licencia', /prometheus/license): the registers of each store and their licenses. */
export const licensesModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type PosLicenseRenewal {
      renewedBy: String!
      renewedAt: String!
      months: Int!
      previousExpiresAt: String!
      newExpiresAt: String!
      note: String
    }
    "A register's license. The key is only ever sent masked (its last group readable)."
    type PosLicense {
      id: ID!
      licenseId: String!
      warehouseId: String!
      warehouseName: String!
      organizationId: String!
      registerNumber: Int!
      maskedKey: String!
      issuedAt: String!
      expiresAt: String!
      "active, expiring (30 days or less), expired or revoked"
      status: String!
      daysLeft: Int!
      revokedAt: String
      revokedBy: String
      revokeReason: String
      "newest first"
      renewals: [PosLicenseRenewal!]!
      _version: Int!
    }
    "The licenses by status, of the company and store search asked (whatever status is chosen)."
    type PosLicenseCounts {
      active: Int!
      expiring: Int!
      expired: Int!
      revoked: Int!
    }
    type PosLicensePage {
      rows: [PosLicense!]!
      total: Int!
      page: Int!
      pageSize: Int!
      counts: PosLicenseCounts!
    }
    "The licenses list's sortable columns, each with an index: store (code), register, expiry (days left follow it)."
    enum PosLicenseSort {
      ${licenseSortKeys.join('\n      ')}
    }
    input PosLicenseFilter {
      "01 BAMA, 02 TCO"
      organizationId: String
      warehouseId: String
      "active, expiring, expired or revoked"
      status: String
    }
    input RenewPosLicenseInput {
      id: ID!
      _version: Int!
      "1 to 36"
      months: Int!
      note: String
    }
    input RevokePosLicenseInput {
      id: ID!
      _version: Int!
      reason: String!
    }
    extend type Query {
      "licenses.read"
      posLicenses(filter: PosLicenseFilter): [PosLicense!]!
      "licenses.read. The screen's table: company (01, 02), status and a store search (code or name), sorted and paged on the server."
      posLicensePage(organizationId: String, status: String, search: String, page: Int, pageSize: Int, sort: PosLicenseSort, direction: SortDirection): PosLicensePage!
    }
    extend type Mutation {
      "licenses.write. Extends from the current expiry (or from now once expired). Errors LICENSE_STALE, LICENSE_REVOKED, LICENSE_RENEWAL_MONTHS_INVALID"
      renewPosLicense(input: RenewPosLicenseInput!): PosLicense!
      "licenses.write. Errors LICENSE_STALE, LICENSE_REASON_REQUIRED"
      revokePosLicense(input: RevokePosLicenseInput!): PosLicense!
    }
  `,
  resolvers: {
    Query: {
      posLicenses: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'licenses.read');
        return listLicenses(parseAccessInput(licenseFilterSchema, dropNulls(args.filter ?? {}), ctx.language));
      },
      posLicensePage: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'licenses.read');
        const { page, pageSize, ...filter } = parseOrThrow(
          licensePageSchema,
          { organizationId: args.organizationId, status: args.status, search: args.search, page: args.page ?? undefined, pageSize: args.pageSize ?? undefined },
          ctx.language,
        );
        return licensePage(filter, page, pageSize, parseOrThrow(licenseSortSchema, { sort: args.sort, direction: args.direction }, ctx.language));
      },
    },
    Mutation: {
      renewPosLicense: (_parent, args, ctx: RequestContext) => changeLicense(ctx, renewLicenseSchema, args.input, renewLicense),
      revokePosLicense: (_parent, args, ctx: RequestContext) => changeLicense(ctx, revokeLicenseSchema, args.input, revokeLicense),
    },
  },
};
