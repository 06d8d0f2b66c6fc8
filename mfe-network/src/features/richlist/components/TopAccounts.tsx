import { Suspense, lazy } from 'react';
import { css } from '@emotion/react';
import { Button, Card, CardTitle, Muted, Skeleton, buttonStyles, useRuntimeConfig, useStyles, type LedgerLensTheme, type RichList } from '@ledgerlens/shared';
import { accountsCsvUrl } from '../api/richListApi';
import { useRichListPage } from '../hooks/useRichListPage';
import { loadAccountsTable } from './loadAccountsTable';

const AccountsTable = lazy(loadAccountsTable);

const getStyles = (theme: LedgerLensTheme) => ({
  card: css`display: grid; gap: ${theme.spacing(2)}; padding: ${theme.spacing(2)}; min-width: 0; ${theme.mq.md} { padding: ${theme.spacing(3)}; }`,
  head: css`display: flex; flex-wrap: wrap; gap: ${theme.spacing(1.5)}; align-items: flex-start; justify-content: space-between;`,
  headText: css`display: grid; gap: ${theme.spacing(0.5)};`,
  csv: css`${buttonStyles(theme, 'outline', 'sm')}; text-decoration: none;`,
  pager: css`display: flex; flex-wrap: wrap; gap: ${theme.spacing(1)}; align-items: center; justify-content: space-between;`,
  showing: css`margin: 0; font-size: 14px; color: ${theme.color.textMuted}; font-variant-numeric: tabular-nums;`,
  buttons: css`display: flex; gap: ${theme.spacing(1)}; align-items: center;`,
  pageOf: css`font-size: 14px; font-variant-numeric: tabular-nums; color: ${theme.color.text}; white-space: nowrap;`,
});

function Pager({ label, w }: { label: string; w: ReturnType<typeof useRichListPage> }) {
  const styles = useStyles(getStyles);
  return (
    <nav css={styles.pager} aria-label={label}>
      <p css={styles.showing}>{w.showing}</p>
      <div css={styles.buttons}>
        <Button variant="outline" size="sm" onClick={() => w.go(w.page - 1)} disabled={!w.hasPrevious}>
          Previous
        </Button>
        <span css={styles.pageOf} aria-live="polite">
          {w.pageOf}
        </span>
        <Button variant="outline" size="sm" onClick={() => w.go(w.page + 1)} disabled={!w.hasNext}>
          Next
        </Button>
      </div>
    </nav>
  );
}

/**
 * "Top XRP Accounts" (spec §2, §4): the full list paged client-side at 1,000 per page, with
 * 'Showing {start}–{end} of {total} accounts', Previous / 'Page {n} of {total pages}' / Next
 * (Previous disabled on page 1, Next on the last page), the page in the URL, and the account-level
 * CSV download (`GET /api/rich-list/accounts.csv`). The table itself loads in a lazy chunk.
 */
export function TopAccounts({ accounts }: { accounts: RichList['accounts'] }) {
  const styles = useStyles(getStyles);
  const { apiBaseUrl } = useRuntimeConfig();
  const w = useRichListPage(accounts.length);
  const rows = accounts.slice(w.from, w.to);
  return (
    <Card css={styles.card} aria-labelledby="top-accounts-title">
      <div css={styles.head}>
        <div css={styles.headText}>
          <CardTitle id="top-accounts-title">Top XRP Accounts</CardTitle>
          <Muted>The largest XRP holders. Total supply is the liquid balance (AccountRoot Balance) plus the XRP locked in Escrow objects the account owns. Amounts in XRP.</Muted>
        </div>
        <a css={styles.csv} href={accountsCsvUrl(apiBaseUrl)} download="ledgerlens-rich-list.csv">
          Download CSV
        </a>
      </div>
      <Pager label="Rich list pages" w={w} />
      {rows.length === 0 ? (
        <Muted>No accounts in this index.</Muted>
      ) : (
        <Suspense fallback={<Skeleton h="480px" aria-label="Loading the accounts table" />}>
          <AccountsTable key={w.page} rows={rows} />
        </Suspense>
      )}
    </Card>
  );
}
