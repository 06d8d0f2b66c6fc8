/** PaymentChannelClaim: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import type { AmountValue } from '@ledgerlens/shared/domain';
import { account, amount, amountPart, amountValue, defineType, field, fields, findNode, sentence, uint, type TxContext } from '../build';
import { decimalDelta, xrpToDropsExact, otherParty } from '../helpers';
/** XRP paid out by this claim: the increase of the channel's `Balance`. */
function paidOut(c: TxContext): AmountValue | undefined {
  const ch = findNode(c, 'PayChannel', c.tx.Channel) ?? findNode(c, 'PayChannel');
  const delta = ch ? decimalDelta(ch.fields.Balance, ch.previous.Balance) : undefined;
  return delta && !delta.startsWith('-') && delta !== '0' ? amountValue(xrpToDropsExact(delta)) : undefined;
}

export default defineType({
  type: 'PaymentChannelClaim',
  amount: paidOut,
  counterparty: (c) => { const ch = findNode(c, 'PayChannel', c.tx.Channel) ?? findNode(c, 'PayChannel'); return ch ? otherParty(c.account, ch.fields.Destination, ch.fields.Account) : undefined; },
  describe(c) {
    const ch = findNode(c, 'PayChannel', c.tx.Channel) ?? findNode(c, 'PayChannel');
    const closing = ((uint(c.tx.Flags) ?? 0) & 0x0002_0000) !== 0 || ch?.kind === 'DeletedNode';
    const paid = paidOut(c);
    if (!c.failed && !paid && ch?.kind === 'DeletedNode') {
      const left = decimalDelta(ch.fields.Amount, ch.fields.Balance);
      return sentence(account(c.account), ' closed payment channel ', `${String(c.tx.Channel ?? ch.ledgerIndex ?? '').slice(0, 8)}…`, ' of ', account(ch.fields.Account), ' to ', account(ch.fields.Destination), left && left !== '0' && !left.startsWith('-') && ['; ', amount(xrpToDropsExact(left)), ' went back to ', account(ch.fields.Account)]);
    }
    return sentence(
      account(c.account),
      c.failed ? ' tried to claim from' : paid ? ' claimed' : ' updated',
      paid && [' ', amountPart(paid), ' from'],
      ' payment channel ',
      `${String(c.tx.Channel ?? '').slice(0, 8)}…`,
      ch && [' of ', account(ch.fields.Account), ' to ', account(ch.fields.Destination)],
      closing && !c.failed && '; the channel is closing',
    );
  },
  summary: (c) => fields(field.hash('Channel', c.tx.Channel), field.amount('Paid out', paidOut(c)), field.amount('Balance', c.tx.Balance), field.amount('Amount', c.tx.Amount), field.text('PublicKey', c.tx.PublicKey), field.flags(c)),
});
