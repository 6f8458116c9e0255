/**
 * MongoDB-style command errors. Every failure a client can cause is one of these, so the server
 * answers `{ ok: 0, errmsg, code, codeName }` and never lets an exception escape a connection.
 */
export const errorCodes = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  Unauthorized: 13,
  TypeMismatch: 14,
  Overflow: 15,
  InvalidLength: 16,
  IllegalOperation: 20,
  PathNotViable: 28,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  DollarPrefixedFieldName: 52,
  InvalidIdField: 53,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  WriteConflict: 112,
  DocumentValidationFailure: 121,
  ViewDepthLimitExceeded: 162,
  CommandNotSupportedOnView: 166,
  OptionNotSupportedOnView: 167,
  NoSuchTransaction: 251,
  TransactionTooOld: 225,
  InvalidResumeToken: 260,
  ChangeStreamFatalError: 280,
  ChangeStreamHistoryLost: 286,
  Location40415: 40415,
  Location40674: 40674,
  Location40601: 40601,
  Location13113: 13113,
  Location51132: 51132,
  Location51178: 51178,
  Location51182: 51182,
  Location51183: 51183,
  Location51186: 51186,
  Location40324: 40324,
  /** A second text index on a collection (G). */
  CannotCreateIndex: 67,
  /** Collation documents (G): missing locale, strength out of range (unknown field: 40415 above). */
  Location40414: 40414,
  Location51024: 51024,
  /** $near/$geoNear without a geo index; $geoNear not the first stage; bad geometry. */
  NoQueryExecutionPlans: 291,
  Location40603: 40603,
  Location16755: 16755,
  BSONObjectTooLarge: 10334,
  DuplicateKey: 11000,
  /** mongod reports an unknown update modifier as FailedToParse. */
  UnknownUpdateOperator: 9,
} as const;

export type ErrorCodeName = keyof typeof errorCodes;

export class CommandError extends Error {
  readonly code: number;
  readonly codeName: string;
  /** Extra fields copied into the error reply or write error (keyPattern, keyValue...). */
  readonly details: Record<string, unknown>;

  constructor(codeName: ErrorCodeName, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.code = errorCodes[codeName];
    this.codeName = codeName === 'UnknownUpdateOperator' ? 'FailedToParse' : codeName;
    this.details = details;
  }
}

/** Turns anything thrown while running a command into a MongoDB error document. */
export function toErrorReply(error: unknown): Record<string, unknown> {
  if (error instanceof CommandError) {
    return { ok: 0, errmsg: error.message, code: error.code, codeName: error.codeName, ...error.details };
  }
  // Errors from mingo are turned into BadValue where they are called; anything else is ours.
  const message = error instanceof Error ? error.message : String(error);
  return { ok: 0, errmsg: message, code: errorCodes.InternalError, codeName: 'InternalError' };
}

/** Converts an error into the `writeErrors[]` entry shape. */
export function toWriteError(index: number, error: unknown): Record<string, unknown> {
  const reply = toErrorReply(error);
  const { ok: _ok, errmsg, code, codeName: _codeName, ...details } = reply;
  return { index, code, errmsg, ...details };
}
