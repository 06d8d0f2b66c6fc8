import { Fragment } from 'react';
import { css } from '@emotion/react';
import {
  ammRoute,
  assetPageOf,
  isHex64,
  nftRoute,
  Badge,
  Card,
  CardTitle,
  DetailGrid,
  Link,
  Mono,
  Muted,
  Tooltip,
  formatLocalDateTime,
  shortenAddress,
  timeAgoLong,
  useStyles,
  VisuallyHidden,
  type AmountValue,
  type DescriptionPart,
  type LedgerLensTheme,
  type SummaryField,
  type Transaction,
} from '@ledgerlens/shared';
import { safeHttpsUrl } from './presentation';

const getStyles = (theme: LedgerLensTheme) => ({
  sentence: css`margin: 0; font-size: 17px; line-height: 1.6; overflow-wrap: anywhere;`,
  link: css`color: ${theme.color.primary}; font-weight: 600; text-decoration: none; &:hover { text-decoration: underline; }`,
  mono: css`font-size: 14px;`,
  amount: css`font-weight: 700;`,
  value: css`white-space: nowrap;`,
  issuer: css`font-weight: 400; color: ${theme.color.textMuted}; font-size: 0.9em;`,
  lookalike: css`margin-left: ${theme.spacing(0.5)};`,
  grid: css`
    ${theme.mq.md} { grid-template-columns: minmax(140px, 220px) minmax(0, 1fr); }
    dd { overflow-wrap: anywhere; }
  `,
  flags: css`display: inline-flex; gap: ${theme.spacing(0.5)}; flex-wrap: wrap;`,
  ago: css`color: ${theme.color.textMuted}; font-size: 14px; margin-left: ${theme.spacing(0.75)};`,
  title: css`margin-bottom: ${theme.spacing(1)};`,
});

/**
 * An address linked to its account page, shortened (full address on hover and, after the visible
 * text, for screen readers: the name starts with what is shown, WCAG 2.5.3).
 */
function AccountLink({ address, label }: { address: string; label?: string }) {
  const styles = useStyles(getStyles);
  return (
    <Link to={`/account/${address}`} css={styles.link} title={address}>
      {label ?? shortenAddress(address, 6, 4)}
      <VisuallyHidden> (account {address})</VisuallyHidden>
    </Link>
  );
}

/**
 * An exact amount (`AmountValue.display`, full precision) with its issuer linked. A token whose code
 * reads "XRP" without being XRP carries a warning badge: it is never shown as XRP.
 */
export function AmountText({ amount }: { amount: AmountValue }) {
  const styles = useStyles(getStyles);
  return (
    <span css={styles.amount} data-testid="amount">
      {assetPageOf(amount) ? (
        <Link to={assetPageOf(amount)!} css={[styles.value, styles.link]}>
          {amount.display}
        </Link>
      ) : (
        <span css={styles.value}>{amount.display}</span>
      )}
      {amount.issuer ? (
        <span css={styles.issuer}>
          {' '}
          (<AccountLink address={amount.issuer} />)
        </span>
      ) : null}
      {amount.lookalike ? (
        <Badge tone="danger" css={styles.lookalike} title="A token whose code reads XRP. It is not XRP.">
          Look-alike token, not XRP
        </Badge>
      ) : null}
    </span>
  );
}

/** One part of a description: text as text (never markup), references linked to their pages. */
function Part({ part }: { part: DescriptionPart }) {
  const styles = useStyles(getStyles);
  switch (part.kind) {
    case 'text':
      return <>{part.text}</>;
    case 'account':
      return <AccountLink address={part.address} label={part.label} />;
    case 'amount':
      return <AmountText amount={part.amount} />;
    case 'token':
      return (
        <span css={styles.amount}>
          {part.mptIssuanceId ? (
            <Link to={`/mpt/${part.mptIssuanceId}`} css={styles.link}>
              {part.display}
            </Link>
          ) : (
            part.display
          )}
          {part.issuer ? (
            <span css={styles.issuer}>
              {' '}
              (<AccountLink address={part.issuer} />)
            </span>
          ) : null}
        </span>
      );
    case 'nft':
      return (
        <Mono css={styles.mono} title={part.id}>
          {`${part.id.slice(0, 8)}…${part.id.slice(-6)}`}
        </Mono>
      );
    case 'offer':
      return <>{part.sequence !== undefined ? `offer #${part.sequence}` : 'an offer'}</>;
    case 'ledger':
      return (
        <Link to={`/ledger/${part.index}`} css={styles.link}>
          ledger #{part.index}
        </Link>
      );
    case 'transaction':
      return (
        <Link to={`/transaction/${part.hash}`} css={styles.link} title={part.hash}>
          <Mono css={styles.mono}>{`${part.hash.slice(0, 8)}…`}</Mono>
        </Link>
      );
    case 'amendment':
      return (
        <Link to={`/amendment/${part.name ?? part.id}`} css={styles.link} title={part.id}>
          {part.name ?? <Mono css={styles.mono}>{`${part.id.slice(0, 8)}…`}</Mono>}
        </Link>
      );
    default:
      return null;
  }
}

/**
 * What happened, in one sentence: the API's `description` parts (its per-type registry), each
 * reference linked (`/account/{address}`, `/transaction/{hash}`, `/ledger/{index}`).
 */
export function TransactionDescription({ tx }: { tx: Transaction }) {
  const styles = useStyles(getStyles);
  if (!tx.description || tx.description.length === 0) return null;
  return (
    <Card aria-labelledby="tx-description-title" data-testid="transaction-description">
      <CardTitle id="tx-description-title" css={styles.title}>
        What happened
      </CardTitle>
      <p css={styles.sentence}>
        {tx.description.map((part, i) => (
          <Part key={i} part={part} />
        ))}
      </p>
    </Card>
  );
}

/** One summary value, by kind. Text from the ledger is text: a link only when it is a safe https URL. */
function FieldValue({ field, now }: { field: SummaryField; now?: number }) {
  const styles = useStyles(getStyles);
  switch (field.kind) {
    case 'amount':
      return field.amount ? <AmountText amount={field.amount} /> : <>{field.value}</>;
    case 'account':
      return (
        <>
          <Link to={`/account/${field.value}`} css={styles.link}>
            <Mono css={styles.mono}>{field.value}</Mono>
          </Link>
          {field.label === 'AMM account' ? (
            <>
              {' '}
              <Link to={ammRoute(field.value)} css={styles.link}>
                AMM pool page
              </Link>
            </>
          ) : null}
        </>
      );
    case 'transaction':
      return (
        <Link to={`/transaction/${field.value}`} css={styles.link}>
          <Mono css={styles.mono}>{field.value}</Mono>
        </Link>
      );
    case 'ledger':
      return (
        <Link to={`/ledger/${field.value}`} css={styles.link}>
          #{field.value}
        </Link>
      );
    case 'amendment':
      return (
        <Link to={`/amendment/${field.value}`} css={styles.link}>
          <Mono css={styles.mono}>{field.value}</Mono>
        </Link>
      );
    case 'hash':
      return <Mono css={styles.mono}>{field.value}</Mono>;
    case 'object':
      // A ledger entry by its index (e.g. a DomainID: the PermissionedDomain of an offer or payment).
      return isHex64(field.value) ? (
        <Link to={`/object/${field.value}`} css={styles.link} aria-label={`${field.value} (open the ${field.label} ledger entry)`}>
          <Mono css={styles.mono}>{field.value}</Mono>
        </Link>
      ) : (
        <Mono css={styles.mono}>{field.value}</Mono>
      );
    case 'nft':
      return isHex64(field.value) ? (
        <Link to={nftRoute(field.value)} css={styles.link}>
          <Mono css={styles.mono}>{field.value}</Mono>
        </Link>
      ) : (
        <Mono css={styles.mono}>{field.value}</Mono>
      );
    case 'time': {
      const utc = new Date(field.value).toUTCString();
      return (
        <>
          <Tooltip content={utc}>
            <time dateTime={field.value} title={utc} tabIndex={0}>
              {formatLocalDateTime(field.value)}
            </time>
          </Tooltip>
          <span css={styles.ago}>({timeAgoLong(field.value, now)})</span>
        </>
      );
    }
    case 'flags':
      return (
        <span css={styles.flags}>
          {(field.flags && field.flags.length > 0 ? field.flags : [field.value]).map((f) => (
            <Badge key={f} tone="outline">
              {f}
            </Badge>
          ))}
        </span>
      );
    case 'text': {
      const href = safeHttpsUrl(field.value);
      return href ? (
        <a href={href} rel="noopener noreferrer nofollow ugc" target="_blank" css={styles.link}>
          {field.value}
        </a>
      ) : (
        <>{field.value}</>
      );
    }
    default:
      return <>{field.value}</>;
  }
}

/**
 * The type's own fields (the API's `summary`), labelled in the field's terms: amounts exact with
 * issuers linked, accounts, ledgers and transactions linked, times in the visitor's time zone with
 * UTC on hover, flags by name.
 */
export function TypeSummary({ tx, now }: { tx: Transaction; now?: number }) {
  const styles = useStyles(getStyles);
  if (!tx.summary) return null;
  return (
    <Card aria-labelledby="tx-type-summary-title" data-testid="type-summary">
      <CardTitle id="tx-type-summary-title" css={styles.title}>
        {tx.type} fields
      </CardTitle>
      {tx.summary.length === 0 ? (
        <Muted>This {tx.type} has no fields of its own beyond the sender, fee and sequence.</Muted>
      ) : (
        <DetailGrid css={styles.grid}>
          {tx.summary.map((field, i) => (
            <Fragment key={`${field.label}-${i}`}>
              <dt>{field.label}</dt>
              <dd>
                <FieldValue field={field} now={now} />
              </dd>
            </Fragment>
          ))}
        </DetailGrid>
      )}
    </Card>
  );
}
