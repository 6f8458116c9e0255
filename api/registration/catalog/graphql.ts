import { z } from 'zod';
import type { GraphqlModule } from '../../graphql/schema';
import { requirePermission, type RequestContext } from '../../context';
import { parseOrThrow } from '../../../domain/validation/parse';
import { singleLineText } from '../../../domain/common/text';
import { importPostalCodes } from './service';

const rowsSchema = z
  .array(
    z.object({
      c_cp: z.string().regex(/^\d{5}$/),
      d_asenta: singleLineText().min(1).max(200),
      d_estado: singleLineText().min(1).max(100),
      d_mnpio: singleLineText().min(1).max(100),
    }),
  )
  .min(1)
  .max(5000);

/** Postal-code catalogue maintenance (the CLI's `catalog import-postal-codes`): upserts by code, settlement and municipality. */
export const catalogModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    input PostalCodeInput {
      c_cp: String!
      d_asenta: String!
      d_estado: String!
      d_mnpio: String!
    }
    type PostalCodeImport {
      inserted: Int!
      updated: Int!
      total: Int!
    }
    extend type Mutation {
      "catalog.write. Up to 5000 rows per call; a repeated row changes nothing"
      importPostalCodes(rows: [PostalCodeInput!]!, source: String): PostalCodeImport!
    }
  `,
  resolvers: {
    Mutation: {
      importPostalCodes: async (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'catalog.write');
        const rows = parseOrThrow(rowsSchema, args.rows, ctx.language);
        const source = args.source === 'local' ? 'local' : 'official';
        return importPostalCodes(rows, source);
      },
    },
  },
};
