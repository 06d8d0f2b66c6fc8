/**
 * A remote's page declarations published in its manifest by its build (`scripts/page-declarations.mjs`,
 * run by `scripts/build-ssr.mjs`): what the shell's web server reads at serve time.
 */
import type { RemoteDeclarations } from '@ledgerlens/shared/pages';
import { missingPageChunks, readRemoteDeclarations, withDeclarations } from '../page-declarations.mjs';

jest.setTimeout(60_000);

const MANIFEST = { id: 'mfe_x', name: 'mfe_x', metaData: { publicPath: 'auto', pageChunks: { 'page-x': ['page-x.1.js'] }, ssr: { file: 'ssr/server.cjs', integrity: 'sha256-x' } }, exposes: [{ path: './routes' }] };
const DECLARED = {
  pages: [{ path: '/x/:id', chunk: 'page-x', data: ['/api/x/:id'], ssr: true, params: { id: 'ledger-id' } }],
  widgetData: { './widgets/x': ['/api/x'] },
};

describe('publishing the declarations in the manifest', () => {
  it('adds metaData.pages and metaData.widgetData and keeps everything else', () => {
    const out = withDeclarations(MANIFEST, DECLARED, []);
    expect(out.metaData).toEqual({ ...MANIFEST.metaData, pages: DECLARED.pages, widgetData: DECLARED.widgetData });
    expect(out.exposes).toEqual(MANIFEST.exposes);
    // A remote that declares no widget data: none left from a former build.
    expect(withDeclarations(out, { pages: DECLARED.pages }, []).metaData).not.toHaveProperty('widgetData');
  });

  it('refuses declarations with problems (the build fails, naming them)', () => {
    expect(() => withDeclarations(MANIFEST, DECLARED, ['pages[0] (/x/:id).params.id: no known check'])).toThrow('page declarations: pages[0] (/x/:id).params.id: no known check');
  });
});

describe("each remote's declarations", () => {
  // Each remote's own tests check its declarations are its routes' handles (`mfe-*\/test/pages.test.ts`).
  it.each(['mfe-search', 'mfe-account', 'mfe-ledger', 'mfe-network', 'mfe-learn'])('%s: valid', async (remote) => {
    const declared = await readRemoteDeclarations(remote);
    expect(declared?.problems).toEqual([]);
    expect((declared!.declarations as RemoteDeclarations).pages.length).toBeGreaterThan(0);
  });

  it('declares every page that was client-rendered for want of data, server-rendered now', async () => {
    const network = (await readRemoteDeclarations('mfe-network'))!.declarations as RemoteDeclarations;
    const account = (await readRemoteDeclarations('mfe-account'))!.declarations as RemoteDeclarations;
    const ledger = (await readRemoteDeclarations('mfe-ledger'))!.declarations as RemoteDeclarations;
    const search = (await readRemoteDeclarations('mfe-search'))!.declarations as RemoteDeclarations;
    const ssr = (d: RemoteDeclarations, path: string) => d.pages.find((p) => p.path === path)?.ssr;
    for (const path of ['/amendments', '/amendment/:nameOrId', '/amm', '/amm/:account', '/token/:token']) expect([path, ssr(network, path)]).toEqual([path, true]);
    expect(ssr(account, '/nft/:id')).toBe(true);
    expect(ssr(ledger, '/object/:index')).toBe(true);
    expect(ssr(search, '/search')).toBe(true);
  });
});

describe('a declared page chunk the build did not produce fails the build', () => {
  const declarations = { pages: [{ path: '/x/:id', chunk: 'page-x' }, { path: '/y', chunk: 'page-y' }] };

  it('nothing to say when every declared chunk is in the build\'s page chunks', () => {
    expect(missingPageChunks('mfe_x', declarations, { 'page-x': ['page-x.1.js'], 'page-y': ['page-y.2.js'], 'page-z': ['page-z.3.js'] })).toEqual([]);
  });

  it('names the remote, the page and the chunk when one is missing (a typo in pages.ts or in webpackChunkName)', () => {
    const problems = missingPageChunks('mfe_x', declarations, { 'page-x': ['page-x.1.js'], 'page-why': ['page-why.2.js'] });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('mfe_x: page /y declares chunk "page-y", which the build did not produce');
    expect(problems[0]).toContain('page chunks built: page-why, page-x');
  });

  it('a build with no page chunks at all: every declared page is named', () => {
    expect(missingPageChunks('mfe_x', declarations, undefined).map((m) => m.split(' declares')[0])).toEqual(['mfe_x: page /x/:id', 'mfe_x: page /y']);
  });
});
