/**
 * Shared helpers of several transaction-type modules: exact decimal arithmetic (BigInt, never
 * float), the sender's own balance changes, AMM fields, offer rates, bridges and Batch inner hashes.
 */
import { createHash } from 'node:crypto';
import { encode } from 'ripple-binary-codec';
import { addDecimal, formatScaled, parseScaled, plainDecimal, xrpToDrops, type AmountValue, type BalanceChange, type SummaryField } from '@ledgerlens/shared/domain';
import { balanceChangesOf } from './balances';
import { amountPart, amountValue, field, fields, findNode, hexText, isObject, str, token, type Piece, type TxContext } from './build';

/** The numeric text of an amount field: drops → XRP decimal, token → its value. */
function valueOf(raw: unknown): string | undefined {
  if (typeof raw === 'string' && /^-?\d+$/.test(raw)) return amountValue(raw)?.value;
  if (isObject(raw) && (typeof raw.value === 'string' || typeof raw.value === 'number')) return plainDecimal(String(raw.value));
  return undefined;
}

/** Exact `after − before` of two amount fields (drops in XRP, tokens in their units). */
export function decimalDelta(after: unknown, before: unknown): string | undefined {
  const a = valueOf(after);
  const b = valueOf(before);
  if (a === undefined || b === undefined) return undefined;
  return addDecimal(a, b.startsWith('-') ? b.slice(1) : `-${b}`);
}

/** An XRP decimal text as a drops string (for {@link amountValue}). */
export function xrpToDropsExact(xrp: string): string {
  return xrpToDrops(xrp);
}

/** Exact a / b to 15 significant digits (the precision of XRPL token amounts). */
function divide(a: string, b: string): string | undefined {
  const x = parseScaled(a);
  const y = parseScaled(b);
  if (!x || !y || y.units === 0n) return undefined;
  // a/b = (x.units / 10^x.scale) / (y.units / 10^y.scale)
  const precision = 30;
  const quotient = (x.units * 10n ** BigInt(precision + y.scale)) / (y.units * 10n ** BigInt(x.scale));
  const text = formatScaled({ units: quotient, scale: precision });
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const significantWhole = whole.replace(/^0+/, '').length;
  const keep = significantWhole >= 15 ? 0 : significantWhole > 0 ? 15 - significantWhole : (fraction.match(/^0*/)?.[0].length ?? 0) + 15;
  return plainDecimal(`${text.startsWith('-') ? '-' : ''}${whole}.${fraction.slice(0, keep)}`);
}

/** An offer's exchange rate: `1 XRP = 0.5123 USD` (what TakerPays asks per unit of TakerGets). */
export function offerRate(takerGets: unknown, takerPays: unknown): string | undefined {
  const gets = amountValue(takerGets);
  const pays = amountValue(takerPays);
  if (!gets || !pays) return undefined;
  const rate = divide(pays.value, gets.value);
  const inverse = divide(gets.value, pays.value);
  if (rate === undefined || inverse === undefined) return undefined;
  return `1 ${gets.currency} = ${rate} ${pays.currency} (1 ${pays.currency} = ${inverse} ${gets.currency})`;
}

/** The one of `a`, `b` that is not `account`. */
export function otherParty(account: string | undefined, a: unknown, b: unknown): string | undefined {
  const first = str(a);
  const second = str(b);
  if (first && first !== account) return first;
  if (second && second !== account) return second;
  return undefined;
}

/**
 * Summary fields of a credential list (`[{ Credential: { Issuer, CredentialType } }]`, such as
 * AcceptedCredentials; a transaction carries one such list), two per entry, numbered from 1:
 * `CredentialType #n` (text when it is printable UTF-8, else its hex) and `Issuer #n` (an account,
 * linked).
 */
export function credentialFields(list: unknown): (SummaryField | undefined)[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((w, i) => {
    const cred = isObject(w) && isObject(w.Credential) ? w.Credential : {};
    return [field.text(`CredentialType #${i + 1}`, hexText(cred.CredentialType) ?? str(cred.CredentialType)), field.account(`Issuer #${i + 1}`, cred.Issuer)];
  });
}

/** A balance change as an amount, with its currency displayed as amounts are (grouped, LP tokens named). */
export function balanceAmount(b: BalanceChange): AmountValue | undefined {
  if (b.currency === 'XRP') return amountValue(xrpToDrops(b.value.replace(/^-/, '')));
  // MPT: from the smallest-unit integer (scaled with the rest of the answer), with the sign `value` has.
  if (b.mptIssuanceId) return amountValue({ mpt_issuance_id: b.mptIssuanceId, value: b.mptUnits === undefined ? b.value : b.value.startsWith('-') ? b.mptUnits : b.mptUnits.replace(/^-/, '') });
  return amountValue({ currency: b.currency, ...(b.issuer ? { issuer: b.issuer } : {}), value: b.value });
}

/** The sender's own balance changes, the fee added back to its XRP change, zero changes left out. */
export function ownChanges(c: TxContext): BalanceChange[] {
  const all = balanceChangesOf(c.tx, c.meta) ?? [];
  return all
    .filter((b) => b.account === c.account)
    .map((b) => (b.fee ? { ...b, value: addDecimal(b.value, b.fee) ?? b.value } : b))
    .filter((b) => !/^-?0(\.0*)?$/.test(b.value));
}

/** What the sender paid into (as positive amounts) and got from a pool in this transaction. */
export function poolExchange(c: TxContext): { paid: AmountValue[]; got: AmountValue[] } {
  const mine = ownChanges(c);
  const pick = (negative: boolean) =>
    mine
      .filter((b) => b.value.startsWith('-') === negative)
      .map((b) => balanceAmount({ ...b, value: b.value.replace(/^-/, '') }))
      .filter((a): a is AmountValue => a !== undefined);
  return { paid: pick(true), got: pick(false) };
}

/** "A", "A and B", "A, B and C" as description pieces. */
export function joinAmounts(list: AmountValue[]): Piece[] {
  return list.flatMap((a, i) => [i === 0 ? '' : i === list.length - 1 ? ' and ' : ', ', amountPart(a)]);
}

/** The AMM summary: the pool's assets, the named amount fields of the transaction, the pool account, fee and LP tokens. */
export function ammFields(c: TxContext, names: string[]): SummaryField[] {
  const amm = findNode(c, 'AMM');
  return fields(
    field.currency('Asset', c.tx.Asset),
    field.currency('Asset2', c.tx.Asset2),
    ...names.map((n) => field.amount(n, c.tx[n])),
    field.account('AMM account', amm?.fields.Account),
    field.percent('Pool TradingFee', amm?.fields.TradingFee !== undefined ? `${plainDecimal((Number(amm.fields.TradingFee) / 1000).toFixed(3))}%` : undefined),
    field.amount('LPTokenBalance', amm?.fields.LPTokenBalance),
  );
}

/** An oracle price: `AssetPrice` (hex uint64 text or number) scaled down by 10^Scale. */
export function scaledPrice(price: unknown, scale: unknown): string | undefined {
  let units: bigint;
  if (typeof price === 'number' && Number.isSafeInteger(price)) units = BigInt(price);
  else if (typeof price === 'string' && /^[0-9A-Fa-f]{1,16}$/.test(price)) units = BigInt(`0x${price}`);
  else return undefined;
  const s = typeof scale === 'number' && Number.isInteger(scale) && scale >= 0 && scale <= 20 ? scale : 0;
  return formatScaled({ units, scale: s });
}

/** A bridge as text: `XRP@rLocking… ↔ XRP@rIssuing…`. */
export function bridgeText(bridge: unknown): string {
  if (!isObject(bridge)) return '?';
  const side = (issue: unknown, door: unknown) => {
    const t = token(issue);
    return `${t && t.kind === 'token' ? t.display : '?'}@${str(door)?.slice(0, 8) ?? '?'}…`;
  };
  return `${side(bridge.LockingChainIssue, bridge.LockingChainDoor)} ↔ ${side(bridge.IssuingChainIssue, bridge.IssuingChainDoor)}`;
}

/**
 * Hash of a Batch inner transaction (an unsigned transaction): SHA-512Half of the prefix `TXN\0`
 * and its canonical binary (ripple-binary-codec), as rippled computes transaction ids.
 */
export function innerHash(tx: Record<string, unknown>): string | undefined {
  try {
    const blob = encode(tx as Parameters<typeof encode>[0]);
    return createHash('sha512').update(Buffer.from(`54584E00${blob}`, 'hex')).digest('hex').slice(0, 64).toUpperCase();
  } catch {
    return undefined;
  }
}

