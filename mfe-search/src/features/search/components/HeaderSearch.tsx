import { useId, useMemo, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { Button, Input, classifySearch, validateForKind, type HeaderWidgetProps, type SearchType } from '@ledgerlens/shared';
import { useSearchPrefetch } from '../hooks/useSearchPrefetch';
import { useSubmitSearch } from '../hooks/useSubmitSearch';
import { SearchIcon } from '../../../components/icons';
import { srOnly } from '../../../components/styles';
import { HEADER_PLACEHOLDERS, SEARCH_KINDS, SEARCH_KIND_LABELS } from './searchLabels';

/**
 * Props of {@link HeaderSearch}: the header slot's `HeaderWidgetProps` (`compact`: one-line layout
 * for the header bar; `onSearched`: called after a search navigated), plus `persist`.
 */
export interface HeaderSearchProps extends HeaderWidgetProps {
  /** Keep the text after a search instead of clearing it. Default false. */
  persist?: boolean;
}

/**
 * The header search box (spec §2 "Shared layout"): a text input plus a kind select (address,
 * transaction, ledger).
 *
 * - The kind follows what the text looks like (`classifySearch`) until the visitor picks one; until
 *   then, text that matches no kind gets the general message ('Enter a transaction hash, CTID, XRP
 *   address, or ledger index.').
 * - Input is validated for the kind with `validateForKind` (trimmed; spec §5 messages): invalid
 *   input shows the message under the input and disables the button; empty input does nothing.
 * - Enter or the button goes to `/transaction/{x}`, `/account/{x}` or `/ledger/{x}` (x = the
 *   trimmed, normalised text), records the search in the `search` slice, then clears the input
 *   (unless `persist`) and calls `onSearched`.
 * - Once the input is valid the matching record is prefetched (`GET /api/transaction/{id}`,
 *   `/api/account/{address}` or `/api/ledger/{index}`, 60 s freshness).
 */
export function HeaderSearch({ compact = false, onSearched, persist = false }: HeaderSearchProps) {
  const [text, setText] = useState('');
  const [manualKind, setManualKind] = useState<SearchType | null>(null);
  const classified = useMemo(() => classifySearch(text), [text]);
  const kind: SearchType = manualKind ?? classified.type ?? 'transaction';
  // Until a kind is picked, text that looks like nothing gets the general message, not one for a guessed kind.
  const parsed = useMemo(
    () => (manualKind === null && classified.type === null ? classified : validateForKind(text, kind)),
    [manualKind, classified, text, kind],
  );
  const submit = useSubmitSearch();
  useSearchPrefetch(parsed);

  const id = useId();
  const inputId = `${id}-q`;
  const errorId = `${id}-err`;
  const error = text.trim() === '' ? null : parsed.error;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!submit(parsed)) return;
    if (!persist) setText('');
    onSearched?.();
  };

  return (
    <form
      role="search"
      aria-label="Search the XRP Ledger"
      onSubmit={onSubmit}
      noValidate
      css={(t) => css`
        position: relative; display: grid; gap: 8px; width: 100%;
        grid-template-columns: ${compact ? 'auto minmax(0, 1fr) auto' : '1fr'};
        align-items: center;
        ${compact ? '' : `${t.mq.md} { grid-template-columns: auto minmax(0, 1fr) auto; }`}
      `}
    >
      <label htmlFor={`${id}-kind`} css={srOnly}>
        Search type
      </label>
      <select
        id={`${id}-kind`}
        value={kind}
        onChange={(e) => setManualKind(e.target.value as SearchType)}
        css={(t) => css`
          height: ${compact ? 36 : 40}px; padding: 0 28px 0 10px; font: inherit; font-size: 13px; font-weight: 600;
          color: ${t.color.text}; background-color: ${t.color.surfaceAlt}; border: 1px solid ${t.color.border};
          border-radius: ${t.radius.sm}; cursor: pointer; appearance: none;
          background-image: linear-gradient(45deg, transparent 50%, ${t.color.textMuted} 50%),
            linear-gradient(135deg, ${t.color.textMuted} 50%, transparent 50%);
          background-position: calc(100% - 14px) 50%, calc(100% - 9px) 50%;
          background-size: 5px 5px; background-repeat: no-repeat;
          &:focus-visible { outline: 2px solid ${t.color.focus}; outline-offset: 1px; }
        `}
      >
        {SEARCH_KINDS.map((k) => (
          <option key={k} value={k}>
            {SEARCH_KIND_LABELS[k]}
          </option>
        ))}
      </select>
      <div css={css`position: relative; min-width: 0;`}>
        <label htmlFor={inputId} css={srOnly}>
          Search by {SEARCH_KIND_LABELS[kind].toLowerCase()}
        </label>
        <Input
          id={inputId}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={HEADER_PLACEHOLDERS[kind]}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          css={css`${compact ? 'height: 36px;' : ''}`}
        />
        {error ? (
          <p
            id={errorId}
            aria-live="polite"
            css={(t) => css`
              margin: 4px 0 0; font-size: 12px; line-height: 1.4; color: ${t.color.danger};
              ${compact
                ? `position: absolute; left: 0; right: 0; top: 100%; z-index: 20; padding: 6px 8px;
                   background: ${t.color.surface}; border: 1px solid ${t.color.danger}55;
                   border-radius: ${t.radius.sm}; box-shadow: ${t.shadow.popover};`
                : ''}
            `}
          >
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" size={compact ? 'sm' : 'md'} disabled={!parsed.isValid} css={css`${compact ? 'height: 36px;' : ''}`}>
        <SearchIcon />
        Search
      </Button>
    </form>
  );
}
