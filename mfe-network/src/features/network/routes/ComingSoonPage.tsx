import { ComingSoonPage as ComingSoon } from '@ledgerlens/shared';

/** The area, as named in the heading: "{AREA} are coming to LedgerLens". */
export const AREA = 'Validators, tokens and the rich list';

/** What the area will show (spec §2). */
export const AREA_DESCRIPTION =
  'These pages will show the validators and their agreement scores, the token directory with prices, volume and holders, and the XRP rich list with the balance distribution by cohort.';

/** Placeholder page of every route of mfe-network until its real pages land (see `ComingSoonPage` in shared). */
export function ComingSoonPage() {
  return <ComingSoon area={AREA} description={AREA_DESCRIPTION} />;
}
