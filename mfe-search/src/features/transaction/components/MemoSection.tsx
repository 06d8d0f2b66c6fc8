import { css } from '@emotion/react';
import { Card, Collapsible, useStyles, type LedgerLensTheme, type TransactionMemo } from '@ledgerlens/shared';
import { MessageIcon } from '../../../components/icons';
import { safeHttpsUrl } from './presentation';

const getStyles = (theme: LedgerLensTheme) => ({
  empty: css`color: ${theme.color.textMuted};`,
  box: css`
    display: block; margin: 0; padding: ${theme.spacing(1, 1.25)}; border-radius: ${theme.radius.sm}; background: ${theme.color.surfaceAlt};
    font-family: ${theme.font.mono}; font-size: 13px; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 260px; overflow: auto;
  `,
  title: css`display: inline-flex; align-items: center; gap: ${theme.spacing(1)}; font-size: 16px;`,
  list: css`display: grid; gap: ${theme.spacing(1.5)}; padding-top: ${theme.spacing(1)};`,
  memo: css`
    display: grid; gap: ${theme.spacing(0.75, 2)}; margin: 0; grid-template-columns: 1fr;
    ${theme.mq.md} { grid-template-columns: 120px minmax(0, 1fr); }
    & > dt { color: ${theme.color.textMuted}; font-size: 14px; }
    & > dd { margin: 0; min-width: 0; }
  `,
  /** Memos after the first: a rule above. */
  nextMemo: css`border-top: 1px solid ${theme.color.border}; padding-top: ${theme.spacing(1.5)};`,
});

/**
 * Memo text. Memos are arbitrary data written by the sender: they are rendered as React text
 * (escaped, never as HTML); the only link ever made is for a value that is exactly one https URL
 * (`rel="noopener noreferrer nofollow ugc"`, new tab).
 */
export function MemoText({ value }: { value: string | undefined }) {
  const styles = useStyles(getStyles);
  if (value === undefined || value === '') {
    return <span css={styles.empty}>—</span>;
  }
  const href = safeHttpsUrl(value);
  if (href) {
    return (
      <span css={styles.box}>
        <a href={href} target="_blank" rel="noopener noreferrer nofollow ugc">
          {value}
        </a>
      </span>
    );
  }
  return (
    <span css={styles.box} data-testid="memo-text">
      {value}
    </span>
  );
}

/**
 * Collapsible memo section (spec §2 "Transaction page"): for each memo its type, data and format
 * (`Memos[].Memo.MemoType/MemoData/MemoFormat`, decoded by the API to UTF-8 text when printable,
 * else the hex as recorded). Open by default; renders nothing without memos.
 */
export function MemoSection({ memos }: { memos: TransactionMemo[] }) {
  const styles = useStyles(getStyles);
  if (memos.length === 0) return null;
  return (
    <Card>
      <Collapsible
        defaultOpen
        title={
          <span css={styles.title}>
            <MessageIcon />
            {memos.length === 1 ? 'Memo' : `Memos (${memos.length})`}
          </span>
        }
      >
        <div css={styles.list}>
          {memos.map((memo, i) => (
            <dl key={i} aria-label={memos.length > 1 ? `Memo ${i + 1}` : 'Memo'} css={[styles.memo, i > 0 && styles.nextMemo]}>
              <dt>Type</dt>
              <dd>
                <MemoText value={memo.type} />
              </dd>
              <dt>Data</dt>
              <dd>
                <MemoText value={memo.data} />
              </dd>
              <dt>Format</dt>
              <dd>
                <MemoText value={memo.format} />
              </dd>
            </dl>
          ))}
        </div>
      </Collapsible>
    </Card>
  );
}
