/** LoanBrokerSet: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). Fields: rippled's field definitions (ripple-binary-codec 2.11 `definitions.json`, xrpl.js models); no recorded transaction of this type exists here. */
import { account, defineType, field, fields, sentence } from '../build';
const short = (v: unknown): string => `${String(v ?? '?').slice(0, 8)}…`;
export default defineType({
  type: 'LoanBrokerSet',
  amount: () => undefined,
  // With LoanBrokerID it updates that broker; without, it creates one for the vault VaultID.
  describe: (c) =>
    typeof c.tx.LoanBrokerID === 'string'
      ? sentence(account(c.account), c.failed ? ' tried to update' : ' updated', ` loan broker ${short(c.tx.LoanBrokerID)}`)
      : sentence(account(c.account), c.failed ? ' tried to create' : ' created', ` a loan broker for vault ${short(c.tx.VaultID)}`),
  summary: (c) =>
    fields(
      field.hash('VaultID', c.tx.VaultID),
      field.hash('LoanBrokerID', c.tx.LoanBrokerID),
      field.number('ManagementFeeRate (1/10 basis points)', c.tx.ManagementFeeRate),
      field.number('DebtMaximum', c.tx.DebtMaximum),
      field.number('CoverRateMinimum (1/10 basis points)', c.tx.CoverRateMinimum),
      field.number('CoverRateLiquidation (1/10 basis points)', c.tx.CoverRateLiquidation),
      field.hexText('Data', c.tx.Data),
      field.flags(c),
    ),
});
