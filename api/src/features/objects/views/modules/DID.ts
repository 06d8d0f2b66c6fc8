import type { ObjectViewModule } from '../types';
import { account, hexText, row, short, status } from '../values';

/**
 * DID (XLS-40): `Account`, `URI` (a link only when it is a safe https URL), `DIDDocument` and
 * `Data`, each decoded as text when it is printable UTF-8, else hex; never markup.
 */
export const DID: ObjectViewModule = {
  type: 'DID',
  view({ fields: f, deleted }) {
    return {
      summary: `DID of ${short(f.Account)}`,
      status: deleted ? [status('Deleted', 'danger')] : [],
      fields: [
        row('Account', account(f.Account)),
        row('URI', hexText(f.URI, { link: true })),
        row('DIDDocument', hexText(f.DIDDocument)),
        row('Data', hexText(f.Data)),
      ],
      tables: [],
    };
  },
};
