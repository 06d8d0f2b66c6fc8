/** LoanSet: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). Fields: rippled's field definitions (ripple-binary-codec 2.11 `definitions.json`, xrpl.js models); no recorded transaction of this type exists here. */
import { account, defineType, field, fields, sentence } from '../build';
const short = (v: unknown): string => `${String(v ?? '?').slice(0, 8)}…`;
export default defineType({
  type: 'LoanSet',
  amount: () => undefined,
  counterparty: (c) => (typeof c.tx.Counterparty === 'string' ? c.tx.Counterparty : undefined),
  // PrincipalRequested is a number in the vault's asset (an XRPL Number, no currency of its own).
  describe: (c) =>
    sentence(
      account(c.account),
      c.failed ? ' tried to create' : ' created',
      ` a loan of principal ${String(c.tx.PrincipalRequested ?? '?')} from loan broker ${short(c.tx.LoanBrokerID)}`,
      typeof c.tx.Counterparty === 'string' && [' with ', account(c.tx.Counterparty)],
    ),
  summary: (c) =>
    fields(
      field.hash('LoanBrokerID', c.tx.LoanBrokerID),
      field.number('PrincipalRequested', c.tx.PrincipalRequested),
      field.account('Counterparty', c.tx.Counterparty),
      field.number('InterestRate (1/10 basis points)', c.tx.InterestRate),
      field.number('PaymentTotal', c.tx.PaymentTotal),
      field.number('PaymentInterval (seconds)', c.tx.PaymentInterval),
      field.number('GracePeriod (seconds)', c.tx.GracePeriod),
      field.number('LoanOriginationFee', c.tx.LoanOriginationFee),
      field.number('LoanServiceFee', c.tx.LoanServiceFee),
      field.hexText('Data', c.tx.Data),
      field.flags(c),
    ),
});
