import { css } from '@emotion/react';
import { Fragment } from 'react';
import {
  Badge,
  Card,
  CardTitle,
  DetailGrid,
  Link,
  Mono,
  Muted,
  MPT_FLAG_MEANINGS,
  shortHash,
  useStyles,
  type LedgerLensTheme,
  type MptIssuanceDetail,
  type MptMetadata,
  type MptQuantity,
} from '@ledgerlens/shared';
import { AccountLink } from '../../../components/assets/AssetText';
import { assetPageStyles } from '../../../components/assets/assetPageStyles';

const getStyles = (theme: LedgerLensTheme) => ({
  ...assetPageStyles(theme),
  flags: css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.spacing(1.25)};`,
  flag: css`display: grid; gap: ${theme.spacing(0.5)}; padding-bottom: ${theme.spacing(1.25)}; border-bottom: 1px solid ${theme.color.border};`,
  flagHead: css`display: flex; flex-wrap: wrap; gap: ${theme.spacing(1)}; align-items: center; font-weight: 600;`,
  meaning: css`margin: 0; font-size: 14px; color: ${theme.color.textMuted};`,
  hex: css`word-break: break-all; font-size: 13px;`,
  text: css`margin: 0; white-space: pre-wrap; overflow-wrap: anywhere;`,
  units: css`display: block; font-size: 12px; color: ${theme.color.textMuted};`,
  uris: css`margin: 0; padding-left: ${theme.spacing(2.5)}; display: grid; gap: ${theme.spacing(0.5)};`,
});

/** A scaled MPT figure with its smallest-unit integer under it. */
export function Quantity({ q, name }: { q: MptQuantity | null; name: string }) {
  const styles = useStyles(getStyles);
  if (!q) return <>—</>;
  return (
    <span css={styles.figure}>
      {q.value} {name}
      <span css={styles.units}>{q.units} in the smallest unit</span>
    </span>
  );
}

/** Issuer, IDs, scale and fee. */
export function IssuanceCard({ mpt }: { mpt: MptIssuanceDetail }) {
  const styles = useStyles(getStyles);
  return (
    <Card css={styles.card} aria-labelledby="mpt-issuer-title">
      <CardTitle id="mpt-issuer-title">Issuer</CardTitle>
      <DetailGrid>
        <dt>Issuer</dt>
        <dd css={styles.figure}>
          <AccountLink address={mpt.issuer} full />
        </dd>
        <dt>MPTokenIssuanceID</dt>
        <dd>
          <Mono css={styles.hex}>{mpt.id}</Mono>
        </dd>
        <dt>Sequence</dt>
        <dd>{mpt.sequence}</dd>
        <dt>AssetScale</dt>
        <dd>
          {mpt.assetScale}
          <Muted> (1 {mpt.displayName} = 10^{mpt.assetScale} smallest units)</Muted>
        </dd>
        <dt>Transfer fee</dt>
        <dd>{mpt.transferFee === null ? 'None' : `${mpt.transferFee}%`}</dd>
      </DetailGrid>
    </Card>
  );
}

/** Maximum, outstanding and locked amounts. */
export function SupplyCard({ mpt }: { mpt: MptIssuanceDetail }) {
  const styles = useStyles(getStyles);
  return (
    <Card css={styles.card} aria-labelledby="mpt-supply-title">
      <CardTitle id="mpt-supply-title">Supply</CardTitle>
      <Muted>From the MPTokenIssuance (ledger_entry), ledger #{mpt.ledgerIndex.toLocaleString('en-US')}.</Muted>
      <DetailGrid>
        <dt>Maximum</dt>
        <dd>{mpt.maximum ? <Quantity q={mpt.maximum} name={mpt.displayName} /> : 'No maximum set (protocol limit 2⁶³−1 smallest units)'}</dd>
        <dt>Outstanding</dt>
        <dd data-testid="mpt-outstanding">
          <Quantity q={mpt.outstanding} name={mpt.displayName} />
        </dd>
        <dt>In escrow (locked)</dt>
        <dd>
          <Quantity q={mpt.locked} name={mpt.displayName} />
        </dd>
      </DetailGrid>
    </Card>
  );
}

/** Every flag, on or off, with what it means to a holder. */
export function FlagsCard({ mpt }: { mpt: MptIssuanceDetail }) {
  const styles = useStyles(getStyles);
  return (
    <Card css={styles.card} aria-labelledby="mpt-flags-title">
      <CardTitle id="mpt-flags-title">Issuance settings</CardTitle>
      <Muted>The issuance&apos;s Flags ({mpt.flagsValue}), fixed when it was created.</Muted>
      <ul css={styles.flags}>
        {MPT_FLAG_MEANINGS.map((f) => {
          const on = mpt.flags[f.key];
          return (
            <li key={f.key} css={styles.flag} data-testid={`mpt-flag-${f.key}`}>
              <span css={styles.flagHead}>
                {f.label}
                <Badge tone={on ? (f.risk ? 'warning' : 'success') : 'neutral'}>{on ? 'On' : 'Off'}</Badge>
              </span>
              <p css={styles.meaning}>{on ? f.on : f.off}</p>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

const FORM_TEXT: Record<MptMetadata['form'], string> = {
  xls89: 'XLS-89 metadata',
  json: 'JSON without XLS-89 keys',
  text: 'Text, not JSON',
  binary: 'Not text: shown as hex',
  oversized: 'Longer than 1024 bytes: cut',
};

/** The decoded MPTokenMetadata: XLS-89 fields as text, links only for https, else text or hex. */
export function MetadataCard({ metadata }: { metadata: MptMetadata | null }) {
  const styles = useStyles(getStyles);
  const rows: Array<[string, string | undefined]> = metadata
    ? [
        ['Ticker', metadata.ticker],
        ['Name', metadata.name],
        ['Description', metadata.desc],
        ['Asset class', metadata.assetClass],
        ['Asset subclass', metadata.assetSubclass],
        ['Issuer name', metadata.issuerName],
        ['Additional info', metadata.additionalInfo],
      ]
    : [];
  return (
    <Card css={styles.card} aria-labelledby="mpt-meta-title">
      <CardTitle id="mpt-meta-title">Metadata</CardTitle>
      {!metadata ? (
        <Muted>This issuance has no MPTokenMetadata.</Muted>
      ) : (
        <>
          <Muted>
            MPTokenMetadata, {metadata.bytes} bytes · {FORM_TEXT[metadata.form]}
            {metadata.keys ? ` (${metadata.keys} keys)` : ''}. Written by the issuer: not checked by anyone.
          </Muted>
          <DetailGrid>
            {rows
              .filter((r): r is [string, string] => r[1] !== undefined)
              .map(([label, value]) => (
                <Fragment key={label}>
                  <dt>{label}</dt>
                  <dd css={styles.text}>{value}</dd>
                </Fragment>
              ))}
            {metadata.icon ? (
              <>
                <dt>Icon</dt>
                <dd css={styles.text}>
                  {metadata.iconHref ? (
                    <a href={metadata.iconHref} css={styles.link} rel="noopener noreferrer nofollow" target="_blank">
                      {metadata.icon}
                    </a>
                  ) : (
                    metadata.icon
                  )}
                </dd>
              </>
            ) : null}
            {metadata.uris ? (
              <>
                <dt>Links</dt>
                <dd>
                  <ul css={styles.uris}>
                    {metadata.uris.map((u, i) => (
                      <li key={i} css={styles.text}>
                        {u.title ?? u.category ?? 'Link'}
                        {u.category && u.title ? ` (${u.category})` : ''}:{' '}
                        {u.href ? (
                          <a href={u.href} css={styles.link} rel="noopener noreferrer nofollow" target="_blank">
                            {u.uri}
                          </a>
                        ) : (
                          <span>{u.uri}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
            {metadata.text !== undefined ? (
              <>
                <dt>Text</dt>
                <dd css={styles.text}>{metadata.text}</dd>
              </>
            ) : null}
            {metadata.form === 'binary' || metadata.form === 'oversized' || metadata.form === 'json' ? (
              <>
                <dt>Hex</dt>
                <dd>
                  <Mono css={styles.hex}>{metadata.raw.length > 512 ? `${metadata.raw.slice(0, 512)}…` : metadata.raw}</Mono>
                </dd>
              </>
            ) : null}
          </DetailGrid>
        </>
      )}
    </Card>
  );
}

/** Top holders, with where the list comes from. */
export function HoldersCard({ mpt }: { mpt: MptIssuanceDetail }) {
  const styles = useStyles(getStyles);
  const { holders } = mpt;
  return (
    <Card css={styles.card} aria-labelledby="mpt-holders-title">
      <CardTitle id="mpt-holders-title">Holders</CardTitle>
      <Muted>
        {holders.count !== null ? `${holders.count} holder${holders.count === 1 ? '' : 's'} · ` : ''}
        {holders.source}
        {holders.ledgerIndex ? ` · ledger #${holders.ledgerIndex.toLocaleString('en-US')}` : ''}
      </Muted>
      {holders.top.length === 0 ? (
        <Muted>No holder is listed.</Muted>
      ) : (
        <div css={styles.scroll} role="region" aria-label="Holders table" tabIndex={0}>
          <table css={styles.table}>
            <thead>
              <tr>
                <th>Holder</th>
                <th css={styles.num}>Balance</th>
                <th css={styles.num}>In escrow</th>
              </tr>
            </thead>
            <tbody>
              {holders.top.map((h) => (
                <tr key={h.account} data-testid="mpt-holder">
                  <td>
                    <AccountLink address={h.account} />
                    {h.frozen ? <Badge tone="warning">Locked</Badge> : null}
                  </td>
                  <td css={styles.num}>
                    {h.amount.value} {mpt.displayName}
                  </td>
                  <td css={styles.num}>{h.locked ? `${h.locked.value} ${mpt.displayName}` : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

/** The issuer's transactions that touched the issuance, newest first. */
export function HistoryCard({ mpt }: { mpt: MptIssuanceDetail }) {
  const styles = useStyles(getStyles);
  return (
    <Card css={styles.card} aria-labelledby="mpt-history-title">
      <CardTitle id="mpt-history-title">History</CardTitle>
      <Muted>The issuer&apos;s transactions (account_tx) that touched this issuance, newest first.</Muted>
      {mpt.history.length === 0 ? (
        <Muted>No transaction of the issuer touching this issuance is known to the node.</Muted>
      ) : (
        <div css={styles.scroll} role="region" aria-label="History table" tabIndex={0}>
          <table css={styles.table}>
            <thead>
              <tr>
                <th>Transaction</th>
                <th>Type</th>
                <th>Account</th>
                <th>Result</th>
                <th css={styles.num}>Ledger</th>
              </tr>
            </thead>
            <tbody>
              {mpt.history.map((h) => (
                <tr key={h.hash} data-testid="mpt-history-row">
                  <td>
                    <Link to={`/transaction/${h.hash}`} css={styles.link}>
                      <Mono>{shortHash(h.hash)}</Mono>
                    </Link>
                  </td>
                  <td>{h.type}</td>
                  <td>
                    <AccountLink address={h.account} />
                  </td>
                  <td>{h.result}</td>
                  <td css={styles.num}>{h.ledgerIndex.toLocaleString('en-US')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
