import { css } from '@emotion/react';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  CopyButton,
  Mono,
  Muted,
  REFRESH_TOAST_FOLLOWUP_MS,
  Skeleton,
  describeRequestError,
  formatTxnCount,
  formatXrp,
  shortenAddress,
  useAppDispatch,
  useGetAccountQuery,
  useStyles,
  useToast,
  type LedgerLensTheme,
} from '@ledgerlens/shared';
import { accountApi, accountTags } from '../api/accountApi';
import { RESERVE_NOT_REPORTED } from './reserveText';

const getStyles = (theme: LedgerLensTheme) => ({
  card: css`display: grid; gap: ${theme.spacing(1.25)};`,
  head: css`display: flex; justify-content: space-between; align-items: center; gap: ${theme.spacing(1)}; flex-wrap: wrap;`,
  list: css`margin: 0; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${theme.spacing(1)};`,
  item: css`display: grid; gap: ${theme.spacing(0.25)};`,
  term: css`font-size: 12px; color: ${theme.color.textMuted}; text-transform: uppercase; letter-spacing: .04em;`,
  value: css`margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere;`,
  flags: css`display: flex; gap: ${theme.spacing(0.5)}; flex-wrap: wrap;`,
  skeletons: css`display: grid; gap: ${theme.spacing(1)};`,
});

/**
 * Wallet overview card (spec §2): shortened address with copy, available and reserve balance,
 * transactions, sequence, domain, flag badges and Refresh (toasts 'Refreshing wallet data...' then
 * 'Wallet data refreshed' only once the refetch succeeded, else a destructive 'Unable to refresh
 * wallet data' with the reason); 'Wallet Data Unavailable' when the account cannot be shown. Reads
 * the shared `getAccount` (`GET /api/account/{address}`); Refresh refetches it and invalidates the
 * account's other tags. The transaction count reads "1,200+" when capped.
 */
export function WalletOverview({ address, onBack }: { address: string; onBack?: () => void }) {
  const styles = useStyles(getStyles);
  const dispatch = useAppDispatch();
  const toast = useToast();
  const { data, isError, isFetching, refetch } = useGetAccountQuery(address);
  const refresh = async () => {
    toast.toast({ title: 'Refreshing wallet data...' });
    // The account is refetched here (its result decides the toast); the rest shown for it by tag.
    dispatch(accountApi.util.invalidateTags(accountTags(address).filter((t) => t.type !== 'Account')));
    const started = Date.now();
    const result = await refetch();
    // The follow-up toast comes no sooner than the spec's 1 s after the first.
    const wait = REFRESH_TOAST_FOLLOWUP_MS - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (result.isError || !result.data) {
      toast.toast({ title: 'Unable to refresh wallet data', description: describeRequestError(result.error) || 'Please try again later.', variant: 'destructive' });
    } else {
      toast.toast({ title: 'Wallet data refreshed' });
    }
  };
  if (isError || (data && typeof data.address !== 'string')) {
    return (
      <Card css={styles.card} role="status">
        <CardTitle>Wallet Data Unavailable</CardTitle>
        <Muted>Unable to display wallet information at this time.</Muted>
      </Card>
    );
  }
  if (!data) {
    return (
      <Card css={styles.card} aria-busy="true">
        <div css={styles.skeletons}>
          <Skeleton h="24px" w="60%" />
          <Skeleton h="80px" />
        </div>
      </Card>
    );
  }
  return (
    <Card css={styles.card} aria-label="Wallet overview">
      <div css={styles.head}>
        <CardTitle>
          <Mono title={data.address}>{shortenAddress(data.address, 8, 6)}</Mono> <CopyButton value={data.address} size="sm" variant="ghost" subject="address" />
        </CardTitle>
        <div css={styles.flags}>
          {onBack ? (
            <Button variant="ghost" size="sm" onClick={onBack}>
              Back to search
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={() => void refresh()} disabled={isFetching}>
            Refresh
          </Button>
        </div>
      </div>
      <dl css={styles.list}>
        {(
          [
            ['Available balance', data.availableBalance !== undefined ? formatXrp(data.availableBalance) : RESERVE_NOT_REPORTED],
            ['Reserve', data.reserveBalance !== undefined ? formatXrp(data.reserveBalance) : RESERVE_NOT_REPORTED],
            ['Transactions', formatTxnCount(data.txnCount, data.txnCountStatus)],
            ['Sequence', String(data.sequence)],
            ...(data.domain ? [['Domain', data.domain] as [string, string]] : []),
          ] as Array<[string, string]>
        ).map(([term, value]) => (
          <div key={term} css={styles.item}>
            <dt css={styles.term}>{term}</dt>
            <dd css={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {data.flags.length ? (
        <div css={styles.flags}>
          {data.flags.map((f) => (
            <Badge key={f} tone="outline">
              {f.replace(/^lsf/, '')}
            </Badge>
          ))}
        </div>
      ) : null}
    </Card>
  );
}
