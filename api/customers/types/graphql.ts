import type { GraphqlModule } from '../../graphql/schema';
import { requirePermission, type RequestContext } from '../../context';
import { parseAccessInput } from '../../../domain/access/validation';
import { createCustomerTypeSchema, renameCustomerTypeSchema } from '../../../domain/customers/customerTypes';
import { z } from 'zod';
import { withoutNulls } from '../../../domain/validation/parse';
import { createCustomerType, listCustomerTypes, renameCustomerType, setCustomerTypeDefault } from './service';

const defaultSchema = z.object({ customerTypeId: z.string().min(1).max(20), defaultType: z.boolean(), _version: z.number().int().min(1).nullish() });

/** Customer types (spec 001, customer/setting): list, add, rename, and exactly one main type (PRINCIPAL). */
export const customerTypesModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type CustomerTypeRow {
      id: ID!
      customerTypeId: String!
      customerTypeName: String!
      "true PRINCIPAL (exactly one type), false INACTIVO"
      defaultType: Boolean!
      _version: Int!
    }
    input CreateCustomerTypeInput {
      "2 to 10 capital letters or digits (upper-cased)"
      customerTypeId: String!
      "up to 60 characters, unique regardless of case and spacing"
      customerTypeName: String!
      "true: it becomes the main type and the previous one INACTIVO"
      defaultType: Boolean
    }
    extend type Query {
      "customers.read"
      customerTypes: [CustomerTypeRow!]!
    }
    extend type Mutation {
      "customerTypes.write. Errors CUSTOMER_TYPE_ID_INVALID, CUSTOMER_TYPE_NAME_REQUIRED, CUSTOMER_TYPE_ID_TAKEN, CUSTOMER_TYPE_NAME_TAKEN"
      createCustomerType(input: CreateCustomerTypeInput!): CustomerTypeRow!
      "customerTypes.write. Errors CUSTOMER_TYPE_NAME_REQUIRED, CUSTOMER_TYPE_NAME_TAKEN, CUSTOMER_TYPE_STALE (changed meanwhile: reload)"
      renameCustomerType(customerTypeId: String!, customerTypeName: String!, _version: Int): CustomerTypeRow!
      "customerTypes.write. true makes it the one PRINCIPAL type (the others become INACTIVO); false on the PRINCIPAL type is refused (CUSTOMER_TYPE_DEFAULT_REQUIRED). _version guards against a stale screen (CUSTOMER_TYPE_STALE)"
      setCustomerTypeDefault(customerTypeId: String!, defaultType: Boolean!, _version: Int): CustomerTypeRow!
    }
  `,
  resolvers: {
    Query: {
      customerTypes: (_parent, _args, ctx: RequestContext) => {
        requirePermission(ctx, 'customers.read');
        return listCustomerTypes();
      },
    },
    Mutation: {
      createCustomerType: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'customerTypes.write');
        return createCustomerType(parseAccessInput(createCustomerTypeSchema, withoutNulls(args.input), ctx.language));
      },
      renameCustomerType: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'customerTypes.write');
        return renameCustomerType(parseAccessInput(renameCustomerTypeSchema, args, ctx.language));
      },
      setCustomerTypeDefault: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'customerTypes.write');
        const input = parseAccessInput(defaultSchema, args, ctx.language);
        return setCustomerTypeDefault(input.customerTypeId, input.defaultType, input._version);
      },
    },
  },
};
