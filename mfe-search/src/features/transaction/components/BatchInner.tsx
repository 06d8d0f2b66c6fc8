import { css } from '@emotion/react';
import { Badge, Card, CardTitle, Link, Mono, Muted, shortenAddress, statusBadge, useStyles, type LedgerLensTheme, type Transaction } from '@ledgerlens/shared';

const getStyles = (theme: LedgerLensTheme) => ({
  title: css`margin: 0 0 ${theme.spacing(1)}; font-size: 18px;`,
  list: css`margin: 0; padding: 0; list-style: none; display: grid; gap: ${theme.spacing(1)};`,
  item: css`
    display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.spacing(0.75, 1.25)}; padding: ${theme.spacing(1, 1.25)};
    border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md};
  `,
  index: css`color: ${theme.color.textMuted}; font-variant-numeric: tabular-nums; min-width: 2ch;`,
  type: css`font-weight: 600;`,
  link: css`color: ${theme.color.primary}; overflow-wrap: anywhere; min-height: 24px; display: inline-flex; align-items: center;`,
  mono: css`font-size: 13px;`,
});

/**
 * A Batch's inner transactions (API `batchInner`, from `RawTransactions`): each with its type, its
 * account, its own result (rippled `tx` by its hash: an inner transaction runs on its own, with its
 * own metadata) and a link to its page when the node has it; "not recorded" otherwise. Nothing for
 * any other type.
 */
export function BatchInner({ tx }: { tx: Transaction }) {
  const styles = useStyles(getStyles);
  const inner = tx.batchInner;
  if (!inner || inner.length === 0) return null;
  return (
    <Card aria-labelledby="tx-batch-inner-title" data-testid="batch-inner">
      <CardTitle id="tx-batch-inner-title" css={styles.title}>
        Inner transactions ({inner.length})
      </CardTitle>
      <ol css={styles.list}>
        {inner.map((t, i) => {
          const badge = t.result ? statusBadge(t.result) : undefined;
          return (
            <li key={`${t.hash ?? 'inner'}-${i}`} css={styles.item}>
              <span css={styles.index}>{i + 1}.</span>
              <span css={styles.type}>{t.type}</span>
              {t.account ? <Mono css={styles.mono}>{shortenAddress(t.account, 6, 4)}</Mono> : null}
              {badge ? <Badge tone={badge.tone}>{t.result}</Badge> : <Muted>not recorded on this node</Muted>}
              {t.hash && t.recorded ? (
                <Link to={`/transaction/${t.hash}`} css={styles.link} aria-label={`Open inner transaction ${i + 1}, ${t.type} ${t.hash}`}>
                  <Mono css={styles.mono}>{t.hash.slice(0, 16)}…</Mono>
                </Link>
              ) : t.hash ? (
                <Mono css={styles.mono} title={t.hash}>
                  {t.hash.slice(0, 16)}…
                </Mono>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
