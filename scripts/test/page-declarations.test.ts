/**
 * A remote's page declarations published in its manifest by its build (`scripts/page-declarations.mjs`,
 * run by `scripts/build-ssr.mjs`): what the shell's web server reads at serve time.
 */
import type { RemoteDeclarations } from '@ledgerlens/shared/pages';
import { readRemoteDeclarations, withDeclarations } from '../page-declarations.mjs';

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
