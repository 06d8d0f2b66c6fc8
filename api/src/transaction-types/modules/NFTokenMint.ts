/** NFTokenMint: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, amount, amountValue, defineType, field, fields, isObject, nft, nftTransferFeePercent, sentence, str, type TxContext } from '../build';
/** The NFTokenID minted: `meta.nftoken_id` (rippled 1.11+), else the id new in the NFTokenPages. */
function mintedId(c: TxContext): string | undefined {
  if (c.meta && typeof c.meta.nftoken_id === 'string') return c.meta.nftoken_id;
  const before = new Set<string>();
  const after: string[] = [];
  const ids = (list: unknown) => (Array.isArray(list) ? list.map((w) => (isObject(w) && isObject(w.NFToken) ? str(w.NFToken.NFTokenID) : undefined)).filter((x): x is string => !!x) : []);
  for (const n of c.nodes) {
    if (n.entryType !== 'NFTokenPage') continue;
    ids(n.previous.NFTokens).forEach((id) => before.add(id));
    after.push(...ids(n.fields.NFTokens));
  }
  const fresh = after.filter((id) => !before.has(id));
  return fresh.length === 1 ? fresh[0] : undefined;
}

export default defineType({
  type: 'NFTokenMint',
  amount: (c) => amountValue(c.tx.Amount),
  counterparty: (c) => str(c.tx.Destination) ?? str(c.tx.Issuer),
  describe(c) {
    const id = c.failed ? undefined : mintedId(c);
    const fee = nftTransferFeePercent(c.tx.TransferFee);
    return sentence(
      account(c.account),
      c.failed ? ' tried to mint an NFT' : id ? [' minted NFT ', nft(id)] : ' minted an NFT',
      typeof c.tx.Issuer === 'string' && [' on behalf of ', account(c.tx.Issuer)],
      fee && fee !== '0%' ? ` with a ${fee} transfer fee` : '',
      c.tx.Amount !== undefined && [', offered for ', amount(c.tx.Amount), typeof c.tx.Destination === 'string' && [' to ', account(c.tx.Destination)]],
    );
  },
  summary: (c) =>
    fields(
      field.nft('NFTokenID', c.failed ? undefined : mintedId(c)),
      field.number('NFTokenTaxon', c.tx.NFTokenTaxon),
      field.percent('TransferFee', nftTransferFeePercent(c.tx.TransferFee)),
      field.hexText('URI', c.tx.URI),
      field.account('Issuer', c.tx.Issuer),
      field.amount('Amount', c.tx.Amount),
      field.account('Destination', c.tx.Destination),
      field.time('Expiration', c.tx.Expiration),
      field.flags(c),
    ),
});
