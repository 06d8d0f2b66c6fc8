/** AccountSet: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { account, defineType, field, fields, hexText, sentence, uint } from '../build';
const ASF: Record<number, string> = { 1: 'asfRequireDest', 2: 'asfRequireAuth', 3: 'asfDisallowXRP', 4: 'asfDisableMaster', 5: 'asfAccountTxnID', 6: 'asfNoFreeze', 7: 'asfGlobalFreeze', 8: 'asfDefaultRipple', 9: 'asfDepositAuth', 10: 'asfAuthorizedNFTokenMinter', 12: 'asfDisallowIncomingNFTokenOffer', 13: 'asfDisallowIncomingCheck', 14: 'asfDisallowIncomingPayChan', 15: 'asfDisallowIncomingTrustline', 16: 'asfAllowTrustLineClawback', 17: 'asfAllowTrustLineLocking' };
const flagName = (n: unknown) => { const v = uint(n); return v === undefined ? undefined : ASF[v] ?? `flag ${v}`; };

export default defineType({
  type: 'AccountSet',
  amount: () => undefined,
  describe(c) {
    const changes: string[] = [];
    if (c.tx.SetFlag !== undefined) changes.push(`set ${flagName(c.tx.SetFlag)}`);
    if (c.tx.ClearFlag !== undefined) changes.push(`cleared ${flagName(c.tx.ClearFlag)}`);
    if (typeof c.tx.Domain === 'string') changes.push(c.tx.Domain === '' ? 'removed its domain' : `set its domain to "${hexText(c.tx.Domain)}"`);
    if (typeof c.tx.EmailHash === 'string') changes.push('set its email hash');
    if (typeof c.tx.MessageKey === 'string') changes.push('set its message key');
    if (c.tx.TransferRate !== undefined) changes.push(`set its transfer rate to ${c.tx.TransferRate}`);
    if (c.tx.TickSize !== undefined) changes.push(`set its tick size to ${c.tx.TickSize}`);
    if (typeof c.tx.NFTokenMinter === 'string') changes.push('set an authorized NFT minter');
    const what = changes.length > 0 ? changes.join(', ') : 'changed its account settings';
    return sentence(account(c.account), c.failed ? ` tried to change its settings (${what})` : ` ${what}`, typeof c.tx.NFTokenMinter === 'string' && [' (', account(c.tx.NFTokenMinter), ')']);
  },
  summary: (c) =>
    fields(
      field.text('SetFlag', flagName(c.tx.SetFlag)),
      field.text('ClearFlag', flagName(c.tx.ClearFlag)),
      field.hexText('Domain', c.tx.Domain),
      field.text('EmailHash', c.tx.EmailHash),
      field.text('MessageKey', c.tx.MessageKey),
      field.number('TransferRate', c.tx.TransferRate),
      field.number('TickSize', c.tx.TickSize),
      field.account('NFTokenMinter', c.tx.NFTokenMinter),
      field.flags(c),
    ),
});
