import { ComingSoonPage as ComingSoon } from '@ledgerlens/shared';

/** The area, as named in the heading: "{AREA} are coming to LedgerLens". */
export const AREA = 'Ledgers';

/** What the area will show (spec §2). */
export const AREA_DESCRIPTION =
  'The ledger page will show a ledger by index, hash or latest: whether it is validated, its hashes, supply and fees, and the transactions it holds (up to 250 rows).';

/** Placeholder page of every route of mfe-ledger until its real pages land (see `ComingSoonPage` in shared). */
export function ComingSoonPage() {
  return <ComingSoon area={AREA} description={AREA_DESCRIPTION} />;
}
