import { useMemo } from 'react';
import { css } from '@emotion/react';
import { Badge, Card, CardTitle, Link, Mono, Muted, PRODUCT_NAME, Page, Skeleton, useRenderTime, useStyles, type AmendmentSummary, type LedgerLensTheme } from '@ledgerlens/shared';
import { useGetAmendmentsQuery } from '../api/amendmentsApi';
import { AmendmentLoadError } from '../components/AmendmentLoadError';
import { ACTIVATION_NOTE, LISTING_TEXT, countdownText, tallyText, votesText } from '../components/amendmentText';

const getStyles = (theme: LedgerLensTheme) => ({
  stack: css`display: grid; gap: ${theme.spacing(2)};`,
  hero: css`display: grid; gap: ${theme.spacing(1)};`,
  title: css`margin: 0; font-size: 28px; line-height: 1.2;`,
  badges: css`display: flex; gap: ${theme.spacing(0.75)}; flex-wrap: wrap;`,
  list: css`list-style: none; margin: 0; padding: 0; display: grid; gap: 0;`,
  row: css`
    display: grid; gap: ${theme.spacing(0.5, 1.5)}; padding: ${theme.spacing(1, 0)}; border-bottom: 1px solid ${theme.color.border};
    grid-template-columns: minmax(0, 1fr) auto; align-items: baseline;
    ${theme.mq.md} { grid-template-columns: minmax(200px, 1.2fr) minmax(0, 2fr) auto; }
  `,
  name: css`font-weight: 700; overflow-wrap: anywhere;`,
  id: css`font-size: 12px; color: ${theme.color.textMuted}; overflow-wrap: anywhere; grid-column: 1 / -1; ${theme.mq.md} { grid-column: auto; }`,
  link: css`color: ${theme.color.primary}; text-decoration: underline; text-underline-offset: 2px; &:focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; }`,
  meta: css`font-size: 14px; color: ${theme.color.textMuted}; font-variant-numeric: tabular-nums;`,
  note: css`font-size: 13px;`,
  votes: css`grid-column: 1 / -1; font-size: 14px; font-variant-numeric: tabular-nums;`,
});

function AmendmentRow({ a, now }: { a: AmendmentSummary; now: number }) {
  const styles = useStyles(getStyles);
  const label = a.name ?? `${a.id.slice(0, 8)}…`;
  return (
    <li css={styles.row}>
      <span css={styles.name}>
        <Link to={`/amendment/${a.name ?? a.id}`} css={styles.link}>
          {label}
        </Link>
      </span>
      <Mono css={styles.id}>{a.id}</Mono>
      <span css={styles.meta}>
        {a.status === 'enabled' ? (a.enabledLedger !== undefined ? <>Enabled in ledger <Link to={`/ledger/${a.enabledLedger}`} css={styles.link}>{a.enabledLedger.toLocaleString('en-US')}</Link></> : 'Enabled') : null}
        {a.status === 'majority' && a.expectedAt ? <>Earliest {new Date(a.expectedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC ({countdownText(a.expectedAt, now)})</> : null}
        {a.status === 'known' ? 'Not in the ledger' : null}
        {a.listing ? (
          <>
            {' '}
            <Badge tone="neutral" title={LISTING_TEXT[a.listing].note}>
              {LISTING_TEXT[a.listing].badge}
            </Badge>
          </>
        ) : null}
      </span>
      {a.votes && (a.status === 'majority' || a.votes.yes > 0) ? <span css={styles.votes}>{votesText(a.votes)}</span> : null}
    </li>
  );
}

/**
 * `/amendments`: the network's amendments from `GET /api/amendments`: in majority (with the
 * countdown to the earliest activation, majority time + two weeks; flag + 1 enables, flag + 2 applies), enabled (with the enabling
 * ledger when recorded), and known to rippled's list only; retired, unsupported and obsolete entries badged. Each links to `/amendment/{name}`.
 */
export function AmendmentsPage() {
  const styles = useStyles(getStyles);
  const now = useRenderTime();
  const { data, isLoading, isError, refetch, isFetching } = useGetAmendmentsQuery();
  const groups = useMemo(() => {
    const by = (s: AmendmentSummary['status']) => (data?.amendments ?? []).filter((a) => a.status === s);
    return { majority: by('majority'), enabled: by('enabled'), known: by('known') };
  }, [data]);

  let body;
  if (isLoading) {
    body = (
      <div aria-busy="true" css={styles.stack}>
        <Skeleton h="120px" />
        <Skeleton h="320px" />
      </div>
    );
  } else if (isError || !data) {
    body = <AmendmentLoadError title="Amendments" onRetry={() => void refetch()} retrying={isFetching} />;
  } else {
    body = (
      <>
        <Card aria-labelledby="amendments-majority">
          <CardTitle id="amendments-majority">In majority ({groups.majority.length})</CardTitle>
          <Muted css={styles.note}>An amendment that keeps more than 80% of the trusted validators for two weeks of ledger time can be enabled; the times below are the earliest (majority time + two weeks). {ACTIVATION_NOTE}</Muted>
          {data.votes ? <Muted css={styles.note}>Votes at flag ledger #{data.votes.ledgerIndex.toLocaleString('en-US')}: {tallyText(data.votes)}.</Muted> : null}
          {groups.majority.length === 0 ? <Muted>None.</Muted> : <ul css={styles.list}>{groups.majority.map((a) => <AmendmentRow key={a.id} a={a} now={now} />)}</ul>}
        </Card>
        <Card aria-labelledby="amendments-enabled">
          <CardTitle id="amendments-enabled">Enabled ({groups.enabled.length})</CardTitle>
          <ul css={styles.list}>{groups.enabled.map((a) => <AmendmentRow key={a.id} a={a} now={now} />)}</ul>
        </Card>
        <Card aria-labelledby="amendments-known">
          <CardTitle id="amendments-known">Known to rippled, not in the ledger ({groups.known.length})</CardTitle>
          <Muted css={styles.note}>
            Retired names stay in rippled&apos;s list with no vote; an amendment marked &ldquo;Not supported by rippled&rdquo; cannot be voted for by that version.
          </Muted>
          <ul css={styles.list}>{groups.known.map((a) => <AmendmentRow key={a.id} a={a} now={now} />)}</ul>
        </Card>
      </>
    );
  }

  return (
    <Page>
      <title>{`Amendments · ${PRODUCT_NAME}`}</title>
      <meta name="description" content="The XRP Ledger's amendments: enabled, in majority with the expected activation, and known to rippled." />
      <div css={styles.stack}>
        <header css={styles.hero}>
          <h1 css={styles.title}>Amendments</h1>
          <Muted>
            Protocol changes of the XRP Ledger. An amendment&apos;s ID is the SHA-512Half of its name; names come from rippled&apos;s own list.
          </Muted>
          {data ? (
            <div css={styles.badges}>
              <Badge tone="outline">As of ledger {data.ledgerIndex.toLocaleString('en-US')}</Badge>
              <Badge tone="outline" title={`${data.source.repository} ${data.source.path} @ ${data.source.commit}`}>
                Names: rippled {data.source.commit.slice(0, 7)}
              </Badge>
              {data.offline ? (
                <Badge tone="warning">Votes are not recorded on the offline network</Badge>
              ) : data.votes ? (
                <Badge tone="outline">
                  Votes of {data.votes.available} validators heard from in 24 h (of {data.votes.trusted} trusted), flag ledger #{data.votes.ledgerIndex.toLocaleString('en-US')}
                </Badge>
              ) : (
                <Badge tone="outline">Votes: waiting for the next flag ledger</Badge>
              )}
            </div>
          ) : null}
        </header>
        {body}
      </div>
    </Page>
  );
}
