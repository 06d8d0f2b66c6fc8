import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { css } from '@emotion/react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Mono,
  Muted,
  parseSearchKind,
  PRODUCT_NAME,
  samplesFor,
  selectNetwork,
  useAppSelector,
  type SearchSamples,
  SEARCH_PAGE_LABELS,
  searchTarget,
  SECRET_KEY_SERVER_MESSAGE,
  looksLikeSecret,
  useHydrated,
  useNavigate,
  useSearchParams,
  useStyles,
  validateForKind,
  type LedgerLensTheme,
  type SearchKind,
} from '@ledgerlens/shared';
import { useSubmitSearch } from '../hooks/useSubmitSearch';
import { BoltIcon, BookIcon, LayersIcon, PulseIcon, SearchIcon, ShieldIcon, SwapIcon, UserIcon } from '../../../components/icons';
import { SearchForm } from '../components/SearchForm';

/** Build marker of a canary build (`LEDGERLENS_BUILD_MARKER`, webpack.federation.cjs); empty otherwise. */
declare const __BUILD_MARKER__: string | undefined;
const BUILD_MARKER = typeof __BUILD_MARKER__ === 'string' ? __BUILD_MARKER__ : '';

/** One example card of the search page. */
export interface SearchExample {
  /** Kind of the sample; the card selects it (placeholder, message for unmatched text). */
  kind: SearchKind;
  /** Card title: 'Transaction', 'Account' or 'Ledger' (`SEARCH_PAGE_LABELS` of the kind). */
  title: string;
  description: string;
  /** Sample value (a real record of the node's network in the bundled replay data, `samplesFor`); none on a network with nothing recorded. */
  value?: string;
}

/** The three example cards (spec §2 "Search page"), in the order Transaction, Account, Ledger, with the samples of the node's network. */
export function searchExamples(samples: SearchSamples | undefined): readonly SearchExample[] {
  return [
  {
    kind: 'transaction',
    title: SEARCH_PAGE_LABELS.transaction,
    description: 'Look up a payment or any other transaction by its 64-character hash or 16-character CTID.',
    value: samples?.transactionHash,
  },
  {
    kind: 'address',
    title: SEARCH_PAGE_LABELS.address,
    description: 'See the balance, settings and history of an XRP Ledger account.',
    value: samples?.address,
  },
  {
    kind: 'ledger',
    title: SEARCH_PAGE_LABELS.ledger,
    description: 'Open a ledger by its index to see every transaction it holds.',
    value: samples?.ledgerIndex,
  },
];
}

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

const EXAMPLE_ICONS: Record<SearchKind, ReactNode> = {
  transaction: <SwapIcon size={22} />,
  address: <UserIcon size={22} />,
  ledger: <LayersIcon size={22} />,
};
const WHY_ICONS = [<BoltIcon key="b" size={22} />, <ShieldIcon key="s" size={22} />, <PulseIcon key="p" size={22} />];

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


const getStyles = (theme: LedgerLensTheme) => ({
  page: css`
    max-width: 1100px; margin: 0 auto; padding: ${theme.spacing(3, 2, 6)}; display: grid; gap: ${theme.spacing(3.5)};
    ${theme.mq.md} { padding: ${theme.spacing(5, 3, 8)}; gap: ${theme.spacing(4.5)}; }
  `,
  hero: css`display: grid; gap: ${theme.spacing(1)}; text-align: center; justify-items: center;`,
  heroIcon: css`
    display: inline-grid; place-items: center; width: 52px; height: 52px; border-radius: ${theme.radius.lg};
    background: ${theme.color.infoBg}; color: ${theme.color.primary};
  `,
  title: css`margin: 0; font-size: 28px; line-height: 1.2; font-weight: 800; ${theme.mq.md} { font-size: 36px; }`,
  lead: css`max-width: 620px; font-size: 15px;`,
  formCard: css`padding: ${theme.spacing(2.25)}; ${theme.mq.md} { padding: ${theme.spacing(3)}; }`,
  section: css`display: grid; gap: ${theme.spacing(1.5)};`,
  sectionTitle: css`margin: 0; font-size: 18px;`,
  columns: css`
    display: grid; gap: ${theme.spacing(1.5)}; grid-template-columns: 1fr;
    ${theme.mq.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  `,
  example: css`
    display: grid; gap: ${theme.spacing(1)}; align-content: start; text-align: left; min-width: 0; padding: ${theme.spacing(2)};
    font: inherit; color: ${theme.color.text}; cursor: pointer;
    background: ${theme.color.surface}; border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.lg}; box-shadow: ${theme.shadow.card};
    transition: border-color .15s, transform .15s, background .15s;
    &:hover { border-color: ${theme.color.primary}; transform: translateY(-1px); }
    &[aria-pressed='true'] { background: ${theme.color.infoBg}; border: 2px solid ${theme.color.primary}; }
  `,
  exampleHead: css`display: flex; align-items: center; gap: ${theme.spacing(1.25)}; color: ${theme.color.primary};`,
  exampleTitle: css`font-size: 16px; color: ${theme.color.text};`,
  selectedBadge: css`margin-left: auto;`,
  exampleText: css`font-size: 14px; color: ${theme.color.textMuted};`,
  exampleValue: css`font-size: 12px; color: ${theme.color.textMuted};`,
  whyCard: css`display: grid; gap: ${theme.spacing(1)}; align-content: start;`,
  whyIcon: css`color: ${theme.color.primary};`,
  whyTitle: css`margin: 0; font-size: 16px;`,
  learn: css`
    display: flex; flex-wrap: wrap; gap: ${theme.spacing(1.5)}; align-items: center; justify-content: space-between;
    background: ${theme.color.surfaceAlt};
  `,
  learnText: css`display: grid; gap: ${theme.spacing(0.5)};`,
});

/**
 * Search page, route `/search` (spec §2 "Search page"): heading 'Search the XRP Ledger', a
 * {@link SearchForm} of variant `page` (input focused on load, a Search button enabled only for
 * valid input, Enter to submit, the validation message below the input once it is not empty,
 * detected-type badge named Transaction / Account / Ledger), three example cards (Transaction,
 * Account, Ledger) that fill the input and navigate at once when the sample is valid (the selected
 * card is highlighted and sets the placeholder), the 'Why Use LedgerLens?' blocks and a 'New to
 * XRP?' button to /en/learn. `?type=transaction` preselects the Transaction card; `?q=` fills the
 * input (a valid query goes to its page at once). Server-rendered (its form works before the app
 * runs: GET `/search?q=…`); the structured data is added after hydration. Sets the
 * document title and WebSite/SearchAction JSON-LD. The valid input's record is prefetched (60 s
 * freshness).
 */
export function SearchPage() {
  const styles = useStyles(getStyles);
  const [params] = useSearchParams();
  const paramKind = parseSearchKind(params.get('type'));
  const [selected, setSelected] = useState<SearchKind | null>(paramKind);
  // `?q=` of a search form submitted before the app ran: an invalid query is shown with its message.
  const query = params.get('q');
  // A secret key or XLS-12 secret numbers that reached the URL (a form sent before the app ran, or
  // without JavaScript) are never written back into the page, and the page says what happened.
  const secretQuery = query !== null && looksLikeSecret(query);
  const [refusedSecret] = useState(secretQuery);
  const [text, setText] = useState(() => (secretQuery ? '' : (query ?? '')));
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const submit = useSubmitSearch();
  const id = useId();

  useEffect(() => {
    if (paramKind) setSelected(paramKind);
  }, [paramKind]);
  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  // ...and is taken out of the address bar and the tab's history.
  useEffect(() => {
    if (secretQuery) void navigate('/search', { replace: true });
  }, [secretQuery, navigate]);
  // A valid `?q=` reached in the app (the server answers it with a redirect): straight to its page.
  const target = searchTarget(query);
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);

  const samples = samplesFor(useAppSelector(selectNetwork)?.id);
  const onExample = (example: SearchExample) => {
    setSelected(example.kind);
    // A network with nothing recorded: the card only chooses what to search for.
    if (example.value === undefined) return inputRef.current?.focus();
    setText(example.value);
    submit(validateForKind(example.value, example.kind));
  };

  // The page's origin is known only in the browser: the structured data comes after hydration.
  const origin = hydrated ? window.location.origin : undefined;

  return (
    <div css={styles.page}>
      <title>{`Search the XRP Ledger · ${PRODUCT_NAME}`}</title>
      <meta
        name="description"
        content="Search the XRP Ledger by transaction hash, CTID, account address or ledger index with LedgerLens, a public read-only explorer."
      />
      {origin !== undefined ? <script type="application/ld+json">{JSON.stringify(structuredData(origin))}</script> : null}

      <header css={styles.hero}>
        <span css={styles.heroIcon}>
          <SearchIcon size={26} />
        </span>
        <h1 css={styles.title}>Search the XRP Ledger</h1>
        {BUILD_MARKER ? <Muted data-build-marker={BUILD_MARKER}>Build: {BUILD_MARKER}</Muted> : null}
        <Muted css={styles.lead}>
          Find any transaction, account or ledger: paste a transaction hash or CTID, a classic address starting with r, or a
          ledger index.
        </Muted>
      </header>

      <Card css={styles.formCard}>
        {refusedSecret && text === '' ? (
          <Alert variant="destructive" title="Secret key refused" data-testid="secret-server-notice">
            {SECRET_KEY_SERVER_MESSAGE}
          </Alert>
        ) : null}
        <SearchForm variant="page" value={text} onValueChange={setText} kind={selected} inputRef={inputRef} />
      </Card>

      <section aria-labelledby={`${id}-examples`} css={styles.section}>
        <h2 id={`${id}-examples`} css={styles.sectionTitle}>
          Try an example
        </h2>
        <div css={styles.columns}>
          {searchExamples(samples).map((example) => {
            const active = selected === example.kind;
            return (
              <button key={example.kind} type="button" aria-pressed={active} onClick={() => onExample(example)} css={styles.example}>
                <span css={styles.exampleHead}>
                  {EXAMPLE_ICONS[example.kind]}
                  <strong css={styles.exampleTitle}>{example.title}</strong>
                  {active ? (
                    <Badge tone="primary" aria-hidden="true" css={styles.selectedBadge}>
                      Selected
                    </Badge>
                  ) : null}
                </span>
                <span css={styles.exampleText}>{example.description}</span>
                {example.value ? <Mono css={styles.exampleValue}>{example.value}</Mono> : null}
              </button>
            );
          })}
        </div>
      </section>

      <section aria-labelledby={`${id}-why`} css={styles.section}>
        <h2 id={`${id}-why`} css={styles.sectionTitle}>
          Why Use {PRODUCT_NAME}?
        </h2>
        <div css={styles.columns}>
          {WHY_USE_BLOCKS.map((block, i) => (
            <Card key={block.title} css={styles.whyCard}>
              <span css={styles.whyIcon}>{WHY_ICONS[i]}</span>
              <h3 css={styles.whyTitle}>{block.title}</h3>
              <Muted>{block.text}</Muted>
            </Card>
          ))}
        </div>
      </section>

      <Card css={styles.learn}>
        <div css={styles.learnText}>
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
