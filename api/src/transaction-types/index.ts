import { knownAddressDetails, mptIssuancesInMeta, shortenAddress, type AmountValue, type DescriptionPart, type MptIssuanceLookup, type SummaryField } from '@ledgerlens/shared/domain';
import { amountValue, contextOf, field, fields, sentence, str, type JsonObject, type TxContext } from './build';
import { explainGeneric } from './generic';
import { MODULES } from './modules';
import { scaleMpts } from './mpt';
import type { TransactionTypeModule, TypeExplanation } from './types';

const REGISTRY = new Map<string, TransactionTypeModule>(MODULES.map((module) => [module.type, module]));

/** True when `type` has its own module (false: the generic form is used). */
export function hasTypeModule(type: string): boolean {
  return REGISTRY.has(type);
}

/** Every `TransactionType` with its own module. */
export function registeredTypes(): string[] {
  return [...REGISTRY.keys()].sort();
}

/** Plain text of description parts (addresses shortened), for the one-line `row`. */
export function partsText(parts: DescriptionPart[]): string {
  return parts
    .map((p) => {
      switch (p.kind) {
        case 'text':
          return p.text;
        case 'account':
          return p.label ?? shortenAddress(p.address, 6, 4);
        case 'amount':
          return p.amount.display;
        case 'token':
          return p.display;
        case 'nft':
          return `${p.id.slice(0, 8)}…`;
        case 'offer':
          return p.sequence !== undefined ? `offer #${p.sequence}` : 'an offer';
        case 'ledger':
          return `ledger ${p.index}`;
        case 'transaction':
          return `${p.hash.slice(0, 8)}…`;
        case 'amendment':
          return p.name ?? `${p.id.slice(0, 8)}…`;
        default:
          return '';
      }
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The one-line row: the type, then the sentence without its leading sender. */
function rowOf(type: string, description: DescriptionPart[]): string {
  const rest = description[0]?.kind === 'account' ? description.slice(1) : description;
  const text = partsText(rest);
  const row = text ? `${type}: ${text}` : type;
  return row.length > 140 ? `${row.slice(0, 139)}…` : row;
}

/** Account references named from the built-in known-address directory (e.g. an exchange), when listed. */
function withLabels(parts: DescriptionPart[]): DescriptionPart[] {
  return parts.map((p) => {
    if (p.kind !== 'account' || p.label) return p;
    const label = knownAddressDetails(p.address)?.label;
    return label ? { ...p, label } : p;
  });
}

/**
 * A transaction signed by a delegate (XLS-75 `Delegate`: an account the sender authorized with
 * DelegateSet): ", signed by <Delegate> on behalf of <Account>".
 */
function delegationOf(tx: JsonObject): DescriptionPart[] {
  const delegate = str(tx.Delegate);
  const account = str(tx.Account);
  if (!delegate || !account) return [];
  return sentence(', signed by ', { kind: 'account', address: delegate }, ' on behalf of ', { kind: 'account', address: account });
}

/**
 * Fields any type may carry that its module does not list: `Delegate` (the signing delegate),
 * `CredentialIDs` (the Credential ledger entries a payment, escrow finish, channel claim or account
 * deletion presents to a deposit-authorized destination, XLS-70: one field `CredentialIDs #n` each)
 * and `DomainID` (the permissioned domain of an offer or payment, XLS-80/81: a PermissionedDomain
 * ledger entry). Ledger entries are of kind `object`, which the front end links to their object page.
 */
function withEnvelopeFields(summary: SummaryField[], tx: JsonObject): SummaryField[] {
  const out = [...summary];
  const delegate = str(tx.Delegate);
  if (delegate && !out.some((f) => f.label === 'Delegate')) out.push({ label: 'Delegate', kind: 'account', value: delegate });
  const credentials = Array.isArray(tx.CredentialIDs) ? fields(...tx.CredentialIDs.map((id, i) => field.object(`CredentialIDs #${i + 1}`, id))) : [];
  const domain = field.object('DomainID', tx.DomainID);
  return [...(domain ? out.filter((f) => f.label !== 'DomainID') : out), ...credentials, ...(domain ? [domain] : [])];
}

function moduleFor(tx: JsonObject): TransactionTypeModule | undefined {
  return REGISTRY.get(str(tx.TransactionType) ?? '');
}

/**
 * Description, summary and table row of a transaction: from its type's module (a failed
 * transaction's sentence ends with its result code), else (unknown type, or a module failing on
 * malformed data) the generic form. Never throws.
 */
export function explainTransaction(tx: JsonObject, meta: JsonObject | null, issuances?: MptIssuanceLookup): TypeExplanation {
  const module = moduleFor(tx);
  if (module) {
    try {
      const c = contextOf(tx, meta);
      const lookup = issuancesOf(meta, issuances);
      let description = module.describe(c);
      if (c.failed) description = sentence(description, ` — failed with ${c.result}: only the fee was charged`);
      description = scaleMpts(withLabels(sentence(description, delegationOf(tx))), lookup);
      return { description, summary: scaleMpts(withEnvelopeFields(module.summary(c), tx), lookup), row: rowOf(c.type, description) };
    } catch {
      // malformed data: fall through to the generic form
    }
  }
  return explainGeneric(tx);
}

/**
 * The MPT issuances a transaction's amounts are scaled with: those its metadata shows, then
 * `fromNode` (the node's `ledger_entry` `{mpt_issuance}` answers) for the others.
 */
export function issuancesOf(meta: JsonObject | null, fromNode?: MptIssuanceLookup): MptIssuanceLookup {
  const own = mptIssuancesInMeta(meta);
  for (const [id, info] of fromNode ?? []) if (!own.has(id)) own.set(id, info);
  return own;
}

/** The main amount of a transaction (its module's `amount`, default `Amount`); MPTs scaled ({@link issuancesOf}). Never throws. */
export function mainAmountValue(tx: JsonObject, meta: JsonObject | null, issuances?: MptIssuanceLookup): AmountValue | undefined {
  const c: TxContext = contextOf(tx, meta);
  try {
    const module = moduleFor(tx);
    const value = module?.amount ? module.amount(c) : amountValue(tx.Amount);
    return value && scaleMpts(value, issuancesOf(meta, issuances));
  } catch {
    return undefined;
  }
}

/** The counterparty of a transaction (its module's `counterparty`, default `Destination`). Never throws. */
export function counterpartyOf(tx: JsonObject, meta: JsonObject | null): string | undefined {
  const c: TxContext = contextOf(tx, meta);
  try {
    const module = moduleFor(tx);
    return module?.counterparty ? module.counterparty(c) : str(tx.Destination);
  } catch {
    return undefined;
  }
}

export type { TransactionTypeModule, TypeExplanation } from './types';
export { scaleMpts, unscaledMptIds } from './mpt';
export type { TxContext } from './build';
