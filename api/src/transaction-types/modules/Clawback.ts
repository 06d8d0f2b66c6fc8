/** Clawback: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import type { AmountValue } from '@ledgerlens/shared/domain';
import { account, amountPart, amountValue, defineType, field, fields, isObject, sentence, str, type TxContext } from '../build';
/** IOU Clawback: `Amount.issuer` names the holder, the token's issuer is the sender. MPT: `Holder`. */
function clawed(c: TxContext): AmountValue | undefined {
  const value = amountValue(c.tx.Amount);
  if (value && value.currency !== 'MPT' && value.currency !== 'XRP') value.issuer = c.account;
  return value;
}

export default defineType({
  type: 'Clawback',
  amount: clawed,
  counterparty: (c) => str(c.tx.Holder) ?? (isObject(c.tx.Amount) ? str(c.tx.Amount.issuer) : undefined),
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to claw back ' : ' clawed back ', amountPart(clawed(c)), ' from ', account(str(c.tx.Holder) ?? (isObject(c.tx.Amount) ? c.tx.Amount.issuer : undefined))),
  summary: (c) => fields(field.amount('Amount', c.tx.Amount), field.account('Holder', str(c.tx.Holder) ?? (isObject(c.tx.Amount) ? c.tx.Amount.issuer : undefined))),
});
