import { useState, useSyncExternalStore } from 'react';
import { css, useTheme } from '@emotion/react';
import {
  Button,
  buttonStyles,
  Dialog,
  DropdownMenu,
  Link,
  useLocation,
  useNavigate,
  useStyles,
  type LedgerLensTheme,
} from '@ledgerlens/shared';
import { WidgetSlot } from '../remotes/WidgetSlot';
import { ShellIcon } from './icons';
import { ThemeMenu } from './ThemeMenu';
import { NetworkBadge } from './NetworkBadge';

/** Header navigation targets (spec §2): Home (not on home), Learn, Validators, Tokens, CTID. */
export const NAV_ITEMS = [
  { to: '/', label: 'Home' },
  { to: '/en/learn', label: 'Learn' },
  { to: '/validators', label: 'Validators' },
  { to: '/tokens', label: 'Tokens' },
  { to: '/ctid', label: 'CTID' },
] as const;

const getStyles = (theme: LedgerLensTheme) => ({
  header: css`
    position: sticky; top: 0; z-index: 40; background: ${theme.color.surfaceTranslucent}; backdrop-filter: blur(8px);
    border-bottom: 1px solid ${theme.color.border};
  `,
  bar: css`
    max-width: ${theme.size.page}; margin: 0 auto; padding: ${theme.spacing(1.25, 2)};
    display: flex; align-items: center; gap: ${theme.spacing(2)};
  `,
  brand: css`display: flex; align-items: center; gap: ${theme.spacing(1.25)}; text-decoration: none; color: ${theme.color.text}; flex-shrink: 0;`,
  logo: css`
    width: 34px; height: 34px; border-radius: ${theme.radius.md}; display: grid; place-items: center; font-weight: 800;
    background: linear-gradient(135deg, ${theme.color.primary}, ${theme.color.info}); color: ${theme.color.onAccent};
  `,
  brandText: css`display: grid; line-height: 1.15;`,
  title: css`font-size: 17px;`,
  // On a phone, the network badge (devnet, testnet) takes the tagline's room: the header's tools stay in view.
  tagline: css`color: ${theme.color.textMuted}; font-size: 12px; @media (max-width: 479.98px) { header:has([aria-label^="Network: "]) & { display: none; } }`,
  search: css`display: none; flex: 1; max-width: 520px; ${theme.mq.md} { display: block; }`,
  nav: css`display: none; gap: ${theme.spacing(0.5)}; margin-left: auto; ${theme.mq.lg} { display: flex; }`,
  navLink: (active: boolean) => buttonStyles(theme, active ? 'secondary' : 'ghost', 'sm'),
  tools: css`display: flex; gap: ${theme.spacing(0.5)}; margin-left: auto; ${theme.mq.lg} { margin-left: 0; }`,
  phoneOnly: css`${theme.mq.md} { display: none; }`,
  belowLarge: css`${theme.mq.lg} { display: none; }`,
});

/** `theme.mq.md` as a media query list query: the header's search box shows from here up. */
const headerSearchQuery = (theme: LedgerLensTheme) => theme.mq.md.replace(/^@media\s*/, '');

/**
 * True while `query` matches (`matchMedia`, live); true where `matchMedia` is missing (tests, old
 * browsers), so the content is drawn and CSS alone decides.
 */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true),
    // Server render and hydration: not drawn (a phone's view); the browser's value right after.
    () => false,
  );
}

/**
 * Site header: title with tagline, the network badge when the node is not mainnet ({@link NetworkBadge}), the `header` slot's search box (medium screens and up), nav
 * links, a dropdown menu and a search dialog on small screens, and the theme toggle. The search
 * box is whatever widget a remote puts in the `header` slot (`remotes.json`); on small screens,
 * where CSS hides it, it is not drawn at all, so a phone does not download it until the search
 * dialog opens (the shell's server hints its files for the same screens only,
 * `HEADER_WIDGET_MEDIA` in `shell/src/ssr/constants.ts`, from the same theme breakpoint).
 */
export function Header() {
  const styles = useStyles(getStyles);
  const wide = useMediaQuery(headerSearchQuery(useTheme() as LedgerLensTheme));
  const location = useLocation();
  const navigate = useNavigate();
  const [searchOpen, setSearchOpen] = useState(false);
  const items = NAV_ITEMS.filter((i) => !(i.to === '/' && location.pathname === '/'));

  return (
    <header css={styles.header}>
      <div css={styles.bar}>
        <Link to="/" css={styles.brand}>
          <span aria-hidden css={styles.logo}>
            L
          </span>
          <span css={styles.brandText}>
            <strong css={styles.title}>LedgerLens</strong>
            <small css={styles.tagline}>XRP Ledger Explorer</small>
          </span>
        </Link>
        <NetworkBadge />

        <div css={styles.search} data-testid="header-search">
          {wide ? <WidgetSlot slot="header" props={{ compact: true }} limit={1} /> : null}
        </div>

        <nav aria-label="Main" css={styles.nav}>
          {items.map((i) => {
            const active = i.to !== '/' && location.pathname.startsWith(i.to);
            return (
              <Link key={i.to} to={i.to} css={styles.navLink(active)} aria-current={active ? 'page' : undefined}>
                {i.label}
              </Link>
            );
          })}
        </nav>

        <div css={styles.tools}>
          <span css={styles.phoneOnly}>
            <Dialog
              open={searchOpen}
              onOpenChange={setSearchOpen}
              title="Search the XRP Ledger"
              description="Transaction hash, CTID, account address or ledger index."
              trigger={
                <Button variant="ghost" size="icon" aria-label="Open search">
                  <ShellIcon name="search" size={20} />
                </Button>
              }
            >
              <WidgetSlot slot="header" props={{ onSearched: () => setSearchOpen(false) }} limit={1} />
            </Dialog>
          </span>
          <span css={styles.belowLarge}>
            <DropdownMenu
              label="Menu"
              trigger={
                <Button variant="ghost" size="icon" aria-label="Open menu">
                  <ShellIcon name="menu" size={20} />
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
