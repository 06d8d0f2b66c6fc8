/**
 * rippled RPC errors (tokens, codes and default messages from rippled `ErrorCodes.cpp`) and the
 * helpers rippled uses to build parameter errors (`RPC::missing_field_error`, `invalid_field_error`,
 * `expected_field_error`).
 */
import type { JsonObject } from './json';

/** rippled error tokens this node can return, with their numeric `error_code` and default `error_message`. */
export const RPC_ERRORS = {
  wrongNetwork: { code: 4, message: 'Wrong network.' },
  noPermission: { code: 6, message: "You don't have permission for this command." },
  noClosed: { code: 15, message: 'Closed ledger is unavailable.' },
  noCurrent: { code: 16, message: 'Current ledger is unavailable.' },
  noNetwork: { code: 17, message: 'Not synced to the network.' },
  notSynced: { code: 18, message: 'Not synced to the network.' },
  actNotFound: { code: 19, message: 'Account not found.' },
  lgrNotFound: { code: 21, message: 'Ledger not found.' },
  txnNotFound: { code: 29, message: 'Transaction not found.' },
  invalidParams: { code: 31, message: 'Invalid parameters.' },
  unknownCmd: { code: 32, message: 'Unknown method.' },
  actMalformed: { code: 35, message: 'Account malformed.' },
  lgrIdxsInvalid: { code: 57, message: 'Ledger indexes invalid.' },
  lgrIdxMalformed: { code: 58, message: 'Ledger index malformed.' },
  malformedStream: { code: 40, message: 'Stream malformed.' },
  internal: { code: 73, message: 'Internal error.' },
  notImpl: { code: 74, message: 'Not implemented.' },
  notSupported: { code: 75, message: 'Operation not supported.' },
  entryNotFound: { code: 88, message: 'Entry not found.' },
  badFeature: { code: 40, message: 'Feature unknown or invalid.' },
  excessiveLgrRange: { code: 78, message: 'Ledger range exceeds 1000.' },
  invalidLgrRange: { code: 79, message: 'Ledger range is invalid.' },
} as const;

/** A rippled error token known to this node. */
export type RpcErrorToken = keyof typeof RPC_ERRORS;

/**
 * A handler's error result: `{error, error_code, error_message, ...extra}` — rippled's `result` for a
 * failed command. The server turns it into the WebSocket error envelope (`status: "error"`, `request`).
 */
export class RpcError extends Error {
  readonly token: RpcErrorToken;
  readonly extra: JsonObject;

  /**
   * @param token rippled error token (`txnNotFound`, `invalidParams`, ...)
   * @param message `error_message`; defaults to rippled's message for the token
   * @param extra fields rippled adds next to the error (e.g. `ledger_index`, `searched_all`)
   */
  constructor(token: RpcErrorToken, message?: string, extra: JsonObject = {}) {
    super(message ?? RPC_ERRORS[token].message);
    this.token = token;
    this.extra = extra;
  }

  /** The error as rippled puts it in `result`: extra fields, then `error`, `error_code`, `error_message`. */
  toResult(): JsonObject {
    return { ...this.extra, error: this.token, error_code: RPC_ERRORS[this.token].code, error_message: this.message };
  }
}

/** rippled `RPC::missing_field_error`: `invalidParams`, "Missing field 'name'." */
export function missingField(name: string): RpcError {
  return new RpcError('invalidParams', `Missing field '${name}'.`);
}

/** rippled `RPC::invalid_field_error`: `invalidParams`, "Invalid field 'name'." */
export function invalidField(name: string): RpcError {
  return new RpcError('invalidParams', `Invalid field '${name}'.`);
}

/** rippled `RPC::expected_field_error`: `invalidParams`, "Invalid field 'name', not type." */
export function expectedField(name: string, type: string): RpcError {
  return new RpcError('invalidParams', `Invalid field '${name}', not ${type}.`);
}
