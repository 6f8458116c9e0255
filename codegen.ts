import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';
import type { Types } from '@graphql-codegen/plugin-helpers';

// Typed documents for the dashboard and the CLI, and the server's resolver types, from the checked-in schema.graphql
// (`npm run schema:print` writes it from the API). `npm run codegen` rewrites the generated
// folders; codegen.test.ts fails while they are stale. Documents are named operations and
// fragments written with the generated `graphql()` function in the graphql/ folders (never field
// lists pasted into strings); fragments.graphql holds the selections both sides share. The
// generated code is checked in.

const root = import.meta.dirname;

const clientPreset: Types.ConfiguredOutput = {
  preset: 'client',
  presetConfig: {
    // Results carry a fragment's fields directly: screens read them without unmasking.
    fragmentMasking: false,
  },
  config: {
    // The document's source travels as a string: no GraphQL parser in the browser bundle.
    documentMode: 'string',
    useTypeImports: true,
    enumsAsTypes: true,
    // Only the types operations use (scalars, enums, inputs); object shapes come from documents.
    onlyOperationTypes: true,
    scalars: { JSON: 'unknown', ID: 'string', Decimal: 'string' },
    skipTypename: true,
  },
};

/** True when a folder's own .ts files (not the generated ones) hold at least one graphql() document. */
function hasDocuments(folder: string): boolean {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { withFileTypes: true }).some(
    (entry) => entry.isFile() && entry.name.endsWith('.ts') && /\bgraphql\(/.test(readFileSync(path.join(dir, entry.name), 'utf8')),
  );
}

/** The generated folder of each side, with where its documents are. */
export const targets: Record<string, string[]> = {
  'dashboard/src/graphql/generated/': ['fragments.graphql', 'dashboard/src/**/graphql/*.ts', '!dashboard/src/graphql/generated/**'],
  // The CLI's documents arrive later: until cli/graphql/ holds one, nothing is generated for it
  // (the client preset's output for no documents does not type-check).
  ...(hasDocuments('cli/graphql') ? { 'cli/graphql/generated/': ['fragments.graphql', 'cli/graphql/*.ts', '!cli/graphql/generated/**'] } : {}),
};

/**
 * The server's resolver types from the same schema.graphql: each area's module types its resolvers
 * with `Resolvers`, so a field or argument renamed in the schema fails the server's type check as
 * it fails the clients'. Results are the schema's types with every field optional or lazy
 * (api/graphql/resolverValues.ts): a resolver may return the model's record with more fields than
 * the schema shows, and fields resolved by their own resolvers may be absent. Parents that field
 * resolvers read are the model types (mappers).
 */
const serverResolvers: Types.ConfiguredOutput = {
  plugins: ['typescript', 'typescript-resolvers'],
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    contextType: '../../context#RequestContext',
    defaultMapper: '../resolverValues#ResolverValue<{T}>',
    // Parents that are model records (or a service's view of them), for the fields resolved from them.
    mappers: {
      SystemRole: '../../admin/roles/service#RoleView',
      StaffPosition: '../../../db/models/access/position#Position',
      PermissionProfile: '../../../db/models/access/permissionProfile#PermissionProfile as PermissionProfileRecord',
      CustomerDetail: '../../customers/service#CustomerDetailView',
    },
    // What resolvers receive for a scalar (see api/graphql/schema.ts) and what they may return for it.
    scalars: {
      ID: { input: 'string', output: 'string | number | { toString(): string }' },
      JSON: { input: 'unknown', output: 'unknown' },
      Decimal: { input: 'string', output: 'unknown' },
    },
  },
};

const config: CodegenConfig = {
  schema: path.join(root, 'schema.graphql'),
  ignoreNoDocuments: true,
  // Documents are calls of the generated graphql(); strings marked /* GraphQL */ (server tests,
  // documents not yet converted) are not read.
  pluckConfig: { globalGqlIdentifierName: ['graphql'], gqlMagicComment: 'typed-graphql-document' },
  generates: {
    ...Object.fromEntries(Object.entries(targets).map(([output, documents]) => [output, { ...clientPreset, documents }])),
    'api/graphql/generated/resolvers.ts': serverResolvers,
  },
};

export default config;
