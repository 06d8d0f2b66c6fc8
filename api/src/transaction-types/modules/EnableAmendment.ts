/** EnableAmendment: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { amendmentById, type DescriptionPart } from '@ledgerlens/shared/domain';
import { defineType, field, fields, sentence, uint } from '../build';
const FLAGS: Record<number, string> = { 0x0001_0000: 'got majority support (tfGotMajority)', 0x0002_0000: 'lost majority support (tfLostMajority)' };

export default defineType({
  type: 'EnableAmendment',
  amount: () => undefined,
  counterparty: () => undefined,
  describe(c) {
    const flag = FLAGS[uint(c.tx.Flags) ?? 0];
    const amendment = amendmentPart(c.tx.Amendment);
    return sentence('The network', flag ? [' saw amendment ', amendment, ` ${flag}`] : [' enabled amendment ', amendment], uint(c.tx.LedgerSequence) !== undefined && [' in ', { kind: 'ledger', index: uint(c.tx.LedgerSequence)! }]);
  },
  summary: (c) => {
    const name = typeof c.tx.Amendment === 'string' ? amendmentById(c.tx.Amendment)?.name : undefined;
    return fields(
      typeof c.tx.Amendment === 'string' ? { label: 'Amendment', kind: 'amendment', value: c.tx.Amendment.toUpperCase() } : undefined,
      name !== undefined && field.text('Amendment name', name),
      field.ledger('LedgerSequence', c.tx.LedgerSequence),
      field.flags(c),
    );
  },
});

/** The amendment reference, named from rippled's list (`@ledgerlens/shared/domain` amendments) when it has the ID. */
function amendmentPart(id: unknown): DescriptionPart | string {
  if (typeof id !== 'string') return '?';
  const name = amendmentById(id)?.name;
  return name ? { kind: 'amendment', id: id.toUpperCase(), name } : { kind: 'amendment', id: id.toUpperCase() };
}
