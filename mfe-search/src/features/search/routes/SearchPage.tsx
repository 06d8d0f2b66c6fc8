import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { css } from '@emotion/react';
import {
  Badge,
  Button,
  Card,
  Input,
  Mono,
  Muted,
  PRODUCT_NAME,
  SAMPLES,
  classifySearchPage,
  fromSearchPageType,
  searchPagePlaceholder,
  validateSearchPageInput,
  type SearchPageQuery,
  type SearchPageType,
} from '@ledgerlens/shared';
import { useSearchPrefetch } from '../hooks/useSearchPrefetch';
import { useSubmitSearch } from '../hooks/useSubmitSearch';
import { BoltIcon, BookIcon, LayersIcon, PulseIcon, SearchIcon, ShieldIcon, SwapIcon, UserIcon } from '../../../components/icons';
import { srOnly } from '../../../components/styles';
import { DetectedTypeBadge } from '../components/DetectedTypeBadge';

/** Build marker of a canary build (`LEDGERLENS_BUILD_MARKER`, webpack.federation.cjs); empty otherwise. */
declare const __BUILD_MARKER__: string | undefined;
const BUILD_MARKER = typeof __BUILD_MARKER__ === 'string' ? __BUILD_MARKER__ : '';

/** One example card of the search page. */
export interface SearchExample {
  type: SearchPageType;
  /** Card title: 'Transaction', 'Account' or 'Ledger'. */
  title: string;
  description: string;
  /** Sample value (a real mainnet record of the bundled replay data, from `SAMPLES`). */
  value: string;
}

/** The three example cards (spec §2 "Search page"), in the order Transaction, Account, Ledger. */
export const SEARCH_EXAMPLES: readonly SearchExample[] = Object.freeze([
  {
    type: 'Transaction',
    title: 'Transaction',
    description: 'Look up a payment or any other transaction by its 64-character hash or 16-character CTID.',
    value: SAMPLES.transactionHash,
  },
  {
    type: 'Account',
    title: 'Account',
    description: 'See the balance, settings and history of an XRP Ledger account.',
    value: SAMPLES.address,
  },
  {
    type: 'Ledger',
    title: 'Ledger',
    description: 'Open a ledger by its index to see every transaction it holds.',
    value: SAMPLES.ledgerIndex,
  },
]);

/** The 'Why Use LedgerLens?' blocks (spec §2 "Search page"). */
export const WHY_USE_BLOCKS = Object.freeze([
  {
    title: 'Instant Search',
    text: 'One box for everything: paste a transaction hash, CTID, account address or ledger index and go straight to it.',
  },
  {
    title: 'Secure & Reliable',
    text: 'Public and read-only: no sign-in, no wallet connection, nothing to sign. Data comes from XRP Ledger nodes.',
  },
  {
    title: 'Real-time Data',
    text: 'Results follow the validated ledger, which closes about every 4 seconds.',
  },
] as const);

const EXAMPLE_ICONS: Record<SearchPageType, ReactNode> = {
  Transaction: <SwapIcon size={22} />,
  Account: <UserIcon size={22} />,
  Ledger: <LayersIcon size={22} />,
};
const WHY_ICONS = [<BoltIcon key="b" size={22} />, <ShieldIcon key="s" size={22} />, <PulseIcon key="p" size={22} />];

/** `?type=` value → search page type (`transaction` is the documented link target). */
function typeFromParam(value: string | null): SearchPageType | null {
  switch ((value ?? '').toLowerCase()) {
    case 'transaction':
      return 'Transaction';
    case 'account':
    case 'address':
      return 'Account';
    case 'ledger':
      return 'Ledger';
    default:
      return null;
  }
}

/**
 * Input → parsed query. Classified by content (`classifySearchPage`, spec §5); when the content
 * matches nothing and a type is selected, the selected type's own message is used
 * (`validateSearchPageInput`).
 */
function parseSearchPageInput(text: string, selected: SearchPageType | null): SearchPageQuery {
  const parsed = classifySearchPage(text);
  if (!parsed.isValid && parsed.type === null && parsed.error && selected) return validateSearchPageInput(text, selected);
  return parsed;
}

/** Structured data of the page: the site and its SearchAction (spec §2: `q` is named here only). */
function structuredData(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: PRODUCT_NAME,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * Search page, route `/search` (spec §2 "Search page"): heading 'Search the XRP Ledger', an input
 * focused on load, a Search button enabled only for valid input, Enter to submit, the validation
 * message below the input once it is not empty, three example cards (Transaction, Account, Ledger)
 * that fill the input and navigate at once when the sample is valid (the selected card is
 * highlighted and sets the placeholder), the 'Why Use LedgerLens?' blocks and a 'New to XRP?'
 * button to /en/learn. `?type=transaction` preselects the Transaction type. Sets the document
 * title and WebSite/SearchAction JSON-LD. The valid input's record is prefetched (60 s freshness).
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const paramType = typeFromParam(params.get('type'));
  const [selected, setSelected] = useState<SearchPageType | null>(paramType);
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const submit = useSubmitSearch();
  const id = useId();

  useEffect(() => {
    if (paramType) setSelected(paramType);
  }, [paramType]);
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const parsed = useMemo(() => parseSearchPageInput(text, selected), [text, selected]);
  const kind = parsed.type ? fromSearchPageType(parsed.type) : null;
  useSearchPrefetch({ type: kind, isValid: parsed.isValid, normalizedQuery: parsed.normalizedQuery });

  const go = (query: SearchPageQuery) => submit(query);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(parsed);
  };

  const onExample = (example: SearchExample) => {
    setSelected(example.type);
    setText(example.value);
    const query = validateSearchPageInput(example.value, example.type);
    if (query.isValid) go(query);
  };

  const error = text.trim() === '' ? null : parsed.error;
  const placeholder = selected ? searchPagePlaceholder(selected) : 'Transaction hash, CTID, account address or ledger index';
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  return (
    <div
      css={(t) => css`
        max-width: 1100px; margin: 0 auto; padding: 24px 16px 48px; display: grid; gap: 28px;
        ${t.mq.md} { padding: 40px 24px 64px; gap: 36px; }
      `}
    >
      <title>{`Search the XRP Ledger · ${PRODUCT_NAME}`}</title>
      <meta
        name="description"
        content="Search the XRP Ledger by transaction hash, CTID, account address or ledger index with LedgerLens, a public read-only explorer."
      />
      <script type="application/ld+json">{JSON.stringify(structuredData(origin))}</script>

      <header css={css`display: grid; gap: 8px; text-align: center; justify-items: center;`}>
        <span
          css={(t) => css`
            display: inline-grid; place-items: center; width: 52px; height: 52px; border-radius: ${t.radius.lg};
            background: ${t.color.infoBg}; color: ${t.color.primary};
          `}
        >
          <SearchIcon size={26} />
        </span>
        <h1 css={(t) => css`margin: 0; font-size: 28px; line-height: 1.2; font-weight: 800; ${t.mq.md} { font-size: 36px; }`}>
          Search the XRP Ledger
        </h1>
        {BUILD_MARKER ? <Muted data-build-marker={BUILD_MARKER}>Build: {BUILD_MARKER}</Muted> : null}
        <Muted css={css`max-width: 620px; font-size: 15px;`}>
          Find any transaction, account or ledger: paste a transaction hash or CTID, a classic address starting with r, or a
          ledger index.
        </Muted>
      </header>

      <Card css={(t) => css`padding: 18px; ${t.mq.md} { padding: 24px; }`}>
        <form onSubmit={onSubmit} noValidate role="search" aria-label="Search the XRP Ledger" css={css`display: grid; gap: 8px;`}>
          <div css={(t) => css`display: grid; gap: 8px; ${t.mq.md} { grid-template-columns: minmax(0, 1fr) auto; }`}>
            <div css={css`position: relative; min-width: 0;`}>
              <label htmlFor={`${id}-q`} css={srOnly}>
                Search query
              </label>
              <Input
                ref={inputRef}
                id={`${id}-q`}
                type="search"
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={placeholder}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                invalid={Boolean(error)}
                aria-describedby={error ? `${id}-err` : undefined}
                css={css`height: 50px; font-size: 16px; padding-right: 120px;`}
              />
              {parsed.type && text.trim() !== '' ? (
                <DetectedTypeBadge label={parsed.type} valid={parsed.isValid} />
              ) : null}
            </div>
            <Button type="submit" size="lg" disabled={!parsed.isValid}>
              <SearchIcon />
              Search
            </Button>
          </div>
          {error ? (
            <p id={`${id}-err`} aria-live="polite" css={(t) => css`margin: 0; font-size: 14px; color: ${t.color.danger};`}>
              {error}
            </p>
          ) : null}
        </form>
      </Card>

      <section aria-labelledby={`${id}-examples`} css={css`display: grid; gap: 12px;`}>
        <h2 id={`${id}-examples`} css={css`margin: 0; font-size: 18px;`}>
          Try an example
        </h2>
        <div css={(t) => css`display: grid; gap: 12px; grid-template-columns: 1fr; ${t.mq.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }`}>
          {SEARCH_EXAMPLES.map((example) => {
            const active = selected === example.type;
            return (
              <button
                key={example.type}
                type="button"
                aria-pressed={active}
                onClick={() => onExample(example)}
                css={(t) => css`
                  display: grid; gap: 8px; align-content: start; text-align: left; min-width: 0; padding: 16px;
                  font: inherit; color: ${t.color.text}; cursor: pointer;
                  background: ${active ? t.color.infoBg : t.color.surface};
                  border: ${active ? 2 : 1}px solid ${active ? t.color.primary : t.color.border};
                  border-radius: ${t.radius.lg}; box-shadow: ${t.shadow.card};
                  transition: border-color .15s, transform .15s, background .15s;
                  &:hover { border-color: ${t.color.primary}; transform: translateY(-1px); }
                `}
              >
                <span css={(t) => css`display: flex; align-items: center; gap: 10px; color: ${t.color.primary};`}>
                  {EXAMPLE_ICONS[example.type]}
                  <strong css={(t) => css`font-size: 16px; color: ${t.color.text};`}>{example.title}</strong>
                  {active ? (
                    <Badge tone="primary" aria-hidden="true" css={css`margin-left: auto;`}>
                      Selected
                    </Badge>
                  ) : null}
                </span>
                <span css={(t) => css`font-size: 14px; color: ${t.color.textMuted};`}>{example.description}</span>
                <Mono css={(t) => css`font-size: 12px; color: ${t.color.textMuted};`}>{example.value}</Mono>
              </button>
            );
          })}
        </div>
      </section>

      <section aria-labelledby={`${id}-why`} css={css`display: grid; gap: 12px;`}>
        <h2 id={`${id}-why`} css={css`margin: 0; font-size: 18px;`}>
          Why Use {PRODUCT_NAME}?
        </h2>
        <div css={(t) => css`display: grid; gap: 12px; ${t.mq.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }`}>
          {WHY_USE_BLOCKS.map((block, i) => (
            <Card key={block.title} css={css`display: grid; gap: 8px; align-content: start;`}>
              <span css={(t) => css`color: ${t.color.primary};`}>{WHY_ICONS[i]}</span>
              <h3 css={css`margin: 0; font-size: 16px;`}>{block.title}</h3>
              <Muted>{block.text}</Muted>
            </Card>
          ))}
        </div>
      </section>

      <Card
        css={(t) => css`
          display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between;
          background: ${t.color.surfaceAlt};
        `}
      >
        <div css={css`display: grid; gap: 4px;`}>
          <strong>Learn the basics first</strong>
          <Muted>Hashes, CTIDs, addresses, destination tags and fees explained in short articles.</Muted>
        </div>
        <Button variant="outline" onClick={() => navigate('/en/learn')}>
          <BookIcon />
          New to XRP?
        </Button>
      </Card>
    </div>
  );
}
