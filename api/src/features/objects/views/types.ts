import type { ObjectView } from '@ledgerlens/shared/domain';
import type { ObjectViewContext } from './values';

/**
 * One module per ledger entry type (`views/modules/<LedgerEntryType>.ts`), listed with one line in
 * `./index.ts`, like `api/src/transaction-types/` for transactions. `view` must not throw on
 * malformed fields (the registry then gives no typed view; the raw fields are still shown).
 */
export interface ObjectViewModule {
  /** `LedgerEntryType` as rippled names it, e.g. `Credential`. */
  type: string;
  /** True when the view judges an expiry against the ledger's close time (the API then reads it). */
  usesCloseTime?: boolean;
  /** The typed view of the entry (`type` is filled in by the registry). */
  view(c: ObjectViewContext): Omit<ObjectView, 'type'>;
}
