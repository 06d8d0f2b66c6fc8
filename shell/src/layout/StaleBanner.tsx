import { lazy, Suspense } from 'react';
import { selectStaleSince, useAppSelector } from '@ledgerlens/shared';

const StaleBannerView = lazy(() => import(/* webpackChunkName: "stale-banner" */ './StaleBannerView'));

/**
 * One quiet banner under the header while any answer on the page is stale: "Showing data
 * from 2 min ago: the XRPL node is unreachable". Fed by the shared `baseQuery`, which notes every
 * API answer marked `stale: true` (the API's last good value while the node is unreachable or hung)
 * and forgets it when that query gets a fresh answer; the age is counted from the oldest
 * `staleSince`. Renders nothing when no answer is stale; the banner's code is a chunk of its own,
 * downloaded only then (page-weight budgets).
 */
export function StaleBanner() {
  const staleSince = useAppSelector(selectStaleSince);
  if (!staleSince) return null;
  return (
    <Suspense fallback={null}>
      <StaleBannerView staleSince={staleSince} />
    </Suspense>
  );
}
