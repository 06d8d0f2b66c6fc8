import { css } from '@emotion/react';
import { Badge, Card, CardTitle, CopyButton, DetailGrid, Link, Mono, Muted, PRODUCT_NAME, Page, Skeleton, useParams, useRenderTime, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';
import { errorMessage, isMissing, useGetAmendmentQuery } from '../api/amendmentsApi';
import { AmendmentLoadError } from '../components/AmendmentLoadError';
import { ACTIVATION_NOTE, LISTING_TEXT, countdownText, historySentence, tallyText, votesText } from '../components/amendmentText';

const getStyles = (theme: LedgerLensTheme) => ({
  stack: css`display: grid; gap: ${theme.spacing(2)};`,
  hero: css`display: grid; gap: ${theme.spacing(1)};`,
  title: css`margin: 0; font-size: 28px; line-height: 1.2; overflow-wrap: anywhere;`,
  badges: css`display: flex; gap: ${theme.spacing(0.75)}; flex-wrap: wrap;`,
  id: css`overflow-wrap: anywhere; font-size: 14px;`,
  idRow: css`display: flex; gap: ${theme.spacing(1)}; align-items: center; flex-wrap: wrap;`,
  link: css`color: ${theme.color.primary}; text-decoration: underline; text-underline-offset: 2px; &:focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; }`,
  list: css`margin: 0; padding-left: ${theme.spacing(2.5)}; display: grid; gap: ${theme.spacing(0.75)};`,
  note: css`font-size: 13px;`,
});

const EVENT_LABEL = { gotMajority: 'Got majority', lostMajority: 'Lost majority', enabled: 'Enabled' } as const;
const STATUS_LABEL = { enabled: 'Enabled', majority: 'In majority', known: 'Not in the ledger' } as const;

/**
 * `/amendment/{name or id}`: one amendment from `GET /api/amendments/{name or id}`: status, the ID
 * and how it is derived from the name, how rippled's list carries it (retired, unsupported,
 * obsolete), majority time with the countdown to the earliest activation (flag + 1 enables, flag + 2 applies), and the recorded EnableAmendment history (gotMajority, lostMajority, enabled), each
 * linked to its transaction and ledger. A malformed or unknown name shows a not-found state naming it.
 */
export function AmendmentPage() {
  const styles = useStyles(getStyles);
  const now = useRenderTime();
  const { nameOrId = '' } = useParams();
  const { data, error, isLoading, isError, refetch, isFetching } = useGetAmendmentQuery(nameOrId);

  let body;
  if (isLoading) {
    body = <Skeleton h="280px" aria-busy="true" />;
  } else if (isError && isMissing(error)) {
    body = (
      <Card role="alert">
        <h1 css={styles.title}>Amendment not found</h1>
        <Muted>
          No amendment named or with the ID <Mono>{nameOrId}</Mono> is in the ledger or in rippled&apos;s list{errorMessage(error) && errorMessage(error) !== 'Amendment not found' ? ` (${errorMessage(error)})` : ''}.
        </Muted>
        <Link to="/amendments" css={styles.link}>
          All amendments
        </Link>
      </Card>
    );
  } else if (isError || !data) {
    body = <AmendmentLoadError title="Amendment" onRetry={() => void refetch()} retrying={isFetching} />;
  } else {
    const title = data.name ?? `${data.id.slice(0, 8)}…`;
    body = (
      <>
        <header css={styles.hero}>
          <h1 css={styles.title}>{title}</h1>
          <div css={styles.badges}>
            <Badge tone={data.status === 'enabled' ? 'success' : data.status === 'majority' ? 'warning' : 'neutral'}>{STATUS_LABEL[data.status]}</Badge>
            {data.listing ? <Badge tone="neutral">{LISTING_TEXT[data.listing].badge}</Badge> : null}
            <Badge tone="outline">As of ledger {data.ledgerIndex.toLocaleString('en-US')}</Badge>
            {data.offline ? <Badge tone="warning">Votes are not recorded on the offline network</Badge> : null}
          </div>
        </header>
        <Card aria-labelledby="amendment-id">
          <CardTitle id="amendment-id">ID</CardTitle>
          <div css={styles.idRow}>
            <Mono css={styles.id} data-testid="amendment-id">{data.id}</Mono>
            <CopyButton value={data.id} subject="amendment ID" />
          </div>
          <Muted css={styles.note}>
            {data.name ? <>The ID is SHA-512Half of the name: the first 32 bytes of SHA-512 of the ASCII text &ldquo;{data.name}&rdquo;.</> : 'No name in rippled’s list hashes to this ID (SHA-512Half of the name).'} Names from {data.source.repository}{' '}
            <Mono>{data.source.path}</Mono> at commit <Mono>{data.source.commit.slice(0, 12)}</Mono>.
          </Muted>
        </Card>
        <Card aria-labelledby="amendment-status">
          <CardTitle id="amendment-status">Status</CardTitle>
          <DetailGrid>
            <dt>Status</dt>
            <dd>{STATUS_LABEL[data.status]}</dd>
            {data.listing ? (
              <>
                <dt>In rippled&apos;s list</dt>
                <dd data-testid="amendment-listing">{LISTING_TEXT[data.listing].note}</dd>
              </>
            ) : null}
            {data.enabledLedger !== undefined ? (
              <>
                <dt>Enabled in ledger</dt>
                <dd>
                  <Link to={`/ledger/${data.enabledLedger}`} css={styles.link}>
                    {data.enabledLedger.toLocaleString('en-US')}
                  </Link>
                </dd>
              </>
            ) : null}
            {data.majoritySince ? (
              <>
                <dt>Majority since</dt>
                <dd>{data.majoritySince.replace('T', ' ').replace('Z', ' UTC')}</dd>
              </>
            ) : null}
            {data.votes ? (
              <>
                <dt>Validator votes</dt>
                <dd data-testid="amendment-votes">
                  {votesText(data.votes)}
                  <Muted css={styles.note}>{tallyText(data.votes)}.</Muted>
                </dd>
              </>
            ) : null}
            {data.expectedAt ? (
              <>
                <dt>Earliest activation</dt>
                <dd data-testid="expected-at">
                  {data.expectedAt.replace('T', ' ').replace('Z', ' UTC')} ({countdownText(data.expectedAt, now)})
                  <Muted css={styles.note}>The earliest time (majority time + two weeks), not a forecast. {ACTIVATION_NOTE}</Muted>
                </dd>
              </>
            ) : null}
          </DetailGrid>
        </Card>
        <Card aria-labelledby="amendment-history">
          <CardTitle id="amendment-history">History</CardTitle>
          {data.history.length === 0 ? (
            <Muted>No EnableAmendment transaction about it is recorded{data.offline ? ' on the offline network' : ''}.</Muted>
          ) : (
            <>
              <p data-testid="history-sentence">{historySentence(data.history)}</p>
              <ol css={styles.list}>
                {data.history.map((h) => (
                  <li key={h.hash}>
                    {EVENT_LABEL[h.event]} in ledger{' '}
                    <Link to={`/ledger/${h.ledgerIndex}`} css={styles.link}>
                      {h.ledgerIndex.toLocaleString('en-US')}
                    </Link>{' '}
                    (transaction{' '}
                    <Link to={`/transaction/${h.hash}`} css={styles.link} title={h.hash}>
                      <Mono>{`${h.hash.slice(0, 8)}…`}</Mono>
                    </Link>
                    )
                  </li>
                ))}
              </ol>
              <Muted css={styles.note}>Only the EnableAmendment transactions {data.offline ? 'recorded for the offline network' : 'the node has'} are listed; earlier events may be missing.</Muted>
            </>
          )}
        </Card>
      </>
    );
  }

  return (
    <Page>
      <title>{`${data?.name ?? nameOrId} · Amendment · ${PRODUCT_NAME}`}</title>
      <div css={styles.stack}>
        <Link to="/amendments" css={styles.link}>
          ← All amendments
        </Link>
        {body}
      </div>
    </Page>
  );
}
