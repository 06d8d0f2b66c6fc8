/**
 * NFTs from the node alone: the NFTokenID decoded with xrpl.js (`parseNFTokenID`: flags, transfer
 * fee, issuer, unscrambled taxon, serial), owner and URI from Clio's `nft_info` where the node has
 * it, else from the NFTokenPage that holds it (`account_nfts`); history from Clio's `nft_history`,
 * else from the issuer's and owner's `account_tx` (labelled so). Sales show their split from the
 * metadata's balance changes (xrpl.js `getBalanceChanges`).
 */
import { encodeAccountID } from 'ripple-address-codec';
import { getBalanceChanges, parseNFTokenID, type TransactionMetadata } from 'xrpl';
import {
  affectedNodesOf,
  decodeHexText,
  feeUnitsToPercent,
  isHex64,
  isUpperHex64,
  nftFlagsOf,
  NFT_MAX_TRANSFER_FEE,
  transactionEntryOf,
  type TransactionEntry,
  type NftDetail,
  type NftHistoryEntry,
  type NftUnknown,
  type NftSale,
} from '@ledgerlens/shared/domain';
import { ApiError, toApiError } from '../../errors';
import { isObject, str, uint, type JsonObject } from '../../json';
import type { RouteDeps } from '../../http';
import { entryHead } from '../amm';

export const NFT_NOT_FOUND_MESSAGE = 'NFT not found: no NFTokenPage or transaction the node knows holds this NFTokenID';
/**
 * 404 for a well-formed NFTokenID the node knows nothing of, with what the ID itself encodes
 * ({@link NftUnknown}: issuer, taxon, serial, transfer fee, flags; `known: false`).
 */
export class NftNotKnownError extends ApiError {
  constructor(private readonly decoded: NonNullable<ReturnType<typeof decodeNftId>>) {
    super(404, NFT_NOT_FOUND_MESSAGE, 'notFound');
  }

  override toBody(): NftUnknown {
    const d = this.decoded;
    return {
      error: this.message,
      code: 'notFound',
      known: false,
      id: d.id,
      issuer: d.issuer,
      taxon: d.taxon,
      serial: d.serial,
      transferFee: d.transferFee,
      transferFeePercent: feeUnitsToPercent(d.transferFee),
      flags: nftFlagsOf(d.flags),
    };
  }
}

/** Pages of 200 `account_tx` entries read per account for an NFT's history. */
export const NFT_HISTORY_PAGES = 3;

/** The fields an NFTokenID encodes (XLS-20), decoded by xrpl.js; null when it is not a well-formed NFTokenID. */
export function decodeNftId(id: string): { id: string; flags: number; transferFee: number; issuer: string; taxon: number; serial: number } | null {
  if (!isHex64(id)) return null;
  try {
    const p = parseNFTokenID(id.toUpperCase());
    if (p.TransferFee > NFT_MAX_TRANSFER_FEE) return null;
    return { id: p.NFTokenID.toUpperCase(), flags: p.Flags, transferFee: p.TransferFee, issuer: p.Issuer, taxon: p.Taxon, serial: p.Sequence };
  } catch {
    return null;
  }
}

/** The owner an NFTokenPage key names (its first 160 bits are the owner's AccountID). */
function pageOwner(index: string): string | null {
  if (!isUpperHex64(index)) return null;
  try {
    return encodeAccountID(Buffer.from(index.slice(0, 40), 'hex'));
  } catch {
    return null;
  }
}

/** The NFTokenIDs (upper-case) of NFTokenPage fields. */
function idsOf(fields: JsonObject): string[] {
  return (Array.isArray(fields.NFTokens) ? fields.NFTokens : [])
    .map((w) => (isObject(w) && isObject(w.NFToken) ? str(w.NFToken.NFTokenID)?.toUpperCase() : undefined))
    .filter((v): v is string => typeof v === 'string');
}

/** The URI (hex) of the NFT in NFTokenPage fields, if present. */
function uriIn(fields: JsonObject, id: string): string | undefined {
  for (const w of Array.isArray(fields.NFTokens) ? fields.NFTokens : []) {
    if (isObject(w) && isObject(w.NFToken) && str(w.NFToken.NFTokenID)?.toUpperCase() === id) return str(w.NFToken.URI);
  }
  return undefined;
}

/** Who holds `id` after a transaction, from its NFTokenPage changes: the page that has it now; null when the metadata does not show it. */
export function ownerAfter(meta: JsonObject, id: string): { owner: string | null; uriHex?: string; removed: boolean } {
  let owner: string | null = null;
  let uriHex: string | undefined;
  let removed = false;
  for (const n of affectedNodesOf(meta)) {
    if (n.entryType !== 'NFTokenPage') continue;
    const after = n.kind === 'DeletedNode' ? [] : idsOf(n.fields);
    const before = n.kind === 'CreatedNode' ? [] : idsOf(isObject(n.previous) && Array.isArray(n.previous.NFTokens) ? n.previous : n.fields);
    if (after.includes(id)) {
      owner = pageOwner(n.ledgerIndex ?? '') ?? owner;
      uriHex = uriIn(n.fields, id) ?? uriHex;
    } else if (before.includes(id)) removed = true;
  }
  return { owner, uriHex, removed: removed && owner === null };
}

const amountOf = (v: unknown): { currency: string; issuer?: string; value: string } | null => {
  if (typeof v === 'string' && /^\d+$/.test(v)) return { currency: 'XRP', value: String(Number(v) / 1e6) };
  if (isObject(v) && typeof v.currency === 'string') return { currency: v.currency, issuer: str(v.issuer), value: String(v.value) };
  return null;
};

/**
 * The split of an NFTokenAcceptOffer: seller, buyer, broker (brokered mode: both offers, the
 * sender is the broker), price (the buy offer's amount, or the accepted sell offer's), broker fee
 * (`NFTokenBrokerFee`), issuer royalty and what the seller received, from the balance changes.
 * XRP in XRP. Null for other transactions or a failed one.
 */
export function saleOf(tx: JsonObject, meta: JsonObject, issuer: string): NftSale | null {
  if (tx.TransactionType !== 'NFTokenAcceptOffer' || meta.TransactionResult !== 'tesSUCCESS') return null;
  const offers = affectedNodesOf(meta).filter((n) => n.entryType === 'NFTokenOffer' && n.kind === 'DeletedNode');
  const byKey = (key: unknown) => offers.find((o) => (o.ledgerIndex ?? '') === String(key ?? '').toUpperCase());
  const sell = byKey(tx.NFTokenSellOffer);
  const buy = byKey(tx.NFTokenBuyOffer);
  const sender = str(tx.Account) ?? '';
  const brokered = Boolean(sell && buy);
  const seller = sell ? str(sell.fields.Owner) : sender;
  const buyer = buy ? str(buy.fields.Owner) : sender;
  const price = amountOf((buy ?? sell)?.fields.Amount);
  if (!seller || !buyer || !price) return null;
  let changes: ReturnType<typeof getBalanceChanges> = [];
  try {
    changes = getBalanceChanges(meta as unknown as TransactionMetadata);
  } catch {
    changes = [];
  }
  const fee = str(tx.Fee);
  const changeOf = (account: string): number | null => {
    const entry = changes.find((c) => c.account === account);
    const bal = entry?.balances.find((b) => b.currency === price.currency && (price.currency === 'XRP' || b.issuer === price.issuer));
    if (!bal) return null;
    // The sender's XRP change includes the transaction fee: add it back.
    return Number(bal.value) + (price.currency === 'XRP' && account === sender && fee ? Number(fee) / 1e6 : 0);
  };
  const round = (n: number) => String(Number(n.toPrecision(15)));
  const sellerGot = changeOf(seller);
  const brokerFee = brokered ? amountOf(tx.NFTokenBrokerFee) : null;
  // A broker that is the issuer receives the broker fee and the transfer fee together: only the
  // transfer fee is royalty (rippled NFTokenAcceptOffer.cpp, brokered mode, pays the broker fee first,
  // then the issuer's cut of what is left).
  const issuerGot = issuer !== seller ? changeOf(issuer) : null;
  const royalty = issuerGot !== null && brokered && sender === issuer && brokerFee ? issuerGot - Number(brokerFee.value) : issuerGot;
  return {
    seller,
    buyer,
    broker: brokered ? sender : null,
    currency: price.currency,
    ...(price.issuer ? { issuer: price.issuer } : {}),
    price: price.value,
    brokerFee: brokerFee ? brokerFee.value : null,
    royalty: royalty !== null && royalty > 0 ? round(royalty) : null,
    sellerReceived: sellerGot !== null ? round(sellerGot) : price.value,
  };
}

/** `account_tx` entries of `account` that mention `id`, up to {@link NFT_HISTORY_PAGES} pages; `truncated` when more exist. */
async function mentions(deps: RouteDeps, account: string, id: string): Promise<{ entries: JsonObject[]; truncated: boolean }> {
  const found: JsonObject[] = [];
  let marker: unknown;
  for (let page = 0; page < NFT_HISTORY_PAGES; page += 1) {
    const result = await deps.xrpl.request<JsonObject>({ command: 'account_tx', account, forward: true, limit: 200, ...(marker ? { marker } : {}) });
    for (const e of Array.isArray(result.transactions) ? result.transactions.filter(isObject) : []) {
      if (JSON.stringify(e).toUpperCase().includes(id)) found.push(e);
    }
    marker = result.marker;
    if (!marker) return { entries: found, truncated: false };
  }
  return { entries: found, truncated: true };
}

/** The NFT's entry in `account_nfts` of `account` (first 400), or null. */
async function heldBy(deps: Pick<RouteDeps, 'xrpl'>, account: string, id: string): Promise<{ uri?: string; ledgerIndex: number | null } | null> {
  const result = await deps.xrpl.request<JsonObject>({ command: 'account_nfts', account, ledger_index: 'validated', limit: 400 });
  const nft = (Array.isArray(result.account_nfts) ? result.account_nfts.filter(isObject) : []).find((n) => str(n.NFTokenID)?.toUpperCase() === id);
  return nft ? { uri: str(nft.URI), ledgerIndex: uint(result.ledger_index) ?? null } : null;
}

/**
 * True when the node knows `id` as an NFT, in one round trip: a well-formed NFTokenID (decoded
 * locally; no request when it is not one), then two requests sent together to the node: is it in
 * `account_nfts` of its issuer (first 400), or named by one of the issuer's newest 400 transactions
 * (`account_tx`: every mint changes the issuer's AccountRoot, so its mint is there while recent).
 * An NFT whose mint is older than that and that left its issuer is not found this way (its page
 * still opens by URL). Never rejects: node errors count as not found.
 */
export async function isKnownNft(deps: Pick<RouteDeps, 'xrpl'>, id: string): Promise<boolean> {
  const decoded = decodeNftId(id);
  if (!decoded) return false;
  const [held, named] = await Promise.all([
    heldBy(deps, decoded.issuer, decoded.id).catch(() => null),
    deps.xrpl
      .request<JsonObject>({ command: 'account_tx', account: decoded.issuer, limit: 400 })
      .then((r) => JSON.stringify(r.transactions ?? []).toUpperCase().includes(decoded.id))
      .catch(() => false),
  ]);
  return held !== null || named;
}

function historyEntry(e: TransactionEntry, id: string, issuer: string): NftHistoryEntry {
  return {
    ...entryHead(e),
    owner: ownerAfter(e.meta, id).owner,
    sale: saleOf(e.tx, e.meta, issuer),
  };
}

/** Builds `GET /api/nfts/{id}` ({@link NftDetail}). 400 for a malformed ID, 404 when the node knows nothing of it. */
export async function loadNft(deps: RouteDeps, rawId: string): Promise<NftDetail> {
  const decoded = decodeNftId(rawId);
  if (!decoded) throw new ApiError(400, 'An NFTokenID is 64 hexadecimal characters (flags, transfer fee of at most 50,000, issuer, taxon, serial)', 'invalidInput');
  const { id, issuer } = decoded;
  const missing: string[] = [];
  // Clio first: nft_info (owner, URI, burned) and nft_history; a plain rippled answers unknownCmd.
  const clio = await deps.xrpl.request<JsonObject>({ command: 'nft_info', nft_id: id }).catch((err: unknown) => {
    // The node is down or hung: that is the answer (502/504). Any rippled error (unknownCmd on a plain rippled, objectNotFound): no Clio data.
    const apiError = toApiError(err);
    if (apiError && (apiError.code === 'upstreamUnavailable' || apiError.code === 'upstreamTimeout')) throw apiError;
    return null;
  });
  let owner: string | null = clio ? (str(clio.owner) ?? null) : null;
  let uriHex: string | null = clio ? (str(clio.uri) ?? null) : null;
  let burned: boolean | null = clio && typeof clio.is_burned === 'boolean' ? clio.is_burned : null;
  let ledgerIndex: number | null = clio ? (uint(clio.ledger_index) ?? null) : null;

  let historyEntries: JsonObject[] = [];
  let historySource = 'Clio nft_history';
  const clioHistory = clio
    ? await deps.xrpl.request<JsonObject>({ command: 'nft_history', nft_id: id, forward: true, limit: 100 }).catch(() => null)
    : null;
  if (clioHistory && Array.isArray(clioHistory.transactions)) historyEntries = clioHistory.transactions.filter(isObject);
  else {
    historySource = "the issuer's and owner's account_tx (no Clio nft_history on this node)";
    const fromIssuer = await mentions(deps, issuer, id).catch(() => null);
    if (!fromIssuer) missing.push("account_tx of the issuer unavailable");
    historyEntries = fromIssuer?.entries ?? [];
    if (fromIssuer?.truncated) missing.push(`history: only the first ${NFT_HISTORY_PAGES * 200} transactions of the issuer were read`);
  }
  let parsed = historyEntries.map(transactionEntryOf).filter((e): e is TransactionEntry => e !== null);

  if (!clio) {
    // Owner from the NFTokenPage changes of the newest transaction that shows it, confirmed with account_nfts.
    let candidate: string | null = null;
    let gone = false;
    for (const e of [...parsed].sort((a, b) => a.ledgerIndex - b.ledgerIndex)) {
      const after = ownerAfter(e.meta, id);
      if (after.owner) {
        candidate = after.owner;
        gone = false;
        uriHex = after.uriHex ?? uriHex;
      } else if (after.removed) gone = true;
      if (e.tx.TransactionType === 'NFTokenBurn' && e.meta.TransactionResult === 'tesSUCCESS') gone = true;
    }
    const candidates = [...new Set([candidate, issuer].filter((c): c is string => typeof c === 'string'))];
    for (const account of candidates) {
      const held = await heldBy(deps, account, id).catch(() => undefined);
      if (held === undefined) missing.push(`account_nfts of ${account} unavailable`);
      if (held) {
        owner = account;
        uriHex = held.uri ?? uriHex;
        ledgerIndex = held.ledgerIndex;
        break;
      }
    }
    burned = owner ? false : gone ? true : null;
    if (owner && owner !== issuer) {
      const fromOwner = await mentions(deps, owner, id).catch(() => null);
      const seen = new Set(parsed.map((e) => e.hash));
      for (const e of (fromOwner?.entries ?? []).map(transactionEntryOf)) if (e && !seen.has(e.hash)) parsed.push(e);
      if (fromOwner?.truncated) missing.push(`history: only the first ${NFT_HISTORY_PAGES * 200} transactions of the owner were read`);
    }
    if (!owner && parsed.length === 0) throw new NftNotKnownError(decoded);
    if (!owner && !burned) missing.push('owner: not found in account_nfts of the issuer or of the last owner the history shows');
  }
  parsed = parsed.sort((a, b) => a.ledgerIndex - b.ledgerIndex || (uint(a.meta.TransactionIndex) ?? 0) - (uint(b.meta.TransactionIndex) ?? 0));
  const uriText = uriHex ? (decodeHexText(uriHex) ?? null) : null;
  return {
    id,
    flags: nftFlagsOf(decoded.flags),
    transferFee: decoded.transferFee,
    transferFeePercent: feeUnitsToPercent(decoded.transferFee),
    issuer,
    taxon: decoded.taxon,
    serial: decoded.serial,
    owner,
    uri: uriText ?? (uriHex ? uriHex.toUpperCase() : null),
    uriHex: uriHex ? uriHex.toUpperCase() : null,
    burned,
    history: parsed.map((e) => historyEntry(e, id, issuer)),
    source: { owner: clio ? 'Clio nft_info' : 'account_nfts (the NFTokenPage that holds it)', history: historySource, ledgerIndex },
    missing,
    known: true,
  };
}
