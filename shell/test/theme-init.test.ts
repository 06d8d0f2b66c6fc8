/**
 * `theme-init.js` before the takeover: a plain tap on a link of the server's markup, until the
 * app hydrates, is followed at once (the page's own downloads stopped first);
 * once the app hydrates, it is held for up to a second, with a progress bar, and handed to the app
 * when it takes the page over (the app's router then shows the new page at once); taps the app
 * would not take (new tab, download, same page) are left to the browser. The app's entry scripts,
 * held by the server as inert elements, start at the `load` event, and the hinted chunks with them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SCRIPT = readFileSync(path.join(__dirname, '../static/theme-init.js'), 'utf8');

beforeAll(() => {
  // Once per document, as the page runs it (its listeners stay on `document`).
  new Function(SCRIPT)();
});

/** Server markup not yet taken over, with links. */
function serverMarkup() {
  document.body.innerHTML = `
    <div id="root" data-ssr-theme="light">
      <header><a id="logo" href="/">LedgerLens</a><a id="tokens" href="/tokens">Tokens</a></header>
      <a id="skip" href="#main">Skip to content</a>
      <a id="blank" href="/validators" target="_blank">Validators</a>
      <main id="main"></main>
    </div>`;
  return document.getElementById('root')!;
}

/** A click as the browser dispatches it for a tap or Enter on a link; returns whether the default (following the link) was prevented. */
function activate(el: Element, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  el.dispatchEvent(event);
  return event.defaultPrevented;
}

const progress = () => document.querySelector('[role="progressbar"][aria-label="Loading page"]');

afterEach(() => {
  // Hands any held tap over and clears the bar between tests.
  document.getElementById('root')?.removeAttribute('data-ssr-theme');
  window.__ledgerlensTakenOver?.();
  jest.useRealTimers();
});

describe('a link tapped before the takeover', () => {
  it('while the app is still loading, is followed at once, the page\'s downloads stopped first', () => {
    serverMarkup();
    const calls: string[] = [];
    const stop = jest.spyOn(window, 'stop').mockImplementation(() => calls.push('stop'));
    const errors = jest.spyOn(console, 'error').mockImplementation((e: unknown) => calls.push(/navigation/i.test(String(e)) ? 'navigate' : 'error'));
    expect(window.__ledgerlensLeaving!()).toBe(false);
    expect(activate(document.getElementById('tokens')!)).toBe(true);
    // jsdom does not navigate: following the link is reported as "not implemented" (navigation).
    expect(calls).toEqual(['stop', 'navigate']);
    // The app's code failing to load now (its downloads stopped) is not reported as an error.
    expect(window.__ledgerlensLeaving!()).toBe(true);
    expect(progress()).toBeNull();
    stop.mockRestore();
    errors.mockRestore();
  });

  it('with every hinted script arrived but the app not hydrating yet (its code still to run), is still followed at once', () => {
    serverMarkup();
    const hint = document.createElement('link');
    hint.rel = 'preload';
    hint.setAttribute('as', 'script');
    hint.href = '/main.js';
    document.head.appendChild(hint);
    // jsdom keeps no resource timing: the browser's entry for the arrived script, as Chromium writes it.
    Object.defineProperty(performance, 'getEntriesByName', { configurable: true, value: (name: string) => (name === hint.href ? [{ name, responseEnd: 120 }] : []) });
    const stop = jest.spyOn(window, 'stop').mockImplementation(() => undefined);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(activate(document.getElementById('tokens')!)).toBe(true);
    expect(progress()).toBeNull();
    expect(stop).toHaveBeenCalled();
    delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
    stop.mockRestore();
    errors.mockRestore();
    hint.remove();
  });

  it('once the app hydrates, is held with a progress bar, then handed to the app when it takes the page over', () => {
    const root = serverMarkup();
    window.__ledgerlensHydrating!();
    const tokens = document.getElementById('tokens')!;
    expect(activate(tokens)).toBe(true);
    expect(progress()).not.toBeNull();

    // The app's link handler (react-router's Link) after the takeover.
    const seen: string[] = [];
    tokens.addEventListener('click', (e) => {
      seen.push(`${e.type}:${(e.currentTarget as HTMLAnchorElement).getAttribute('href')}`);
      e.preventDefault();
    });
    root.removeAttribute('data-ssr-theme');
    window.__ledgerlensTakenOver!();
    expect(seen).toEqual(['click:/tokens']);
    expect(progress()).toBeNull();
  });

  it('is left to the browser after a second without the takeover (not replayed later)', () => {
    jest.useFakeTimers();
    const root = serverMarkup();
    window.__ledgerlensHydrating!();
    const tokens = document.getElementById('tokens')!;
    expect(activate(tokens)).toBe(true);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // jsdom does not navigate: following the link is reported as "not implemented".
    jest.advanceTimersByTime(1000);
    errors.mockRestore();
    expect(progress()).toBeNull();
    const seen: string[] = [];
    tokens.addEventListener('click', () => seen.push('click'));
    root.removeAttribute('data-ssr-theme');
    window.__ledgerlensTakenOver!();
    expect(seen).toEqual([]);
  });

  it('is not held when the app would not take it: a new tab, a modifier key, the same page, a hash link', () => {
    serverMarkup();
    expect(activate(document.getElementById('blank')!)).toBe(false);
    expect(activate(document.getElementById('tokens')!, { ctrlKey: true })).toBe(false);
    expect(activate(document.getElementById('tokens')!, { metaKey: true })).toBe(false);
    expect(activate(document.getElementById('skip')!)).toBe(false);
    // jsdom's page is `/`: the logo leads to the page itself.
    expect(activate(document.getElementById('logo')!)).toBe(false);
    expect(progress()).toBeNull();
  });

  it('after the takeover, links are the app’s: nothing is held', () => {
    const root = serverMarkup();
    root.removeAttribute('data-ssr-theme');
    expect(activate(document.getElementById('tokens')!)).toBe(false);
    expect(progress()).toBeNull();
  });
});

describe('the app\'s entry scripts', () => {
  it('are started at the load event, in order, from the inert elements the server wrote', () => {
    // A fresh document's script (the one above has followed a link, and starts nothing more).
    new Function(SCRIPT)();
    document.head.innerHTML = '<script type="text/x-ledgerlens-boot" data-src="/main.js"></script><script type="text/x-ledgerlens-boot" data-src="/second.js"></script>';
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    const started = [...document.querySelectorAll<HTMLScriptElement>('script[src]')];
    expect(started.map((s) => s.getAttribute('src'))).toEqual(['/main.js', '/second.js']);
    expect(started.every((s) => !s.async)).toBe(true);
    expect(document.querySelectorAll('script[type="text/x-ledgerlens-boot"]')).toHaveLength(0);
  });

  it('start the hinted chunks at the same time, each run as it arrives, under the URL webpack looks for', () => {
    // This screen is narrower than the hint's media query.
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: (query: string) => ({ matches: !/100000px/.test(query) }) });
    new Function(SCRIPT)();
    document.head.innerHTML = [
      '<script type="text/x-ledgerlens-boot" data-src="/main.js"></script>',
      '<link rel="preload" as="script" href="/main.js">',
      '<link rel="preload" as="script" href="/470.abc.js">',
      '<link rel="preload" as="script" href="/remotes/mfe-account/remoteEntry.js">',
      '<link rel="preload" as="script" href="/remotes/mfe-account/page-account.def.js">',
      '<link rel="preload" as="fetch" crossorigin href="/remotes/mfe-account/mf-manifest.json">',
      '<link rel="preload" as="script" href="/remotes/mfe-search/widget.js" media="(min-width: 100000px)">',
    ].join('');
    window.dispatchEvent(new Event('load'));
    const started = [...document.querySelectorAll<HTMLScriptElement>('script[src]')];
    // The entry in order (not async); the chunks async, absolute (webpack's `publicPath: 'auto'` URLs);
    // not a remote's entry (the federation runtime starts it), nor a hint for another screen width.
    expect(started.map((s) => [s.getAttribute('src'), s.async])).toEqual([
      ['/main.js', false],
      [`${location.origin}/470.abc.js`, true],
      [`${location.origin}/remotes/mfe-account/page-account.def.js`, true],
    ]);
    delete (window as { matchMedia?: unknown }).matchMedia;
  });
});

