import { countOf } from '@ledgerlens/shared/domain';
import type { ObjectViewModule } from '../types';
import { account, arrayOf, hexText, row, short, status, text } from '../values';

/**
 * DepositPreauth: `Account` (with DepositAuth) accepts payments from `Authorize` (account-based)
 * or from any holder of all the listed `AuthorizeCredentials` (credential-based, XLS-70).
 */
export const DepositPreauth: ObjectViewModule = {
  type: 'DepositPreauth',
  view({ fields: f, deleted }) {
    const credentials = arrayOf(f.AuthorizeCredentials, 'Credential');
    const byAccount = typeof f.Authorize === 'string';
    return {
      summary: byAccount ? `${short(f.Account)} preauthorizes ${short(f.Authorize)}` : `${short(f.Account)} preauthorizes holders of ${countOf(credentials.length, 'credential')}`,
      status: [status(byAccount ? 'Account-based' : 'Credential-based', 'info'), ...(deleted ? [status('Deleted', 'danger')] : [])],
      fields: [
        row('Account', account(f.Account)),
        byAccount ? row('Authorize', account(f.Authorize)) : row('AuthorizeCredentials', text(`${credentials.length}: a sender must present all of them`)),
      ],
      tables: byAccount ? [] : [{ caption: 'AuthorizeCredentials', columns: ['Issuer', 'CredentialType'], rows: credentials.map((c) => [account(c.Issuer), hexText(c.CredentialType)]) }],
    };
  },
};
