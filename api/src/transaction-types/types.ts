import type { AffectedNode, AmountValue, DescriptionPart, SummaryField } from '@ledgerlens/shared/domain';
import type { JsonObject } from '../json';

/** One affected ledger entry, whatever its wrapper (`@ledgerlens/shared/domain` `affectedNodesOf`). */
export type { AffectedNode } from '@ledgerlens/shared/domain';

/** What a module reads: the transaction, its metadata and what is derived from them once. */
export interface TxContext {
  tx: JsonObject;
  meta: JsonObject | null;
  type: string;
  /** `Account` (empty for pseudo-transactions). */
  account: string;
  /** `meta.TransactionResult`, when there is metadata. */
  result?: string;
  /** True when the result is known and is not `tesSUCCESS`. */
  failed: boolean;
  /** The metadata's affected nodes, flattened ([] without metadata). */
  nodes: AffectedNode[];
}

/** What the registry produces from a transaction (`tx_json`) and its metadata. */
export interface TypeExplanation {
  /** Plain-language sentence as parts (text and references the front end links). */
  description: DescriptionPart[];
  /** The type's own fields, labelled in the field's terms, with their kinds. */
  summary: SummaryField[];
  /** Short one-line plain-text form for tables (ledger table, account history). */
  row: string;
}

/**
 * One module per transaction type (`api/src/transaction-types/modules/<Type>.ts`), the same shape
 * for every type, listed with one line in `./index.ts`. Every function receives the
 * {@link TxContext} (transaction, metadata, result, affected nodes) and must not throw on
 * malformed data (the registry falls back to the generic form if it does).
 */
export interface TransactionTypeModule {
  /** `TransactionType` as rippled names it, e.g. `OfferCreate`. */
  type: string;
  /**
   * The sentence, e.g. "rA… sold 1,200 XRP for 612.4 USD on the DEX". Written for what happened;
   * for a failed transaction (`c.failed`) say what was tried: the registry appends the result.
   */
  describe(c: TxContext): DescriptionPart[];
  /** The type's own fields (the envelope fields Account, Fee, Sequence… are shown elsewhere). */
  summary(c: TxContext): SummaryField[];
  /** The main amount (tables, `Transaction.amount`). Default: `Amount`. */
  amount?(c: TxContext): AmountValue | undefined;
  /** The counterparty (`Transaction.to`). Default: `Destination`. */
  counterparty?(c: TxContext): string | undefined;
}
