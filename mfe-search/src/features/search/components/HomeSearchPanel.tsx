import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { Button, Card, Input, Muted, SAMPLES, classifySearch, shortenAddress } from '@ledgerlens/shared';
import { useSearchPrefetch } from '../hooks/useSearchPrefetch';
import { useSubmitSearch } from '../hooks/useSubmitSearch';
import { SearchIcon } from '../../../components/icons';
import { srOnly } from '../../../components/styles';
import { DetectedTypeBadge } from './DetectedTypeBadge';
import { SEARCH_KIND_LABELS } from './searchLabels';

/** One example button of the home search panel. */
export interface HomeSearchExample {
  /** Button text. */
  label: string;
  /** The value put into the input (a real mainnet record served by the replay node, from `SAMPLES`). */
  value: string;
}

/**
 * Examples of the home search panel (spec §2 "Home": a wallet address, a transaction hash and a
 * ledger). Values are `SAMPLES` of `@ledgerlens/shared`: real mainnet records of the bundled data.
 */
export const HOME_SEARCH_EXAMPLES: readonly HomeSearchExample[] = Object.freeze([
  { label: `Wallet ${shortenAddress(SAMPLES.address)}`, value: SAMPLES.address },
  { label: `Transaction ${SAMPLES.transactionHash.slice(0, 8)}…`, value: SAMPLES.transactionHash },
  { label: `Ledger ${SAMPLES.ledgerIndex}`, value: SAMPLES.ledgerIndex },
]);

/**
 * Home search panel (spec §2 "Home"), titled 'Explore the XRP Ledger': one input for everything
 * (hash, CTID, address or ledger index, classified with `classifySearch`, spec §5), a badge with
 * the detected type, the validation message under the input, and example buttons that fill the
 * input. Enter or the Search button go to `navigateTo` (`/transaction/{x}`, `/account/{x}`,
 * `/ledger/{x}`) and record the search; a valid input is prefetched (60 s freshness). No props.
 */
export function HomeSearchPanel() {
  const [text, setText] = useState('');
  const parsed = useMemo(() => classifySearch(text), [text]);
  const submit = useSubmitSearch();
  const inputRef = useRef<HTMLInputElement>(null);
  useSearchPrefetch(parsed);

  const id = useId();
  const errorId = `${id}-err`;
  const badgeId = `${id}-type`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(parsed);
  };

  return (
    <Card
      aria-labelledby={`${id}-title`}
      css={(t) => css`
        display: grid; gap: 16px; padding: 24px 18px;
        background: linear-gradient(135deg, ${t.color.surface} 0%, ${t.color.infoBg} 140%);
        ${t.mq.md} { padding: 32px; }
      `}
    >
      <div css={css`display: grid; gap: 6px;`}>
        <h2 id={`${id}-title`} css={css`margin: 0; font-size: 24px; line-height: 1.25; font-weight: 800;`}>
          Explore the XRP Ledger
        </h2>
        <Muted>Search by transaction hash, CTID, account address or ledger index.</Muted>
      </div>
      <form onSubmit={onSubmit} noValidate role="search" aria-label="Explore the XRP Ledger" css={css`display: grid; gap: 8px;`}>
        <div
          css={(t) => css`
            display: grid; gap: 8px; grid-template-columns: 1fr;
            ${t.mq.md} { grid-template-columns: minmax(0, 1fr) auto; }
          `}
        >
          <div css={css`position: relative; min-width: 0;`}>
            <label htmlFor={`${id}-q`} css={srOnly}>
              Transaction hash, CTID, address or ledger index
            </label>
            <Input
              ref={inputRef}
              id={`${id}-q`}
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Transaction hash, CTID, address (r…) or ledger index"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              invalid={Boolean(parsed.error)}
              aria-describedby={[parsed.type ? badgeId : '', parsed.error ? errorId : ''].filter(Boolean).join(' ') || undefined}
              css={css`height: 48px; font-size: 15px; padding-right: 120px;`}
            />
            {parsed.type ? (
              <DetectedTypeBadge id={badgeId} label={SEARCH_KIND_LABELS[parsed.type]} valid={parsed.isValid} />
            ) : null}
          </div>
          <Button type="submit" size="lg" disabled={!parsed.isValid}>
            <SearchIcon />
            Search
          </Button>
        </div>
        {parsed.error ? (
          <p id={errorId} aria-live="polite" css={(t) => css`margin: 0; font-size: 13px; color: ${t.color.danger};`}>
            {parsed.error}
          </p>
        ) : null}
      </form>
      <div css={css`display: flex; flex-wrap: wrap; align-items: center; gap: 8px;`}>
        <span css={(t) => css`font-size: 13px; color: ${t.color.textMuted};`}>Try an example:</span>
        {HOME_SEARCH_EXAMPLES.map((example) => (
          <Button
            key={example.value}
            variant="outline"
            size="sm"
            onClick={() => {
              setText(example.value);
              inputRef.current?.focus();
            }}
          >
            {example.label}
          </Button>
        ))}
      </div>
    </Card>
  );
}
