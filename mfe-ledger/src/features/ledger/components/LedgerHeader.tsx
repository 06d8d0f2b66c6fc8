import { css } from '@emotion/react';
import { Badge, Button, Muted, groupThousands, timeAgo, useStyles, type LedgerLensTheme, type Ledger, useRenderTime } from '@ledgerlens/shared';
import { Icon } from '../../../components/Icon';

const getStyles = (theme: LedgerLensTheme) => ({
  header: css`display: flex; gap: ${theme.spacing(1.5)}; align-items: flex-start; justify-content: space-between; flex-wrap: wrap;`,
  titleBlock: css`display: grid; gap: ${theme.spacing(0.75)}; min-width: 0;`,
  title: css`margin: 0; font-size: 24px; line-height: 1.2; ${theme.mq.md} { font-size: 30px; } font-variant-numeric: tabular-nums;`,
  badges: css`display: flex; gap: ${theme.spacing(0.75)}; flex-wrap: wrap; align-items: center;`,
  live: css`display: inline-flex; align-items: center; gap: ${theme.spacing(0.5)}; font-size: 13px; color: ${theme.color.textMuted}; margin: 0;`,
  dot: css`width: 8px; height: 8px; border-radius: ${theme.radius.pill}; background: ${theme.color.success};`,
  dotWaiting: css`width: 8px; height: 8px; border-radius: ${theme.radius.pill}; border: 1.5px solid ${theme.color.textMuted}; box-sizing: border-box;`,
  actions: css`display: flex; gap: ${theme.spacing(1)}; flex-wrap: wrap;`,
});

/**
 * Ledger page header (spec §2 "Ledger page"): "Ledger #{index}", a Validated or Pending badge, an
 * Open badge when the ledger is not closed, the close time, and the Latest and Refresh buttons.
 * On `latest`, a live line says the page follows each ledger close; while the latest answer is
 * stale (`waiting`: the XRPL node is unreachable, the shell shows the stale banner) it says the page
 * is waiting for the node instead (quiet, one line: the banner carries the message).
 */
export function LedgerHeader({
  ledger,
  following,
  waiting = false,
  refreshing,
  onLatest,
  onRefresh,
  now: nowProp,
}: {
  ledger: Ledger;
  following: boolean;
  /** The latest answer is stale (node unreachable): "Waiting for the XRPL node" instead of following. */
  waiting?: boolean;
  refreshing: boolean;
  onLatest: () => void;
  onRefresh: () => void;
  /** Reference time of "Closed … ago", Unix ms; default {@link useRenderTime}. */
  now?: number;
}) {
  const styles = useStyles(getStyles);
  const renderTime = useRenderTime();
  const now = nowProp ?? renderTime;
  return (
    <header css={styles.header}>
      <div css={styles.titleBlock}>
        <h1 css={styles.title} data-testid="ledger-title">
          Ledger #{groupThousands(String(ledger.ledgerIndex))}
        </h1>
        <div css={styles.badges}>
          {ledger.validated ? <Badge tone="success">Validated</Badge> : <Badge tone="warning">Pending</Badge>}
          {!ledger.closed ? <Badge tone="info">Open</Badge> : null}
          <Muted css={styles.live} title={ledger.closeTimeHuman}>
            Closed {timeAgo(ledger.closeTimeHuman, now)}
          </Muted>
          {waiting ? (
            <Muted css={styles.live} role="status" aria-live="polite">
              <span css={styles.dotWaiting} aria-hidden="true" />
              Waiting for the XRPL node
            </Muted>
          ) : following ? (
            <Muted css={styles.live} role="status" aria-live="polite">
              <span css={styles.dot} aria-hidden="true" />
              Following each ledger close
            </Muted>
          ) : null}
        </div>
      </div>
      <div css={styles.actions}>
        <Button variant="outline" size="sm" onClick={onLatest}>
          <Icon name="latest" />
          Latest
        </Button>
        <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing} aria-busy={refreshing}>
          <Icon name="refresh" />
          {refreshing ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
    </header>
  );
}
