import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { css } from '@emotion/react';
import {
  Alert,
  Button,
  Card,
  MARKET_DATA_REFETCH_MS,
  MESSAGES,
  Mono,
  Muted,
  PRODUCT_NAME,
  Page,
  SAMPLES,
  Skeleton,
  describeRequestError,
  timeAgo,
  useAppDispatch,
  useGetAccountQuery,
  useGetMarketDataQuery,
  useLocation,
  useNavigate,
  useParams,
  useRenderTime,
  useStyles,
  type LedgerLensTheme,
} from '@ledgerlens/shared';
import { SEED_MESSAGE, validateAccountAddress } from '@ledgerlens/shared/address';
import { accountApi, accountTags } from '../api/accountApi';
import { useGetAccountIdentityQuery } from '../api/identityApi';
import { AccountHero } from '../components/AccountHero';
import { AccountDetails } from '../components/AccountDetails';
import { AmmPoolNotice } from '../components/AmmPoolNotice';
import { HoldingsTabs, useOpenTabData } from '../components/HoldingsTabs';
import { IdentitySection } from '../components/IdentitySection';

const getStyles = (theme: LedgerLensTheme) => ({
  stack: css`display: grid; gap: ${theme.spacing(2)};`,
  topBar: css`display: flex; gap: ${theme.spacing(1)}; align-items: center; justify-content: space-between; flex-wrap: wrap;`,
  right: css`display: flex; gap: ${theme.spacing(1)}; align-items: center;`,
  state: css`display: grid; gap: ${theme.spacing(1.25)}; justify-items: center; text-align: center; padding: ${theme.spacing(4, 2)};`,
  title: css`margin: 0; font-size: 24px;`,
  help: css`margin: 0; padding-left: ${theme.spacing(2.5)}; text-align: left; color: ${theme.color.textMuted};`,
  hints: css`display: flex; gap: ${theme.spacing(1)}; flex-wrap: wrap; justify-content: center;`,
  skeletons: css`display: grid; gap: ${theme.spacing(2)};`,
});

/** How often the "Updated … ago" label is recomputed, ms. */
export const UPDATED_TICK_MS = 5_000;

/**
 * "Updated … ago" of the account's answer (`fulfilledTimeStamp`, Unix ms), ticking every
 * {@link UPDATED_TICK_MS}: at the server's render time while its markup is taken over
 * ({@link useRenderTime}), then the browser's clock. Its own component, so a tick (and the switch
 * to the browser's clock after the takeover) redraws this label, not the page.
 */
function UpdatedAgo({ at }: { at: number | undefined }) {
  const renderTime = useRenderTime();
  const [now, setNow] = useState(renderTime);
  useEffect(() => setNow(renderTime), [renderTime]);
  // A refreshed answer: "just now" at once, not at the next tick.
  useEffect(() => setNow((n) => (at !== undefined && at > n ? Date.now() : n)), [at]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), UPDATED_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return <Muted>Updated {at ? timeAgo(at, now) : '—'}</Muted>;
}

function pageTitle(text: string) {
  return <title>{`${text} · ${PRODUCT_NAME}`}</title>;
}

/**
 * Account page, routes `/account/:address` and `/account` (spec §2 "Account page", §4 states,
 * §5 validation). The address is checked before any request (shape and checksum): an X-address is
 * converted to its classic address (and the page says so, with the destination tag); a pasted
 * secret key (seed) is never sent anywhere and the page says it is a secret. The account comes
 * from the shared `getAccount`, so a header-search prefetch makes it render with no second request.
 * Refresh reloads everything shown and sends the history back to page 1; the "Updated" label
 * ticks every {@link UPDATED_TICK_MS}.
 */
export function AccountPage() {
  const styles = useStyles(getStyles);
  const { address: raw } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const check = useMemo(() => validateAccountAddress(raw), [raw]);
  const converted = !check.ok && check.reason === 'invalid' && check.xAddress ? check.xAddress : undefined;
  const address = check.ok ? check.address : (converted?.classicAddress ?? '');
  const { data, error, isError, isFetching, fulfilledTimeStamp } = useGetAccountQuery(address, { skip: address === '' });
  // Asked beside the account, not once it is drawn: the history's first page (TransactionHistory's
  // first argument), the identity section's objects and the XRP price (the hero's), so a server
  // render draws them all in its second pass instead of a third. All are in the page's declared data.
  accountApi.useGetAccountTransactionsQuery({ address, marker: null }, { skip: address === '' });
  useGetAccountIdentityQuery(address, { skip: address === '' });
  useOpenTabData(address);
  useGetMarketDataQuery(undefined, { skip: address === '', pollingInterval: MARKET_DATA_REFETCH_MS });
  // Refresh count: a refresh sends the history back to page 1 (spec §4).
  const [refreshes, setRefreshes] = useState(0);
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/search'));
  const refresh = () => {
    setRefreshes((n) => n + 1);
    dispatch(accountApi.util.invalidateTags(accountTags(address)));
  };
  const examples = (
    <div css={styles.hints}>
      <Button variant="outline" size="sm" onClick={() => navigate(`/account/${SAMPLES.address}`)}>
        Example account
      </Button>
      <Button variant="ghost" size="sm" onClick={() => navigate('/search')}>
        Back to search
      </Button>
    </div>
  );

  let body: ReactNode;
  if (!check.ok && check.reason === 'empty') {
    body = (
      <Card css={styles.state}>
        {pageTitle(check.title)}
        <h1 css={styles.title}>{check.title}</h1>
        <Muted>Open an account from search, a transaction or a ledger.</Muted>
        {examples}
      </Card>
    );
  } else if (!check.ok && !converted) {
    body = (
      <Card css={styles.state} role="alert">
        {pageTitle(check.title)}
        <meta name="robots" content="noindex" />
        <h1 css={styles.title}>{check.seed ? 'This is a secret key' : check.title}</h1>
        {check.seed ? (
          <Alert variant="destructive" title="Do not share it">
            {SEED_MESSAGE}
          </Alert>
        ) : (
          <>
            <p>{check.description}</p>
            <ul css={styles.help}>
              {check.help.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </>
        )}
        {examples}
      </Card>
    );
  } else if (isError) {
    const message = describeRequestError(error);
    body = (
      <Card css={styles.state} role="alert">
        {pageTitle(MESSAGES.accountNotAvailable ?? 'Account not available')}
        <h1 css={styles.title}>Account not available</h1>
        <p>{message && message !== 'Resource not found' ? message : 'The account may not exist or returned no data.'}</p>
        <Mono>{address}</Mono>
        <div css={styles.hints}>
          <Button variant="outline" onClick={back}>
            Back
          </Button>
          <Button onClick={refresh}>Try again</Button>
        </div>
      </Card>
    );
  } else if (!data) {
    body = (
      <div aria-busy="true" css={styles.skeletons}>
        {pageTitle('Loading account…')}
        <Skeleton h="180px" />
        <Skeleton h="220px" />
        <Skeleton h="320px" />
      </div>
    );
  } else if (typeof data.address !== 'string') {
    body = (
      <Card css={styles.state}>
        <h1 css={styles.title}>Account data is not available for this address.</h1>
      </Card>
    );
  } else {
    body = (
      <>
        {pageTitle(`${data.username ?? 'Account'} ${address.slice(0, 8)}…`)}
        <meta name="description" content={`XRP Ledger account ${address}: balance, reserve, trust lines and transaction history.`} />
        {converted ? (
          <Alert variant="info" title={converted.tag === false ? 'X-address without a tag' : `X-address with tag ${converted.tag}`}>
            {raw} is an X-address: {converted.classicAddress}
            {converted.tag === false ? ' with no destination tag.' : ` and destination tag ${converted.tag}. Payments to it must carry that tag.`}
          </Alert>
        ) : null}
        <AccountHero account={data} />
        <AmmPoolNotice account={data} />
        <AccountDetails account={data} />
        <IdentitySection address={address} />
        <HoldingsTabs address={address} refreshKey={refreshes} />
      </>
    );
  }

  return (
    <Page>
      <div css={styles.stack}>
        <div css={styles.topBar}>
          <Button variant="ghost" size="sm" onClick={back}>
            ← Back
          </Button>
          {data ? (
            <div css={styles.right}>
              <UpdatedAgo at={fulfilledTimeStamp} />
              <Button variant="outline" size="sm" onClick={refresh} disabled={isFetching}>
                {isFetching ? 'Refreshing…' : 'Refresh'}
              </Button>
            </div>
          ) : null}
        </div>
        {body}
      </div>
    </Page>
  );
}
