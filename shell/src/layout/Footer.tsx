import { css } from '@emotion/react';
import { Link } from 'react-router';
import { Button, SAMPLES } from '@ledgerlens/shared';

const EXPLORER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/search', label: 'Search' },
  { to: '/ledger/latest', label: 'Latest ledger' },
  { to: '/validators', label: 'Validators' },
  { to: '/tokens', label: 'Tokens' },
  { to: '/balances', label: 'Rich list' },
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

const heading = css`margin: 0 0 10px; font-size: 13px; text-transform: uppercase; letter-spacing: .06em;`;
const list = css`list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; font-size: 14px;`;

/**
 * Footer (spec §2): Explorer and Learn link lists, community and support links, copyright, the
 * ledger-close refresh note, a trademark note and Back to top.
 */
export function Footer() {
  return (
    <footer css={(t) => css`border-top: 1px solid ${t.color.border}; background: ${t.color.surface}; margin-top: 32px;`}>
      <div
        css={(t) => css`
          max-width: 1200px; margin: 0 auto; padding: 32px 16px; display: grid; gap: 24px; grid-template-columns: 1fr 1fr;
          ${t.mq.md} { grid-template-columns: 2fr 1fr 1fr 1fr; }
          a { color: ${t.color.textMuted}; text-decoration: none; } a:hover { color: ${t.color.primary}; text-decoration: underline; }
        `}
      >
        <div css={css`grid-column: 1 / -1; @media (min-width: 768px) { grid-column: auto; }`}>
          <strong css={css`font-size: 17px;`}>LedgerLens</strong>
          <p css={(t) => css`margin: 8px 0 0; color: ${t.color.textMuted}; font-size: 14px; max-width: 340px;`}>
            A public, read-only explorer for the XRP Ledger. Data refreshes every ledger close (about 4 s).
          </p>
        </div>
        <nav aria-label="Explorer">
          <h2 css={heading}>Explorer</h2>
          <ul css={list}>{EXPLORER_LINKS.map((l) => <li key={l.to}><Link to={l.to}>{l.label}</Link></li>)}</ul>
        </nav>
        <nav aria-label="Learn">
          <h2 css={heading}>Learn</h2>
          <ul css={list}>{LEARN_LINKS.map((l) => <li key={l.to}><Link to={l.to}>{l.label}</Link></li>)}</ul>
        </nav>
        <nav aria-label="Community and support">
          <h2 css={heading}>Community &amp; support</h2>
          <ul css={list}>
            {COMMUNITY_LINKS.map((l) => (
              <li key={l.href}><a href={l.href} target="_blank" rel="noopener noreferrer">{l.label}</a></li>
            ))}
            <li><a href={`mailto:${SUPPORT_EMAIL}`}>Email support</a></li>
          </ul>
        </nav>
      </div>
      <div
        css={(t) => css`
          max-width: 1200px; margin: 0 auto; padding: 16px; border-top: 1px solid ${t.color.border};
          display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between; color: ${t.color.textMuted}; font-size: 13px;
        `}
      >
        <span>© {new Date().getFullYear()} LedgerLens. Data refreshes every ledger close (about 4 s).</span>
        <span>XRP Ledger and XRPL are trademarks of their owners; LedgerLens is an independent explorer, not affiliated with Ripple or the XRPL Foundation.</span>
        <Button variant="outline" size="sm" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          Back to top ↑
        </Button>
      </div>
    </footer>
  );
}
