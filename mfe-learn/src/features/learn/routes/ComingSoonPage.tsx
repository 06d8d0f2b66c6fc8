import { ComingSoonPage as ComingSoon, PRODUCT_NAME } from '@ledgerlens/shared';

/** The area, as named in the heading: "{AREA} are coming to LedgerLens". */
export const AREA = 'Learning articles and the CTID tool';

/** What the area will show (spec §2). */
export const AREA_DESCRIPTION = `The learn hub will hold articles on XRPL basics, using ${PRODUCT_NAME} and common transaction issues; the CTID tool will decode a CTID into its ledger index, transaction index and network, and encode one.`;

/** Placeholder page of every route of mfe-learn until its real pages land (see `ComingSoonPage` in shared). */
export function ComingSoonPage() {
  return <ComingSoon area={AREA} description={AREA_DESCRIPTION} />;
}
