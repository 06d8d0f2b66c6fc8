/**
 * Turns a {@link TxRecord} into the JSON rippled 2.x prints for API v1 and v2 (`tx`, `account_tx`
 * entries, expanded `ledger` transactions), including the fields rippled adds at answer time
 * (`DeliverMax`, `delivered_amount`, NFT ids, `mpt_issuance_id`, `ctid`, `date`, `close_time_iso`).
 */
import { affectedNodesOf } from '@ledgerlens/shared/domain';
import { accountIdHex, encodeWithNegativeXrp, tryEncode } from './codec';
import { RpcError } from './errors';
import { clone, isObject, type JsonObject } from './json';
import type { ReplayStore } from './store';
import { rippleTimeToIso } from './time';
import type { TxRecord } from './types';

/** rippled API version of a request: 1 (the default when `api_version` is absent) or 2. */
export type ApiVersion = 1 | 2;

/** First ledger in which a missing `DeliveredAmount` means "the whole Amount was delivered" (rippled DeliveredAmount.cpp). */
const DELIVERED_AMOUNT_LEDGER = 4_594_095;
/** Ripple-epoch close time after which the same holds (Feb 2014). */
const DELIVERED_AMOUNT_TIME = 446_000_000;

/** Object with its keys in byte order, as rippled's JSON (std::map) prints them. */
export function sorted(obj: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(obj).sort()) out[key] = obj[key];
  return out;
}

/** Each affected node of `meta` with its wrapper (`CreatedNode`, `ModifiedNode`, `DeletedNode`), in metadata order. */
function metaNodes(meta: JsonObject): Array<{ type: string; node: JsonObject }> {
  return affectedNodesOf(meta).map((n) => ({ type: n.kind, node: n.node }));
}

function nftIds(fields: unknown): string[] {
  if (!isObject(fields) || !Array.isArray(fields.NFTokens)) return [];
  return fields.NFTokens.flatMap((item) => {
    const id = isObject(item) && isObject(item.NFToken) ? item.NFToken.NFTokenID : undefined;
    return typeof id === 'string' ? [id.toUpperCase()] : [];
  });
}

/** rippled `getNFTokenIDFromPage`: the one NFTokenID present in the final pages but not the previous ones. */
function mintedNftId(meta: JsonObject): string | undefined {
  const prev: string[] = [];
  const final: string[] = [];
  for (const { type, node } of metaNodes(meta)) {
    if (node.LedgerEntryType !== 'NFTokenPage') continue;
    if (type === 'CreatedNode') final.push(...nftIds(node.NewFields));
    else if (type === 'ModifiedNode') {
      if (!isObject(node.PreviousFields) || !Array.isArray(node.PreviousFields.NFTokens)) continue;
      prev.push(...nftIds(node.PreviousFields));
      final.push(...nftIds(node.FinalFields));
    }
  }
  if (final.length !== prev.length + 1) return undefined;
  prev.sort();
  final.sort();
  return final.find((id, i) => id !== prev[i]);
}

/** rippled `getNFTokenIDFromDeletedOffer`: NFTokenIDs of the deleted NFTokenOffer entries, sorted and unique. */
function deletedOfferNftIds(meta: JsonObject): string[] {
  const ids = new Set<string>();
  for (const { type, node } of metaNodes(meta)) {
    if (type !== 'DeletedNode' || node.LedgerEntryType !== 'NFTokenOffer') continue;
    const id = isObject(node.FinalFields) ? node.FinalFields.NFTokenID : undefined;
    if (typeof id === 'string') ids.add(id.toUpperCase());
  }
  return [...ids].sort();
}

/** rippled `getOfferIDFromCreatedOffer`: the index of the created NFTokenOffer. */
function createdOfferId(meta: JsonObject): string | undefined {
  for (const { type, node } of metaNodes(meta)) {
    if (type === 'CreatedNode' && node.LedgerEntryType === 'NFTokenOffer' && typeof node.LedgerIndex === 'string') {
      return node.LedgerIndex;
    }
  }
  return undefined;
}

/** rippled `getIDFromCreatedIssuance`: 4-byte Sequence + 20-byte Issuer of the created MPTokenIssuance, hex. */
function createdIssuanceId(meta: JsonObject): string | undefined {
  for (const { type, node } of metaNodes(meta)) {
    if (type !== 'CreatedNode' || node.LedgerEntryType !== 'MPTokenIssuance' || !isObject(node.NewFields)) continue;
    const { Sequence: seq, Issuer: issuer } = node.NewFields;
    const account = typeof issuer === 'string' ? accountIdHex(issuer) : undefined;
    if (typeof seq === 'number' && account) return seq.toString(16).toUpperCase().padStart(8, '0') + account;
  }
  return undefined;
}

/**
 * Metadata as rippled returns it: the recorded object plus the API fields rippled computes, each only
 * when the recording lacks it:
 * - `delivered_amount` (Payment, CheckCash and — outside `ledger` — AccountDelete, when `tesSUCCESS`):
 *   `DeliveredAmount`, else `Amount` for ledgers ≥ 4594095 (or closed after Feb 2014), else `"unavailable"`;
 * - `nftoken_id` (NFTokenMint, NFTokenAcceptOffer), `nftoken_ids` (NFTokenCancelOffer),
 *   `offer_id` (NFTokenMint, NFTokenCreateOffer), `mpt_issuance_id` (MPTokenIssuanceCreate).
 */
export function apiMeta(store: ReplayStore, record: TxRecord, forLedger = false): JsonObject {
  const meta = clone(record.meta);
  const type = record.tx.TransactionType;
  const success = meta.TransactionResult === 'tesSUCCESS';
  if (!success) return meta;

  const deliveredTypes = forLedger ? ['Payment', 'CheckCash'] : ['Payment', 'CheckCash', 'AccountDelete'];
  if (typeof type === 'string' && deliveredTypes.includes(type) && !('delivered_amount' in meta)) {
    if (meta.DeliveredAmount !== undefined) meta.delivered_amount = meta.DeliveredAmount;
    else {
      const closeTime = store.closeTimeOf(record);
      const late = record.ledgerIndex >= DELIVERED_AMOUNT_LEDGER || (closeTime !== undefined && closeTime > DELIVERED_AMOUNT_TIME);
      meta.delivered_amount = late && record.tx.Amount !== undefined ? record.tx.Amount : 'unavailable';
    }
  }
  if (forLedger) {
    if (type === 'MPTokenIssuanceCreate' && !('mpt_issuance_id' in meta)) {
      const id = createdIssuanceId(meta);
      if (id) meta.mpt_issuance_id = id;
    }
    return meta;
  }
  if (type === 'NFTokenMint' && !('nftoken_id' in meta)) {
    const id = mintedNftId(meta);
    if (id) meta.nftoken_id = id;
  }
  if (type === 'NFTokenAcceptOffer' && !('nftoken_id' in meta)) {
    const ids = deletedOfferNftIds(meta);
    if (ids.length > 0) meta.nftoken_id = ids[0];
  }
  if (type === 'NFTokenCancelOffer' && !('nftoken_ids' in meta)) meta.nftoken_ids = deletedOfferNftIds(meta);
  if ((type === 'NFTokenMint' || type === 'NFTokenCreateOffer') && !('offer_id' in meta)) {
    const id = createdOfferId(meta);
    if (id) meta.offer_id = id;
  }
  if (type === 'MPTokenIssuanceCreate' && !('mpt_issuance_id' in meta)) {
    const id = createdIssuanceId(meta);
    if (id) meta.mpt_issuance_id = id;
  }
  return meta;
}

/** rippled `insertDeliverMax`: Payments get `DeliverMax` = `Amount`; API v2 drops `Amount`. */
function withDeliverMax(tx: JsonObject, api: ApiVersion): JsonObject {
  const out = clone(tx);
  if (out.TransactionType === 'Payment' && out.Amount !== undefined) {
    out.DeliverMax = out.Amount;
    if (api > 1) delete out.Amount;
  }
  return out;
}

/**
 * rippled `Transaction::getJson` with `include_date`: the transaction fields plus `ledger_index`, `date`
 * (Ripple-epoch seconds, when the close time is known) and `ctid`; API v1 also `hash` and `inLedger`.
 */
function transactionJson(store: ReplayStore, record: TxRecord, api: ApiVersion): JsonObject {
  const out = withDeliverMax(record.tx, api);
  if (api === 1) {
    out.hash = record.hash;
    out.inLedger = record.ledgerIndex;
  }
  out.ledger_index = record.ledgerIndex;
  const closeTime = store.closeTimeOf(record);
  if (closeTime !== undefined) out.date = closeTime;
  const ctid = store.ctidOf(record);
  if (ctid !== undefined) out.ctid = ctid;
  return sorted(out);
}

/** Canonical binary of the transaction and its metadata (hex), for `binary: true` requests. */
function blobs(record: TxRecord): { tx: string; meta: string } {
  const tx = tryEncode(record.tx);
  const meta = encodeWithNegativeXrp(record.meta);
  if (tx === undefined || meta === undefined) {
    throw new RpcError('internal', `The recorded transaction ${record.hash} cannot be serialised to binary.`);
  }
  return { tx, meta };
}

/**
 * `tx` result, as rippled 2.x (`Tx.cpp`) prints it:
 * - API v1: transaction fields + `hash`, `inLedger`, `ledger_index`, `date`, `ctid`, Payments with both
 *   `Amount` and `DeliverMax`; then `meta`, `validated`;
 * - API v2: `tx_json` (fields + `ledger_index`, `date`, `ctid`; Payments with `DeliverMax` only, no
 *   `hash`), `hash`, `ledger_hash`, `ledger_index`, `close_time_iso`, `meta`, `validated`, `ctid`.
 * With `binary`, `tx`/`tx_blob` and `meta`/`meta_blob` are hex.
 */
export function renderTx(store: ReplayStore, record: TxRecord, api: ApiVersion, binary = false): JsonObject {
  const ctid = store.ctidOf(record);
  let result: JsonObject;
  if (api > 1) {
    result = {};
    if (binary) result.tx_blob = blobs(record).tx;
    else result.tx_json = transactionJson(store, record, api);
    const ledgerHash = store.ledgerHashOf(record);
    if (ledgerHash) result.ledger_hash = ledgerHash;
    result.hash = record.hash;
    result.ledger_index = record.ledgerIndex;
    const closeTime = store.closeTimeOf(record);
    if (closeTime !== undefined) result.close_time_iso = rippleTimeToIso(closeTime);
  } else if (binary) {
    result = { tx: blobs(record).tx, hash: record.hash, inLedger: record.ledgerIndex, ledger_index: record.ledgerIndex };
    const closeTime = store.closeTimeOf(record);
    if (closeTime !== undefined) result.date = closeTime;
  } else {
    result = transactionJson(store, record, api);
  }
  if (binary) result[api > 1 ? 'meta_blob' : 'meta'] = blobs(record).meta;
  else result.meta = apiMeta(store, record);
  result.validated = true;
  if (ctid !== undefined) result.ctid = ctid;
  return sorted(result);
}

/**
 * One `account_tx` entry (rippled `AccountTx.cpp`): API v1 `{meta, tx, validated}` (tx as in v1 `tx`);
 * API v2 `{close_time_iso, hash, ledger_hash, ledger_index, meta, tx_json, validated}`.
 * With `binary`: `{tx_blob, meta | meta_blob, ledger_index, validated}`.
 */
export function renderAccountTxEntry(store: ReplayStore, record: TxRecord, api: ApiVersion, binary = false): JsonObject {
  if (binary) {
    const b = blobs(record);
    return sorted({ tx_blob: b.tx, [api > 1 ? 'meta_blob' : 'meta']: b.meta, ledger_index: record.ledgerIndex, validated: true });
  }
  const entry: JsonObject = { validated: true, meta: apiMeta(store, record) };
  if (api > 1) {
    entry.tx_json = transactionJson(store, record, api);
    entry.hash = record.hash;
    entry.ledger_index = record.ledgerIndex;
    const ledgerHash = store.ledgerHashOf(record);
    if (ledgerHash) entry.ledger_hash = ledgerHash;
    const closeTime = store.closeTimeOf(record);
    if (closeTime !== undefined) entry.close_time_iso = rippleTimeToIso(closeTime);
  } else {
    entry.tx = transactionJson(store, record, api);
  }
  return sorted(entry);
}

/**
 * One expanded transaction of a `ledger` response (rippled `LedgerToJson.cpp fillJsonTx`):
 * API v1 `{...fields, DeliverMax, hash, metaData}`; API v2 `{tx_json, meta, hash, ledger_hash,
 * ledger_index, close_time_iso, validated}` (tx_json without `hash`, `ledger_index`, `date`, `ctid`).
 * With `binary`: `{tx_blob, meta}` (v1) or `{tx_blob, meta_blob, hash}` (v2).
 */
export function renderLedgerTx(store: ReplayStore, record: TxRecord, api: ApiVersion, binary = false): JsonObject {
  if (binary) {
    const b = blobs(record);
    return api > 1 ? sorted({ tx_blob: b.tx, hash: record.hash, meta_blob: b.meta }) : sorted({ tx_blob: b.tx, meta: b.meta });
  }
  if (api > 1) {
    const out: JsonObject = {
      tx_json: sorted(withDeliverMax(record.tx, api)),
      hash: record.hash,
      meta: apiMeta(store, record, true),
      validated: true,
      ledger_index: record.ledgerIndex,
    };
    const ledgerHash = store.ledgerHashOf(record);
    if (ledgerHash) out.ledger_hash = ledgerHash;
    const closeTime = store.closeTimeOf(record);
    if (closeTime !== undefined) out.close_time_iso = rippleTimeToIso(closeTime);
    return sorted(out);
  }
  const out = withDeliverMax(record.tx, api);
  out.hash = record.hash;
  out.metaData = apiMeta(store, record, true);
  return sorted(out);
}
