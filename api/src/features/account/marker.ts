/**
 * Opaque paging markers of `GET /api/account/{address}/transactions-paginated`: the node's
 * `account_tx` marker (`{ ledger, seq }` on rippled) as base64url JSON plus a checksum over the
 * account and the marker, so a marker that was never issued, was tampered with or belongs to
 * another account is rejected with a 400 instead of reaching the node.
 */
import { createHash } from 'node:crypto';

const checksum = (account: string, json: string) => createHash('sha256').update(`${account}\n${json}`).digest('base64url').slice(0, 16);

/** Encodes the node's marker for `account`. */
export function encodeMarker(account: string, marker: unknown): string {
  const json = JSON.stringify(marker);
  return `${Buffer.from(json).toString('base64url')}.${checksum(account, json)}`;
}

/**
 * Decodes a marker issued by {@link encodeMarker} for `account`.
 * @returns the node's marker, or undefined when the text is not one this API issued for `account`.
 */
export function decodeMarker(account: string, text: string): unknown {
  const m = /^([A-Za-z0-9_-]{1,2048})\.([A-Za-z0-9_-]{16})$/.exec(text);
  if (!m) return undefined;
  const json = Buffer.from(m[1]!, 'base64url').toString('utf8');
  if (checksum(account, json) !== m[2]) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}
