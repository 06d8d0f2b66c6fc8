import { useState } from 'react';
import { css } from '@emotion/react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, Dialog, DropdownMenu } from '@ledgerlens/shared';
import { RemoteWidget } from '../RemotePage';
import { ThemeMenu } from './ThemeMenu';

/** Header navigation targets (spec §2): Home (not on home), Learn, Validators, Tokens, CTID. */
export const NAV_ITEMS = [
  { to: '/', label: 'Home' },
  { to: '/en/learn', label: 'Learn' },
  { to: '/validators', label: 'Validators' },
  { to: '/tokens', label: 'Tokens' },
  { to: '/ctid', label: 'CTID' },
] as const;

/**
 * Site header: title with tagline, compact search box (medium screens and up), nav buttons,
 * a dropdown menu and a search dialog on small screens, and the theme toggle.
 */
export function Header() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchOpen, setSearchOpen] = useState(false);
  const items = NAV_ITEMS.filter((i) => !(i.to === '/' && location.pathname === '/'));

  return (
    <header
      css={(t) => css`
        position: sticky; top: 0; z-index: 40; background: ${t.color.surface}ee; backdrop-filter: blur(8px);
        border-bottom: 1px solid ${t.color.border};
      `}
    >
      <div css={css`max-width: 1200px; margin: 0 auto; padding: 10px 16px; display: flex; align-items: center; gap: 16px;`}>
        <Link to="/" css={(t) => css`display: flex; align-items: center; gap: 10px; text-decoration: none; color: ${t.color.text}; flex-shrink: 0;`}>
          <span
            aria-hidden
            css={(t) => css`
              width: 34px; height: 34px; border-radius: 10px; display: grid; place-items: center; font-weight: 800;
              background: linear-gradient(135deg, ${t.color.primary}, ${t.color.info}); color: #fff;
            `}
          >
            L
          </span>
          <span css={css`display: grid; line-height: 1.15;`}>
            <strong css={css`font-size: 17px;`}>LedgerLens</strong>
            <small css={(t) => css`color: ${t.color.textMuted}; font-size: 12px;`}>XRP Ledger Explorer</small>
          </span>
        </Link>

        <div css={(t) => css`display: none; flex: 1; max-width: 520px; ${t.mq.md} { display: block; }`} data-testid="header-search">
          <RemoteWidget remote="mfe_search" widget="headerSearch" props={{ compact: true }} />
        </div>

        <nav aria-label="Main" css={(t) => css`display: none; gap: 4px; margin-left: auto; ${t.mq.lg} { display: flex; }`}>
          {items.map((i) => (
            <Button key={i.to} variant={location.pathname.startsWith(i.to) && i.to !== '/' ? 'secondary' : 'ghost'} size="sm" onClick={() => navigate(i.to)}>
              {i.label}
            </Button>
          ))}
        </nav>

        <div css={(t) => css`display: flex; gap: 4px; margin-left: auto; ${t.mq.lg} { margin-left: 0; }`}>
          <span css={(t) => css`${t.mq.md} { display: none; }`}>
            <Dialog
              open={searchOpen}
              onOpenChange={setSearchOpen}
              title="Search the XRP Ledger"
              description="Transaction hash, CTID, account address or ledger index."
              trigger={
                <Button variant="ghost" size="icon" aria-label="Open search">
                  <span aria-hidden>⌕</span>
                </Button>
              }
            >
              <RemoteWidget remote="mfe_search" widget="headerSearch" props={{ onSearched: () => setSearchOpen(false) }} />
            </Dialog>
          </span>
          <span css={(t) => css`${t.mq.lg} { display: none; }`}>
            <DropdownMenu
              label="Menu"
              trigger={
                <Button variant="ghost" size="icon" aria-label="Open menu">
                  <span aria-hidden>☰</span>
                </Button>
              }
              items={items.map((i) => ({ key: i.to, label: i.label, onSelect: () => navigate(i.to) }))}
            />
          </span>
          <ThemeMenu />
        </div>
      </div>
    </header>
  );
}
