/**
 * Balance changes and affected ledger objects of a transaction, from its metadata.
 */
import { addDecimal, CHANGE_OF_KIND, countOf, dropsToXrp, hasAffectedEntryList, type AffectedObject, type BalanceChange } from '@ledgerlens/shared/domain';
import { getBalanceChanges, type TransactionMetadata } from 'xrpl';
import { affectedNodesOf, amountValue, currencyLabel, isObject, plainDecimal, str, type JsonObject } from './build';
import { mptBalanceChanges } from './mpt';

const ZERO = /^-?0(\.0*)?$/;

/**
 * Signed balance changes per account and asset, from the metadata: XRP and issued currencies with
 * xrpl.js `getBalanceChanges` (AccountRoot `Balance` and RippleState `Balance` deltas, from each
 * holder's side), MPTs from MPToken `MPTAmount` / `LockedAmount` deltas and the issuance's
 * `OutstandingAmount` delta (issuer's side; see `mpt.ts`, in smallest units until `scaleMpts`). Values are exact decimal strings (XRP in XRP). The fee
 * (`Fee`, paid by `Account`) is part of the payer's XRP change and also reported on that row as
 * `fee`. Returns null when the metadata is missing or unreadable (unavailable), never throws.
 */
export function balanceChangesOf(tx: JsonObject, meta: JsonObject | null): BalanceChange[] | null {
  if (!meta || !hasAffectedEntryList(meta)) return null;
  // One mapping asks several times (the description, the main amount, the counterparty, the list):
  // computed once per metadata object (xrpl.js walks every affected node: ~100 ms for 5,000 nodes),
  // each caller getting its own copies.
  const hit = computed.get(meta);
  if (hit && hit.tx === tx) return hit.changes && hit.changes.map((b) => ({ ...b }));
  const changes = computeBalanceChanges(tx, meta);
  computed.set(meta, { tx, changes });
  return changes && changes.map((b) => ({ ...b }));
}

/** {@link balanceChangesOf} already computed, by metadata object (dropped with it). */
const computed = new WeakMap<JsonObject, { tx: JsonObject; changes: BalanceChange[] | null }>();

function computeBalanceChanges(tx: JsonObject, meta: JsonObject): BalanceChange[] | null {
  let grouped: ReturnType<typeof getBalanceChanges>;
  try {
    grouped = getBalanceChanges(meta as unknown as TransactionMetadata);
  } catch {
    return null;
  }
  const out: BalanceChange[] = [];
  for (const { account, balances } of grouped) {
    for (const b of balances) {
      const value = plainDecimal(String(b.value));
      if (value === undefined || ZERO.test(value)) continue;
      const change: BalanceChange = { account, currency: b.currency === 'XRP' ? 'XRP' : currencyLabel(b.currency), value };
      if (b.issuer) change.issuer = b.issuer;
      out.push(change);
    }
  }
  out.push(...mptBalanceChanges(tx, meta));
  const payer = str(tx.Account);
  const fee = typeof tx.Fee === 'string' && /^\d+$/.test(tx.Fee) && tx.Fee !== '0' ? dropsToXrp(tx.Fee) : undefined;
  if (payer && fee) {
    const row = out.find((b) => b.account === payer && b.currency === 'XRP');
    if (row) row.fee = fee;
  }
  return out;
}

/** Sum of the XRP changes (for checks): minus the fee burned when everything balances. */
export function xrpNet(changes: BalanceChange[]): string {
  return changes.filter((b) => b.currency === 'XRP').reduce((sum, b) => addDecimal(sum, b.value) ?? sum, '0');
}

/** The fields shown for each entry type (the entry's key fields), in order. */
const KEY_FIELDS: Record<string, string[]> = {
  AccountRoot: ['Account', 'Balance', 'Sequence', 'OwnerCount'],
  RippleState: ['HighLimit', 'LowLimit', 'Balance'],
  Offer: ['Account', 'Sequence', 'TakerGets', 'TakerPays'],
  Escrow: ['Account', 'Destination', 'Amount', 'FinishAfter', 'CancelAfter'],
  PayChannel: ['Account', 'Destination', 'Amount', 'Balance', 'SettleDelay'],
  Check: ['Account', 'Destination', 'SendMax', 'Sequence'],
  NFTokenPage: ['NFTokens'],
  NFTokenOffer: ['Owner', 'NFTokenID', 'Amount', 'Destination'],
  AMM: ['Account', 'Asset', 'Asset2', 'LPTokenBalance', 'TradingFee'],
  DirectoryNode: ['Owner', 'RootIndex', 'TakerGetsCurrency', 'TakerPaysCurrency'],
  Ticket: ['Account', 'TicketSequence'],
  SignerList: ['SignerQuorum', 'SignerEntries'],
  DepositPreauth: ['Account', 'Authorize'],
  MPToken: ['Account', 'MPTokenIssuanceID', 'MPTAmount', 'LockedAmount'],
  MPTokenIssuance: ['Issuer', 'Sequence', 'AssetScale', 'OutstandingAmount', 'LockedAmount', 'MaximumAmount'],
  Credential: ['Subject', 'Issuer', 'CredentialType'],
  Oracle: ['Owner', 'Provider', 'LastUpdateTime'],
  DID: ['Account', 'URI'],
  Vault: ['Owner', 'Account', 'Asset', 'AssetsTotal'],
};
const DEFAULT_FIELDS = ['Account', 'Owner', 'Destination', 'Amount', 'Balance'];

function display(key: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (['Balance', 'Amount', 'TakerGets', 'TakerPays', 'SendMax', 'LPTokenBalance', 'HighLimit', 'LowLimit'].includes(key)) {
    const a = amountValue(value);
    if (a) return key.endsWith('Limit') && a.issuer ? `${a.display} (${a.issuer})` : a.display;
  }
  if (key === 'NFTokens' && Array.isArray(value)) return countOf(value.length, 'NFT');
  if (key === 'SignerEntries' && Array.isArray(value)) return countOf(value.length, 'signer');
  if ((key === 'Asset' || key === 'Asset2') && isObject(value)) return typeof value.currency === 'string' ? (value.currency === 'XRP' ? 'XRP' : `${currencyLabel(value.currency)}${typeof value.issuer === 'string' ? ` (${value.issuer})` : ''}`) : JSON.stringify(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The ledger entries a transaction created, modified or deleted (the metadata's affected nodes), with their
 * `LedgerEntryType`, `LedgerIndex` and key fields as display text (final values; for modified
 * entries also `<field> before` where it changed). Null without metadata. Never throws.
 */
export function affectedObjectsOf(meta: JsonObject | null): AffectedObject[] | null {
  if (!meta || !hasAffectedEntryList(meta)) return null;
  return affectedNodesOf(meta).map((n) => {
    const keys = KEY_FIELDS[n.entryType] ?? DEFAULT_FIELDS;
    const shown: Record<string, string> = {};
    for (const key of keys) {
      const value = display(key, n.fields[key]);
      if (value !== undefined) shown[key] = value;
      if (n.kind === 'ModifiedNode' && key in n.previous) {
        const before = display(key, n.previous[key]);
        if (before !== undefined) shown[`${key} before`] = before;
      }
    }
    return {
      action: CHANGE_OF_KIND[n.kind],
      type: n.entryType || 'Unknown',
      index: n.ledgerIndex ?? '',
      fields: shown,
    };
  });
}
