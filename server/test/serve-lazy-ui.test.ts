/**
 * Lazy UI parts drawn by the server (no boot waterfall): a page whose server-rendered
 * markup draws Radix tabs (the account page) gets preload hints for the tabs' files, read from the
 * shell's `lazy-ui.json`, so the client does not fetch them one level after the shell's code before
 * it can take the page over. Through the boot source (`boot.ts`) with a stand-in render module.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lazyUiLinks } from '../src/preload';
import { LAZY_UI_FILE } from '../src/runtime-files';
import { testBoot } from './boot-helpers';

/** What the shell's build writes (file names as in a production build). */
const PARTS = { tabs: ['/701.7fe92fb7.js', '/766.2b04f6fb.js', '/ui-tabs.aef075bb.js'], switch: ['/766.2b04f6fb.js', '/ui-switch.c7b078cd.js'] };
const INDEX_HTML = '<!doctype html><html lang=en><head><meta charset=utf-8><title>LedgerLens</title><script defer src=/main.js></script><link rel=preload as=script href=/main.js></head><body><div id=root></div></body></html>';

let tmp: string;
/** The markup the stand-in render module answers with (read by it at each render). */
const setMarkup = (html: string) => writeFileSync(path.join(tmp, 'markup.html'), html);
const hinted = (page: string) => [...page.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);

beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'll-lazy-ui-'));
  writeFileSync(path.join(tmp, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(tmp, 'remotes.json'), '{}');
  writeFileSync(path.join(tmp, 'config.json'), JSON.stringify({ apiBaseUrl: '' }));
  writeFileSync(path.join(tmp, LAZY_UI_FILE), JSON.stringify(PARTS));
  writeFileSync(
    path.join(tmp, 'render.cjs'),
    `const fs = require('node:fs');
     exports.renderShell = async () => ({ html: fs.readFileSync(${JSON.stringify(path.join(tmp, 'markup.html'))}, 'utf8'), styles: '', theme: 'light', preference: 'system', fetched: [], immutable: false, passes: 1 });`,
  );
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const render = () => testBoot(tmp, { renderer: require(path.join(tmp, 'render.cjs')), immutableCache: { maxEntries: 0 } }).render('/', 'http://localhost:8080');

describe('lazy UI parts drawn by the server', () => {
  it('hints the files of the tabs the markup draws, once each, and not those of a part it does not draw', async () => {
    setMarkup('<main><h1>Account</h1><div dir="ltr" data-orientation="horizontal" data-lazy-ui="tabs"><div role="tablist" aria-label="Account">…</div></div></main>');
    const page = (await render())!;
    expect(hinted(page)).toEqual(['/701.7fe92fb7.js', '/766.2b04f6fb.js', '/ui-tabs.aef075bb.js']);
    expect(page).not.toContain('ui-switch');
  });

  it('hints a file two drawn parts share once', async () => {
    setMarkup('<main><div data-lazy-ui="tabs"></div><button role="switch" data-lazy-ui="switch"></button><div data-lazy-ui="tabs"></div></main>');
    expect(hinted((await render())!)).toEqual(['/701.7fe92fb7.js', '/766.2b04f6fb.js', '/ui-tabs.aef075bb.js', '/ui-switch.c7b078cd.js']);
  });

  it('adds nothing to a page that draws no lazy part', async () => {
    setMarkup('<main><h1>Transaction</h1><p>Payment</p></main>');
    const page = (await render())!;
    expect(page).toContain('<h1>Transaction</h1>');
    expect(hinted(page)).toEqual([]);
  });
});

describe('lazyUiLinks', () => {
  it('reads only attribute values, known names and safe .js paths', () => {
    const parts = { tabs: ['/a.js', '//evil.example/x.js', 'javascript:alert(1).js', '/b.css', 'https://cdn.example/c.js', '/d" onload="x.js'], constructor: ['/e.js'] };
    // Text that merely mentions the attribute is not markup of a drawn part.
    expect(lazyUiLinks('<p>data-lazy-ui="tabs"</p>', parts)).toEqual([]);
    expect(lazyUiLinks('<div data-lazy-ui="tabs"></div><div data-lazy-ui="nope"></div><div data-lazy-ui="toString"></div>', parts)).toEqual([
      { href: '/a.js', as: 'script' },
      { href: 'https://cdn.example/c.js', as: 'script' },
    ]);
    expect(lazyUiLinks('<div data-lazy-ui="constructor"></div>', {})).toEqual([]);
    expect(lazyUiLinks('<div data-lazy-ui="tabs"></div>', undefined)).toEqual([]);
    expect(lazyUiLinks('<div data-lazy-ui="tabs"></div>', ['/a.js'])).toEqual([]);
  });
});
