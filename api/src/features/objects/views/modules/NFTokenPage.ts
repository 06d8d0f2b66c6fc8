import { countOf } from '@ledgerlens/shared/domain';
import { encodeAccountID } from 'xrpl';
import type { ObjectViewModule } from '../types';
import { account, arrayOf, hexText, nft, object, row, short, status, text } from '../values';

/** The owner of an NFTokenPage: the account whose AccountID is the first 20 bytes of the page's index. */
export function pageOwner(index: string): string | undefined {
  try {
    return encodeAccountID(Uint8Array.from(Buffer.from(index.slice(0, 40), 'hex')));
  } catch {
    return undefined;
  }
}

/**
 * NFTokenPage: up to 32 NFTs of one owner (the first 20 bytes of the index), each linked to
 * `/nft/{NFTokenID}` with its `URI` (text when printable, a link only when https), and the
 * neighbouring pages (`PreviousPageMin`, `NextPageMin`) linked.
 */
export const NFTokenPage: ObjectViewModule = {
  type: 'NFTokenPage',
  view({ index, fields: f, deleted }) {
    const tokens = arrayOf(f.NFTokens, 'NFToken');
    const owner = pageOwner(index);
    return {
      summary: `NFT page of ${short(owner)} holding ${countOf(tokens.length, 'NFT')}`,
      status: deleted ? [status('Deleted', 'danger')] : [],
      fields: [
        row('Owner (first 20 bytes of the index)', account(owner)),
        row('NFTokens', text(`${tokens.length} of at most 32`)),
        row('PreviousPageMin', ...(f.PreviousPageMin !== undefined ? [object(f.PreviousPageMin)] : [text('None: the first page')])),
        row('NextPageMin', ...(f.NextPageMin !== undefined ? [object(f.NextPageMin)] : [text('None: the last page')])),
      ],
      tables: [{ caption: 'NFTokens', columns: ['NFTokenID', 'URI'], rows: tokens.map((t) => [nft(t.NFTokenID), t.URI === undefined ? text('—') : hexText(t.URI, { link: true })]) }],
    };
  },
};
