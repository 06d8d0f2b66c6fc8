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
  formatXrp,
  shortenAddress,
  useAppDispatch,
  useGetAccountQuery,
  useStyles,
  useToast,
  type LedgerLensTheme,
} from '@ledgerlens/shared';
import { accountApi, accountTags } from '../api/accountApi';

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
 * 'Wallet data refreshed'); 'Wallet Data Unavailable' when the account cannot be shown. Reads the
 * shared `getAccount` (`GET /api/account/{address}`); Refresh invalidates the account's tags.
 */
export function WalletOverview({ address, onBack }: { address: string; onBack?: () => void }) {
  const styles = useStyles(getStyles);
  const dispatch = useAppDispatch();
  const toast = useToast();
  const { data, isError, isFetching } = useGetAccountQuery(address);
  const refresh = () => {
    toast.toast({ title: 'Refreshing wallet data...' });
    dispatch(accountApi.util.invalidateTags(accountTags(address)));
    setTimeout(() => toast.toast({ title: 'Wallet data refreshed' }), REFRESH_TOAST_FOLLOWUP_MS);
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
          <Button variant="outline" size="sm" onClick={refresh} disabled={isFetching}>
            Refresh
          </Button>
        </div>
      </div>
      <dl css={styles.list}>
        {(
          [
            ['Available balance', formatXrp(data.availableBalance)],
            ['Reserve', formatXrp(data.reserveBalance)],
            ['Transactions', String(data.txnCount)],
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
