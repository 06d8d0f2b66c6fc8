import type { DescriptionPart, SummaryField } from '@ledgerlens/shared/domain';
import type { JsonObject } from '../mapping/json';

/** What a transaction-type module produces from a transaction (`tx_json`) and its metadata. */
export interface TypeExplanation {
  description: DescriptionPart[];
  summary: SummaryField[];
  row: string;
}

/** One module per transaction type: the same shape for every type. */
export interface TransactionTypeModule {
  /** `TransactionType` as rippled names it, e.g. `OfferCreate`. */
  type: string;
  explain(tx: JsonObject, meta: JsonObject | null): TypeExplanation;
}
