import { countOf } from '@ledgerlens/shared/domain';
import type { ObjectViewModule } from '../types';
import { account, arrayOf, hexText, number, row, short, status, text } from '../values';

/**
 * PermissionedDomain (XLS-80): `Owner`, `Sequence` and `AcceptedCredentials` (issuer and
 * credential type, decoded as text when printable) as a table.
 */
export const PermissionedDomain: ObjectViewModule = {
  type: 'PermissionedDomain',
  view({ fields: f, deleted }) {
    const accepted = arrayOf(f.AcceptedCredentials, 'Credential');
    return {
      summary: `Permissioned domain of ${short(f.Owner)} accepting ${countOf(accepted.length, 'credential type')}`,
      status: deleted ? [status('Deleted', 'danger')] : [],
      fields: [row('Owner', account(f.Owner)), row('Sequence', number(f.Sequence)), row('AcceptedCredentials', text(String(accepted.length)))],
      tables: [
        {
          caption: 'AcceptedCredentials',
          columns: ['Issuer', 'CredentialType'],
          rows: accepted.map((c) => [account(c.Issuer), hexText(c.CredentialType)]),
          note: 'An account is in the domain when it holds an accepted, unexpired credential of one of these issuers and types.',
        },
      ],
    };
  },
};
