import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema, type ValidationContext, type ValidationRule } from 'graphql';
import { AppError, type ErrorCode } from '../../domain/errors/catalogue';

/**
 * What one GraphQL document may ask for, checked before it is validated against the schema or
 * executed. The dashboard's and the CLI's documents are far below (deepest 10 levels counting each
 * fragment as one, costliest about 700, no aliases or directives; limits.test.ts measures every one),
 * and the introspection GraphiQL sends is not counted for depth or cost.
 */
export const QUERY_LIMITS = {
  /** Nested selections, a fragment spread counting as one level. */
  depth: 15,
  aliases: 30,
  directives: 20,
  /** graphql-armor's cost: 1 per scalar, 2 per object, times 1.5 per level of depth. */
  cost: 5000,
  /** Lexical tokens the parser reads before it gives up (graphql-js's maxTokens). */
  tokens: 20_000,
} as const;

type Limit = Exclude<keyof typeof QUERY_LIMITS, 'tokens'>;

const limitCodes: Record<Limit | 'tokens', ErrorCode> = {
  depth: 'GRAPHQL_TOO_DEEP',
  aliases: 'GRAPHQL_TOO_MANY_ALIASES',
  directives: 'GRAPHQL_TOO_MANY_DIRECTIVES',
  cost: 'GRAPHQL_TOO_COSTLY',
  tokens: 'GRAPHQL_TOO_LONG',
};

/** Parses the query, refusing one longer than the token limit with a catalogue error; syntax errors are thrown as graphql-js raises them. */
export function parseWithinLimits(query: string): DocumentNode {
  try {
    return parse(query, { maxTokens: QUERY_LIMITS.tokens });
  } catch (error) {
    if (error instanceof GraphQLError && /contains more tha[nt] \d+ tokens/.test(error.message)) {
      throw new AppError(limitCodes.tokens, { max: QUERY_LIMITS.tokens });
    }
    throw error;
  }
}

/** The number graphql-armor found ("..., found 51."), rounded up (a cost has decimals). */
function foundIn(message: string): number | undefined {
  const match = /found (\d+(?:\.\d+)?)/.exec(message);
  return match ? Math.ceil(Number(match[1])) : undefined;
}

/**
 * The first limit the document goes over, as a catalogue error (a 400 in the caller's language),
 * or null. graphql-armor's rules measure; they report here instead of throwing.
 */
export function limitViolation(schema: GraphQLSchema, document: DocumentNode): AppError | null {
  let violation: AppError | null = null;
  const reporter = (limit: Limit) => ({
    propagateOnRejection: false,
    onReject: [
      (_context: ValidationContext | null, error: GraphQLError) => {
        violation ??= new AppError(limitCodes[limit], { max: QUERY_LIMITS[limit], found: foundIn(error.message) ?? `> ${QUERY_LIMITS[limit]}` });
      },
    ],
  });
  const rules: ValidationRule[] = [
    maxDepthRule({ n: QUERY_LIMITS.depth, ...reporter('depth') }),
    maxAliasesRule({ n: QUERY_LIMITS.aliases, ...reporter('aliases') }),
    maxDirectivesRule({ n: QUERY_LIMITS.directives, ...reporter('directives') }),
    costLimitRule({ maxCost: QUERY_LIMITS.cost, ...reporter('cost') }),
  ];
  validate(schema, document, rules);
  return violation;
}
