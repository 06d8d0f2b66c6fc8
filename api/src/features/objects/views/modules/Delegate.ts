import type { ObjectViewModule } from '../types';
import { account, arrayOf, row, short, status, text } from '../values';

/**
 * Granular permissions of rippled's `permissions.macro` (XLS-75): name → [value, transaction
 * type, what it allows]. A `PermissionValue` of a transaction type allows every transaction of that
 * type; rippled writes both kinds by name in JSON (a number: value − 1 is the TxType code).
 */
export const GRANULAR_PERMISSIONS: Readonly<Record<string, readonly [number, string, string]>> = {
  TrustlineAuthorize: [65537, 'TrustSet', 'authorize a trust line (tfSetfAuth)'],
  TrustlineFreeze: [65538, 'TrustSet', 'freeze a trust line (tfSetFreeze)'],
  TrustlineUnfreeze: [65539, 'TrustSet', 'unfreeze a trust line (tfClearFreeze)'],
  AccountDomainSet: [65540, 'AccountSet', 'set the Domain'],
  AccountEmailHashSet: [65541, 'AccountSet', 'set the EmailHash'],
  AccountMessageKeySet: [65542, 'AccountSet', 'set the MessageKey'],
  AccountTransferRateSet: [65543, 'AccountSet', 'set the TransferRate'],
  AccountTickSizeSet: [65544, 'AccountSet', 'set the TickSize'],
  PaymentMint: [65545, 'Payment', 'mint: pay as the issuer (no cross-currency)'],
  PaymentBurn: [65546, 'Payment', 'burn: pay to the issuer (no cross-currency)'],
  MPTokenIssuanceLock: [65547, 'MPTokenIssuanceSet', 'lock an MPT (tfMPTLock)'],
  MPTokenIssuanceUnlock: [65548, 'MPTokenIssuanceSet', 'unlock an MPT (tfMPTUnlock)'],
  SponsorFee: [65549, 'SponsorshipSet', 'set the sponsored fee'],
  SponsorReserve: [65550, 'SponsorshipSet', 'set the sponsored reserve'],
};

const BY_VALUE = new Map(Object.entries(GRANULAR_PERMISSIONS).map(([name, [value]]) => [value, name]));

/** One permission as [name, kind, what it allows]. */
export function permissionOf(value: unknown): [string, string, string] {
  const name = typeof value === 'number' ? (BY_VALUE.get(value) ?? `${value}`) : String(value ?? '?');
  const granular = GRANULAR_PERMISSIONS[name];
  if (granular) return [name, `Granular permission (${granular[0]}) of ${granular[1]}`, `Only ${granular[2]}`];
  if (typeof value === 'number') return [name, value <= 65536 ? `Transaction type code ${value - 1}` : 'Unknown permission value', value <= 65536 ? 'Every transaction of this type' : '—'];
  return [name, 'Transaction type', `Every ${name} transaction, signed on behalf of the account`];
}

/**
 * Delegate (XLS-75): `Account` (who delegates) lets `Authorize` (the delegate) sign the listed
 * permissions on its behalf: transaction types or granular permissions.
 */
export const Delegate: ObjectViewModule = {
  type: 'Delegate',
  view({ fields: f, deleted }) {
    const permissions = arrayOf(f.Permissions, 'Permission').map((p) => permissionOf(p.PermissionValue));
    return {
      summary: `${short(f.Account)} lets ${short(f.Authorize)} sign ${permissions.map(([n]) => n).join(', ') || 'nothing'} on its behalf`,
      status: deleted ? [status('Deleted', 'danger')] : [],
      fields: [row('Account (delegating)', account(f.Account)), row('Authorize (delegate)', account(f.Authorize)), row('Permissions', text(String(permissions.length)))],
      tables: [{ caption: 'Permissions', columns: ['PermissionValue', 'Kind', 'Allows'], rows: permissions.map(([name, kind, allows]) => [text(name), text(kind), text(allows)]) }],
    };
  },
};
