import { css } from '@emotion/react';
import { Badge, Card, CardTitle, Link, Mono, formatLocalDateTime, formatTxnCount, formatXrp, groupThousands, shortenAddress, useStyles, type Account, type DomainVerification, type LedgerLensTheme } from '@ledgerlens/shared';
import { activityLevel } from '@ledgerlens/shared/ledger';
import { RESERVE_NOT_REPORTED } from './reserveText';

const getStyles = (theme: LedgerLensTheme) => ({
  grid: css`display: grid; gap: ${theme.spacing(2)}; ${theme.mq.lg} { grid-template-columns: repeat(2, minmax(0, 1fr)); align-items: start; }`,
  card: css`display: grid; gap: ${theme.spacing(1.25)}; min-width: 0;`,
  insights: css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.spacing(1)};`,
  insight: css`padding: ${theme.spacing(1, 1.5)}; border-radius: ${theme.radius.md}; background: ${theme.color.primaryBg}; border: 1px solid ${theme.color.primaryBorder}; font-size: 14px;`,
  list: css`margin: 0; display: grid; gap: ${theme.spacing(0.75)};`,
  item: css`display: flex; justify-content: space-between; gap: ${theme.spacing(1.5)}; flex-wrap: wrap; border-bottom: 1px solid ${theme.color.border}; padding-bottom: ${theme.spacing(0.75)}; &:last-of-type { border-bottom: 0; }`,
  term: css`color: ${theme.color.textMuted}; font-size: 14px;`,
  value: css`margin: 0; font-weight: 600; text-align: right; overflow-wrap: anywhere; min-width: 0; max-width: 100%;`,
  link: css`color: ${theme.color.primary}; text-decoration: none; &:hover { text-decoration: underline; }`,
  flags: css`display: flex; gap: ${theme.spacing(0.75)}; flex-wrap: wrap;`,
  note: css`color: ${theme.color.textMuted}; font-weight: 400; font-size: 13px;`,
  domain: css`display: inline-flex; gap: ${theme.spacing(0.5)}; align-items: center; flex-wrap: wrap; justify-content: flex-end;`,
  reason: css`flex-basis: 100%; font-size: 12px; font-weight: 400; color: ${theme.color.textMuted};`,
});

/** A domain that is a plain host name (letters, digits, dots, hyphens): safe to link as `https://{domain}`. */
export function safeDomainUrl(domain: string | undefined): string | null {
  if (!domain) return null;
  const host = domain.trim().replace(/^https:\/\//i, '').replace(/\/$/, '');
  return /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(host) ? `https://${host}` : null;
}

/**
 * How the reserve was computed, with the fees in force and their source (API `reserves`), e.g.
 * "10.8 XRP = 1 XRP base + 49 objects × 0.2 XRP, the fees in force since ledger 92,508,417
 * (offline: from an xrpl.org documentation example)." Without `reserves`: the total only.
 */
export function reserveRuleText(account: Account): string {
  const rule = account.reserves;
  if (account.reserveBalance === undefined) return 'not known: the node reported no reserve fees (server_info).';
  if (!rule) return `${formatXrp(account.reserveBalance)}.`;
  const objects = `${groupThousands(String(account.ownerCount))} ${account.ownerCount === 1 ? 'object' : 'objects'}`;
  const since = rule.sinceLedger !== undefined ? ` since ledger ${groupThousands(String(rule.sinceLedger))}` : '';
  const example = rule.documentationExample ? ' (offline: from an xrpl.org documentation example)' : '';
  return `${formatXrp(account.reserveBalance)} = ${formatXrp(rule.baseXrp)} base + ${objects} × ${formatXrp(rule.perObjectXrp)}, the fees in force${since}${example}.`;
}

/** Up to 4 plain-language observations about the account (spec §2 "Smart Insights", §9 max 4). */
export function smartInsights(account: Account): string[] {
  const out: string[] = [];
  const balance = Number(account.balance);
  const reserve = Number(account.reserveBalance ?? 0);
  if (account.requireDestinationTag) out.push('Requires a destination tag: payments to it must carry one (typical of exchanges and custodians).');
  if (account.flags.includes('lsfDisableMaster')) out.push('Master key disabled: only a regular key or signer list can sign for it.');
  if (account.depositAuth) out.push('Deposit authorization on: only preauthorized accounts can send it funds.');
  if (balance > 0 && reserve > 0) out.push(`${Math.min(100, (reserve / balance) * 100).toFixed(1)}% of its balance is held as reserve: ${reserveRuleText(account)}`);
  if (account.activatedBy) {
    const when = account.activationDate ? ` on ${account.activationDate.slice(0, 10)}` : '';
    out.push(`Activated by ${shortenAddress(account.activatedBy)}${account.activationAmount ? ` with ${formatXrp(account.activationAmount)}` : ''}${when}.`);
  }
  const count = formatTxnCount(account.txnCount, account.txnCountStatus);
  out.push(
    account.txnCountStatus === 'incomplete'
      ? `Activity level ${activityLevel(account.txnCount)}: at least ${count.replace(/\+$/, '')} transactions recorded (history incomplete).`
      : `Activity level ${activityLevel(account.txnCount)}: ${count} transaction${count === '1' ? '' : 's'} recorded.`,
  );
  if (account.globalFreeze) out.push('Global freeze is on: holders of its tokens can only send them back to it.');
  return out.slice(0, 4);
}

/**
 * The label of a domain's verification: "verified" only when LedgerLens read the
 * domain's xrp-ledger.toml and it lists the account; "unverified, not checked offline" on the
 * offline network; otherwise "unverified".
 */
export function domainVerificationLabel(v: DomainVerification | undefined): { text: string; tone: 'success' | 'warning' | 'neutral' } {
  if (v?.status === 'verified') return { text: '✓ verified', tone: 'success' };
  if (v?.status === 'not-checked' && v.pending) return { text: 'unverified, check pending', tone: 'neutral' };
  if (v?.status === 'not-checked') return { text: 'unverified, no check possible offline', tone: 'neutral' };
  return { text: 'unverified', tone: 'warning' };
}

/** Security settings shown (spec §2): each from its own AccountRoot flag. */
const SECURITY: Array<[label: string, on: (a: Account) => boolean]> = [
  ['Require destination tag', (a) => a.requireDestinationTag],
  ['Deposit authorization', (a) => a.depositAuth],
  ['Disallow XRP', (a) => a.disallowXRP],
  ['Require authorization', (a) => a.requireAuth],
  ['Global freeze', (a) => a.globalFreeze],
  ['No freeze', (a) => a.noFreeze],
  ['Master key disabled', (a) => a.flags.includes('lsfDisableMaster')],
  ['Default ripple', (a) => a.flags.includes('lsfDefaultRipple')],
  ['Password spent', (a) => a.passwordSpent],
];

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  const styles = useStyles(getStyles);
  return (
    <div css={styles.item}>
      <dt css={styles.term}>{term}</dt>
      <dd css={styles.value}>{children}</dd>
    </div>
  );
}

/**
 * Smart Insights, Account Metrics, Security Settings and Identity and Metadata (spec §2). Ledger
 * text (Domain) is shown as text; it is a link only when it is a plain host name
 * ({@link safeDomainUrl}).
 */
export function AccountDetails({ account }: { account: Account }) {
  const styles = useStyles(getStyles);
  const domainUrl = safeDomainUrl(account.domain);
  const domainLabel = domainVerificationLabel(account.domainVerification);
  return (
    <div css={styles.grid}>
      <Card css={styles.card} aria-labelledby="insights-title">
        <CardTitle id="insights-title">Smart Insights</CardTitle>
        <ul css={styles.insights}>
          {smartInsights(account).map((text) => (
            <li key={text} css={styles.insight}>
              {text}
            </li>
          ))}
        </ul>
      </Card>
      <Card css={styles.card} aria-labelledby="metrics-title">
        <CardTitle id="metrics-title">Account Metrics</CardTitle>
        <dl css={styles.list}>
          <Row term="Total balance">{formatXrp(account.balance)}</Row>
          <Row term="Available">{account.availableBalance !== undefined ? formatXrp(account.availableBalance) : RESERVE_NOT_REPORTED}</Row>
          <Row term="Transactions">
            <span data-testid="metrics-txn-count">{formatTxnCount(account.txnCount, account.txnCountStatus)}</span>
            {account.txnCountStatus === 'incomplete' ? <span css={styles.note}> (history incomplete)</span> : account.txnCountStatus === 'capped' ? <span css={styles.note}> (counted up to 1,200)</span> : null}
          </Row>
          <Row term="Owner objects">{account.ownerCount}</Row>
          <Row term="Sequence">
            <span data-testid="account-sequence">{account.sequence}</span>
          </Row>
          <Row term="Previous ledger">{account.previousTxnLgrSeq ? <Link to={`/ledger/${account.previousTxnLgrSeq}`} css={styles.link}>#{groupThousands(String(account.previousTxnLgrSeq))}</Link> : '—'}</Row>
        </dl>
      </Card>
      <Card css={styles.card} aria-labelledby="security-title">
        <CardTitle id="security-title">Security Settings</CardTitle>
        <div css={styles.flags}>
          {SECURITY.map(([label, on]) => (
            <Badge key={label} tone={on(account) ? 'info' : 'outline'} aria-label={`${label}: ${on(account) ? 'on' : 'off'}`}>
              {on(account) ? '●' : '○'} {label}
            </Badge>
          ))}
        </div>
      </Card>
      <Card css={styles.card} aria-labelledby="identity-title">
        <CardTitle id="identity-title">Identity and Metadata</CardTitle>
        <dl css={styles.list}>
          <Row term="Alias">{account.username ?? '—'}</Row>
          <Row term="Domain">
            {account.domain ? (
              <span css={styles.domain} data-testid="identity-domain">
                {domainUrl ? (
                  <a href={domainUrl} rel="noopener noreferrer nofollow" target="_blank" css={styles.link}>
                    {account.domain}
                  </a>
                ) : (
                  <span>{account.domain}</span>
                )}{' '}
                <Badge tone={domainLabel.tone} title={account.domainVerification?.reason}>
                  {domainLabel.text}
                </Badge>
                {account.domainVerification?.reason ? <span css={styles.reason}>{account.domainVerification.reason}</span> : null}
              </span>
            ) : (
              '—'
            )}
          </Row>
          <Row term="Message key">{account.messageKey ? <Mono>{account.messageKey}</Mono> : '—'}</Row>
          <Row term="Email hash">{account.emailHash ? <Mono>{account.emailHash}</Mono> : '—'}</Row>
          <Row term="Activated">
            <span data-testid="activation-date">
              {account.activated ? (account.activationDate ? `Yes, ${formatLocalDateTime(account.activationDate)}` : 'Yes (date not in the available data)') : 'No'}
            </span>
          </Row>
          <Row term="Activation ledger">
            {account.activationLedger !== undefined ? (
              <Link to={`/ledger/${account.activationLedger}`} css={styles.link} data-testid="activation-ledger">
                #{groupThousands(String(account.activationLedger))}
              </Link>
            ) : (
              '—'
            )}
          </Row>
          <Row term="Activated by">{account.activatedBy ? <Link to={`/account/${account.activatedBy}`} css={styles.link}>{shortenAddress(account.activatedBy)}</Link> : 'Not in the available data'}</Row>
          <Row term="Activation amount">
            <span data-testid="activation-amount">{account.activationAmount ? formatXrp(account.activationAmount) : '—'}</span>
          </Row>
          <Row term="Activation transaction">
            {account.activationTxHash ? (
              <Link to={`/transaction/${account.activationTxHash}`} css={styles.link}>
                {account.activationTxHash.slice(0, 16)}…
              </Link>
            ) : (
              '—'
            )}
          </Row>
          <Row term="Previous transaction">
            {account.previousTxnID ? (
              <Link to={`/transaction/${account.previousTxnID}`} css={styles.link}>
                {account.previousTxnID.slice(0, 16)}…
              </Link>
            ) : (
              '—'
            )}
          </Row>
          <Row term="Wallet locator">{account.walletLocator ? <Mono>{account.walletLocator}</Mono> : '—'}</Row>
          <Row term="Wallet size">{account.walletSize ?? '—'}</Row>
          <Row term="Account root">{(account.accountRoot?.index as string | undefined) ? <Mono>{String(account.accountRoot?.index)}</Mono> : '—'}</Row>
          <Row term="Ledger flags">{account.flags.length ? account.flags.join(', ') : 'none'}</Row>
        </dl>
      </Card>
    </div>
  );
}
