import { css } from '@emotion/react';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  CopyButton,
  isHex64,
  Link,
  Mono,
  Muted,
  PRODUCT_NAME,
  Page,
  Skeleton,
  useParams,
  toRippleTime,
  useSearchParams,
  useStyles,
  type LedgerLensTheme,
  type LedgerObjectVersion,
} from '@ledgerlens/shared';
import { useGetLedgerObjectQuery } from '../api/objectApi';
import { FieldTable, TypedView, hasTypedView } from '../components/TypedView';
import { fieldText } from '../components/objectText';
import { ObjectViewCard } from '../components/ObjectViewCard';

const getStyles = (theme: LedgerLensTheme) => ({
  stack: css`display: grid; gap: ${theme.spacing(2)};`,
  hero: css`display: grid; gap: ${theme.spacing(1)};`,
  title: css`margin: 0; font-size: 28px; line-height: 1.2; overflow-wrap: anywhere;`,
  badges: css`display: flex; gap: ${theme.spacing(0.75)}; flex-wrap: wrap;`,
  index: css`overflow-wrap: anywhere; font-size: 13px;`,
  indexRow: css`display: flex; gap: ${theme.spacing(1)}; align-items: center; flex-wrap: wrap;`,
  link: css`color: ${theme.color.primary}; text-decoration: underline; text-underline-offset: 2px; &:focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; }`,
  history: css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.spacing(1)};`,
  event: css`display: grid; gap: ${theme.spacing(0.5)}; padding: ${theme.spacing(1, 0)}; border-bottom: 1px solid ${theme.color.border};`,
  eventHead: css`display: flex; gap: ${theme.spacing(1)}; flex-wrap: wrap; align-items: baseline;`,
  changes: css`margin: 0; padding-left: ${theme.spacing(2.5)}; font-size: 13px; overflow-wrap: anywhere;`,
  note: css`font-size: 13px;`,
});

const CHANGE_TONE = { created: 'success', modified: 'info', deleted: 'danger' } as const;
/** Types whose typed view has time fields (FinishAfter, CancelAfter, Expiration). */
const TIMED_TYPES = new Set(['Escrow', 'Check', 'PayChannel']);

/** The fields a transaction changed: `name: before → after` (from `previous` and `fields`). */
function changedFields(v: LedgerObjectVersion): string[] {
  return Object.keys(v.previous).map((name) => `${name}: ${fieldText(v.previous[name])} → ${fieldText(v.fields[name])}`);
}

/**
 * `/object/{index}`: one ledger object from `GET /api/objects/{index}` (rippled `ledger_entry`, then
 * the `PreviousTxnID` chain walked with `tx`): the typed view for its type (the API's `view`, else the page's own view of escrows, checks, channels, offers, trust lines, AMMs and accounts) and every field, "as of
 * ledger N", a deleted object's last state with the transaction that deleted it, and the history
 * (created / modified / deleted, changed fields before → after), oldest first. "Earlier history not
 * recorded" where the walk meets a transaction the node does not have; "Older history" pages on.
 */
export function ObjectPage() {
  const styles = useStyles(getStyles);
  const { index = '' } = useParams();
  const [search] = useSearchParams();
  const before = search.get('before') ?? undefined;
  const valid = isHex64(index);
  const { data, error, isLoading, isError, refetch, isFetching } = useGetLedgerObjectQuery({ index: index.toUpperCase(), before }, { skip: !valid });
  // The close time of the ledger the state is read from: the clock rippled judges FinishAfter,
  // CancelAfter and Expiration by (a transaction of the next ledger sees it as parentCloseTime).
  // A deleted object has no such clock: its last state is shown without badges.
  const timed = data !== undefined && !data.deleted && TIMED_TYPES.has(data.type);
  // The API answers it with the object (`closeTime`, from rippled `ledger`); unknown: no badges.
  const clock = timed && data.closeTime ? { ledgerIndex: data.ledgerIndex, closeTime: toRippleTime(data.closeTime) } : null;
  const status = (error as { status?: unknown } | undefined)?.status;

  let body;
  if (!valid || (isError && (status === 404 || status === 400))) {
    body = (
      <Card role="alert">
        <h1 css={styles.title}>Ledger object not found</h1>
        <Muted>
          {valid ? 'No ledger object with the index ' : 'Not a ledger object index (64 hexadecimal characters): '}
          <Mono css={styles.index}>{index}</Mono>
          {valid ? ' is on the node.' : ''}
        </Muted>
      </Card>
    );
  } else if (isLoading) {
    body = <Skeleton h="320px" aria-busy="true" />;
  } else if (isError || !data) {
    body = (
      <Card role="alert">
        <CardTitle>Ledger object</CardTitle>
        <Muted>Unable to load the ledger object.</Muted>
        <Button onClick={() => void refetch()} disabled={isFetching}>
          Retry
        </Button>
      </Card>
    );
  } else {
    const deletion = data.deleted ? [...data.history].reverse().find((h) => h.change === 'deleted') : undefined;
    body = (
      <>
        <header css={styles.hero}>
          <h1 css={styles.title}>{data.type}</h1>
          <div css={styles.indexRow}>
            <Mono css={styles.index} data-testid="object-index">{data.index}</Mono>
            <CopyButton value={data.index} subject="ledger object index" />
          </div>
          <div css={styles.badges}>
            {data.deleted ? <Badge tone="danger">Deleted</Badge> : <Badge tone="success">In the ledger</Badge>}
            <Badge tone="outline">
              {data.deleted ? 'Deleted in ledger' : 'As of ledger'} {data.ledgerIndex.toLocaleString('en-US')}
            </Badge>
          </div>
          {data.closeTime && data.view?.fields.some((f) => f.label === 'Expiration' && f.values.some((v) => v.kind === 'time')) ? (
            <Muted css={styles.note} data-testid="object-close-time">
              Expiry is judged against the close time of ledger {data.ledgerIndex.toLocaleString('en-US')}: <time dateTime={data.closeTime}>{data.closeTime.replace('T', ' ').replace('Z', ' UTC')}</time>.
            </Muted>
          ) : null}
          {deletion ? (
            <Muted data-testid="deleted-by">
              Deleted by transaction{' '}
              <Link to={`/transaction/${deletion.hash}`} css={styles.link} title={deletion.hash}>
                <Mono>{`${deletion.hash.slice(0, 8)}…`}</Mono>
              </Link>{' '}
              in ledger{' '}
              <Link to={`/ledger/${deletion.ledgerIndex}`} css={styles.link}>
                {deletion.ledgerIndex.toLocaleString('en-US')}
              </Link>
              . Its last state is shown.
            </Muted>
          ) : null}
        </header>
        {data.view ? <ObjectViewCard view={data.view} /> : null}
        {!data.view && hasTypedView(data.type) ? (
          <Card aria-labelledby="object-summary">
            <CardTitle id="object-summary">{data.type}</CardTitle>
            <TypedView type={data.type} fields={data.fields} deleted={data.deleted} clock={clock} />
          </Card>
        ) : null}
        <Card aria-labelledby="object-fields">
          <CardTitle id="object-fields">All fields</CardTitle>
          <FieldTable fields={data.fields} caption={`Fields of the ${data.type} entry`} />
        </Card>
        <Card aria-labelledby="object-history">
          <CardTitle id="object-history">History ({data.history.length})</CardTitle>
          {data.historyEnd === 'notRecorded' ? <Muted css={styles.note}>Earlier history not recorded: a transaction before the first one listed is not on the node.</Muted> : null}
          {data.historyEnd === 'notThreaded' ? <Muted css={styles.note}>This entry type does not link its earlier transactions (no PreviousTxnID); older changes may be missing.</Muted> : null}
          {data.moreBefore ? (
            <Link to={`/object/${data.index}?before=${data.moreBefore}`} css={styles.link}>
              Older history
            </Link>
          ) : null}
          <ol css={styles.history}>
            {data.history.map((v) => (
              <li key={v.hash} css={styles.event}>
                <div css={styles.eventHead}>
                  <Badge tone={CHANGE_TONE[v.change]}>{v.change}</Badge>
                  <span>
                    Ledger{' '}
                    <Link to={`/ledger/${v.ledgerIndex}`} css={styles.link}>
                      {v.ledgerIndex.toLocaleString('en-US')}
                    </Link>
                  </span>
                  <Link to={`/transaction/${v.hash}`} css={styles.link} title={v.hash}>
                    <Mono>{`${v.hash.slice(0, 8)}…`}</Mono>
                  </Link>
                </div>
                {changedFields(v).length > 0 ? (
                  <ul css={styles.changes} aria-label="Changed fields">
                    {changedFields(v).map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        </Card>
      </>
    );
  }

  return (
    <Page>
      <title>{`${data?.type ?? 'Ledger object'} ${index.slice(0, 8)}… · ${PRODUCT_NAME}`}</title>
      <div css={styles.stack}>{body}</div>
    </Page>
  );
}
