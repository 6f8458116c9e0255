/**
 * What a resolver may answer for an object type of the schema (the generated resolver types'
 * defaultMapper, codegen.ts): each field of the type, or a function graphql-js calls for it when the
 * field is asked for (a value read only when the client selects it), and any field may be left to
 * its own resolver.
 */
export type ResolverValue<T> = { [Field in keyof T]?: T[Field] | (() => T[Field] | Promise<T[Field]>) };
