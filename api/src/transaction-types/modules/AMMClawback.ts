/** AMMClawback: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, defineType, field, fields, sentence, str, token } from '../build';
import { ammFields } from '../helpers';

/** tfClawTwoAssets: the issuer also claws back the paired asset of the pool (it issued both). */
const TF_CLAW_TWO_ASSETS = 0x0000_0001;

export default defineType({
  type: 'AMMClawback',
  counterparty: (c) => str(c.tx.Holder),
  // Without Amount the issuer claws back all of the holder's share of Asset in the pool.
  describe: (c) => {
    const both = typeof c.tx.Flags === 'number' && (c.tx.Flags & TF_CLAW_TWO_ASSETS) !== 0;
    const what = c.tx.Amount !== undefined ? amount(c.tx.Amount) ?? token(c.tx.Asset) : ['all of its ', token(c.tx.Asset)];
    return sentence(
      account(c.account),
      c.failed ? ' tried to claw back ' : ' clawed back ',
      what,
      both && [' and the paired ', token(c.tx.Asset2)],
      ' from the AMM position of ',
      account(c.tx.Holder),
      ' in the ',
      token(c.tx.Asset),
      '/',
      token(c.tx.Asset2),
      ' pool',
    );
  },
  summary: (c) => fields(field.account('Holder', c.tx.Holder), field.amount('Amount', c.tx.Amount) ?? field.text('Amount', 'all (no Amount: the whole position)'), ...ammFields(c, [])),
});
