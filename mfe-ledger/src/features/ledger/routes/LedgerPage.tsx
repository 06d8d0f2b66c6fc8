import { useMemo, type ReactNode } from 'react';
import { css } from '@emotion/react';
import {
  Button,
  MESSAGES,
  Mono,
  PRODUCT_NAME,
  Page,
  describeRequestError,
  groupThousands,
  ledgerIdentifierText,
  parseLedgerIdentifier,
  useLocation,
  useNavigate,
  useParams,
  useStyles,
  type LedgerLensTheme,
} from '@ledgerlens/shared';
import { Icon } from '../../../components/Icon';
import { useLedgerView } from '../hooks/useLedgerView';
import { LedgerHeader } from '../components/LedgerHeader';
import { JumpForm } from '../components/JumpForm';
import { LedgerHashes } from '../components/LedgerHashes';
import { SupplyAndFees } from '../components/SupplyAndFees';
import { SummaryTiles } from '../components/SummaryTiles';
import { TransactionTable } from '../components/TransactionTable';
import { LedgerErrorCard, LedgerSkeleton } from '../components/LedgerStates';

const getStyles = (theme: LedgerLensTheme) => ({
  stack: css`display: grid; gap: ${theme.spacing(2)};`,
  topBar: css`display: flex; align-items: center; justify-content: space-between; gap: ${theme.spacing(1)}; flex-wrap: wrap;`,
  pair: css`display: grid; gap: ${theme.spacing(2)}; ${theme.mq.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); align-items: start; }`,
  paragraph: css`margin: 0;`,
  identifier: css`color: ${theme.color.text};`,
  notice: css`margin: 0; font-size: 14px; color: ${theme.color.textMuted};`,
});

function pageTitle(text: string) {
  return <title>{`${text} · ${PRODUCT_NAME}`}</title>;
}

/** State a page can be opened with: why the visitor was sent here (e.g. a ledger hash pasted into transaction search). */
interface LedgerLocationState {
  notice?: string;
}

/**
 * Ledger page, routes `/ledger/:id` and `/ledger` (spec §2 "Ledger page", §4, §8). The identifier
 * is `latest` (default), a ledger index or a 64-hex ledger hash (`parseLedgerIdentifier`); it is
 * read through the shared `getLedger` (`GET /api/ledger/{id}`). On `latest` the page follows each
 * ledger close through the one ledger stream of the tab, keeping the previous ledger and the
 * scroll position while the next loads.
 *
 * States: invalid identifier and request errors as 'Ledger Not Available' with the error (spec §8)
 * and Back / View Latest Ledger; loading skeleton; 'Ledger data is not available at the moment.'
 * for an empty answer; the ledger (header, jump form, summary tiles, hashes, supply and fees,
 * transaction table).
 */
export function LedgerPage() {
  const styles = useStyles(getStyles);
  const { id: rawId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const parsed = useMemo(() => parseLedgerIdentifier(rawId ?? 'latest'), [rawId]);
  const id = parsed ? ledgerIdentifierText(parsed) : '';
  const view = useLedgerView(id || 'latest');
  const notice = (location.state as LedgerLocationState | null)?.notice;

  const go = (next: string) => navigate(`/ledger/${next}`);
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/'));
  const errorActions = (
    <>
      <Button variant="outline" onClick={back}>
        <Icon name="back" />
        Back
      </Button>
      <Button onClick={() => go('latest')}>
        <Icon name="latest" />
        View Latest Ledger
      </Button>
    </>
  );

  let body: ReactNode;
  if (!parsed) {
    body = (
      <>
        {pageTitle(MESSAGES.ledgerNotAvailable)}
        <meta name="robots" content="noindex" />
        <LedgerErrorCard title={MESSAGES.ledgerNotAvailable} actions={errorActions}>
          <p css={styles.paragraph}>
            <Mono css={styles.identifier}>{rawId}</Mono> is not a ledger index, ledger hash or latest.
          </p>
          <p css={styles.paragraph}>A ledger index is a whole number from 1 to 4,294,967,295; a ledger hash has 64 hexadecimal characters.</p>
        </LedgerErrorCard>
      </>
    );
  } else if (view.isLoading) {
    const label = id === 'latest' ? 'Loading the latest ledger…' : `Loading ledger ${/^\d+$/.test(id) ? `#${groupThousands(id)}` : ''}…`;
    body = (
      <>
        {pageTitle('Loading Ledger…')}
        <LedgerSkeleton label={label} />
      </>
    );
  } else if (view.error !== undefined && view.ledger === undefined) {
    body = (
      <>
        {pageTitle(MESSAGES.ledgerNotAvailable)}
        <meta name="robots" content="noindex" />
        <LedgerErrorCard title={MESSAGES.ledgerNotAvailable} actions={errorActions}>
          <p css={styles.paragraph}>{describeRequestError(view.error) || MESSAGES.ledgerLoadError}</p>
          <p css={styles.paragraph}>
            <Mono css={styles.identifier}>{id}</Mono>
          </p>
        </LedgerErrorCard>
      </>
    );
  } else if (!view.ledger || typeof view.ledger.ledgerIndex !== 'number') {
    body = (
      <>
        {pageTitle(MESSAGES.ledgerNotAvailable)}
        <LedgerErrorCard title={MESSAGES.ledgerNotAvailable} actions={errorActions}>
          <p css={styles.paragraph}>{MESSAGES.ledgerDataUnavailable}</p>
        </LedgerErrorCard>
      </>
    );
  } else {
    const ledger = view.ledger;
    body = (
      <>
        {pageTitle(`Ledger #${groupThousands(String(ledger.ledgerIndex))}`)}
        <meta
          name="description"
          content={`XRP Ledger ledger ${ledger.ledgerIndex}: ${ledger.transactionCount} transactions, closed ${ledger.closeTimeHuman}.`}
        />
        <LedgerHeader
          ledger={ledger}
          following={view.following}
          waiting={view.waiting}
          refreshing={view.isFetching}
          onLatest={() => (id === 'latest' ? view.refresh() : go('latest'))}
          onRefresh={view.refresh}
        />
        {notice ? (
          <p css={styles.notice} role="status">
            {notice}
          </p>
        ) : null}
        <JumpForm identifier={id} index={ledger.ledgerIndex} onGo={go} />
        <SummaryTiles ledger={ledger} />
        <div css={styles.pair}>
          <LedgerHashes ledger={ledger} onViewParent={go} />
          <SupplyAndFees ledger={ledger} />
        </div>
        <TransactionTable ledger={ledger} />
      </>
    );
  }

  return (
    <Page>
      <div css={styles.stack}>
        <div css={styles.topBar}>
          <Button variant="ghost" size="sm" onClick={back}>
            <Icon name="back" />
            Back
          </Button>
        </div>
        {body}
      </div>
    </Page>
  );
}
