/** MPTokenIssuanceCreate: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, nftTransferFeePercent, sentence } from '../build';
export default defineType({
  type: 'MPTokenIssuanceCreate',
  amount: () => undefined,
  describe(c) {
    const id = c.meta && typeof c.meta.mpt_issuance_id === 'string' ? c.meta.mpt_issuance_id : undefined;
    const fee = nftTransferFeePercent(c.tx.TransferFee);
    return sentence(account(c.account), c.failed ? ' tried to create' : ' created', ' a multi-purpose token (MPT) issuance', id && ` ${id.slice(0, 8)}…`, c.tx.MaximumAmount !== undefined && `, maximum ${c.tx.MaximumAmount}`, fee && fee !== '0%' && `, transfer fee ${fee}`);
  },
  summary: (c) =>
    fields(
      field.text('MPTokenIssuanceID', c.meta && typeof c.meta.mpt_issuance_id === 'string' ? c.meta.mpt_issuance_id : undefined),
      field.number('AssetScale', c.tx.AssetScale),
      field.text('MaximumAmount', c.tx.MaximumAmount),
      field.percent('TransferFee', nftTransferFeePercent(c.tx.TransferFee)),
      field.hexText('MPTokenMetadata', c.tx.MPTokenMetadata),
      field.flags(c),
    ),
});
