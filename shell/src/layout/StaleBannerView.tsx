import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useStyles, type LedgerLensTheme } from '@ledgerlens/shared';
import { staleBannerText } from './staleBannerText';

const getStyles = (theme: LedgerLensTheme) => ({
  banner: css`
    background: ${theme.color.warningBg}; color: ${theme.color.warning};
    border-bottom: 1px solid ${theme.color.warningBorder};
    padding: ${theme.spacing(0.75, 2)}; font-size: 14px; text-align: center;
  `,
});

/** The banner itself (a lazy chunk: downloaded only when an answer is stale); its age text updated every 10 s. */
export default function StaleBannerView({ staleSince }: { staleSince: string }) {
  const styles = useStyles(getStyles);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 10_000);
    return () => window.clearInterval(timer);
  }, [staleSince]);
  return (
    <div role="status" css={styles.banner} data-testid="stale-banner">
      {staleBannerText(staleSince, now)}
    </div>
  );
}
