import { useId, useMemo, type FormEvent, type Ref } from 'react';
import { css } from '@emotion/react';
import {
  Button,
  Input,
  SEARCH_PAGE_LABELS,
  SEARCH_PAGE_PATH,
  Select,
  classifySearch,
  searchPagePlaceholder,
  useHydrated,
  useStyles,
  useTypedBeforeHydration,
  validateForKind,
  X_ADDRESS_HINT,
  type LedgerLensTheme,
  type ParsedQuery,
  type SearchKind,
} from '@ledgerlens/shared';
import { SearchIcon } from '../../../components/searchIcon';
import { srOnly } from '../../../components/styles';
import { useSearchPrefetch } from '../hooks/useSearchPrefetch';
import { useSubmitSearch } from '../hooks/useSubmitSearch';
import { DetectedTypeBadge } from './DetectedTypeBadge';
import { HEADER_PLACEHOLDERS, HEADER_SEARCH_KINDS, SEARCH_KIND_LABELS } from './searchLabels';

/** Where a {@link SearchForm} stands: the home panel, the search page (/search) or the site header. */
export type SearchFormVariant = 'home' | 'page' | 'header';

/** Props of {@link SearchForm}. */
export interface SearchFormProps {
  /** Which search input this is; sets labels, placeholder, parse rule, badge and layout. */
  variant: SearchFormVariant;
  /** `header` only: one-line layout for the header bar; the message floats under the input. Default false. */
  compact?: boolean;
  /** The input text (controlled; the owner fills it from examples or clears it after a search). */
  value: string;
  /** Called with the new text on every keystroke. */
  onValueChange: (value: string) => void;
  /**
   * The chosen kind, `null` while none is chosen.
   * - `page`: the selected example card: sets the placeholder, and text that matches no kind gets
   *   this kind's message;
   * - `header`: the kind the visitor picked; until then the picker follows what the text looks like;
   * - `home`: not used.
   */
  kind?: SearchKind | null;
  /** `header` only: called with the kind the visitor picks in the 'Search type' picker. */
  onKindChange?: (kind: SearchKind) => void;
  /** Called after a search navigated (not for invalid or empty input). */
  onSearched?: () => void;
  /** Ref to the text input (to focus it after an example filled it, or on page load). */
  inputRef?: Ref<HTMLInputElement>;
  /**
   * Replaces the default search (go to the full page of the parsed query): called with a valid
   * parsed query, returns true when it searched. The home panel shows results in place with it.
   */
  onSubmitParsed?: (parsed: ParsedQuery) => boolean;
}

/** Name of each variant's `search` landmark (the form's `aria-label`). */
const FORM_LABELS: Record<SearchFormVariant, string> = {
  home: 'Explore the XRP Ledger',
  page: 'Search the XRP Ledger',
  // A name of its own: two search landmarks with one name cannot be told apart (/search has both).
  header: 'Site search',
};

/** Badge names per variant: the search page names kinds as its cards do ('Account'); the header shows no badge. */
const BADGE_LABELS: Record<SearchFormVariant, Readonly<Record<SearchKind, string>> | null> = {
  home: SEARCH_KIND_LABELS,
  page: SEARCH_PAGE_LABELS,
  header: null,
};

const KIND_OPTIONS = HEADER_SEARCH_KINDS.map((k) => ({ value: k, label: SEARCH_KIND_LABELS[k] }));

/**
 * Parses the input of one variant (spec §5 rules and messages, trimmed; blank input is invalid
 * with no message):
 * - `home`: `classifySearch`;
 * - `page`: `classifySearch`; text that matches no kind while a card is selected gets
 *   `validateForKind(text, kind)` (the selected kind's message);
 * - `header`: the picked kind, else the detected one, validated with `validateForKind`; while
 *   neither exists, the general message of `classifySearch`.
 *
 * @returns the parsed query and the kind the header picker shows (picked, detected, else transaction).
 */
function parseSearchInput(variant: SearchFormVariant, text: string, kind: SearchKind | null): { parsed: ParsedQuery; shownKind: SearchKind } {
  const classified = classifySearch(text);
  // A token (CUR.issuer) or an MPTokenIssuanceID (48 hex) opens its page whatever kind is picked.
  if (classified.type === 'token' || classified.type === 'mpt') return { parsed: classified, shownKind: kind ?? 'transaction' };
  const chosen = variant === 'home' ? null : kind;
  const shownKind = chosen ?? classified.type ?? 'transaction';
  if (variant === 'header') {
    const parsed = chosen === null && classified.type === null ? classified : validateForKind(text, shownKind);
    return { parsed, shownKind };
  }
  const useChosen = chosen !== null && !classified.isValid && classified.type === null && classified.error !== null;
  return { parsed: useChosen ? validateForKind(text, chosen) : classified, shownKind };
}

const getStyles = (theme: LedgerLensTheme) => ({
  form: css`position: relative; display: grid; gap: ${theme.spacing(1)}; width: 100%;`,
  row: css`display: grid; gap: ${theme.spacing(1)}; grid-template-columns: 1fr;`,
  /** Home and page: input and button side by side from medium screens up. */
  rowWide: css`${theme.mq.md} { grid-template-columns: minmax(0, 1fr) auto; }`,
  /** Header: picker, input and button side by side from medium screens up. */
  rowHeader: css`align-items: center; ${theme.mq.md} { grid-template-columns: auto minmax(0, 1fr) auto; }`,
  rowCompact: css`grid-template-columns: auto minmax(0, 1fr) auto;`,
  picker: css`font-weight: 600; background: ${theme.color.surfaceAlt};`,
  field: css`position: relative; min-width: 0;`,
  input: {
    home: css`height: 48px; font-size: 15px; padding-right: ${theme.spacing(15)};`,
    page: css`height: 50px; font-size: 16px; padding-right: ${theme.spacing(15)};`,
    header: null,
  } satisfies Record<SearchFormVariant, unknown>,
  compactControl: css`height: 36px;`,
  error: {
    home: css`margin: 0; font-size: 13px; color: ${theme.color.danger};`,
    page: css`margin: 0; font-size: 14px; color: ${theme.color.danger};`,
    header: css`margin: ${theme.spacing(0.5, 0, 0)}; font-size: 12px; line-height: 1.4; color: ${theme.color.danger};`,
  } satisfies Record<SearchFormVariant, unknown>,
  /** A note rather than an error (a pasted X-address). */
  hint: css`color: ${theme.color.textMuted};`,
  /** Compact header: the message floats under the input instead of growing the header bar. */
  errorFloating: css`
    position: absolute; left: 0; right: 0; top: 100%; z-index: 20; padding: ${theme.spacing(0.75, 1)};
    background: ${theme.color.surface}; border: 1px solid ${theme.color.dangerBorder};
    border-radius: ${theme.radius.sm}; box-shadow: ${theme.shadow.popover};
  `,
});

/**
 * The one search form of LedgerLens, used by the home panel, the search page and the header
 * (spec §2 "Home", "Search page", "Shared layout" search box). A `search` landmark with a labelled
 * text input, a detected-type badge (home, page), a 'Search type' kind picker (header, Radix
 * `Select`), the validation message under the input (spec §5 texts, linked with
 * `aria-describedby`, announced politely) and a Search button enabled only for valid input.
 *
 * A pasted X-address opens its account page (a note says so under the input); a pasted secret key
 * is refused with the secret-key warning and is never sent, prefetched or put in a URL.
 *
 * Enter or the button goes to the parsed query's route (`/transaction/{x}`, `/account/{x}`,
 * `/ledger/{x}`, x normalised) and then calls `onSearched`; invalid or empty input does nothing.
 * Once the input is valid its record is prefetched (`GET /api/transaction/{id}`,
 * `/api/account/{address}` or `/api/ledger/{index}`, 60 s freshness). Parse rules per variant:
 * see `kind`.
 */
export function SearchForm({
  variant,
  compact = false,
  value,
  onValueChange,
  kind = null,
  onKindChange,
  onSearched,
  inputRef,
  onSubmitParsed,
}: SearchFormProps) {
  const styles = useStyles(getStyles);
  const { parsed, shownKind } = useMemo(() => parseSearchInput(variant, value, kind), [variant, value, kind]);
  const submit = useSubmitSearch();
  const hydrated = useHydrated();
  // Text typed into the server's form before the takeover stays in the box.
  const ref = useTypedBeforeHydration(value, onValueChange, inputRef);
  useSearchPrefetch(parsed);

  const id = useId();
  const inputId = `${id}-q`;
  const errorId = `${id}-err`;
  const badgeId = `${id}-type`;
  const isHeader = variant === 'header';
  const compactHeader = isHeader && compact;
  const badgeLabels = BADGE_LABELS[variant];
  const badge = parsed.type === 'token' ? 'Token' : parsed.type === 'mpt' ? 'MPT' : badgeLabels && parsed.type ? badgeLabels[parsed.type] : null;
  const { error } = parsed;
  // A pasted X-address is searched (it opens the account page); say so under the input.
  const hint = parsed.pasted === 'xAddress' ? X_ADDRESS_HINT : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const searched = onSubmitParsed ? parsed.isValid && parsed.normalizedQuery !== '' && onSubmitParsed(parsed) : submit(parsed);
    if (searched) onSearched?.();
  };

  const message = error || hint ? (
    <p id={errorId} aria-live="polite" css={[styles.error[variant], hint && styles.hint, compactHeader && styles.errorFloating]}>
      {error ?? hint}
    </p>
  ) : null;

  return (
    // A GET form to the search page: before the app has taken a server-rendered page over (or
    // without JavaScript) it still submits, and the server answers `/search?q=…` with the page found.
    <form role="search" aria-label={FORM_LABELS[variant]} method="get" action={SEARCH_PAGE_PATH} onSubmit={onSubmit} noValidate css={styles.form}>
      <div css={[styles.row, isHeader ? styles.rowHeader : styles.rowWide, compactHeader && styles.rowCompact]}>
        {isHeader ? (
          <Select
            id={`${id}-kind`}
            label="Search type"
            value={shownKind}
            onValueChange={(next) => onKindChange?.(next as SearchKind)}
            // Picking the kind already shown (or closing the list on it) is a choice too.
            onOpenChange={(open) => {
              if (!open && kind === null) onKindChange?.(shownKind);
            }}
            options={KIND_OPTIONS}
            size={compact ? 'sm' : 'md'}
            css={styles.picker}
          />
        ) : null}
        <div css={styles.field}>
          <label htmlFor={inputId} css={srOnly}>
            {inputLabelOf(variant, shownKind)}
          </label>
          <Input
            ref={ref}
            id={inputId}
            name="q"
            type="search"
            value={value}
            onChange={(e) => onValueChange(e.target.value)}
            placeholder={placeholderOf(variant, kind, shownKind)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            invalid={Boolean(error)}
            aria-describedby={[badge ? badgeId : '', message ? errorId : ''].filter(Boolean).join(' ') || undefined}
            css={[styles.input[variant], compactHeader && styles.compactControl]}
          />
          {badge ? <DetectedTypeBadge id={badgeId} label={badge} valid={parsed.isValid} /> : null}
          {isHeader ? message : null}
        </div>
        <Button
          type="submit"
          size={isHeader ? (compact ? 'sm' : 'md') : 'lg'}
          // Enabled until hydrated: the server's form submits what was typed before the app's validation runs.
          disabled={hydrated && !parsed.isValid}
          css={compactHeader && styles.compactControl}
        >
          <SearchIcon />
          Search
        </Button>
      </div>
      {isHeader ? null : message}
    </form>
  );
}

/** Accessible name of the input (visually hidden label): the header's names the kind it searches by. */
function inputLabelOf(variant: SearchFormVariant, shownKind: SearchKind): string {
  if (variant === 'header') return `Search by ${SEARCH_KIND_LABELS[shownKind].toLowerCase()}`;
  return variant === 'home' ? 'Transaction hash, CTID, address or ledger index' : 'Search query';
}

/** Placeholder of the input: per picked/detected kind (header), per selected card (page), else fixed. */
function placeholderOf(variant: SearchFormVariant, kind: SearchKind | null, shownKind: SearchKind): string {
  if (variant === 'header') return HEADER_PLACEHOLDERS[shownKind];
  if (variant === 'home') return 'Transaction hash, CTID, address (r…) or ledger index';
  return kind ? searchPagePlaceholder(kind) : 'Transaction hash, CTID, account address or ledger index';
}
