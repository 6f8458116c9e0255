import {
  buildSchema,
  GraphQLError,
  GraphQLScalarType,
  isObjectType,
  isScalarType,
  Kind,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';
import { formatMoney, isMoneyText, MONEY_SCALE, money, moneyText, type MoneyInput } from '../../domain/common/money';
import type { RequestContext } from '../context';
import type { Resolvers } from './generated/resolvers';

type AnyFieldResolver = GraphQLFieldResolver<unknown, RequestContext, Record<string, unknown>>;

/**
 * A business area's part of the schema: SDL (the first module declares Query and Mutation, the
 * others extend them) and resolvers, typed from schema.graphql (api/graphql/generated/resolvers.ts,
 * `npm run codegen`): a type, field or argument the schema does not have fails the type check.
 */
export interface GraphqlModule {
  typeDefs: string;
  resolvers: Resolvers;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedResolvers = Record<string, Record<string, GraphQLFieldResolver<unknown, RequestContext, any>>>;

/**
 * A module whose SDL adds to the schema what schema.graphql does not have (a test's probe, a
 * benchmark's mutation): its resolvers are checked against nothing.
 */
export function extensionModule(module: { typeDefs: string; resolvers: UntypedResolvers }): GraphqlModule {
  return { typeDefs: module.typeDefs, resolvers: module.resolvers as Resolvers };
}

/** The resolvers of a module, type by type and field by field, as graphql-js takes them. */
function resolverEntries(module: GraphqlModule): [string, Record<string, AnyFieldResolver>][] {
  return Object.entries(module.resolvers as Record<string, Record<string, AnyFieldResolver>>);
}

function literalToJson(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map(literalToJson);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, literalToJson(field.value)]));
    default:
      return undefined;
  }
}

const jsonScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literalToJson,
});

/**
 * Money on the wire (docs/money.md): an output amount is a decimal string with exactly 4 decimals
 * ("645.6548", "50.0000"), rounded half-up from the exact stored value, so no client reads a binary
 * float; an input amount is a decimal string ("18.3333") or a number (read through its shortest
 * text), and resolvers receive its exact decimal text.
 */
const decimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  serialize: (value) => {
    try {
      return formatMoney(value as MoneyInput, MONEY_SCALE.amount);
    } catch {
      throw new GraphQLError(`Decimal cannot represent ${String(value)}`);
    }
  },
  parseValue: (value) => {
    if ((typeof value === 'string' && isMoneyText(value)) || (typeof value === 'number' && Number.isFinite(value))) return moneyText(money(value));
    throw new GraphQLError(`Decimal expects a decimal string such as "18.3333", got ${JSON.stringify(value)}`);
  },
  parseLiteral: (node) => {
    if ((node.kind === Kind.STRING && isMoneyText(node.value)) || node.kind === Kind.INT || node.kind === Kind.FLOAT) return moneyText(money(node.value));
    throw new GraphQLError('Decimal expects a decimal string such as "18.3333"');
  },
});

/** One module from the modules of an area's concepts (each concept keeps its own graphql.ts). */
export function mergeModules(...modules: GraphqlModule[]): GraphqlModule {
  const resolvers: Record<string, Record<string, AnyFieldResolver>> = {};
  for (const module of modules) {
    for (const [typeName, fields] of resolverEntries(module)) {
      for (const fieldName of Object.keys(fields)) {
        if (resolvers[typeName]?.[fieldName]) throw new Error(`Two resolvers given for ${typeName}.${fieldName}`);
      }
      resolvers[typeName] = { ...resolvers[typeName], ...fields };
    }
  }
  return { typeDefs: modules.map((module) => module.typeDefs).join('\n'), resolvers: resolvers as Resolvers };
}

const scalars = `scalar JSON
"""
An amount of money, exact: a decimal string. Results carry exactly 4 decimals ("645.6548"),
rounded half-up (half away from zero) from the stored exact value; arguments take a decimal string
("18.3333") or a number. Never a binary float (docs/money.md).
"""
scalar Decimal
"A list's sort direction (every list query with a sort takes it beside its own enum of sortable columns)."
enum SortDirection {
  asc
  desc
}
`;

/** Builds one executable schema from the areas' modules and fails fast on a resolver without a field. */
export function buildSchemaFromModules(modules: GraphqlModule[]): GraphQLSchema {
  const schema = buildSchema(scalars + modules.map((module) => module.typeDefs).join('\n'));
  const json = schema.getType('JSON');
  if (json && isScalarType(json))
    Object.assign(json, { serialize: jsonScalar.serialize, parseValue: jsonScalar.parseValue, parseLiteral: jsonScalar.parseLiteral });
  const decimal = schema.getType('Decimal');
  if (decimal && isScalarType(decimal))
    Object.assign(decimal, { serialize: decimalScalar.serialize, parseValue: decimalScalar.parseValue, parseLiteral: decimalScalar.parseLiteral });
  for (const module of modules) {
    for (const [typeName, fieldResolvers] of resolverEntries(module)) {
      const type = schema.getType(typeName);
      if (!type || !isObjectType(type)) throw new Error(`Resolvers given for unknown type ${typeName}`);
      const fields = type.getFields();
      for (const [fieldName, resolve] of Object.entries(fieldResolvers)) {
        if (!fields[fieldName]) throw new Error(`Resolver given for unknown field ${typeName}.${fieldName}`);
        fields[fieldName].resolve = resolve;
      }
    }
  }
  return schema;
}
