import {
  buildSchema,
  GraphQLScalarType,
  isObjectType,
  isScalarType,
  Kind,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';
import type { RequestContext } from '../context';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Resolver = GraphQLFieldResolver<any, RequestContext, any>;

/** A business area's part of the schema: SDL (the first module declares Query and Mutation, the others extend them) and resolvers. */
export interface GraphqlModule {
  typeDefs: string;
  resolvers: Record<string, Record<string, Resolver>>;
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

/** One module from the modules of an area's concepts (each concept keeps its own graphql.ts). */
export function mergeModules(...modules: GraphqlModule[]): GraphqlModule {
  const resolvers: GraphqlModule['resolvers'] = {};
  for (const module of modules) {
    for (const [typeName, fields] of Object.entries(module.resolvers)) {
      for (const fieldName of Object.keys(fields)) {
        if (resolvers[typeName]?.[fieldName]) throw new Error(`Two resolvers given for ${typeName}.${fieldName}`);
      }
      resolvers[typeName] = { ...resolvers[typeName], ...fields };
    }
  }
  return { typeDefs: modules.map((module) => module.typeDefs).join('\n'), resolvers };
}

const scalars = 'scalar JSON\n';

/** Builds one executable schema from the areas' modules and fails fast on a resolver without a field. */
export function buildSchemaFromModules(modules: GraphqlModule[]): GraphQLSchema {
  const schema = buildSchema(scalars + modules.map((module) => module.typeDefs).join('\n'));
  const json = schema.getType('JSON');
  if (json && isScalarType(json)) Object.assign(json, { serialize: jsonScalar.serialize, parseValue: jsonScalar.parseValue, parseLiteral: jsonScalar.parseLiteral });
  for (const module of modules) {
    for (const [typeName, fieldResolvers] of Object.entries(module.resolvers)) {
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
