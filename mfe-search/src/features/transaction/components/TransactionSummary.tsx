import { css } from '@emotion/react';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  CopyButton,
  Link,
  Mono,
  Muted,
  Skeleton,
  describeRequestError,
  formatAmount,
  formatLocalDateTime,
  formatXrp,
  groupThousands,
  isNotFoundMessage,
  shortenAddress,
  statusBadge,
  useGetTransactionQuery,
  useStyles,
  type AddressDetails,
  type LedgerLensTheme,
  type TransactionWidgetProps,
} from '@ledgerlens/shared';
import { useIdentifierFallback } from '../hooks/useIdentifierFallback';
import { destinationTagText } from './presentation';

const getStyles = (theme: LedgerLensTheme) => ({
  card: css`display: grid; gap: ${theme.spacing(1.5)}; min-width: 0;`,
  head: css`display: flex; justify-content: space-between; align-items: center; gap: ${theme.spacing(1)}; flex-wrap: wrap;`,
  title: css`display: flex; gap: ${theme.spacing(1)}; align-items: center; flex-wrap: wrap;`,
  hashRow: css`display: flex; gap: ${theme.spacing(1)}; align-items: center; flex-wrap: wrap; min-width: 0;`,
  hash: css`font-size: 13px; overflow-wrap: anywhere; min-width: 0;`,
  amount: css`margin: 0; font-size: 26px; font-weight: 800; font-variant-numeric: tabular-nums; overflow-wrap: anywhere;`,
  list: css`margin: 0; display: grid; gap: ${theme.spacing(1)}; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));`,
  item: css`display: grid; gap: ${theme.spacing(0.25)}; min-width: 0;`,
  term: css`font-size: 12px; color: ${theme.color.textMuted}; text-transform: uppercase; letter-spacing: .04em;`,
  value: css`margin: 0; font-weight: 600; overflow-wrap: anywhere; display: flex; gap: ${theme.spacing(0.5)}; align-items: center; flex-wrap: wrap;`,
  link: css`color: ${theme.color.primary}; text-decoration: none; &:hover { text-decoration: underline; }`,
  actions: css`display: flex; gap: ${theme.spacing(1)}; flex-wrap: wrap;`,
  skeletons: css`display: grid; gap: ${theme.spacing(1)};`,
});

function Party({ address, details }: { address: string; details?: AddressDetails }) {
  const styles = useStyles(getStyles);
  return (
    <>
      <Link to={`/account/${address}`} css={styles.link} title={address}>
        {shortenAddress(address, 8, 6)}
      </Link>
      {details?.label ? <Badge tone={details.verified ? 'success' : 'neutral'}>{details.verified ? `✓ ${details.label}` : details.label}</Badge> : null}
    </>
  );
}

/**
 * A transaction's summary card, for a search result shown in place on home (`transaction` slot,
 * props {@link TransactionWidgetProps}): status, type, the API's one-line description, the exact
 * amount, from and to (links to their accounts, known-address badges as the API sends them),
 * time, fee and ledger, with "View full transaction" (`/transaction/{hash}`) and the optional
 * back-to-search action. Data: the shared `getTransaction` (`GET /api/transaction/{hash or CTID}`,
 * rippled `tx`), so a prefetch from the search input makes it render at once. Not found: a ledger
 * with that hash opens its page (as the transaction page does), else 'Transaction Not Found';
 * other failures: the request's message.
 */
export function TransactionSummary({ id, onBack }: TransactionWidgetProps) {
  const styles = useStyles(getStyles);
  const { currentData: tx, error, isError, isFetching, refetch } = useGetTransactionQuery(id);
  const notFoundAnswer = !isFetching && ((isError && isNotFoundMessage(describeRequestError(error))) || (tx != null && typeof tx.hash !== 'string'));
  // A 64-hex identifier no transaction has may be a ledger hash: its ledger page opens (as on the transaction page).
  const resolving = useIdentifierFallback(id, notFoundAnswer);
  const back = onBack ? (
    <Button variant="ghost" size="sm" onClick={onBack}>
      ← Back to search
    </Button>
  ) : null;

  if (!resolving && (isError || (tx && typeof tx.hash !== 'string'))) {
    const message = describeRequestError(error);
    const notFound = !isError || isNotFoundMessage(message);
    return (
      <Card css={styles.card} role="alert" aria-label="Transaction result">
        <CardTitle>{notFound ? 'Transaction Not Found' : 'Transaction Data Unavailable'}</CardTitle>
        <Muted>
          {notFound
            ? 'No validated transaction has this identifier: it may be mistyped, very recent, or failed and not included in a ledger.'
            : message || 'Unable to display transaction details at this time.'}
        </Muted>
        <Mono css={styles.hash}>{id}</Mono>
        <div css={styles.actions}>
          {back}
          {!notFound ? (
            <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
              Try again
            </Button>
          ) : null}
        </div>
      </Card>
    );
  }
  if (!tx || resolving) {
    return (
      <Card css={styles.card} aria-busy="true" aria-label="Transaction result">
        <div css={styles.skeletons}>
          <Skeleton h="24px" w="50%" />
          <Skeleton h="40px" w="70%" />
          <Skeleton h="96px" />
        </div>
      </Card>
    );
  }
  const badge = statusBadge(tx.status);
  const description = tx.description?.map((part) => (part.kind === 'text' ? part.text : part.kind === 'amount' ? part.amount.display : part.kind === 'account' ? (part.label ?? shortenAddress(part.address)) : part.kind === 'ledger' ? `#${part.index}` : part.kind === 'token' ? part.display : '')).join('');
  return (
    <Card css={styles.card} aria-label="Transaction result" data-testid="transaction-summary">
      <div css={styles.head}>
        <CardTitle css={styles.title}>
          {tx.type} <Badge tone={badge.tone} title={tx.status}>{badge.label}</Badge>
        </CardTitle>
        <div css={styles.actions}>
          {back}
          <Link to={`/transaction/${tx.hash}`} css={styles.link}>
            View full transaction →
          </Link>
        </div>
      </div>
      <div css={styles.hashRow}>
        <Mono css={styles.hash} data-testid="summary-hash">
          {tx.hash}
        </Mono>
        <CopyButton value={tx.hash} size="sm" variant="ghost" aria-label="Copy transaction hash" />
      </div>
      {description ? <Muted>{description}</Muted> : null}
      {tx.amount ? (
        <p css={styles.amount} data-testid="summary-amount">
          {formatAmount(tx.amount)}
        </p>
      ) : null}
      <dl css={styles.list}>
        <div css={styles.item}>
          <dt css={styles.term}>From</dt>
          <dd css={styles.value}>
            <Party address={tx.from} details={tx.fromDetails} />
          </dd>
        </div>
        {tx.to ? (
          <div css={styles.item}>
            <dt css={styles.term}>To</dt>
            <dd css={styles.value}>
              <Party address={tx.to} details={tx.toDetails} />
            </dd>
          </div>
        ) : null}
        <div css={styles.item}>
          <dt css={styles.term}>Time</dt>
          <dd css={styles.value} title={tx.timestamp ?? undefined}>
            {tx.timestamp ? formatLocalDateTime(tx.timestamp) : '—'}
          </dd>
        </div>
        <div css={styles.item}>
          <dt css={styles.term}>Fee</dt>
          <dd css={styles.value}>{formatXrp(tx.fee)}</dd>
        </div>
        <div css={styles.item}>
          <dt css={styles.term}>Ledger</dt>
          <dd css={styles.value}>
            {tx.ledgerIndex !== null ? (
              <Link to={`/ledger/${tx.ledgerIndex}`} css={styles.link}>
                #{groupThousands(String(tx.ledgerIndex))}
              </Link>
            ) : (
              'pending'
            )}
          </dd>
        </div>
        {destinationTagText(tx) !== null ? (
          <div css={styles.item}>
            <dt css={styles.term}>Destination tag</dt>
            <dd css={styles.value}>{destinationTagText(tx)}</dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
