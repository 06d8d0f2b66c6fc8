import { useMemo } from 'react';
import { css } from '@emotion/react';
import {
  Alert,
  Button,
  Card,
  Link,
  Mono,
  Muted,
  Page,
  SAMPLES,
  Skeleton,
  classifySearch,
  homeResultPath,
  shortenAddress,
  useNavigate,
  useSearchParams,
  useStyles,
  type LedgerLensTheme,
} from '@ledgerlens/shared';
import { WidgetSlot } from '../remotes/WidgetSlot';
import { HOME_EAGER_WIDGETS } from '../ssr/constants';

// Home cards loaded at once, in `remotes.json` order (the search panel and the market card: the
// first view on a phone); the others load when they come within one viewport of being visible.
// The web server preloads the same ones: one constant for both.
export { HOME_EAGER_WIDGETS };

/** Props of the home cards (none), one object for every render. */
const NO_PROPS = Object.freeze({});

const getStyles = (theme: LedgerLensTheme) => ({
  page: css`display: grid; gap: ${theme.spacing(3)};`,
  skeleton: css`border-radius: ${theme.radius.lg};`,
  result: css`display: grid; gap: ${theme.spacing(2)};`,
  bar: css`display: flex; gap: ${theme.spacing(1.5)}; align-items: center; flex-wrap: wrap;`,
  heading: css`margin: 0; font-size: 22px; line-height: 1.25; font-weight: 800;`,
  query: css`display: grid; gap: ${theme.spacing(0.25)}; min-width: 0; flex: 1 1 260px;`,
  queryText: css`font-size: 13px; overflow-wrap: anywhere;`,
  hints: css`display: flex; gap: ${theme.spacing(1)}; align-items: center; flex-wrap: wrap; padding: ${theme.spacing(1.5, 2)};`,
  hintLabel: css`margin: 0; font-size: 13px;`,
  hint: css`color: ${theme.color.primary}; font-size: 14px; font-weight: 600; text-decoration: none; &:hover { text-decoration: underline; }`,
  /** Read by screen readers, not drawn (the cards carry their own visible titles). */
  srOnly: css`position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;`,
});


/**
 * A search result shown on home in place (spec §2 "Home": "after a search result exists, home
 * shows the transaction or address result … instead, with a back-to-search action and example
 * hash and address hints"): for an address, the widgets remotes put in the `account` slot (wallet
 * card and transaction list); for a transaction (hash or CTID), those of the `transaction` slot
 * (its summary). The shell names no widget: `remotes.json` does.
 */
function HomeResult({ kind, query }: { kind: 'address' | 'transaction'; query: string }) {
  const styles = useStyles(getStyles);
  const navigate = useNavigate();
  const back = () => void navigate('/');
  const label = kind === 'address' ? `Account ${shortenAddress(query, 8, 6)}` : `Transaction ${query.slice(0, 12)}…`;
  const fallback = useMemo(() => <Skeleton h="220px" css={styles.skeleton} />, [styles]);
  const accountProps = useMemo(() => ({ address: query }), [query]);
  const transactionProps = useMemo(() => ({ id: query }), [query]);
  return (
    <div css={styles.result}>
      <title>{`${label} · LedgerLens`}</title>
      <meta name="robots" content="noindex" />
      <div css={styles.bar}>
        <Button variant="outline" size="sm" onClick={back}>
          ← Back to search
        </Button>
        <div css={styles.query}>
          <h1 css={styles.heading}>{kind === 'address' ? 'Account result' : 'Transaction result'}</h1>
          <Mono css={styles.queryText} data-testid="home-result-query">
            {query}
          </Mono>
        </div>
      </div>
      {kind === 'address' ? (
        <WidgetSlot slot="account" props={accountProps} unavailable="panel" fallback={fallback} />
      ) : (
        <WidgetSlot slot="transaction" props={transactionProps} unavailable="panel" fallback={fallback} />
      )}
      <Card css={styles.hints} aria-label="Examples">
        <Muted css={styles.hintLabel}>Try an example:</Muted>
        <Link to={homeResultPath(SAMPLES.transactionHash)} css={styles.hint}>
          Transaction {SAMPLES.transactionHash.slice(0, 8)}…
        </Link>
        <Link to={homeResultPath(SAMPLES.address)} css={styles.hint}>
          Wallet {shortenAddress(SAMPLES.address)}
        </Link>
      </Card>
    </div>
  );
}

/**
 * Home dashboard: the widgets remotes put in the `home` slot (`remotes.json`), in order. With a
 * search result in the URL (`/?q={address, hash or CTID}`, set by the home search panel) it shows
 * that result instead ({@link HomeResult}); back, forward, reload and a shared link all work, since
 * the URL is the state. A `q` that is not an address or a transaction is said so above the dashboard.
 * The dashboard's heading "LedgerLens XRP Ledger Explorer" is for screen readers (focused after
 * navigating home); a result has its own visible heading.
 */
export function Home() {
  const styles = useStyles(getStyles);
  // Stable props and fallback: a server-drawn card still hydrating must not receive an update (WidgetSlot).
  const cardFallback = useMemo(() => <Skeleton h="220px" css={styles.skeleton} />, [styles]);
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const parsed = query ? classifySearch(query) : null;
  const inPlace = parsed?.isValid && !parsed.pasted && (parsed.type === 'address' || parsed.type === 'transaction') ? parsed.type : null;
  return (
    <Page css={styles.page}>
      {inPlace && parsed ? (
        <HomeResult kind={inPlace} query={parsed.normalizedQuery} />
      ) : (
        <>
          <title>LedgerLens · XRP Ledger Explorer</title>
          <meta name="description" content="Search XRP Ledger transactions, CTIDs, accounts and ledgers." />
          <h1 css={styles.srOnly}>LedgerLens XRP Ledger Explorer</h1>
          {parsed?.pasted === 'xAddress' ? (
            <Alert variant="info" title="X-addresses open on the account page">
              <Link to={parsed.navigateTo}>Open the account of {parsed.normalizedQuery}</Link>
            </Alert>
          ) : parsed?.pasted === 'secret' ? (
            <Alert variant="destructive" title="This is a secret key" role="alert">
              {parsed.error}
            </Alert>
          ) : parsed?.isValid && parsed.type === 'ledger' ? (
            <Alert variant="info" title="Ledgers open on their own page">
              <Link to={parsed.navigateTo}>Open ledger {parsed.normalizedQuery}</Link>
            </Alert>
          ) : parsed ? (
            <Alert variant="destructive" title="No result to show" role="alert">
              {parsed.error ?? 'Enter a transaction hash, CTID or XRP address.'} (<Mono>{query}</Mono>)
            </Alert>
          ) : null}
          <WidgetSlot slot="home" props={NO_PROPS} unavailable="panel" eager={HOME_EAGER_WIDGETS} fallback={cardFallback} />
        </>
      )}
    </Page>
  );
}
