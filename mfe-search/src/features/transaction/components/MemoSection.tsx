import { css } from '@emotion/react';
import { Card, Collapsible, type TransactionMemo } from '@ledgerlens/shared';
import { MessageIcon } from '../../../components/icons';
import { safeHttpsUrl } from './presentation';

/**
 * Memo text. Memos are arbitrary data written by the sender: they are rendered as React text
 * (escaped, never as HTML); the only link ever made is for a value that is exactly one https URL
 * (`rel="noopener noreferrer nofollow ugc"`, new tab).
 */
export function MemoText({ value }: { value: string | undefined }) {
  if (value === undefined || value === '') {
    return <span css={(t) => css`color: ${t.color.textMuted};`}>—</span>;
  }
  const href = safeHttpsUrl(value);
  const box = (t: import('@emotion/react').Theme) => css`
    display: block; margin: 0; padding: 8px 10px; border-radius: ${t.radius.sm}; background: ${t.color.surfaceAlt};
    font-family: ${t.font.mono}; font-size: 13px; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 260px; overflow: auto;
  `;
  if (href) {
    return (
      <span css={box}>
        <a href={href} target="_blank" rel="noopener noreferrer nofollow ugc">
          {value}
        </a>
      </span>
    );
  }
  return (
    <span css={box} data-testid="memo-text">
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
  if (memos.length === 0) return null;
  return (
    <Card>
      <Collapsible
        defaultOpen
        title={
          <span css={css`display: inline-flex; align-items: center; gap: 8px; font-size: 16px;`}>
            <MessageIcon />
            {memos.length === 1 ? 'Memo' : `Memos (${memos.length})`}
          </span>
        }
      >
        <div css={css`display: grid; gap: 12px; padding-top: 8px;`}>
          {memos.map((memo, i) => (
            <dl
              key={i}
              aria-label={memos.length > 1 ? `Memo ${i + 1}` : 'Memo'}
              css={(t) => css`
                display: grid; gap: 6px 16px; margin: 0; grid-template-columns: 1fr;
                ${i > 0 ? `border-top: 1px solid ${t.color.border}; padding-top: 12px;` : ''}
                ${t.mq.md} { grid-template-columns: 120px minmax(0, 1fr); }
                & > dt { color: ${t.color.textMuted}; font-size: 14px; }
                & > dd { margin: 0; min-width: 0; }
              `}
            >
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
