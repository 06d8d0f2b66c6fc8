/**
 * Small helpers for untyped JSON (recorded rippled files, client requests).
 */
import { isHex64, UPPER_HEX64_PATTERN_TEXT } from '@ledgerlens/shared/domain';

/** A JSON object as parsed by `JSON.parse`; values are not narrowed. */
export type JsonObject = Record<string, unknown>;

/** True when `value` is a plain JSON object (not `null`, not an array). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when `value` is a non-negative safe integer (a JSON number, not a string). */
export function isUInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/**
 * Reads a ledger index the way rippled writes it: a JSON number, or (API v1 `ledger.ledger_index`,
 * old fixtures) a decimal string. Returns `undefined` for anything else, including 0.
 */
export function toLedgerIndex(value: unknown): number | undefined {
  if (isUInt(value)) return value > 0 && value <= 0xffffffff ? value : undefined;
  if (typeof value === 'string' && /^[0-9]{1,10}$/.test(value)) {
    const n = Number(value);
    return n > 0 && n <= 0xffffffff ? n : undefined;
  }
  return undefined;
}

/** True for a 256-bit hash written as 64 hex digits (either case). */
export function isHash256(value: unknown): value is string {
  return typeof value === 'string' && isHex64(value);
}

/** Deep copy of JSON data (recorded objects are never handed out or mutated). */
export function clone<T>(value: T): T {
  return structuredClone(value);
}

/** The page marker of `account_objects` / `account_lines` / `account_offers` answers: `<position>,<entry key>` (position in the list, key 64 upper-case hex). */
export const PAGE_MARKER_RE = new RegExp(`^(\\d+),(${UPPER_HEX64_PATTERN_TEXT})$`);
