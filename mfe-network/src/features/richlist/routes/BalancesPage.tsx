import { useCallback, useEffect, type ReactNode } from 'react';
import { css } from '@emotion/react';
import {
  Badge,
  Button,
  Card,
  MESSAGES,
  PRODUCT_NAME,
  Page,
  describeRequestError,
  useAppDispatch,
  useStyles,
  type LedgerLensTheme,
} from '@ledgerlens/shared';
import { IndexNotReady } from '../../../components/ledgerState/IndexNotReady';
import { LedgerSource } from '../../../components/ledgerState/LedgerSource';
import { isIndexNotReady } from '../../../components/ledgerState/indexStatusApi';
import { RICH_LIST_REFETCH_S, richListApi, useGetRichListQuery } from '../api/richListApi';
import { CohortDistribution } from '../components/CohortDistribution';
import { SummaryCards, SummaryCardsSkeleton } from '../components/SummaryCards';
import { TopAccounts } from '../components/TopAccounts';
import { loadAccountsTable } from '../components/loadAccountsTable';

const getStyles = (theme: LedgerLensTheme) => ({
  stack: css`display: grid; gap: ${theme.spacing(3)}; min-width: 0;`,
  hero: css`display: grid; gap: ${theme.spacing(1)};`,
  badges: css`display: flex; flex-wrap: wrap; gap: ${theme.spacing(1)};`,
  title: css`margin: 0; font-size: 26px; line-height: 1.2; ${theme.mq.md} { font-size: 32px; }`,
  intro: css`margin: 0; max-width: ${theme.size.text}; color: ${theme.color.textMuted}; font-size: 15px; line-height: 1.6;`,
  error: css`display: grid; gap: ${theme.spacing(1)}; justify-items: start; padding: ${theme.spacing(2.5)}; border-color: ${theme.color.dangerBorder};`,
  errorTitle: css`margin: 0; font-size: 18px; color: ${theme.color.danger};`,
  errorText: css`margin: 0; color: ${theme.color.text};`,
});

/** Title of the page (spec §2). */
export const BALANCES_TITLE = 'XRP Rich List & Balance Distribution';

/**
 * The rich list page, route `/balances` (spec §2 "Rich list page", §4 states): title, the
 * XRPL Analytics and Updated hourly badges and the intro; then, from `GET /api/rich-list`,
 * six placeholder cards while loading, the error card 'Unable to load balances' (the message, or
 * 'Please try again later'), the empty state while the first index is built, or the summary cards,
 * the ledger the data describes, Distribution by Cohort and Top XRP Accounts.
 */
export function BalancesPage() {
  const styles = useStyles(getStyles);
  const dispatch = useAppDispatch();
  const { data, error, isError, isFetching } = useGetRichListQuery(undefined, { refetchOnMountOrArgChange: RICH_LIST_REFETCH_S });
  const retry = useCallback(() => dispatch(richListApi.util.invalidateTags(['RichList'])), [dispatch]);
  // The table's chunk downloads while the rich list is fetched, not after it arrives.
  useEffect(() => {
    void loadAccountsTable();
  }, []);

  let body: ReactNode;
  if (isError && isIndexNotReady(error)) {
    body = <IndexNotReady title="The rich list is being built" what="the rich list and the balance distribution" onReady={retry} />;
  } else if (isError) {
    const message = describeRequestError(error);
    body = (
      <Card css={styles.error} role="alert">
        <h2 css={styles.errorTitle}>{MESSAGES.balancesLoadError}</h2>
        <p css={styles.errorText}>{message || MESSAGES.balancesTryLater}</p>
        <Button variant="outline" size="sm" onClick={retry} disabled={isFetching}>
          {isFetching ? 'Retrying…' : 'Try again'}
        </Button>
      </Card>
    );
  } else if (!data) {
    body = <SummaryCardsSkeleton />;
  } else if (data.accounts.length === 0 && data.distribution.length === 0) {
    body = <IndexNotReady title="The rich list is being built" what="the rich list and the balance distribution" onReady={retry} />;
  } else {
    body = (
      <>
        <LedgerSource ledger={data.summary.ledger} />
        <SummaryCards summary={data.summary} />
        <CohortDistribution cohorts={data.distribution} />
        <TopAccounts accounts={data.accounts} />
      </>
    );
  }

  return (
    <Page>
      <title>{`XRP Rich List · ${PRODUCT_NAME}`}</title>
      <meta name="description" content="The largest XRP holders, escrow included, and how XRP is spread across balance cohorts, computed from the full XRP Ledger state." />
      <div css={styles.stack}>
        <header css={styles.hero}>
          <div css={styles.badges}>
            <Badge tone="primary">XRPL Analytics</Badge>
            <Badge tone="outline">Updated hourly</Badge>
          </div>
          <h1 css={styles.title}>{BALANCES_TITLE}</h1>
          <p css={styles.intro}>
            Who holds the most XRP, escrow included, and how XRP is spread across balance cohorts. {PRODUCT_NAME} computes these figures itself from the
            full ledger state (every AccountRoot and Escrow object), collected hourly; the account-level list is available as a CSV download.
          </p>
        </header>
        {body}
      </div>
    </Page>
  );
}
