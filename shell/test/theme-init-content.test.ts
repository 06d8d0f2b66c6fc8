/**
 * `theme-init.js` after the takeover, while the page's content has not hydrated yet (the shell's
 * router draws a remote's page once its code is here, after the frame): a tap on the content is
 * held, then handed to the app once the content is its own (`__ledgerlensContentHydrated`), as a
 * tap before the takeover is; the frame (header, footer) is the app's at once. Each test runs the
 * script as a new page would (its own state and listeners).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SCRIPT = readFileSync(path.join(__dirname, '../static/theme-init.js'), 'utf8');

let removeListeners: () => void = () => undefined;

/** Runs the script for a new page: its document listeners are removed after the test. */
function newPage() {
  const added: Parameters<Document['addEventListener']>[] = [];
  const add = document.addEventListener;
  document.addEventListener = function (this: Document, ...args: Parameters<Document['addEventListener']>) {
    added.push(args);
    return add.apply(this, args);
  } as Document['addEventListener'];
  try {
    new Function(SCRIPT)();
  } finally {
    document.addEventListener = add;
  }
  removeListeners = () => added.forEach(([type, listener, options]) => document.removeEventListener(type, listener, options));
  document.body.innerHTML = `
    <div id="root" data-ssr-theme="light">
      <header><button id="menu" type="button">Theme</button><a id="tokens" href="/tokens">Tokens</a></header>
      <main id="main"><button id="next" type="button">Next</button><a id="ledger" href="/ledger/94084608">Ledger</a></main>
    </div>`;
  return document.getElementById('root')!;
}

/** The shell's first commit over the markup (`TakenOver` in ShellRoot). */
function takeOver(root: HTMLElement) {
  window.__ledgerlensHydrating!();
  root.removeAttribute('data-ssr-theme');
  window.__ledgerlensTakenOver!();
}

/** A click as the browser dispatches it for a tap; returns whether its default was prevented. */
function tap(el: Element): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  el.dispatchEvent(event);
  return event.defaultPrevented;
}

/** What the app's handlers saw (they are attached once the app has the element). */
function appHandles(...ids: string[]) {
  const seen: string[] = [];
  for (const id of ids) document.getElementById(id)!.addEventListener('click', (e) => {
    seen.push(id);
    e.preventDefault();
  });
  return seen;
}

const progress = () => document.querySelector('[role="progressbar"][aria-label="Loading page"]');

afterEach(() => {
  removeListeners();
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('taken over, the content not yet hydrated', () => {
  it('a tap on a control of the content is held, then handed to the app once the content is its own', () => {
    takeOver(newPage());
    expect(tap(document.getElementById('next')!)).toBe(true);
    const seen = appHandles('next');
    window.__ledgerlensContentHydrated!();
    expect(seen).toEqual(['next']);
    // Handed over once: the next tap is the app's own.
    expect(tap(document.getElementById('next')!)).toBe(true);
    expect(seen).toEqual(['next', 'next']);
  });

  it('a link of the content is held with a progress bar, then handed to the app', () => {
    takeOver(newPage());
    expect(tap(document.getElementById('ledger')!)).toBe(true);
    expect(progress()).not.toBeNull();
    const seen = appHandles('ledger');
    window.__ledgerlensContentHydrated!();
    expect(seen).toEqual(['ledger']);
    expect(progress()).toBeNull();
  });

  it('the frame is the app’s at once: a tap on the header is not held', () => {
    takeOver(newPage());
    const seen = appHandles('menu');
    expect(tap(document.getElementById('menu')!)).toBe(true);
    expect(seen).toEqual(['menu']);
    expect(progress()).toBeNull();
  });

  it('a tap on the content before the takeover waits for the content, not only the takeover', () => {
    const root = newPage();
    expect(tap(document.getElementById('next')!)).toBe(true);
    takeOver(root);
    const seen = appHandles('next');
    expect(seen).toEqual([]);
    window.__ledgerlensContentHydrated!();
    expect(seen).toEqual(['next']);
  });

  it('a held tap is given up if the content has not hydrated 10 s after the takeover', () => {
    jest.useFakeTimers();
    takeOver(newPage());
    expect(tap(document.getElementById('next')!)).toBe(true);
    jest.advanceTimersByTime(10_000);
    // Replayed on the markup as it is, then nothing more is held.
    const seen = appHandles('next');
    window.__ledgerlensContentHydrated!();
    expect(seen).toEqual([]);
    expect(tap(document.getElementById('next')!)).toBe(true);
    expect(seen).toEqual(['next']);
  });
});

describe('the content hydrated with the frame (a page of the shell)', () => {
  it('nothing is held after the takeover, and a tap made before it is replayed at the takeover', () => {
    const root = newPage();
    expect(tap(document.getElementById('next')!)).toBe(true);
    // The content's effects run before the frame's (`ContentHydrated` is inside the layout).
    window.__ledgerlensContentHydrated!();
    const seen = appHandles('next');
    takeOver(root);
    expect(seen).toEqual(['next']);
    expect(tap(document.getElementById('next')!)).toBe(true);
    expect(seen).toEqual(['next', 'next']);
  });
});
