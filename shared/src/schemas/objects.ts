/** Schemas of ledger object answers (`GET /api/objects/{index}`): the states of an entry along its `PreviousTxnID` chain. */
import { Int, Enum, Obj, RawLedgerJsonSchema, Ref, Str } from './common';

/** One state of a ledger object in its history. */
export const LedgerObjectVersionSchema = Obj({
  hash: Str('The transaction that left the object so.'),
  ledgerIndex: Int(),
  change: Enum(['created', 'modified', 'deleted']),
  fields: Ref(RawLedgerJsonSchema),
  previous: Ref(RawLedgerJsonSchema),
});
