import { Fragment } from 'react';
import { css } from '@emotion/react';
import { Badge, Card, CardTitle, DetailGrid, Link, Mono, Muted, useStyles, type LedgerLensTheme, type ObjectValue, type ObjectView } from '@ledgerlens/shared';

const getStyles = (theme: LedgerLensTheme) => ({
  link: css`color: ${theme.color.primary}; text-decoration: underline; text-underline-offset: 2px; overflow-wrap: anywhere; &:focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; }`,
  mono: css`overflow-wrap: anywhere; font-size: 13px;`,
  text: css`overflow-wrap: anywhere; white-space: pre-wrap;`,
  note: css`color: ${theme.color.textMuted}; font-size: 12px; margin-left: ${theme.spacing(0.75)};`,
  values: css`display: flex; flex-wrap: wrap; gap: ${theme.spacing(0.75)}; align-items: baseline;`,
  badges: css`display: flex; gap: ${theme.spacing(0.75)}; flex-wrap: wrap;`,
  summary: css`margin: 0 0 ${theme.spacing(1)};`,
  scroll: css`overflow-x: auto; max-width: 100%; &:focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; }`,
  table: css`width: 100%; border-collapse: collapse; font-size: 14px; caption { text-align: left; font-weight: 600; padding: ${theme.spacing(1, 0)}; } th, td { text-align: left; padding: ${theme.spacing(0.75, 1)}; border-bottom: 1px solid ${theme.color.border}; vertical-align: top; } th { color: ${theme.color.textMuted}; font-weight: 600; } td { overflow-wrap: anywhere; }`,
  tableNote: css`font-size: 13px; margin: ${theme.spacing(0.5, 0, 0)};`,
});

/** An ISO time as "2025-06-24 20:51:51 UTC". */
function timeText(iso: string): string {
  return iso.replace('T', ' ').replace(/(\.\d+)?Z$/, ' UTC');
}

const ROUTES: Partial<Record<ObjectValue['kind'], string>> = { account: '/account/', object: '/object/', nft: '/nft/', mpt: '/mpt/', transaction: '/transaction/', ledger: '/ledger/' };

/**
 * One value of a typed object view, by its kind: accounts, objects, NFTs, MPT issuances,
 * transactions and ledgers link to their pages; `url` is an external link only when it is an
 * `https:` URL (checked again here); decoded ledger text is plain text, hex is monospace.
 */
export function ObjectValueView({ value }: { value: ObjectValue }) {
  const styles = useStyles(getStyles);
  const note = value.note ? <span css={styles.note}>({value.note})</span> : null;
  const route = ROUTES[value.kind];
  let body;
  if (route) {
    body = (
      <Link to={`${route}${value.ref ?? value.text}`} css={styles.link}>
        <Mono css={styles.mono}>{value.text}</Mono>
      </Link>
    );
  } else if (value.kind === 'url' && value.ref?.startsWith('https://')) {
    body = (
      <a href={value.ref} css={styles.link} rel="noopener noreferrer nofollow" target="_blank">
        {value.text}
      </a>
    );
  } else if (value.kind === 'hex') {
    body = <Mono css={styles.mono}>{value.text}</Mono>;
  } else if (value.kind === 'status') {
    body = <Badge tone={value.tone ?? 'neutral'}>{value.text}</Badge>;
  } else if (value.kind === 'time') {
    body = <time dateTime={value.text}>{timeText(value.text)}</time>;
  } else if (value.kind === 'number' && /^-?\d{4,}$/.test(value.text)) {
    body = <span>{BigInt(value.text).toLocaleString('en-US')}</span>;
  } else {
    body = <span css={styles.text}>{value.text}</span>;
  }
  return (
    <span>
      {body}
      {note}
    </span>
  );
}

/**
 * The typed view of a ledger object from `GET /api/objects/{index}` (`view`, computed by the API's
 * view registry): its summary, state badges, labelled fields in the field's terms and tables (an
 * oracle's prices, a signer list, a page's NFTs). The raw fields are shown below it by the page.
 */
export function ObjectViewCard({ view }: { view: ObjectView }) {
  const styles = useStyles(getStyles);
  return (
    <Card aria-labelledby="object-summary" data-testid="object-view">
      <CardTitle id="object-summary">{view.type}</CardTitle>
      <Muted css={styles.summary} data-testid="object-view-summary">
        {view.summary}
      </Muted>
      {view.status.length > 0 ? (
        <div css={styles.badges} data-testid="object-view-status">
          {view.status.map((s) => (
            <ObjectValueView key={s.text} value={s} />
          ))}
        </div>
      ) : null}
      <DetailGrid>
        {view.fields.map((f) => (
          <Fragment key={f.label}>
            <dt>{f.label}</dt>
            <dd css={styles.values}>
              {f.values.map((v, i) => (
                <ObjectValueView key={i} value={v} />
              ))}
            </dd>
          </Fragment>
        ))}
      </DetailGrid>
      {view.tables.map((t) => (
        <div key={t.caption}>
          <div css={styles.scroll} tabIndex={0} role="region" aria-label={`${t.caption} (scrollable)`}>
            <table css={styles.table}>
              <caption>
                {t.caption} ({t.rows.length})
              </caption>
              <thead>
                <tr>
                  {t.columns.map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {t.rows.map((r, i) => (
                  <tr key={i}>
                    {r.map((v, j) => (
                      <td key={j}>
                        <ObjectValueView value={v} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {t.note ? <Muted css={styles.tableNote}>{t.note}</Muted> : null}
        </div>
      ))}
    </Card>
  );
}
