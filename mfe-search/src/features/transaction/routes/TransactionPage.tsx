import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
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
  explainFailure,
  formatAmount,
  isNotFoundMessage,
  shortHash,
  validateTransactionIdentifier,
  useGetTransactionQuery,
  type FailureSeverity,
  type Transaction,
} from '@ledgerlens/shared';
import { AlertIcon, ArrowLeftIcon, ArrowRightIcon, RefreshIcon, SearchIcon } from '../../../components/icons';
import { StatusBanner } from '../components/StatusBanner';
import { PartyCard } from '../components/PartyCard';
import { MemoSection } from '../components/MemoSection';
import { SummaryCard, TechnicalDetails } from '../components/DetailsSections';
import { RawJsonDialog, ReceiptDialog, ShareMenu } from '../components/TransactionActions';
import { memosOf, transactionPageUrl } from '../components/presentation';

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
  return (
    <div css={css`display: flex; align-items: center; justify-content: space-between; gap: 8px; flex-wrap: wrap;`}>
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeftIcon />
        Back
      </Button>
      {right}
    </div>
  );
}

/** Centered message card of the non-data states (missing, invalid, not found, error, unavailable). */
function StateCard({
  title,
  tone,
  children,
  actions,
  role,
}: {
  title: string;
  tone: 'warning' | 'danger' | 'neutral';
  children: ReactNode;
  actions: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <Card role={role} css={css`display: grid; gap: 14px; justify-items: center; text-align: center; padding: 32px 20px;`}>
      <span
        css={(t) => {
          const fg = tone === 'danger' ? t.color.danger : tone === 'warning' ? t.color.warning : t.color.textMuted;
          const bg = tone === 'danger' ? t.color.dangerBg : tone === 'warning' ? t.color.warningBg : t.color.surfaceAlt;
          return css`display: inline-grid; place-items: center; width: 56px; height: 56px; border-radius: 999px; color: ${fg}; background: ${bg};`;
        }}
      >
        <AlertIcon size={28} />
      </span>
      <h1 css={css`margin: 0; font-size: 24px; line-height: 1.25;`}>{title}</h1>
      <div css={(t) => css`max-width: 620px; color: ${t.color.textMuted}; display: grid; gap: 8px; justify-items: center;`}>{children}</div>
      <div css={css`display: flex; gap: 8px; flex-wrap: wrap; justify-content: center;`}>{actions}</div>
    </Card>
  );
}

/** Loading skeleton of the transaction page. */
function TransactionSkeleton() {
  return (
    <div aria-busy="true" aria-live="polite" css={css`display: grid; gap: 16px;`}>
      <h1 css={css`margin: 0; font-size: 24px;`}>Loading Transaction…</h1>
      <Skeleton h="96px" />
      <div css={(t) => css`display: grid; gap: 16px; ${t.mq.md} { grid-template-columns: 1fr 1fr; }`}>
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
 * overview, technical details and memos.
 */
export function TransactionDetails({ tx, now }: { tx: Transaction; now?: number }) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const pageUrl = transactionPageUrl(origin, tx.hash);
  const code = errorCodeOf(tx.status);
  const explanation = code ? explainFailure(code) : null;
  const memos = useMemo(() => memosOf(tx), [tx]);
  const amount = tx.amount ? formatAmount(tx.amount) : '';
  const shareText = `${tx.type}${amount ? ` of ${amount}` : ''} on the XRP Ledger · ${PRODUCT_NAME}`;

  return (
    <div css={css`display: grid; gap: 16px;`}>
      {pageTitle(`Transaction ${shortHash(tx.hash)}…`)}
      <meta name="description" content={`${tx.type}${amount ? ` of ${amount}` : ''} from ${tx.from}${tx.to ? ` to ${tx.to}` : ''} on the XRP Ledger.`} />

      <header css={css`display: grid; gap: 10px;`}>
        <h1 css={(t) => css`margin: 0; font-size: 24px; line-height: 1.2; ${t.mq.md} { font-size: 28px; }`}>Transaction Details</h1>
        <div css={css`display: flex; align-items: center; gap: 8px; flex-wrap: wrap; min-width: 0;`}>
          <Mono data-testid="transaction-hash" css={(t) => css`font-size: 13px; color: ${t.color.textMuted};`}>
            {tx.hash}
          </Mono>
          <CopyButton value={tx.hash} label="Copy hash" aria-label="Copy transaction hash" />
        </div>
        <div css={css`display: flex; gap: 8px; flex-wrap: wrap;`}>
          <RawJsonDialog tx={tx} />
          <ReceiptDialog tx={tx} pageUrl={pageUrl} />
          <ShareMenu pageUrl={pageUrl} text={shareText} />
        </div>
      </header>

      <StatusBanner tx={tx} now={now} />

      {explanation ? (
        <Alert variant={alertVariantOf(explanation.severity)} title={explanation.title} data-testid="failure-explanation">
          <p css={css`margin: 0 0 4px;`}>{explanation.description}</p>
          <Muted css={css`font-size: 13px;`}>
            Result code: <Mono>{explanation.code}</Mono>. A failed transaction is still recorded in the ledger and its fee is
            charged; nothing else changed.
          </Muted>
        </Alert>
      ) : null}

      <div
        css={(t) => css`
          display: grid; gap: 12px; align-items: stretch;
          ${t.mq.md} { grid-template-columns: ${tx.to ? 'minmax(0, 1fr) auto minmax(0, 1fr)' : '1fr'}; }
        `}
      >
        <PartyCard role="From" address={tx.from} details={tx.fromDetails} />
        {tx.to ? (
          <>
            <span
              aria-hidden="true"
              css={(t) => css`
                display: none; align-self: center; color: ${t.color.textMuted};
                ${t.mq.md} { display: inline-grid; place-items: center; width: 36px; height: 36px; border-radius: 999px; background: ${t.color.surfaceAlt}; }
              `}
            >
              <ArrowRightIcon />
            </span>
            <PartyCard role="To" address={tx.to} details={tx.toDetails} />
          </>
        ) : null}
      </div>

      <div css={(t) => css`display: grid; gap: 16px; ${t.mq.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); align-items: start; }`}>
        <SummaryCard tx={tx} now={now} />
        <TechnicalDetails tx={tx} />
      </div>

      <MemoSection memos={memos} />
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
  const { id: rawId } = useParams();
  const check = useMemo(() => validateTransactionIdentifier(rawId), [rawId]);
  const id = check.ok ? check.id : '';
  const back = useBack();
  const navigate = useNavigate();
  // `currentData`: the answer for this id only (never the previous transaction while another loads).
  const { currentData: data, error, isFetching, isError, refetch } = useGetTransactionQuery(id, { skip: !check.ok });

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
          <p css={css`margin: 0;`}>Open a transaction by its hash or CTID from the search page, an account or a ledger.</p>
        </StateCard>
      </>
    );
  } else if (!check.ok) {
    body = (
      <>
        {pageTitle(check.title)}
        <meta name="robots" content="noindex" />
        <StateCard title={check.title} tone="warning" role="alert" actions={searchButton}>
          <p css={css`margin: 0;`}>
            <Mono css={(t) => css`color: ${t.color.text};`}>{rawId}</Mono> is not a transaction hash or CTID.
          </p>
          <p css={css`margin: 0;`}>{TRANSACTION_ID_HELP}</p>
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

    if (isFetching && data === undefined) {
      body = (
        <>
          {pageTitle('Loading Transaction…')}
          <TransactionSkeleton />
        </>
      );
    } else if ((message !== null && isNotFoundMessage(message)) || carriesOnlyError) {
      body = (
        <>
          {pageTitle(MESSAGES.transactionNotFound)}
          <meta name="robots" content="noindex" />
          <StateCard title={MESSAGES.transactionNotFound} tone="warning" role="alert" actions={<>{retryButton}{searchButton}</>}>
            <Mono css={(t) => css`color: ${t.color.text};`}>{id}</Mono>
            <p css={css`margin: 0;`}>{TRANSACTION_NOT_FOUND_HELP}</p>
          </StateCard>
        </>
      );
    } else if (message !== null) {
      body = (
        <>
          {pageTitle('Error Loading Transaction')}
          <StateCard title="Unable to Load Transaction" tone="danger" role="alert" actions={retryButton}>
            <p css={css`margin: 0;`}>{message}</p>
          </StateCard>
        </>
      );
    } else if (isEmptyResult(data)) {
      topRight = refreshButton;
      body = (
        <>
          {pageTitle(MESSAGES.transactionDataUnavailable)}
          <StateCard title={MESSAGES.transactionDataUnavailable} tone="neutral" role="status" actions={retryButton}>
            <p css={css`margin: 0;`}>{MESSAGES.transactionDetailsUnavailable}</p>
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
