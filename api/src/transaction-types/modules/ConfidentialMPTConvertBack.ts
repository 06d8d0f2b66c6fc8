/** ConfidentialMPTConvertBack: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). Fields: rippled's field definitions (ripple-binary-codec 2.11 `definitions.json`, xrpl.js models); no recorded transaction of this type exists here. */
import { account, defineType, field, fields, sentence } from '../build';
const short = (v: unknown): string => `${String(v ?? '?').slice(0, 8)}…`;
export default defineType({
  type: 'ConfidentialMPTConvertBack',
  amount: () => undefined,
  describe: (c) =>
    sentence(account(c.account), c.failed ? ' tried to convert' : ' converted', ` ${String(c.tx.MPTAmount ?? '?')} units of MPT ${short(c.tx.MPTokenIssuanceID)} from its confidential (encrypted) balance back to its public balance`),
  summary: (c) => fields(field.text('MPTokenIssuanceID', c.tx.MPTokenIssuanceID), field.number('MPTAmount (smallest units)', c.tx.MPTAmount), field.flags(c)),
});
