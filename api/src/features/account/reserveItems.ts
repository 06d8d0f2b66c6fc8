/**
 * What an account's owner reserve is tied up in: the objects of an `account_objects` answer that
 * count toward the account's `OwnerCount`, by type. rippled lists in an account's owner directory
 * also objects whose reserve another account pays; those are left out:
 * - an Escrow, Check or PayChannel counts for its `Account` (the sender), not for its `Destination`;
 * - a RippleState counts for the side whose reserve flag is set (`lsfLowReserve` for the low
 *   account, `lsfHighReserve` for the high one);
 * - an NFTokenOffer counts for its `Owner`;
 * - a SignerList takes one unit with `lsfOneOwnerCount`, else 2 + its signers (before MultiSignReserve);
 * - an Oracle takes 2 units when it holds more than 5 prices, else 1 (rippled `OracleSet.cpp`:
 *   `calculateOracleReserve`, `PriceDataSeries.size() > 5 ? 2 : 1`);
 * - a Credential counts for its `Issuer` until the subject accepts it (`lsfAccepted` 0x00010000),
 *   then for its `Subject` only (rippled `Credentials.cpp`: CredentialCreate adds to the issuer's
 *   OwnerCount, CredentialAccept moves it to the subject).
 */
import type { ReserveItem, ReserveItems } from '@ledgerlens/shared/domain';
import { isObject, str, type JsonObject } from '../../json';

/** `account_objects` `limit` of the reserve breakdown (rippled's maximum for a public client). */
export const RESERVE_OBJECTS_LIMIT = 400;
const LSF_LOW_RESERVE = 0x0001_0000;
const LSF_HIGH_RESERVE = 0x0002_0000;
const LSF_ONE_OWNER_COUNT = 0x0001_0000;
/** Credential `lsfAccepted` (rippled `LedgerFormats.h`). */
const LSF_ACCEPTED = 0x0001_0000;
/** An Oracle with more prices than this takes two reserve units (rippled `OracleSet.cpp`). */
const ORACLE_ONE_UNIT_PRICES = 5;

/** Owner-reserve units `entry` takes for `account` (0 when another account pays its reserve). */
export function reserveUnitsOf(account: string, entry: JsonObject): number {
  const type = str(entry.LedgerEntryType);
  const flags = typeof entry.Flags === 'number' ? entry.Flags : 0;
  if (type === 'RippleState') {
    const low = isObject(entry.LowLimit) ? str(entry.LowLimit.issuer) : undefined;
    const high = isObject(entry.HighLimit) ? str(entry.HighLimit.issuer) : undefined;
    if (low === account) return flags & LSF_LOW_RESERVE ? 1 : 0;
    if (high === account) return flags & LSF_HIGH_RESERVE ? 1 : 0;
    return 0;
  }
  if (type === 'SignerList') {
    if (flags & LSF_ONE_OWNER_COUNT) return 1;
    return 2 + (Array.isArray(entry.SignerEntries) ? entry.SignerEntries.length : 0);
  }
  if (type === 'Credential') {
    const payer = flags & LSF_ACCEPTED ? str(entry.Subject) : str(entry.Issuer);
    return payer === account ? 1 : 0;
  }
  const owner = str(entry.Owner) ?? str(entry.Account);
  if (owner !== undefined && owner !== account) return 0;
  if (type === 'Oracle') return Array.isArray(entry.PriceDataSeries) && entry.PriceDataSeries.length > ORACLE_ONE_UNIT_PRICES ? 2 : 1;
  return 1;
}

/**
 * The reserve breakdown of `account` from one `account_objects` result (rippled shape:
 * `account_objects`, `ledger_index`, `marker` when more remain).
 */
export function reserveItemsOf(account: string, result: JsonObject): ReserveItems {
  const objects = Array.isArray(result.account_objects) ? result.account_objects.filter(isObject) : [];
  const byType = new Map<string, ReserveItem>();
  let notOwned = 0;
  for (const o of objects) {
    const units = reserveUnitsOf(account, o);
    if (units === 0) {
      notOwned += 1;
      continue;
    }
    const type = str(o.LedgerEntryType) ?? 'Unknown';
    const item = byType.get(type) ?? { type, count: 0, units: 0 };
    item.count += 1;
    item.units += units;
    byType.set(type, item);
  }
  const owned = [...byType.values()].sort((a, b) => b.units - a.units || a.type.localeCompare(b.type));
  return {
    account,
    ledgerIndex: typeof result.ledger_index === 'number' ? result.ledger_index : null,
    read: objects.length,
    limit: RESERVE_OBJECTS_LIMIT,
    truncated: result.marker !== undefined && result.marker !== null,
    owned,
    notOwned,
  };
}
