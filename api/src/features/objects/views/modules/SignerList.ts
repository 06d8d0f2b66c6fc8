import { countOf } from '@ledgerlens/shared/domain';
import type { ObjectViewModule } from '../types';
import { account, arrayOf, number, row, status, text } from '../values';

/**
 * SignerList: the multi-signers (`SignerEntries`: account, `SignerWeight`, `WalletLocator`) and
 * the `SignerQuorum` their weights must reach, with the total weight; `Owner` when the entry
 * carries it.
 */
export const SignerList: ObjectViewModule = {
  type: 'SignerList',
  view({ fields: f, deleted }) {
    const signers = arrayOf(f.SignerEntries, 'SignerEntry');
    const total = signers.reduce((sum, s) => sum + (typeof s.SignerWeight === 'number' ? s.SignerWeight : 0), 0);
    const quorum = typeof f.SignerQuorum === 'number' ? f.SignerQuorum : undefined;
    return {
      summary: `Signer list: ${countOf(signers.length, 'signer')}, quorum ${quorum ?? '?'} of total weight ${total}`,
      status: [...(quorum !== undefined && total < quorum ? [status('Quorum unreachable', 'danger')] : []), ...(deleted ? [status('Deleted', 'danger')] : [])],
      fields: [
        ...(f.Owner !== undefined ? [row('Owner', account(f.Owner))] : []),
        row('SignerQuorum', number(f.SignerQuorum, `of a total weight of ${total}`)),
        row('Signers', text(String(signers.length))),
        row('SignerListID', number(f.SignerListID ?? 0)),
      ],
      tables: [
        {
          caption: 'SignerEntries',
          columns: ['Account', 'SignerWeight', 'WalletLocator'],
          rows: signers.map((s) => [account(s.Account), number(s.SignerWeight), typeof s.WalletLocator === 'string' ? { kind: 'hex', text: s.WalletLocator } : text('—')]),
          note: 'A multi-signed transaction is valid when the weights of its signers add up to at least SignerQuorum.',
        },
      ],
    };
  },
};
