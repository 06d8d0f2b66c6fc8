/**
 * Building blocks of the transaction-type modules: exact amounts ({@link amountValue}),
 * description parts, summary fields, and the per-transaction context every module reads.
 * Every function here is pure and never throws on malformed input (it leaves the part out).
 */
import {
  affectedNodesOf,
  decodeCurrencyCode,
  isHex64,
  decodeHexText,
  dropsToXrp,
  currencyView,
  groupThousands,
  isXrpLookalike,
  mptAmountValue,
  mptDisplayName,
  parseMptIssuanceId,
  plainDecimal,
  rippleTimeToIso,
  type AmountValue,
  type DescriptionPart,
  type SummaryField,
} from '@ledgerlens/shared/domain';
import { parseTransactionFlags, type Transaction as XrplTransaction } from 'xrpl';
import { isObject, str, uint, type JsonObject } from '../json';
import type { AffectedNode, TransactionTypeModule, TxContext } from './types';

export type { AffectedNode, TxContext } from './types';

/** Flattens the metadata's affected nodes: see `@ledgerlens/shared/domain` `affectedNodesOf`. */
export { affectedNodesOf };

/** The context of a transaction. */
export function contextOf(tx: JsonObject, meta: JsonObject | null): TxContext {
  const result = meta ? str(meta.TransactionResult) : undefined;
  return {
    tx,
    meta,
    type: str(tx.TransactionType) ?? 'Unknown',
    account: str(tx.Account) ?? '',
    result,
    failed: result !== undefined && result !== 'tesSUCCESS',
    nodes: affectedNodesOf(meta),
  };
}

/** The affected node of `entryType` (and `ledgerIndex`, when given). */
export function findNode(c: TxContext, entryType: string, ledgerIndex?: unknown, kind?: AffectedNode['kind']): AffectedNode | undefined {
  const wanted = typeof ledgerIndex === 'string' ? ledgerIndex.toUpperCase() : undefined;
  return c.nodes.find((n) => n.entryType === entryType && (wanted === undefined || n.ledgerIndex === wanted) && (!kind || n.kind === kind));
}

// -------------------------------------------------------------------------------------------------
// Exact amounts
// -------------------------------------------------------------------------------------------------

/** `1234567.5` → `1,234,567.5` (exact; the fraction is kept as is). */
export function groupDecimal(value: string): string {
  const negative = value.startsWith('-');
  const [whole, fraction] = (negative ? value.slice(1) : value).split('.');
  return `${negative ? '-' : ''}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** The shared look-alike guard (`@ledgerlens/shared` `currencyView`), re-exported for the type modules. */
export { isXrpLookalike };

/**
 * A currency code as the API names it: 3-character codes as they are, 40-hex codes decoded to text
 * when printable, other hex (e.g. AMM LP tokens, first byte 0x03) as recorded.
 */
export function currencyLabel(code: string): string {
  return decodeCurrencyCode(code);
}

/**
 * How a currency code is displayed: AMM LP tokens as `LP token 03AB12CD…`; a code reading "XRP"
 * as that text (the caller quotes it and says it is not XRP); any other code through the shared
 * look-alike guard (`currencyView`): its text, or its 40-hex code when the text could mislead.
 */
export function currencyDisplay(code: string): string {
  if (/^03[0-9A-Fa-f]{38}$/.test(code)) return `LP token ${code.slice(0, 8).toUpperCase()}…`;
  const view = currencyView(code);
  if (view.xrpLookalike) return currencyLabel(code);
  return view.hex ? `${view.text} (hex)` : view.text;
}

/**
 * Any rippled amount as an {@link AmountValue}, exactly: XRP drops → XRP decimal; issued currency
 * `{currency, issuer, value}` with its value in plain decimal notation (full precision) and the
 * code decoded; MPT `{mpt_issuance_id, value}`. A non-standard code that reads "XRP" is marked
 * `lookalike` and never displayed as XRP. Undefined for anything else (missing, malformed).
 */
export function amountValue(raw: unknown): AmountValue | undefined {
  if ((typeof raw === 'string' && /^-?\d+$/.test(raw)) || (typeof raw === 'number' && Number.isSafeInteger(raw))) {
    const value = dropsToXrp(String(raw));
    return { value, currency: 'XRP', display: `${groupDecimal(value)} XRP` };
  }
  if (!isObject(raw) || (typeof raw.value !== 'string' && typeof raw.value !== 'number')) return undefined;
  // MPT: the one rule of shared/domain (scale 0 until `scaleMpts` knows the issuance).
  if (typeof raw.mpt_issuance_id === 'string') return mptAmountValue(raw);
  const value = plainDecimal(String(raw.value));
  if (value === undefined) return undefined;
  if (typeof raw.currency !== 'string' || raw.currency === '') return undefined;
  if (raw.currency === 'XRP') return { value, currency: 'XRP', display: `${groupDecimal(value)} XRP` };
  const lookalike = isXrpLookalike(raw.currency);
  const currency = currencyLabel(raw.currency);
  const shown = currencyDisplay(raw.currency);
  const amount: AmountValue = {
    value,
    currency,
    display: lookalike ? `${groupDecimal(value)} "${shown}" (look-alike token, not XRP)` : `${groupDecimal(value)} ${shown}`,
  };
  if (typeof raw.issuer === 'string') amount.issuer = raw.issuer;
  if (lookalike) amount.lookalike = true;
  return amount;
}

/** The same currency as `raw` with value 0 (what a failed transaction delivered). */
export function zeroLike(raw: unknown): AmountValue | undefined {
  if (typeof raw === 'string' && /^\d+$/.test(raw)) return amountValue('0');
  return isObject(raw) ? amountValue({ ...raw, value: '0' }) : undefined;
}

/** Delivered amount from the metadata (`delivered_amount`, else `DeliveredAmount`). */
export function deliveredOf(c: TxContext): unknown {
  if (!c.meta) return undefined;
  const delivered = c.meta.delivered_amount ?? c.meta.DeliveredAmount;
  return delivered === 'unavailable' ? undefined : delivered;
}

// -------------------------------------------------------------------------------------------------
// Description parts
// -------------------------------------------------------------------------------------------------

/** A piece of a description: text, a part, a list of them, or nothing (left out). */
export type Piece = string | DescriptionPart | Piece[] | undefined | null | false;

/** Flattens pieces into parts (strings become text parts; adjacent texts are merged). */
export function sentence(...pieces: Piece[]): DescriptionPart[] {
  const out: DescriptionPart[] = [];
  const push = (p: Piece) => {
    if (p === undefined || p === null || p === false || p === '') return;
    if (Array.isArray(p)) return p.forEach(push);
    const part: DescriptionPart = typeof p === 'string' ? { kind: 'text', text: p } : p;
    const last = out[out.length - 1];
    if (part.kind === 'text' && last?.kind === 'text') out[out.length - 1] = { kind: 'text', text: last.text + part.text };
    else out.push(part);
  };
  pieces.forEach(push);
  return out;
}

/** An account reference (left out when `address` is not a string). */
export function account(address: unknown): DescriptionPart | undefined {
  return typeof address === 'string' && address !== '' ? { kind: 'account', address } : undefined;
}

/** An amount reference (left out when not an amount). */
export function amount(raw: unknown): DescriptionPart | undefined {
  const value = amountValue(raw);
  return value ? { kind: 'amount', amount: value } : undefined;
}

/** An amount reference from an {@link AmountValue}. */
export function amountPart(value: AmountValue | undefined): DescriptionPart | undefined {
  return value ? { kind: 'amount', amount: value } : undefined;
}

/** A token reference (`currency` code and issuer) from an Asset/Issue object `{currency, issuer}`. */
export function token(issue: unknown): DescriptionPart | undefined {
  if (!isObject(issue)) return undefined;
  if (typeof issue.mpt_issuance_id === 'string') {
    const parts = parseMptIssuanceId(issue.mpt_issuance_id);
    return parts ? { kind: 'token', currency: 'MPT', issuer: parts.issuer, mptIssuanceId: parts.id, display: mptDisplayName(parts.id) } : undefined;
  }
  if (typeof issue.currency !== 'string') return undefined;
  if (issue.currency === 'XRP') return { kind: 'token', currency: 'XRP', display: 'XRP' };
  const label = currencyLabel(issue.currency);
  const shown = currencyDisplay(issue.currency);
  const part: DescriptionPart = { kind: 'token', currency: label, display: isXrpLookalike(issue.currency) ? `"${shown}" (look-alike token, not XRP)` : shown };
  if (typeof issue.issuer === 'string') part.issuer = issue.issuer;
  return part;
}

/** An NFT reference. */
export function nft(id: unknown): DescriptionPart | undefined {
  return typeof id === 'string' && isHex64(id) ? { kind: 'nft', id: id.toUpperCase() } : undefined;
}

/** A transaction reference. */
export function txRef(hash: unknown): DescriptionPart | undefined {
  return typeof hash === 'string' && isHex64(hash) ? { kind: 'transaction', hash: hash.toUpperCase() } : undefined;
}

/** An offer reference (by owner and sequence, or ledger index). */
export function offer(owner: unknown, sequence: unknown, index?: unknown): DescriptionPart {
  const part: { kind: 'offer'; owner?: string; sequence?: number; index?: string } = { kind: 'offer' };
  if (typeof owner === 'string') part.owner = owner;
  const seq = uint(sequence);
  if (seq !== undefined) part.sequence = seq;
  if (typeof index === 'string') part.index = index.toUpperCase();
  return part;
}

/** Ripple-epoch seconds as readable UTC text for a sentence (`2024-05-01 12:00 UTC`). */
export function timeText(seconds: unknown): string | undefined {
  const s = uint(seconds);
  return s === undefined ? undefined : rippleTimeToIso(s).replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC');
}

/** Hex text (URI, Domain, DID document, memo) as UTF-8 when printable, else the hex. Data, never markup. */
export function hexText(hex: unknown): string | undefined {
  if (typeof hex !== 'string' || hex === '') return undefined;
  return decodeHexText(hex) ?? hex;
}

/** A transfer fee in 1/100,000 units (NFTs, 0–50,000) as a percent text: `5000` → `5%`. */
export function nftTransferFeePercent(fee: unknown): string | undefined {
  const n = uint(fee);
  if (n === undefined) return undefined;
  return `${plainDecimal((n / 1000).toFixed(3))}%`;
}

/** An AMM trading fee in 1/100,000 units (0–1,000): `500` → `0.5%`. */
export function tradingFeePercent(fee: unknown): string | undefined {
  const n = uint(fee);
  return n === undefined ? undefined : `${plainDecimal((n / 1000).toFixed(3))}%`;
}

// -------------------------------------------------------------------------------------------------
// Summary fields
// -------------------------------------------------------------------------------------------------

/** Builders of summary fields; each returns undefined when the value is absent or malformed. */
export const field = {
  amount(label: string, raw: unknown): SummaryField | undefined {
    const value = amountValue(raw);
    return value ? { label, kind: 'amount', value: value.display, amount: value } : undefined;
  },
  account(label: string, address: unknown): SummaryField | undefined {
    return typeof address === 'string' && address !== '' ? { label, kind: 'account', value: address } : undefined;
  },
  hash(label: string, hash: unknown): SummaryField | undefined {
    return typeof hash === 'string' && hash !== '' ? { label, kind: 'hash', value: hash.toUpperCase() } : undefined;
  },
  /** A transaction hash the front end links to its page (e.g. a Batch's inner transactions). */
  transaction(label: string, hash: unknown): SummaryField | undefined {
    return typeof hash === 'string' && isHex64(hash) ? { label, kind: 'transaction', value: hash.toUpperCase() } : undefined;
  },
  /** A ledger entry by its index (64 hex, e.g. a DomainID), which the front end links to its object page. */
  object(label: string, index: unknown): SummaryField | undefined {
    return typeof index === 'string' && isHex64(index) ? { label, kind: 'object', value: index.toUpperCase() } : undefined;
  },
  nft(label: string, id: unknown): SummaryField | undefined {
    return typeof id === 'string' && id !== '' ? { label, kind: 'nft', value: id.toUpperCase() } : undefined;
  },
  time(label: string, seconds: unknown): SummaryField | undefined {
    const s = uint(seconds);
    return s === undefined ? undefined : { label, kind: 'time', value: rippleTimeToIso(s) };
  },
  number(label: string, n: unknown): SummaryField | undefined {
    return typeof n === 'number' || (typeof n === 'string' && /^-?\d+(\.\d+)?$/.test(n)) ? { label, kind: 'number', value: String(n) } : undefined;
  },
  ledger(label: string, n: unknown): SummaryField | undefined {
    const index = uint(n);
    return index === undefined ? undefined : { label, kind: 'ledger', value: String(index) };
  },
  percent(label: string, text: string | undefined): SummaryField | undefined {
    return text === undefined ? undefined : { label, kind: 'percent', value: text };
  },
  text(label: string, value: unknown): SummaryField | undefined {
    if (value === undefined || value === null || value === '') return undefined;
    return { label, kind: 'text', value: typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value) };
  },
  /** Hex bytes decoded as text when printable (URI, Domain, Data): shown as text, never as markup. */
  hexText(label: string, hex: unknown): SummaryField | undefined {
    const text = hexText(hex);
    return text === undefined ? undefined : { label, kind: 'text', value: text };
  },
  currency(label: string, issue: unknown): SummaryField | undefined {
    const part = token(issue);
    if (!part || part.kind !== 'token') return undefined;
    return { label, kind: 'currency', value: part.issuer ? `${part.display} (${part.issuer})` : part.display };
  },
  /** The transaction's `Flags` by name (xrpl.js `parseTransactionFlags`), when any is set. */
  flags(c: TxContext): SummaryField | undefined {
    const flags = uint(c.tx.Flags) ?? 0;
    if (flags === 0) return undefined;
    let names: string[] = [];
    try {
      names = Object.entries(parseTransactionFlags({ ...c.tx } as unknown as XrplTransaction))
        .filter(([, on]) => on === true)
        .map(([name]) => name);
    } catch {
      names = [];
    }
    // Universal flags, which parseTransactionFlags leaves out.
    if (flags & 0x8000_0000) names.push('tfFullyCanonicalSig');
    if (flags & 0x4000_0000) names.push('tfInnerBatchTxn');
    const value = names.length > 0 ? names.join(', ') : `0x${flags.toString(16).toUpperCase().padStart(8, '0')}`;
    return { label: 'Flags', kind: 'flags', value, flags: names };
  },
};

/** Drops the absent fields of a summary. */
export function fields(...list: (SummaryField | undefined | false)[]): SummaryField[] {
  return list.filter((f): f is SummaryField => Boolean(f));
}

/** The (first) owner-side text of a rippled Issue for a sentence: `USD` or `XRP`. */
export function issueText(issue: unknown): string | undefined {
  const part = token(issue);
  return part && part.kind === 'token' ? part.display : undefined;
}

/** The verb for what happened, or what was tried when the transaction failed: `verb(c, 'sent', 'send')`. */
export function verb(c: TxContext, done: string, tried: string): string {
  return c.failed ? `tried to ${tried}` : done;
}

/** Defines a module (identity; gives the object its type). */
export function defineType(module: TransactionTypeModule): TransactionTypeModule {
  return module;
}

export { isObject, plainDecimal, str, uint };
export type { JsonObject };
