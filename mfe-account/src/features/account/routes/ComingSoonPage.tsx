import { ComingSoonPage as ComingSoon } from '@ledgerlens/shared';

/** The area, as named in the heading: "{AREA} are coming to LedgerLens". */
export const AREA = 'Accounts';

/** What the area will show (spec §2). */
export const AREA_DESCRIPTION =
  'The account page will show an XRP Ledger account\'s balance (available, total and reserved), its settings and identity, and its transaction history with filters, page by page.';

/** Placeholder page of every route of mfe-account until its real pages land (see `ComingSoonPage` in shared). */
export function ComingSoonPage() {
  return <ComingSoon area={AREA} description={AREA_DESCRIPTION} />;
}
