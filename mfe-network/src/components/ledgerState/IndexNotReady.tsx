import { useEffect } from 'react';
import { css } from '@emotion/react';
import { Card, Muted, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';
import { useGetIndexStatusQuery } from './indexStatusApi';

const getStyles = (theme: LedgerLensTheme) => ({
  root: css`display: grid; gap: ${theme.spacing(1)}; justify-items: center; text-align: center; padding: ${theme.spacing(4, 2)};`,
  title: css`margin: 0; font-size: 18px;`,
  track: css`width: min(360px, 100%); height: 8px; border-radius: ${theme.radius.pill}; background: ${theme.color.neutralBg}; overflow: hidden;`,
  fill: css`height: 100%; background: ${theme.color.primary}; transition: width .3s ease;`,
  numbers: css`font-size: 13px; color: ${theme.color.textMuted}; font-variant-numeric: tabular-nums;`,
});

/** Poll interval of the indexer's progress while the first index is built. */
export const INDEX_STATUS_POLL_MS = 5_000;

/**
 * Empty state of a page whose data comes from the ledger-state index before the first index is
 * built (the API answers 503 or an empty result): says so and shows the indexer's progress from
 * `GET /api/index/status` (percent of `ledger_data` pages, objects per second), polled every 5 s.
 * `onReady` is called once the status reports a finished ledger, so the page can load its data.
 */
export function IndexNotReady({ title, what, onReady }: { title: string; what: string; onReady?: () => void }) {
  const styles = useStyles(getStyles);
  const { data } = useGetIndexStatusQuery(undefined, { pollingInterval: INDEX_STATUS_POLL_MS });
  const readyLedger = data?.ledger && data.state !== 'running' ? data.ledger.ledgerIndex : null;
  useEffect(() => {
    if (readyLedger !== null) onReady?.();
  }, [readyLedger, onReady]);
  const percent = typeof data?.percent === 'number' && Number.isFinite(data.percent) ? Math.max(0, Math.min(100, data.percent)) : null;
  return (
    <Card css={styles.root} role="status" data-testid="index-not-ready">
      <h2 css={styles.title}>{title}</h2>
      <Muted>
        LedgerLens builds {what} itself from the full ledger state. The first index of the ledger is not finished yet; this page fills in as soon as it is.
      </Muted>
      {data?.state === 'running' ? (
        <>
          {percent !== null ? (
            <div css={styles.track} role="progressbar" aria-label="Index progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(percent)}>
              <div css={styles.fill} style={{ width: `${percent}%` }} />
            </div>
          ) : null}
          <span css={styles.numbers}>
            {percent !== null ? `${percent.toFixed(0)}% of pages · ` : ''}
            {data.objects.toLocaleString('en-US')} ledger objects read
            {typeof data.objectsPerSecond === 'number' ? ` · ${Math.round(data.objectsPerSecond).toLocaleString('en-US')} objects/s` : ''}
          </span>
        </>
      ) : null}
      {data?.state === 'failed' && data.lastError ? <span css={styles.numbers}>Last run failed: {data.lastError}. It is retried on the next run.</span> : null}
    </Card>
  );
}
