/** EnableAmendment: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { defineType, field, fields, sentence, uint } from '../build';
const FLAGS: Record<number, string> = { 0x0001_0000: 'got majority support (tfGotMajority)', 0x0002_0000: 'lost majority support (tfLostMajority)' };

export default defineType({
  type: 'EnableAmendment',
  amount: () => undefined,
  counterparty: () => undefined,
  describe(c) {
    const flag = FLAGS[uint(c.tx.Flags) ?? 0];
    return sentence('The network', flag ? ` saw amendment ${shortAmendment(c.tx.Amendment)} ${flag}` : ` enabled amendment ${shortAmendment(c.tx.Amendment)}`, uint(c.tx.LedgerSequence) !== undefined && [' in ', { kind: 'ledger', index: uint(c.tx.LedgerSequence)! }]);
  },
  summary: (c) => fields(field.hash('Amendment', c.tx.Amendment), field.ledger('LedgerSequence', c.tx.LedgerSequence), field.flags(c)),
});

function shortAmendment(id: unknown): string {
  return typeof id === 'string' ? `${id.slice(0, 8)}…` : '?';
}
