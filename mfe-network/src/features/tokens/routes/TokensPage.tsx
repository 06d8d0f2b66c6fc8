import { useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { css } from '@emotion/react';
import {
  Badge,
  Button,
  Card,
  Input,
  Link,
  MESSAGES,
  Muted,
  PRODUCT_NAME,
  Page,
  Select,
  Skeleton,
  describeRequestError,
  useAppDispatch,
  useStyles,
  type LedgerLensTheme,
} from '@ledgerlens/shared';
import { IndexNotReady } from '../../../components/ledgerState/IndexNotReady';
import { LedgerSource } from '../../../components/ledgerState/LedgerSource';
import { isIndexNotReady } from '../../../components/ledgerState/indexStatusApi';
import { TOKENS_REFETCH_S, tokensApi, useGetTokensQuery } from '../api/tokensApi';
import { TokenStats } from '../components/TokenStats';
import { TokenTable } from '../components/TokenTable';
import { SORT_KEYS, SORT_LABELS, filterTokens, sortTokens, type TokenSortKey } from '../hooks/tokenView';
import { useTokenFilters } from '../hooks/useTokenFilters';

/** Rows drawn at first, and added by each "Show more". */
export const TOKENS_PAGE_ROWS = 100;

const getStyles = (theme: LedgerLensTheme) => ({
  stack: css`display: grid; gap: ${theme.spacing(3)}; min-width: 0;`,
  hero: css`display: grid; gap: ${theme.spacing(1)};`,
  badges: css`display: flex; flex-wrap: wrap; gap: ${theme.spacing(1)};`,
  title: css`margin: 0; font-size: 26px; line-height: 1.2; ${theme.mq.md} { font-size: 32px; }`,
  intro: css`margin: 0; max-width: ${theme.size.text}; color: ${theme.color.textMuted}; font-size: 15px; line-height: 1.6;`,
  inlineLink: css`color: ${theme.color.primary}; text-decoration: underline;`,
  toolbar: css`display: grid; gap: ${theme.spacing(1)}; ${theme.mq.md} { grid-template-columns: minmax(0, 1fr) 220px; align-items: center; }`,
  list: css`display: grid; gap: ${theme.spacing(1.5)}; min-width: 0;`,
  count: css`margin: 0; font-size: 14px; color: ${theme.color.textMuted}; font-variant-numeric: tabular-nums;`,
  more: css`justify-self: center;`,
  state: css`display: grid; gap: ${theme.spacing(1)}; justify-items: center; text-align: center; padding: ${theme.spacing(4, 2)};`,
  stateTitle: css`margin: 0; font-size: 18px;`,
  error: css`display: grid; gap: ${theme.spacing(1)}; justify-items: start; padding: ${theme.spacing(2.5)}; border-color: ${theme.color.dangerBorder};`,
  errorTitle: css`margin: 0; font-size: 18px; color: ${theme.color.danger};`,
  skeletonGrid: css`display: grid; gap: ${theme.spacing(1.5)}; grid-template-columns: repeat(2, minmax(0, 1fr)); ${theme.mq.lg} { grid-template-columns: repeat(6, minmax(0, 1fr)); }`,
});

const SORT_OPTIONS = SORT_KEYS.map((k) => ({ value: k, label: `Sort: ${SORT_LABELS[k]}` }));

/**
 * Token directory, route `/tokens` (spec §2 "Tokens page", §4 token score and sentiment, §5 token
 * search): from `GET /api/tokens`, the sentiment and stat cards, a search by token or issuer
 * (currency, name, domain, issuer; case-insensitive substring), the five sort keys and the table,
 * drawn 100 rows at a time. States: loading skeleton, 'Unable to load token data. Please try
 * again.', the index not built yet (with the indexer's progress), 'No tokens found', loaded.
 */
export function TokensPage() {
  const styles = useStyles(getStyles);
  const dispatch = useAppDispatch();
  const { data, error, isError, isFetching } = useGetTokensQuery(undefined, { refetchOnMountOrArgChange: TOKENS_REFETCH_S });
  const { query, sort, setQuery, setSort } = useTokenFilters();
  const [shown, setShown] = useState(TOKENS_PAGE_ROWS);
  const retry = useCallback(() => dispatch(tokensApi.util.invalidateTags(['Tokens'])), [dispatch]);
  // Typing stays responsive over a mainnet-size directory: the table follows the deferred text.
  const deferredQuery = useDeferredValue(query);
  const visible = useMemo(() => sortTokens(filterTokens(data?.tokens ?? [], deferredQuery), sort), [data, deferredQuery, sort]);

  let body: ReactNode;
  if ((isError && isIndexNotReady(error)) || (data && data.ledger === null)) {
    body = <IndexNotReady title="The token directory is being built" what="the token directory" onReady={retry} />;
  } else if (isError) {
    const message = describeRequestError(error);
    body = (
      <Card css={styles.error} role="alert">
        <h2 css={styles.errorTitle}>{MESSAGES.tokenDataError}</h2>
        {message ? <Muted>{message}</Muted> : null}
        <Button variant="outline" size="sm" onClick={retry} disabled={isFetching}>
          {isFetching ? 'Retrying…' : 'Try again'}
        </Button>
      </Card>
    );
  } else if (!data) {
    body = (
      <div aria-busy="true" aria-label="Loading tokens" css={styles.stack}>
        <div css={styles.skeletonGrid}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="92px" data-testid="token-placeholder" />
          ))}
        </div>
        <Skeleton h="44px" />
        <Skeleton h="420px" />
      </div>
    );
  } else {
    const rows = visible.slice(0, shown);
    body = (
      <>
        {data.ledger ? (
          <LedgerSource ledger={data.ledger} what="Trust lines and supply computed">
            {typeof data.unattributedZeroLines === 'number' && data.unattributedZeroLines > 0 ? (
              <span data-testid="unattributed-zero-lines">
                Zero-balance trust lines with no clear issuer, counted apart (in no token): {data.unattributedZeroLines.toLocaleString('en-US')}.
              </span>
            ) : null}
          </LedgerSource>
        ) : null}
        <TokenStats tokens={data.tokens} total={data.total} window={data.window} />
        <section css={styles.list} aria-label="Token Directory">
          <div css={styles.toolbar}>
            <Input
              type="search"
              aria-label="Search by token or issuer"
              placeholder="Search by token or issuer"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setShown(TOKENS_PAGE_ROWS);
              }}
            />
            <Select label="Sort tokens by" value={sort} options={SORT_OPTIONS} onValueChange={(v) => setSort(v as TokenSortKey)} />
          </div>
          {visible.length === 0 ? (
            <Card css={styles.state}>
              <h2 css={styles.stateTitle}>{MESSAGES.noTokens}</h2>
              {query.trim() ? (
                <>
                  <Muted>No token or issuer matches “{query.trim()}”.</Muted>
                  <Button variant="outline" size="sm" onClick={() => setQuery('')}>
                    Clear search
                  </Button>
                </>
              ) : (
                <Muted>The ledger this index describes has no trust lines.</Muted>
              )}
            </Card>
          ) : (
            <>
              <p css={styles.count} aria-live="polite">
                Showing {rows.length.toLocaleString('en-US')} of {visible.length.toLocaleString('en-US')} tokens
                {query.trim() ? ` matching “${query.trim()}”` : ''} · sorted by {SORT_LABELS[sort].toLowerCase()}
              </p>
              <TokenTable tokens={rows} window={data.window} />
              {rows.length < visible.length ? (
                <Button css={styles.more} variant="outline" onClick={() => setShown((n) => n + TOKENS_PAGE_ROWS)}>
                  Show {Math.min(TOKENS_PAGE_ROWS, visible.length - rows.length)} more
                </Button>
              ) : null}
            </>
          )}
        </section>
      </>
    );
  }

  return (
    <Page>
      <title>{`Token Directory · ${PRODUCT_NAME}`}</title>
      <meta name="description" content="Every issued token on the XRP Ledger: search by token or issuer, compare volume, market cap, trust lines and holders." />
      <div css={styles.stack}>
        <header css={styles.hero}>
          <div css={styles.badges}>
            <Badge tone="primary">XRPL Analytics</Badge>
            <Badge tone="outline">Issued tokens</Badge>
          </div>
          <h1 css={styles.title}>Token Directory</h1>
          <p css={styles.intro}>
            Every token issued on the XRP Ledger, found by name or issuer and compared by volume, market cap, trust lines and holders. Trust lines,
            holders and supply are counted by {PRODUCT_NAME} from the full ledger state; prices come from DEX trades against XRP. Tokens also trade in the
            ledger&apos;s own{' '}
            <Link to="/amm" css={styles.inlineLink}>
              AMM pools
            </Link>
            .
          </p>
        </header>
        {body}
      </div>
    </Page>
  );
}
