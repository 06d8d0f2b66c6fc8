import { useState } from 'react';
import { css } from '@emotion/react';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  Link,
  Mono,
  Muted,
  shortenAddress,
  useStyles,
  type AffectedObject,
  type BalanceChange,
  type LedgerLensTheme,
  type Transaction,
} from '@ledgerlens/shared';

const getStyles = (theme: LedgerLensTheme) => ({
  wrap: css`overflow-x: auto; margin-top: ${theme.spacing(1)};`,
  /** A table from medium screens up; below, each change is a two-line block (account and change, then the asset). */
  table: css`
    width: 100%; border-collapse: collapse; font-size: 14px;
    th, td { text-align: left; vertical-align: top; }
    th { color: ${theme.color.textMuted}; font-weight: 600; white-space: nowrap; }
    td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    tbody tr {
      display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: ${theme.spacing(0.25, 1)};
      padding: ${theme.spacing(1, 0)}; border-bottom: 1px solid ${theme.color.border};
    }
    td:nth-of-type(2) { grid-row: 2; grid-column: 1 / -1; }
    ${theme.mq.md} {
      thead { position: static; width: auto; height: auto; overflow: visible; clip: auto; }
      tbody tr { display: table-row; padding: 0; }
      th, td { padding: ${theme.spacing(1, 1.25)}; border-bottom: 1px solid ${theme.color.border}; }
      td.num { white-space: nowrap; }
    }
  `,
  link: css`color: ${theme.color.primary}; font-weight: 600; text-decoration: none; &:hover { text-decoration: underline; }`,
  up: css`color: ${theme.color.success}; font-weight: 700;`,
  down: css`color: ${theme.color.danger}; font-weight: 700;`,
  fee: css`display: block; color: ${theme.color.textMuted}; font-size: 12px; font-weight: 400;`,
  asset: css`display: grid; gap: 2px;`,
  issuer: css`color: ${theme.color.textMuted}; font-size: 12px;`,
  head: css`display: flex; align-items: center; justify-content: space-between; gap: ${theme.spacing(1.5)}; flex-wrap: wrap;`,
  headTitle: css`margin: 0;`,
  objects: css`display: grid; gap: ${theme.spacing(1)}; margin: ${theme.spacing(1.5, 0, 0)}; padding: 0; list-style: none;`,
  object: css`
    border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md}; padding: ${theme.spacing(1, 1.5)};
    display: grid; gap: ${theme.spacing(0.5)};
  `,
  objectHead: css`display: flex; gap: ${theme.spacing(1)}; align-items: center; flex-wrap: wrap;`,
  objectFields: css`
    margin: 0; display: grid; grid-template-columns: minmax(100px, max-content) minmax(0, 1fr); gap: ${theme.spacing(0.25, 1.5)}; font-size: 13px;
    dt { color: ${theme.color.textMuted}; } dd { margin: 0; overflow-wrap: anywhere; }
  `,
  pair: css`display: contents;`,
  index: css`font-size: 12px; color: ${theme.color.textMuted}; overflow-wrap: anywhere;`,
  more: css`margin-top: ${theme.spacing(1.5)}; display: flex; gap: ${theme.spacing(1)}; align-items: center; flex-wrap: wrap;`,
});

/** A signed exact decimal with thousands separators: `-1234.5` → `−1,234.5`, `+` for gains. */
export function signedDecimal(value: string): string {
  const negative = value.startsWith('-');
  const [whole, fraction] = value.replace(/^[-+]/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '−' : '+'}${grouped}${fraction ? `.${fraction}` : ''}`;
}

function assetOf(b: BalanceChange): string {
  if (b.currency === 'MPT') return `MPT ${b.mptIssuanceId ? `${b.mptIssuanceId.slice(0, 8)}…` : ''}`.trim();
  if (/^03[0-9A-F]{38}$/i.test(b.currency)) return `LP token ${b.currency.slice(0, 8)}…`;
  return b.currency;
}

/** Balance-change rows shown before "Show all" (a transaction crossing thousands of offers has thousands). */
export const BALANCE_ROWS_FIRST = 50;

/**
 * Balance changes (the API's `balanceChanges`, from xrpl.js `getBalanceChanges`): one row per
 * account and asset with the signed exact change; the fee is part of the payer's XRP change and
 * named under it. "Unavailable" when the API could not compute them (missing metadata).
 */
export function BalanceChanges({ tx }: { tx: Transaction }) {
  const styles = useStyles(getStyles);
  const [all, setAll] = useState(false);
  if (tx.balanceChanges === undefined) return null;
  const changes = tx.balanceChanges ?? [];
  const shown = all ? changes : changes.slice(0, BALANCE_ROWS_FIRST);
  return (
    <Card aria-labelledby="tx-balances-title" data-testid="balance-changes">
      <CardTitle id="tx-balances-title">Balance changes</CardTitle>
      {tx.balanceChanges === null ? (
        <Muted>Balance changes are unavailable: the metadata of this transaction is missing or could not be read.</Muted>
      ) : tx.balanceChanges.length === 0 ? (
        <Muted>No balance changed.</Muted>
      ) : (
        <div css={styles.wrap}>
          <table css={styles.table}>
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col">Asset</th>
                <th scope="col" className="num">
                  Change
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((b, i) => (
                <tr key={`${b.account}-${b.currency}-${b.issuer ?? b.mptIssuanceId ?? ''}-${i}`}>
                  <td>
                    <Link to={`/account/${b.account}`} css={styles.link} title={b.account}>
                      {shortenAddress(b.account, 8, 6)}
                    </Link>
                  </td>
                  <td>
                    <span css={styles.asset}>
                      <span>{assetOf(b)}</span>
                      {b.issuer ? (
                        <span css={styles.issuer}>
                          issuer{' '}
                          <Link to={`/account/${b.issuer}`} css={styles.link} title={b.issuer}>
                            {shortenAddress(b.issuer, 6, 4)}
                          </Link>
                        </span>
                      ) : null}
                    </span>
                  </td>
                  <td className="num">
                    <span css={b.value.startsWith('-') ? styles.down : styles.up}>{signedDecimal(b.value)}</span>
                    {b.fee ? <span css={styles.fee}>includes the {b.fee} XRP fee</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {shown.length < changes.length ? (
            <div css={styles.more}>
              <Button variant="outline" size="sm" onClick={() => setAll(true)}>
                Show all {changes.length.toLocaleString('en-US')} changes
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </Card>
  );
}

/** Objects shown per page of the affected-objects list (a transaction can touch thousands). */
export const AFFECTED_PAGE_SIZE = 25;

const ACTION_TONE: Record<AffectedObject['action'], 'success' | 'info' | 'danger'> = { created: 'success', modified: 'info', deleted: 'danger' };

/**
 * Affected ledger objects (the API's `affectedObjects`): collapsed by default; when opened, the
 * first {@link AFFECTED_PAGE_SIZE} entries and "Show more" for the next ones, so a transaction with
 * thousands of affected nodes renders its first screen at once.
 */
export function AffectedObjects({ tx }: { tx: Transaction }) {
  const styles = useStyles(getStyles);
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(AFFECTED_PAGE_SIZE);
  const objects = tx.affectedObjects;
  if (objects === undefined) return null;
  const count = objects?.length ?? 0;
  return (
    <Card aria-labelledby="tx-objects-title" data-testid="affected-objects">
      <div css={styles.head}>
        <CardTitle id="tx-objects-title" css={styles.headTitle}>
          Affected ledger objects {objects ? `(${count.toLocaleString('en-US')})` : ''}
        </CardTitle>
        {objects && count > 0 ? (
          <Button variant="ghost" size="sm" aria-expanded={open} aria-controls="tx-objects-list" onClick={() => setOpen((o) => !o)}>
            {open ? 'Hide objects' : 'Show objects'}
          </Button>
        ) : null}
      </div>
      {objects === null ? <Muted>Affected objects are unavailable: the metadata of this transaction is missing.</Muted> : null}
      {open && objects ? (
        <>
          <ul id="tx-objects-list" css={styles.objects}>
            {objects.slice(0, shown).map((o, i) => (
              <li key={`${o.index}-${i}`} css={styles.object}>
                <div css={styles.objectHead}>
                  <Badge tone={ACTION_TONE[o.action]}>{o.action}</Badge>
                  <strong>{o.type}</strong>
                </div>
                <Mono css={styles.index}>{o.index}</Mono>
                {Object.keys(o.fields).length > 0 ? (
                  <dl css={styles.objectFields}>
                    {Object.entries(o.fields).map(([k, v]) => (
                      <div key={k} css={styles.pair}>
                        <dt>{k}</dt>
                        <dd>{v}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </li>
            ))}
          </ul>
          {shown < count ? (
            <div css={styles.more}>
              <Button variant="outline" size="sm" onClick={() => setShown((n) => n + AFFECTED_PAGE_SIZE * 4)}>
                Show more
              </Button>
              <Muted>
                Showing {shown.toLocaleString('en-US')} of {count.toLocaleString('en-US')}
              </Muted>
            </div>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
