import { useMemo, type ReactNode } from 'react';
import { css } from '@emotion/react';
import {
  Alert,
  Button,
  Card,
  CopyButton,
  MESSAGES,
  Mono,
  Muted,
  PRODUCT_NAME,
  Page,
  Skeleton,
  describeRequestError,
  errorCodeOf,
  formatAmount,
  isNotFoundMessage,
  shortHash,
  validateTransactionIdentifier,
  useGetTransactionQuery,
  useLocation,
  useNavigate,
  useParams,
  toneColors,
  useRenderTime,
  useStyles,
  type LedgerLensTheme,
  type Transaction,
} from '@ledgerlens/shared';
import { FAILED_TRANSACTION_NOTE, explainFailure, type FailureSeverity } from '@ledgerlens/shared/ledger';
import { AlertIcon, ArrowLeftIcon, ArrowRightIcon, RefreshIcon, SearchIcon } from '../../../components/icons';
import { StatusBanner } from '../components/StatusBanner';
import { PartyCard } from '../components/PartyCard';
import { MemoSection } from '../components/MemoSection';
import { SummaryCard, TechnicalDetails } from '../components/DetailsSections';
import { TransactionDescription, TypeSummary } from '../components/TypeDetails';
import { BatchInner } from '../components/BatchInner';
import { AffectedObjects, BalanceChanges } from '../components/BalanceChanges';
import { RawJsonDialog, ReceiptDialog, ShareMenu } from '../components/TransactionActions';
import { memosOf, transactionPageUrl } from '../components/presentation';
import { useIdentifierFallback } from '../hooks/useIdentifierFallback';

/** Help text of the invalid-identifier state (spec §5 "Transaction page"). */
export const TRANSACTION_ID_HELP =
  'A transaction hash has 64 hexadecimal characters (0-9 and A-F). A CTID has 16 hexadecimal characters and starts with C, D, E or F.';

/** Explanation of the not-found state (spec §8 "Transaction Not Found"). */
export const TRANSACTION_NOT_FOUND_HELP =
  'No transaction with this identifier was found. The hash could be invalid, the transaction could be very recent and not yet in a validated ledger, or it failed and was not included in a ledger.';

/** Alert variant of a failure severity (spec §3 "Error code entry"). */
export function alertVariantOf(severity: FailureSeverity): 'destructive' | 'warning' | 'info' {
  return severity === 'error' ? 'destructive' : severity;
}

const getStyles = (theme: LedgerLensTheme) => ({
  topBar: css`display: flex; align-items: center; justify-content: space-between; gap: ${theme.spacing(1)}; flex-wrap: wrap;`,
  stateCard: css`display: grid; gap: ${theme.spacing(1.75)}; justify-items: center; text-align: center; padding: ${theme.spacing(4, 2.5)};`,
  stateIcon: (tone: StateTone) => {
    const { fg, bg } = toneColors(theme, tone);
    return css`display: inline-grid; place-items: center; width: 56px; height: 56px; border-radius: ${theme.radius.pill}; color: ${fg}; background: ${bg};`;
  },
  stateTitle: css`margin: 0; font-size: 24px; line-height: 1.25;`,
  stateBody: css`max-width: 620px; color: ${theme.color.textMuted}; display: grid; gap: ${theme.spacing(1)}; justify-items: center;`,
  stateActions: css`display: flex; gap: ${theme.spacing(1)}; flex-wrap: wrap; justify-content: center;`,
  paragraph: css`margin: 0;`,
  /** The identifier the visitor gave, in body colour inside muted text. */
  identifier: css`color: ${theme.color.text};`,
  stack: css`display: grid; gap: ${theme.spacing(2)};`,
  skeletonTitle: css`margin: 0; font-size: 24px;`,
  pair: css`display: grid; gap: ${theme.spacing(2)}; ${theme.mq.md} { grid-template-columns: 1fr 1fr; }`,
  header: css`display: grid; gap: ${theme.spacing(1.25)};`,
  title: css`margin: 0; font-size: 24px; line-height: 1.2; ${theme.mq.md} { font-size: 28px; }`,
  hashRow: css`display: flex; align-items: center; gap: ${theme.spacing(1)}; flex-wrap: wrap; min-width: 0;`,
  hash: css`font-size: 13px; color: ${theme.color.textMuted};`,
  actions: css`display: flex; gap: ${theme.spacing(1)}; flex-wrap: wrap;`,
  explanation: css`margin: ${theme.spacing(0, 0, 0.5)};`,
  explanationNote: css`font-size: 13px;`,
  parties: (withTo: boolean) => css`
    display: grid; gap: ${theme.spacing(1.5)}; align-items: stretch;
    ${theme.mq.md} { grid-template-columns: ${withTo ? 'minmax(0, 1fr) auto minmax(0, 1fr)' : '1fr'}; }
  `,
  arrow: css`
    display: none; align-self: center; color: ${theme.color.textMuted};
    ${theme.mq.md} {
      display: inline-grid; place-items: center; width: 36px; height: 36px; border-radius: ${theme.radius.pill};
      background: ${theme.color.surfaceAlt};
    }
  `,
  sections: css`display: grid; gap: ${theme.spacing(2)}; ${theme.mq.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); align-items: start; }`,
});

function pageTitle(text: string) {
  return <title>{`${text} · ${PRODUCT_NAME}`}</title>;
}

/** Back: the previous page when there is history in this app, else home. */
function useBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default') navigate(-1);
    else navigate('/');
  };
}

function TopBar({ onBack, right }: { onBack: () => void; right?: ReactNode }) {
  const styles = useStyles(getStyles);
  return (
    <div css={styles.topBar}>
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeftIcon />
        Back
      </Button>
      {right}
    </div>
  );
}

/** Tone of a {@link StateCard}: colours of its icon ({@link toneColors}). */
type StateTone = 'warning' | 'danger' | 'neutral';

/** Centered message card of the non-data states (missing, invalid, not found, error, unavailable). */
function StateCard({
  title,
  tone,
  children,
  actions,
  role,
}: {
  title: string;
  tone: StateTone;
  children: ReactNode;
  actions: ReactNode;
  role?: 'alert' | 'status';
}) {
  const styles = useStyles(getStyles);
  return (
    <Card role={role} css={styles.stateCard}>
      <span css={styles.stateIcon(tone)}>
        <AlertIcon size={28} />
      </span>
      <h1 css={styles.stateTitle}>{title}</h1>
      <div css={styles.stateBody}>{children}</div>
      <div css={styles.stateActions}>{actions}</div>
    </Card>
  );
}

/** Loading skeleton of the transaction page. */
function TransactionSkeleton() {
  const styles = useStyles(getStyles);
  return (
    <div aria-busy="true" aria-live="polite" css={styles.stack}>
      <h1 css={styles.skeletonTitle}>Loading Transaction…</h1>
      <Skeleton h="96px" />
      <div css={styles.pair}>
        <Skeleton h="120px" />
        <Skeleton h="120px" />
      </div>
      <Skeleton h="200px" />
    </div>
  );
}

/** True when a 200 answer carries no transaction (no data, or only an `error`, spec §4). */
function isEmptyResult(data: Transaction | undefined | null): boolean {
  return !data || typeof data !== 'object' || typeof data.hash !== 'string' || data.hash === '';
}

/**
 * The loaded transaction (spec §2 "Transaction page"): header with hash and actions (View Raw
 * JSON, Copy Receipt, Share), status banner, failure explanation for non-success, from/to cards,
 * what happened (the API's per-type sentence), balance changes, overview, the type's own fields,
 * memos, affected ledger objects and technical details.
 */
export function TransactionDetails({ tx, now: nowProp }: { tx: Transaction; now?: number }) {
  const styles = useStyles(getStyles);
  // Relative times ("4 years ago") at the server's render time while its markup is taken over.
  const renderTime = useRenderTime();
  const now = nowProp ?? renderTime;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const pageUrl = transactionPageUrl(origin, tx.hash);
  const code = errorCodeOf(tx.status);
  const explanation = code ? explainFailure(code) : null;
  const memos = useMemo(() => memosOf(tx), [tx]);
  const amount = tx.amount ? formatAmount(tx.amount) : '';
  const shareText = `${tx.type}${amount ? ` of ${amount}` : ''} on the XRP Ledger · ${PRODUCT_NAME}`;

  return (
    <div css={styles.stack}>
      {pageTitle(`Transaction ${shortHash(tx.hash)}…`)}
      <meta name="description" content={`${tx.type}${amount ? ` of ${amount}` : ''} from ${tx.from}${tx.to ? ` to ${tx.to}` : ''} on the XRP Ledger.`} />

      <header css={styles.header}>
        <h1 css={styles.title}>Transaction Details</h1>
        <div css={styles.hashRow}>
          <Mono data-testid="transaction-hash" css={styles.hash}>
            {tx.hash}
          </Mono>
          <CopyButton value={tx.hash} label="Copy hash" subject="of this transaction" />
        </div>
        <div css={styles.actions}>
          <RawJsonDialog tx={tx} />
          <ReceiptDialog tx={tx} pageUrl={pageUrl} />
          <ShareMenu pageUrl={pageUrl} text={shareText} />
        </div>
      </header>

      <StatusBanner tx={tx} now={now} />

      {explanation ? (
        <Alert variant={alertVariantOf(explanation.severity)} title={explanation.title} data-testid="failure-explanation">
          <p css={styles.explanation}>{explanation.description}</p>
          <Muted css={styles.explanationNote}>
            Result code: <Mono>{explanation.code}</Mono>. {FAILED_TRANSACTION_NOTE}
          </Muted>
        </Alert>
      ) : null}

      <TransactionDescription tx={tx} />

      <div css={styles.parties(Boolean(tx.to))}>
        <PartyCard role="From" address={tx.from} details={tx.fromDetails} />
        {tx.to ? (
          <>
            <span aria-hidden="true" css={styles.arrow}>
              <ArrowRightIcon />
            </span>
            <PartyCard role="To" address={tx.to} details={tx.toDetails} />
          </>
        ) : null}
      </div>

      {/* Keys differ from every sibling: a shared key made React duplicate the section on a re-render. */}
      <BalanceChanges key={`balances-${tx.hash}`} tx={tx} />

      <div css={styles.sections}>
        <SummaryCard tx={tx} now={now} />
        <TypeSummary tx={tx} now={now} />
      </div>

      <BatchInner tx={tx} />

      <MemoSection memos={memos} />

      <AffectedObjects key={`objects-${tx.hash}`} tx={tx} />

      <TechnicalDetails tx={tx} />
    </div>
  );
}

/**
 * Transaction page, routes `/transaction/:id` and `/transaction` (spec §2 "Transaction page", §4
 * states, §5 identifier rule, §8 messages). The id (from `useParams()`) must be a 64-hex hash or a
 * 16-hex CTID starting with C-F (`validateTransactionIdentifier`); it is upper-cased and read from
 * `GET /api/transaction/{id}` (`getTransaction`).
 *
 * States: 'No Transaction Identifier Provided' (no id), 'Invalid Transaction Identifier' (no
 * request is made), loading skeleton, 'Transaction Not Found' (404 or "not found" message, or an
 * answer carrying only an error), the request-failure message (`describeRequestError`) with Retry,
 * 'Transaction Data Unavailable' (an empty answer), and the details. Back returns to the previous
 * page (or home); Refresh refetches. The document title follows the state.
 */
export function TransactionPage() {
  const styles = useStyles(getStyles);
  const { id: rawId } = useParams();
  const check = useMemo(() => validateTransactionIdentifier(rawId), [rawId]);
  const id = check.ok ? check.id : '';
  const back = useBack();
  const navigate = useNavigate();
  // `currentData`: the answer for this id only (never the previous transaction while another loads).
  const { currentData: data, error, isFetching, isError, refetch } = useGetTransactionQuery(id, { skip: !check.ok });
  const lookupNotFound =
    !isFetching && ((isError && isNotFoundMessage(describeRequestError(error))) || (data != null && isEmptyResult(data) && typeof (data as { error?: unknown }).error === 'string'));
  const resolving = useIdentifierFallback(id, lookupNotFound);

  const goSearch = () => navigate('/search?type=transaction');
  const searchButton = (
    <Button variant="outline" onClick={goSearch}>
      <SearchIcon />
      Search transactions
    </Button>
  );

  let body: ReactNode;
  let topRight: ReactNode = null;

  if (!check.ok && check.reason === 'missing') {
    body = (
      <>
        {pageTitle(check.title)}
        <StateCard title={check.title} tone="neutral" actions={searchButton}>
          <p css={styles.paragraph}>Open a transaction by its hash or CTID from the search page, an account or a ledger.</p>
        </StateCard>
      </>
    );
  } else if (!check.ok) {
    body = (
      <>
        {pageTitle(check.title)}
        <meta name="robots" content="noindex" />
        <StateCard title={check.title} tone="warning" role="alert" actions={searchButton}>
          <p css={styles.paragraph}>
            <Mono css={styles.identifier}>{rawId}</Mono> is not a transaction hash or CTID.
          </p>
          <p css={styles.paragraph}>{TRANSACTION_ID_HELP}</p>
        </StateCard>
      </>
    );
  } else {
    const refreshButton = (
      <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching} aria-busy={isFetching}>
        <RefreshIcon />
        {isFetching ? 'Refreshing…' : 'Refresh'}
      </Button>
    );
    const retryButton = (
      <Button onClick={() => void refetch()} disabled={isFetching}>
        <RefreshIcon />
        Retry
      </Button>
    );
    const message = isError ? describeRequestError(error) : null;
    const carriesOnlyError = !isError && data != null && isEmptyResult(data) && typeof (data as { error?: unknown }).error === 'string';
    const notFound = (message !== null && isNotFoundMessage(message)) || carriesOnlyError;

    if ((isFetching && data === undefined) || resolving) {
      body = (
        <>
          {pageTitle('Loading Transaction…')}
          <TransactionSkeleton />
        </>
      );
    } else if (notFound) {
      body = (
        <>
          {pageTitle(MESSAGES.transactionNotFound)}
          <meta name="robots" content="noindex" />
          <StateCard title={MESSAGES.transactionNotFound} tone="warning" role="alert" actions={<>{retryButton}{searchButton}</>}>
            <Mono css={styles.identifier}>{id}</Mono>
            <p css={styles.paragraph}>{TRANSACTION_NOT_FOUND_HELP}</p>
          </StateCard>
        </>
      );
    } else if (message !== null) {
      body = (
        <>
          {pageTitle('Error Loading Transaction')}
          <StateCard title="Unable to Load Transaction" tone="danger" role="alert" actions={retryButton}>
            <p css={styles.paragraph}>{message}</p>
          </StateCard>
        </>
      );
    } else if (isEmptyResult(data)) {
      topRight = refreshButton;
      body = (
        <>
          {pageTitle(MESSAGES.transactionDataUnavailable)}
          <StateCard title={MESSAGES.transactionDataUnavailable} tone="neutral" role="status" actions={retryButton}>
            <p css={styles.paragraph}>{MESSAGES.transactionDetailsUnavailable}</p>
          </StateCard>
        </>
      );
    } else {
      topRight = refreshButton;
      body = <TransactionDetails tx={data as Transaction} />;
    }
  }

  return (
    <Page>
      <TopBar onBack={back} right={topRight} />
      {body}
    </Page>
  );
}
