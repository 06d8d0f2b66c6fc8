import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createAppStore, type RemoteRoutes, type RemotesConfig } from '@ledgerlens/shared';

import { loadRemote, registerRemotes } from './federationRuntime';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('./federationRuntime').runtimeModule);

import { App } from '../src/App';
import { loadRemotesConfig } from '../src/remotes/registry';

const SEARCH: RemotesConfig[string] = {
  label: 'Search and transactions',
  entry: '/remotes/mfe-search/mf-manifest.json',
  routes: ['/search', '/transaction'],
  widgets: {},
};

/** A page that shows a skeleton heading first, then its real heading (as the data pages do). */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setLoaded(true), 30);
    return () => clearTimeout(t);
  }, []);
  return loaded ? <h1>Transaction Details</h1> : <h1>Loading Transaction…</h1>;
}

const routes: RemoteRoutes = [
  { path: '/search', lazy: async () => ({ Component: () => <h1>Search the XRP Ledger</h1> }) },
  { path: '/transaction/:id', Component: SlowPage },
];

async function renderAt(path: string) {
  jest.spyOn(global, 'fetch').mockResolvedValue(new Response(JSON.stringify({ mfe_search: SEARCH }), { status: 200 }));
  await loadRemotesConfig();
  loadRemote.mockImplementation(async (id: string) => {
    if (id === 'mfe_search/routes') return { default: routes };
    throw new Error(`unknown module ${id}`);
  });
  const utils = render(<App store={createAppStore()} initialPath={path} />);
  await act(async () => undefined);
  return utils;
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query.includes('prefers-reduced-motion') ? reduce : false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

beforeEach(() => {
  jest.restoreAllMocks();
  loadRemote.mockReset();
  registerRemotes.mockReset();
  window.localStorage.clear();
  mockReducedMotion(false);
});

describe('skip link', () => {
  it('is the first focusable element, visible text "Skip to content", and moves focus to main', async () => {
    await renderAt('/nowhere');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    await userEvent.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
  });
});

describe('focus after a route change', () => {
  it('does not move focus on the first load', async () => {
    await renderAt('/search');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Search the XRP Ledger' });
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(heading).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it("moves focus to the new page's h1 (tabIndex -1) when a link is followed", async () => {
    await renderAt('/nowhere');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    const footer = screen.getByRole('contentinfo');
    const link = Array.from(footer.querySelectorAll('a')).find((a) => a.getAttribute('href') === '/search')!;
    await userEvent.click(link);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Search the XRP Ledger' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('follows the heading from the skeleton to the loaded page', async () => {
    await renderAt('/nowhere');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    const footer = screen.getByRole('contentinfo');
    const link = Array.from(footer.querySelectorAll('a')).find((a) => a.getAttribute('href')?.startsWith('/transaction/'))!;
    await userEvent.click(link);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Transaction Details' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves focus alone once the visitor has moved it', async () => {
    await renderAt('/nowhere');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    const footer = screen.getByRole('contentinfo');
    const link = Array.from(footer.querySelectorAll('a')).find((a) => a.getAttribute('href')?.startsWith('/transaction/'))!;
    await userEvent.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Loading Transaction…' });
    // The visitor tabs on before the page has loaded.
    await userEvent.tab();
    const moved = document.activeElement;
    await screen.findByRole('heading', { level: 1, name: 'Transaction Details' });
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(document.activeElement).toBe(moved);
  });
});

describe('reduced motion', () => {
  it('turns animations, transitions and smooth scrolling off in the global styles', async () => {
    await renderAt('/nowhere');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    // Emotion inserts rules with insertRule: read them from the CSSOM.
    const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules).map((r) => r.cssText));
    const rule = rules.find((r) => /@media\s*\(prefers-reduced-motion:\s*reduce\)/.test(r)) ?? '';
    expect(rule).toMatch(/animation-duration:\s*0\.01ms\s*!important/);
    expect(rule).toMatch(/transition-duration:\s*0\.01ms\s*!important/);
    expect(rule).toMatch(/scroll-behavior:\s*auto\s*!important/);
  });

  it('Back to top jumps instead of scrolling smoothly when reduced motion is asked for', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    mockReducedMotion(true);
    await renderAt('/nowhere');
    await userEvent.click(screen.getByRole('button', { name: /Back to top/ }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });

    mockReducedMotion(false);
    await userEvent.click(screen.getByRole('button', { name: /Back to top/ }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
  });
});

describe('header and footer icons', () => {
  it('are inline SVG hidden from assistive technology, never font glyphs a phone may lack, and the controls keep their names', async () => {
    await renderAt('/nowhere');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    const chrome = [document.querySelector('header'), document.querySelector('footer')];
    for (const part of chrome) expect(part?.textContent ?? '').not.toMatch(/[⌕☰☀☾↑]/);
    for (const [name, icon] of [
      [/Open search/, 'search'],
      [/Open menu/, 'menu'],
      [/^Theme:/, /^(sun|moon)$/],
      [/Back to top/, 'up'],
    ] as const) {
      const button = screen.getByRole('button', { name });
      const svg = button.querySelector('svg');
      expect(svg?.getAttribute('data-icon')).toMatch(icon);
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
    }
    // The visible label stays the accessible name (WCAG 2.5.3).
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });
});
