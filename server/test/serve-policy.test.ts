/** The pure policy of the static server: Cache-Control per file and the CSP from remotes.json / config.json. */
import { createHash } from 'node:crypto';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CACHE_SHORT,
  buildCsp,
  cacheControlFor,
  inlineScriptHashes,
  remoteEntryUrls,
  sourceOf,
} from '../src/policy';

describe('cacheControlFor', () => {
  it.each([
    ['vendors-node_modules_react-dom_index_js.3f9a1c2b.js', CACHE_IMMUTABLE],
    ['src_pages_Home_tsx.0123abcd.js', CACHE_IMMUTABLE],
    ['/abs/dist/styles.89abcdef.css', CACHE_IMMUTABLE],
    ['src_x.0123abcd.js.map', CACHE_IMMUTABLE],
    ['index.html', CACHE_REVALIDATE],
    ['main.js', CACHE_REVALIDATE],
    ['remoteEntry.js', CACHE_REVALIDATE],
    ['mf-manifest.json', CACHE_REVALIDATE],
    ['remotes.json', CACHE_REVALIDATE],
    ['config.json', CACHE_REVALIDATE],
    ['main.js.map', CACHE_REVALIDATE],
    ['main.1234567.js', CACHE_REVALIDATE], // 7 hex digits: not a content hash
    ['favicon.ico', CACHE_SHORT],
    ['site.webmanifest', CACHE_SHORT],
    ['logo.svg', CACHE_SHORT],
  ])('%s → %s', (file, expected) => expect(cacheControlFor(file)).toBe(expected));
});

describe('sourceOf / remoteEntryUrls', () => {
  it.each([
    ['https://cdn.example.com/search/remoteEntry.js', 'https://cdn.example.com'],
    ['HTTP://LOCALHOST:8081/mf-manifest.json', 'http://localhost:8081'],
    ['//cdn.example.com/x.js', 'cdn.example.com'],
    ['/remotes/mfe-search/remoteEntry.js', undefined],
    ['remoteEntry.js', undefined],
    ['javascript:alert(1)', undefined],
    ["https://x.example/'unsafe-inline'", 'https://x.example'],
    ['', undefined],
    [42, undefined],
  ])('%p → %p', (input, expected) => expect(sourceOf(input)).toBe(expected));

  it('reads the entry of each well-formed remote (as the shell does) and skips the rest', () => {
    expect(
      remoteEntryUrls({
        a: '/remotes/a/remoteEntry.js',
        b: { entry: 'https://b.example/mf-manifest.json', routes: ['/b'] },
        c: { url: 'https://c.example/remoteEntry.js', routes: ['/c'] },
        d: { routes: ['/d'] },
        e: 7,
        f: null,
        g: { entry: 'https://g.example/mf-manifest.json', routes: ['/g'], widgets: { home: ['./widgets/x'] } },
      }),
    ).toEqual(['https://b.example/mf-manifest.json', 'https://g.example/mf-manifest.json']);
    expect(remoteEntryUrls(null)).toEqual([]);
    expect(remoteEntryUrls(['https://x.example'])).toEqual([]);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only (not src= or data blocks)', () => {
    const a = "(function(){document.documentElement.className='dark'})();";
    const html = `<script>${a}</script><script defer src="/main.js"></script><script type="application/ld+json">{"a":1}</script><script type="module">${a}</script>`;
    const hash = `'sha256-${createHash('sha256').update(a).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([hash]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});

describe('buildCsp', () => {
  it('is same-origin only without absolute URLs', () => {
    expect(buildCsp({ remotes: { mfe_search: { entry: '/remotes/mfe-search/remoteEntry.js', routes: ['/search'] } }, config: { apiBaseUrl: '' } })).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
        "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; manifest-src 'self'",
    );
  });

  it('adds remote origins (once each) and the API origin where they are needed', () => {
    const csp = buildCsp({
      remotes: { a: { entry: 'https://r.example/a/remoteEntry.js', routes: ['/a'] }, b: { entry: 'https://r.example/b/mf-manifest.json', routes: ['/b'] } },
      config: { apiBaseUrl: 'https://api.example/api' },
      scriptHashes: ["'sha256-AAA='"],
    });
    expect(csp).toContain("script-src 'self' 'sha256-AAA=' https://r.example;");
    expect(csp).toContain("style-src 'self' 'unsafe-inline' https://r.example;");
    expect(csp).toContain("connect-src 'self' https://api.example https://r.example;");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|api\.example)/);
  });
});
