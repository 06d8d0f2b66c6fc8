import { css } from '@emotion/react';
import {
  Button,
  Link,
  prefersReducedMotion,
  SAMPLES,
  useRenderTime,
  useStyles,
  type LedgerLensTheme,
} from '@ledgerlens/shared';
import { AboutDialog } from './AboutDialog';
import { ShellIcon } from './icons';

const EXPLORER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/search', label: 'Search' },
  { to: '/ledger/latest', label: 'Latest ledger' },
  { to: '/validators', label: 'Validators' },
  { to: '/tokens', label: 'Tokens' },
  { to: '/amm', label: 'AMM pools' },
  { to: '/balances', label: 'Rich list' },
  { to: '/amendments', label: 'Amendments' },
  { to: '/ctid', label: 'CTID tool' },
];

const LEARN_LINKS = [
  { to: '/en/learn', label: 'Learn hub' },
  { to: '/en/learn/xrpl-basics/what-is-xrpl', label: 'What is the XRP Ledger?' },
  { to: '/en/learn/using-ledgerlens/verify-payments', label: 'Verify a payment' },
  { to: '/en/learn/transaction-issues/missing-destination-tag', label: 'Missing destination tag' },
  { to: `/transaction/${SAMPLES.transactionHash}`, label: 'Example transaction' },
];

const COMMUNITY_LINKS = [
  { href: 'https://xrpl.org/', label: 'XRPL.org documentation' },
  { href: 'https://github.com/XRPLF', label: 'XRPL Foundation on GitHub' },
  { href: 'https://x.com/XRPLF', label: 'XRPL Foundation on X' },
];

const SUPPORT_EMAIL = 'support@ledgerlens.app';

const getStyles = (theme: LedgerLensTheme) => ({
  footer: css`border-top: 1px solid ${theme.color.border}; background: ${theme.color.surface}; margin-top: ${theme.spacing(4)};`,
  columns: css`
    max-width: ${theme.size.page}; margin: 0 auto; padding: ${theme.spacing(4, 2)}; display: grid; gap: ${theme.spacing(3)};
    grid-template-columns: 1fr 1fr;
    ${theme.mq.md} { grid-template-columns: 2fr 1fr 1fr 1fr; }
    a { color: ${theme.color.textMuted}; text-decoration: none; }
    a:hover { color: ${theme.color.primary}; text-decoration: underline; }
  `,
  about: css`grid-column: 1 / -1; ${theme.mq.md} { grid-column: auto; }`,
  name: css`font-size: 17px;`,
  blurb: css`margin: ${theme.spacing(1)} 0 0; color: ${theme.color.textMuted}; font-size: 14px; max-width: 340px;`,
  heading: css`margin: 0 0 ${theme.spacing(1.25)}; font-size: 13px; text-transform: uppercase; letter-spacing: .06em;`,
  list: css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.spacing(0.75)}; font-size: 14px;`,
  bottom: css`
    max-width: ${theme.size.page}; margin: 0 auto; padding: ${theme.spacing(2)}; border-top: 1px solid ${theme.color.border};
    display: flex; flex-wrap: wrap; gap: ${theme.spacing(1.5)}; align-items: center; justify-content: space-between;
    color: ${theme.color.textMuted}; font-size: 13px;
  `,
  actions: css`display: flex; gap: ${theme.spacing(1)}; flex-wrap: wrap;`,
});

/**
 * Footer (spec §2): Explorer and Learn link lists, community and support links, copyright, the
 * ledger-close refresh note, a trademark note and Back to top.
 */
export function Footer() {
  const styles = useStyles(getStyles);
  // The year of the server's render while its markup is taken over (the same text), then the visitor's.
  const year = new Date(useRenderTime()).getFullYear();
  return (
    <footer css={styles.footer}>
      <div css={styles.columns}>
        <div css={styles.about}>
          <strong css={styles.name}>LedgerLens</strong>
          <p css={styles.blurb}>
            A public, read-only explorer for the XRP Ledger. Data refreshes every ledger close (about 4 s).
          </p>
        </div>
        <nav aria-label="Explorer">
          <h2 css={styles.heading}>Explorer</h2>
          <ul css={styles.list}>{EXPLORER_LINKS.map((l) => <li key={l.to}><Link to={l.to}>{l.label}</Link></li>)}</ul>
        </nav>
        <nav aria-label="Learn">
          <h2 css={styles.heading}>Learn</h2>
          <ul css={styles.list}>{LEARN_LINKS.map((l) => <li key={l.to}><Link to={l.to}>{l.label}</Link></li>)}</ul>
        </nav>
        <nav aria-label="Community and support">
          <h2 css={styles.heading}>Community &amp; support</h2>
          <ul css={styles.list}>
            {COMMUNITY_LINKS.map((l) => (
              <li key={l.href}><a href={l.href} target="_blank" rel="noopener noreferrer">{l.label}</a></li>
            ))}
            <li><a href={`mailto:${SUPPORT_EMAIL}`}>Email support</a></li>
          </ul>
        </nav>
      </div>
      <div css={styles.bottom}>
        <span>© {year} LedgerLens. Data refreshes every ledger close (about 4 s).</span>
        <span>XRP Ledger and XRPL are trademarks of their owners; LedgerLens is an independent explorer, not affiliated with Ripple or the XRPL Foundation.</span>
        <span css={styles.actions}>
          <AboutDialog />
          <Button variant="outline" size="sm" onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}>
            Back to top <ShellIcon name="up" />
          </Button>
        </span>
      </div>
    </footer>
  );
}
