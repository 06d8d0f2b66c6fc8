import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { selectStaleSince, staleBannerText, useAppSelector, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';

const getStyles = (theme: LedgerLensTheme) => ({
  banner: css`
    background: ${theme.color.warningBg}; color: ${theme.color.warning};
    border-bottom: 1px solid ${theme.color.warningBorder};
    padding: ${theme.spacing(0.75, 2)}; font-size: 14px; text-align: center;
  `,
});

/**
 * One quiet banner under the header while any answer on the page is stale (issue 18): "Showing data
 * from 2 min ago: the XRPL node is unreachable". Fed by the shared `baseQuery`, which notes every
 * API answer marked `stale: true` (the API's last good value while the node is unreachable or hung)
 * and forgets it when that query gets a fresh answer; the age is counted from the oldest
 * `staleSince` and updated every 10 s. Renders nothing when no answer is stale.
 */
export function StaleBanner() {
  const styles = useStyles(getStyles);
  const staleSince = useAppSelector(selectStaleSince);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!staleSince) return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 10_000);
    return () => window.clearInterval(timer);
  }, [staleSince]);
  if (!staleSince) return null;
  return (
    <div role="status" css={styles.banner} data-testid="stale-banner">
      {staleBannerText(staleSince, Math.max(now, Date.now()))}
    </div>
  );
}
