/**
 * One render per ledger close for live pages (`render-cache.ts`, `boot.ts`): a live page's render
 * is kept and shared, keyed by path, query, theme and the validated ledger it shows; after a close
 * the kept page is served while one render replaces it; concurrent first requests wait for one
 * render; memory stays bounded and a flood of accounts cannot evict home; a close during a render
 * is never mixed into the page; a kept page older than `LIVE_STALE_SERVE_MS` is rendered before it
 * is served; with the node down the kept page is served marked stale. Through
 * the boot source with a stand-in renderer (answers as the real one does) and a hand-driven clock.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ShellRenderInput, ShellRenderResult } from 'shell/server';
import type { LedgerClock } from '../src/ledger-clock';
import { createLiveRenderCache, FIXED_SEGMENT_SHARE, LIVE_STALE_SERVE_MS } from '../src/render-cache';
import { testBoot } from './boot-helpers';

const INDEX_HTML = '<!doctype html><html lang=en><head><meta charset=utf-8><title>LedgerLens</title></head><body><div id=root></div></body></html>';

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'll-live-'));
  writeFileSync(path.join(tmp, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(tmp, 'config.json'), JSON.stringify({ apiBaseUrl: '' }));
  // No remote: every path is the shell's own (home, or Page Not Found standing in for a page with a parameter).
  writeFileSync(path.join(tmp, 'remotes.json'), '{}');
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A clock moved by the test. */
function handClock(start = 100): LedgerClock & { index: number | undefined } {
  const clock = { index: start as number | undefined, current: () => clock.index, onClose: () => () => undefined, close: () => undefined };
  return clock;
}

/** A stand-in renderer: draws the clock's ledger into the page; `hooks` lets a test hold or fail a render. */
function standIn(clock: { index: number | undefined }, hooks: { during?: (input: ShellRenderInput) => Promise<void> | void; fail?: (input: ShellRenderInput) => 'stale' | 'upstream' | 'rate-limited' | undefined } = {}) {
  const calls: string[] = [];
  return {
    calls,
    renderShell: async (input: ShellRenderInput): Promise<ShellRenderResult | undefined> => {
      calls.push(input.url);
      const ledger = clock.index;
      await hooks.during?.(input);
      const failure = hooks.fail?.(input);
      if (failure) {
        input.onFailure?.(failure, undefined, failure === 'stale' ? { staleSince: '2026-11-28T23:00:00.000Z' } : failure === 'rate-limited' ? { retryAfterSeconds: 30 } : {});
        return undefined;
      }
      return { html: `<main><h1>Ledger ${ledger}</h1><p>${input.url} ${'x'.repeat(2000)}</p></main>`, styles: '', theme: 'light', preference: 'system', timeZone: 'UTC', locale: 'en-US', widgets: [], fetched: ['/api/x'], immutable: false, passes: 2, api: { queries: { 'x(undefined)': { status: 'fulfilled', data: { ledgerIndex: ledger } } } }, now: Date.now() };
    },
  };
}

describe('live pages: one render per ledger close', () => {
  it('keeps a live page per ledger: served from memory until the next close, then served stale while one render replaces it', async () => {
    const clock = handClock(100);
    const renderer = standIn(clock);
    const boot = testBoot(tmp, { renderer, clock, liveCacheBytes: 4_000_000 });
    const first = await boot.go('/');
    expect(first.outcome).toBe('rendered');
    expect(first.html).toContain('Ledger 100');
    const second = await boot.go('/');
    expect(second.outcome).toBe('hit');
    expect(second.html).toBe(first.html);
    // Another theme is another page.
    expect((await boot.go('/', { cookie: 'ledgerlens-theme=dark' })).outcome).toBe('rendered');
    expect(renderer.calls).toEqual(['/', '/']);
    clock.index = 101;
    const stale = await boot.go('/');
    expect(stale.outcome).toBe('stale');
    expect(stale.html).toContain('Ledger 100');
    // The render it started in the background replaces it.
    await new Promise((r) => setTimeout(r, 20));
    const fresh = await boot.go('/');
    expect(fresh.outcome).toBe('hit');
    expect(fresh.html).toContain('Ledger 101');
    expect(renderer.calls).toEqual(['/', '/', '/']);
  });

  it('renders once for concurrent first requests of the same page (single flight)', async () => {
    const clock = handClock();
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    const renderer = standIn(clock, { during: () => held });
    const boot = testBoot(tmp, { renderer, clock, liveCacheBytes: 4_000_000 });
    const pages = Array.from({ length: 10 }, () => boot.go('/account-like/rA'));
    await new Promise((r) => setTimeout(r, 50));
    release();
    const results = await Promise.all(pages);
    expect(renderer.calls).toEqual(['/account-like/rA']);
    expect(new Set(results.map((r) => r.html)).size).toBe(1);
    expect(results.every((r) => r.outcome === 'rendered')).toBe(true);
  });

  it('never keeps a page during whose render a ledger closed: it is drawn again with one ledger', async () => {
    const clock = handClock(200);
    let closes = 1;
    const renderer = standIn(clock, {
      during: () => {
        if (closes-- > 0) clock.index! += 1;
      },
    });
    const boot = testBoot(tmp, { renderer, clock, liveCacheBytes: 4_000_000 });
    const page = await boot.go('/');
    expect(renderer.calls).toHaveLength(2);
    expect(page.html).toContain('Ledger 201');
    expect((await boot.go('/')).outcome).toBe('hit');
    // Closes during every try: sent client-rendered rather than mixing two ledgers.
    closes = 2;
    clock.index = 300;
    const moving = standIn(clock, { during: () => void (clock.index! += 1) });
    const other = testBoot(tmp, { renderer: moving, clock, liveCacheBytes: 4_000_000 });
    expect(await other.go('/validators-like')).toMatchObject({ outcome: 'client', reason: 'ledger-moved' });
  });

  it('serves the kept page marked stale while the node is down, and a fresh one once it is back', async () => {
    const clock = handClock(400);
    let down = false;
    const renderer = standIn(clock, { fail: () => (down ? 'stale' : undefined) });
    const boot = testBoot(tmp, { renderer, clock, liveCacheBytes: 4_000_000 });
    await boot.go('/');
    down = true;
    clock.index = 401;
    expect((await boot.go('/')).outcome).toBe('stale');
    await new Promise((r) => setTimeout(r, 20));
    const marked = await boot.go('/');
    expect(marked.outcome).toBe('stale');
    expect(marked.staleSince).toBe('2026-11-28T23:00:00.000Z');
    // The data block tells the browser, which marks the answers stale (the banner).
    expect(marked.html).toContain('"staleSince":"2026-11-28T23:00:00.000Z"');
    expect(marked.html).toContain('Ledger 400');
    down = false;
    await new Promise((r) => setTimeout(r, 20));
    await boot.go('/');
    await new Promise((r) => setTimeout(r, 20));
    const back = await boot.go('/');
    expect(back.outcome).toBe('hit');
    expect(back.html).toContain('Ledger 401');
    expect(back.html).not.toContain('staleSince');
  });

  it('renders a kept page too old to be shown first before serving it, and serves it marked stale only when the node is down', async () => {
    const clock = handClock(450);
    let down = false;
    const renderer = standIn(clock, { fail: () => (down ? 'stale' : undefined) });
    const boot = testBoot(tmp, { renderer, clock, liveCacheBytes: 4_000_000 });
    const realNow = Date.now;
    let shift = 0;
    const spy = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + shift);
    try {
      expect((await boot.go('/account-like/rOld')).html).toContain('Ledger 450');
      // Nobody asked for it during many closes: the visitor waits for the page of today's ledger.
      clock.index = 470;
      shift = LIVE_STALE_SERVE_MS + 1_000;
      const renderedNow = await boot.go('/account-like/rOld');
      expect(renderedNow.outcome).toBe('rendered');
      expect(renderedNow.html).toContain('Ledger 470');
      expect(renderedNow.html).not.toContain('Ledger 450');
      // Younger than the bound: served at once while it is drawn again.
      clock.index = 471;
      shift += LIVE_STALE_SERVE_MS / 2;
      expect(await boot.go('/account-like/rOld')).toMatchObject({ outcome: 'stale' });
      await new Promise((r) => setTimeout(r, 20));
      // Too old again, and the node is down: the old page, marked stale, not an empty one.
      down = true;
      clock.index = 480;
      shift += 2 * LIVE_STALE_SERVE_MS;
      const kept = await boot.go('/account-like/rOld');
      expect(kept.outcome).toBe('stale');
      expect(kept.html).toContain('Ledger 471');
      expect(kept.staleSince).toBe('2026-11-28T23:00:00.000Z');
      expect(kept.html).toContain('"staleSince":"2026-11-28T23:00:00.000Z"');
    } finally {
      spy.mockRestore();
    }
  });

  it('stays within its bytes, and a flood of distinct accounts evicts only other such pages, never home', async () => {
    const clock = handClock(500);
    const renderer = standIn(clock);
    const maxBytes = 600_000;
    const boot = testBoot(tmp, { renderer, clock, liveCacheBytes: maxBytes });
    await boot.go('/');
    for (let i = 0; i < 400; i += 1) await boot.go(`/account-like/r${i}`);
    const bytes = boot.liveBytes();
    expect(bytes.parameterised).toBeGreaterThan(0);
    expect(bytes.parameterised).toBeLessThanOrEqual(maxBytes * (1 - FIXED_SEGMENT_SHARE) + 1);
    expect(bytes.fixed + bytes.parameterised).toBeLessThanOrEqual(maxBytes);
    expect((await boot.go('/')).outcome).toBe('hit');
    // The oldest accounts were evicted; the newest is kept.
    expect((await boot.go('/account-like/r399')).outcome).toBe('hit');
    expect((await boot.go('/account-like/r0')).outcome).toBe('rendered');
    // A query makes a page one of unboundedly many too.
    await boot.go('/', { search: '?q=abc' });
    expect(boot.liveBytes().fixed).toBe(bytes.fixed);
  });

  it('answers the rate-limited visitor with a 429 page at once; a shared render refused for another visitor is not their 429', async () => {
    const clock = handClock(600);
    const renderer = standIn(clock, { fail: (input) => (input.forwardedFor === '203.0.113.9' ? 'rate-limited' : undefined) });
    const boot = testBoot(tmp, { renderer, clock, liveCacheBytes: 4_000_000 });
    const refused = await boot.go('/account-like/rB', { forwardedFor: '203.0.113.9', cookie: 'ledgerlens-theme=dark' });
    expect(refused).toMatchObject({ status: 429, retryAfterSeconds: 30, outcome: 'refused', reason: 'rate-limited' });
    expect(refused.html).toContain('Too many requests');
    expect(refused.html).toContain('about 30 seconds');
    expect(refused.html).toContain('class="dark"');
    expect(refused.html).not.toContain('<script');
    // Another visitor renders it.
    expect((await boot.go('/account-like/rB', { forwardedFor: '198.51.100.1' })).outcome).toBe('rendered');
  });
});

describe('createLiveRenderCache', () => {
  it('keeps nothing with no bytes, and nothing larger than its segment', () => {
    const none = createLiveRenderCache<string>({ maxBytes: 0 });
    none.set('fixed', 'a', { value: 'A', renderedAt: Date.now(), deps: [], bytes: 10 });
    expect(none.lookup('fixed', 'a', [], undefined)).toBeUndefined();
    const small = createLiveRenderCache<string>({ maxBytes: 300 });
    small.set('fixed', 'big', { value: 'B', renderedAt: Date.now(), deps: [], bytes: 101 });
    expect(small.lookup('fixed', 'big', [], undefined)).toBeUndefined();
    small.set('fixed', 'ok', { value: 'O', ledger: 7, renderedAt: Date.now(), deps: [1], bytes: 100 });
    expect(small.lookup('fixed', 'ok', [1], 7)).toMatchObject({ current: true, expired: false });
    expect(small.lookup('fixed', 'ok', [1], 8)).toMatchObject({ current: false });
    // Other code or configuration: not the same page.
    expect(small.lookup('fixed', 'ok', [2], 7)).toBeUndefined();
  });
});
