import type { SummaryField } from '@ledgerlens/shared/domain';
import { str, type JsonObject } from '../json';
import type { TypeExplanation } from './types';

/** Envelope fields every transaction has; not repeated in a summary. */
const COMMON = new Set(['TransactionType', 'Account', 'Fee', 'Sequence', 'SigningPubKey', 'TxnSignature', 'hash', 'Flags', 'LastLedgerSequence', 'Memos', 'Signers', 'ctid', 'date', 'ledger_index', 'inLedger']);

/**
 * The generic form for a type without its own module (or unreadable data): a sentence naming
 * the sender and the type, and every non-envelope field as text (objects as JSON).
 */
export function explainGeneric(tx: JsonObject): TypeExplanation {
  const type = str(tx.TransactionType) ?? 'Unknown';
  const account = str(tx.Account);
  // API v2 names a Payment's Amount `DeliverMax`; both forms give the same summary, sorted by label.
  const fields = Object.entries(tx).filter(([key]) => !COMMON.has(key) && !(key === 'DeliverMax' && 'Amount' in tx));
  const summary: SummaryField[] = fields
    .map(([key, value]): SummaryField => ({
      label: key === 'DeliverMax' ? 'Amount' : key,
      kind: 'text',
      value: typeof value === 'string' ? value : JSON.stringify(value),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return {
    description: account
      ? [{ kind: 'account', address: account }, { kind: 'text', text: ` submitted a ${type} transaction` }]
      : [{ kind: 'text', text: `A ${type} transaction` }],
    summary,
    row: account ? `${type} by ${account}` : type,
  };
}
