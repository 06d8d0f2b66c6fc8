/**
 * Page declarations (`@ledgerlens/shared/pages`): what the web server does with what a remote
 * declares: which page a path is, whether its parameters pass their named checks, the API URLs it
 * preloads (in the spelling the page requests them), and which declarations a build refuses.
 */
import { TRANSACTION_LIST_PREVIEW } from '../src/domain';
import {
  checkParam,
  declarationProblems,
  fillTemplate,
  matchPage,
  PARAM_CHECK_NAMES,
  pagesOfRoutes,
  readDeclarations,
  resolvePage,
  widgetRequests,
  type RemoteDeclarations,
} from '../src/pages';

const HASH = '589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D';
const CTID = 'C000000100020003';
const ACCOUNT = 'rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6';
const ISSUER = 'rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK';

const DECLARED: RemoteDeclarations = {
  pages: [
    { path: '/transaction/:id', chunk: 'page-transaction', data: [`/api/transaction/:id?lists=${TRANSACTION_LIST_PREVIEW}`], ssr: true, params: { id: 'transaction-id' } },
    { path: '/transaction', chunk: 'page-transaction', data: [], ssr: false },
    { path: '/account/:address', chunk: 'page-account', data: ['/api/account/:address', '/api/market/data'], ssr: true, params: { address: 'classic-address' } },
    { path: '/token/:token', chunk: 'page-token', data: ['/api/tokens/:token.currency/:token.issuer'], ssr: true, params: { token: 'token-id' } },
    { path: '/search', chunk: 'page-search', data: [], ssr: true },
    { path: '/en/learn/:section/:slug', chunk: 'page-article', data: [], ssr: false },
  ],
  widgetData: { './widgets/market': ['/api/market/data', '/api/market/history/24h'] },
};

describe('parameter checks by name', () => {
  it('transaction-id: a hash or CTID in any case, given upper-cased; anything else refused', () => {
    expect(checkParam('transaction-id', HASH)).toEqual({ '': HASH });
    expect(checkParam('transaction-id', HASH.toLowerCase())).toEqual({ '': HASH });
    expect(checkParam('transaction-id', CTID.toLowerCase())).toEqual({ '': CTID });
    for (const bad of ['', 'xyz', HASH.slice(1), `${HASH}0`, 'B000000100020003', ` ${HASH}`, '<script>']) expect(checkParam('transaction-id', bad)).toBeUndefined();
  });

  it('classic-address: the shape and checksum of the account page', () => {
    expect(checkParam('classic-address', ACCOUNT)).toEqual({ '': ACCOUNT });
    // One character changed: the checksum fails.
    expect(checkParam('classic-address', `${ACCOUNT.slice(0, -1)}7`)).toBeUndefined();
    expect(checkParam('classic-address', 'XVLhHMPHU98es4dbozjVtdWzVrDjtV18pX8yuPT7y4xaEHi')).toBeUndefined();
    expect(checkParam('classic-address', 'r')).toBeUndefined();
  });

  it('ledger-id: an index (commas dropped) or a hash; latest, zero and garbage refused', () => {
    expect(checkParam('ledger-id', '94084608')).toEqual({ '': '94084608' });
    expect(checkParam('ledger-id', '94,084,608')).toEqual({ '': '94084608' });
    expect(checkParam('ledger-id', HASH.toLowerCase())).toEqual({ '': HASH });
    for (const bad of ['latest', '0', '-1', '1e6', '0x10', '4294967296']) expect(checkParam('ledger-id', bad)).toBeUndefined();
  });

  it('ledger-object-id, nft-id: 64 hex (the object page requests it upper-cased, the NFT page as typed)', () => {
    expect(checkParam('ledger-object-id', HASH.toLowerCase())).toEqual({ '': HASH });
    expect(checkParam('nft-id', HASH.toLowerCase())).toEqual({ '': HASH.toLowerCase() });
    expect(checkParam('ledger-object-id', 'abc')).toBeUndefined();
    expect(checkParam('nft-id', `${HASH}00`)).toBeUndefined();
  });

  it('amendment: a 64-hex ID or a name on rippled\'s list', () => {
    expect(checkParam('amendment', 'ExpandedSignerList')).toEqual({ '': 'ExpandedSignerList' });
    expect(checkParam('amendment', HASH)).toEqual({ '': HASH });
    expect(checkParam('amendment', 'NoSuchAmendmentEver')).toBeUndefined();
    expect(checkParam('amendment', '../x')).toBeUndefined();
  });

  it('token-id: CUR.issuer gives the currency in ledger form and the issuer', () => {
    expect(checkParam('token-id', `CNY.${ISSUER}`)).toEqual({ '': `CNY.${ISSUER}`, currency: 'CNY', issuer: ISSUER });
    const hex = '534F4C4F00000000000000000000000000000000';
    expect(checkParam('token-id', `${hex.toLowerCase()}.${ISSUER}`)).toMatchObject({ currency: hex });
    for (const bad of [`XRP.${ISSUER}`, `CNY.${ISSUER}x`, 'CNY', `.${ISSUER}`, `%E0%A4%A.${ISSUER}`]) expect(checkParam('token-id', bad)).toBeUndefined();
  });

  it('mpt-issuance-id: 48 hex, upper-cased (a devnet MPTokenIssuanceID)', () => {
    const id = '00049F5B0E03A3031B3E0C1D16A700640EA5CF727268E14F';
    expect(checkParam('mpt-issuance-id', id.toLowerCase())).toEqual({ '': id });
    for (const bad of [id.slice(1), `${id}0`, `${'G'.repeat(48)}`, ` ${id}`]) expect(checkParam('mpt-issuance-id', bad)).toBeUndefined();
  });

  it('an unknown check refuses every value', () => {
    expect(checkParam('xrpl-classic-address', ACCOUNT)).toBeUndefined();
    expect(PARAM_CHECK_NAMES).toContain('classic-address');
  });
});

describe('matching and URL filling', () => {
  it('matches the whole path as react-router does (decoded, a trailing slash accepted)', () => {
    expect(matchPage(DECLARED, `/transaction/${HASH}`)?.params).toEqual({ id: HASH });
    expect(matchPage(DECLARED, `/transaction/${HASH}/`)?.page.path).toBe('/transaction/:id');
    expect(matchPage(DECLARED, '/transaction')?.page.path).toBe('/transaction');
    expect(matchPage(DECLARED, '/transaction/a/b')).toBeUndefined();
    expect(matchPage(DECLARED, '/Transaction/x')).toBeUndefined();
    expect(matchPage(DECLARED, '/token/%43NY.r1')?.params).toEqual({ token: 'CNY.r1' });
    // A malformed encoding matches nothing.
    expect(matchPage(DECLARED, '/transaction/%E0%A4%A')).toBeUndefined();
  });

  it('fills templates with each value URL-encoded; a missing value gives no URL', () => {
    expect(fillTemplate('/api/a/:id?x=1', { id: { '': 'a/b c' } })).toBe('/api/a/a%2Fb%20c?x=1');
    expect(fillTemplate('/api/t/:t.currency/:t.issuer', { t: { '': 'x', currency: 'USD', issuer: 'r1' } })).toBe('/api/t/USD/r1');
    expect(fillTemplate('/api/a/:id', {})).toBeUndefined();
    expect(fillTemplate('/api/t/:t.nope', { t: { '': 'x' } })).toBeUndefined();
  });

  it('resolves a page: its data in the spelling the page requests, against apiBaseUrl; ssr only when every check passes', () => {
    expect(resolvePage(DECLARED, `/transaction/${HASH.toLowerCase()}`)).toEqual({ chunk: 'page-transaction', pattern: '/transaction/:id', data: [`/api/transaction/${HASH}?lists=25`], ssr: true });
    expect(resolvePage(DECLARED, `/account/${ACCOUNT}`, 'https://api.example/')?.data).toEqual([`https://api.example/api/account/${ACCOUNT}`, 'https://api.example/api/market/data']);
    expect(resolvePage(DECLARED, `/token/CNY.${ISSUER}`)?.data).toEqual([`/api/tokens/CNY/${ISSUER}`]);
    // A garbage id: the chunk still, no data, not server-rendered.
    for (const bad of ['/transaction/<script>', '/transaction/..%2F..%2Fapi%2Fhealth', `/account/${ACCOUNT.slice(0, -1)}7`]) {
      const page = resolvePage(DECLARED, bad);
      expect(page).toMatchObject({ data: undefined, ssr: false });
      expect(page?.chunk).toMatch(/^page-/);
    }
    expect(resolvePage(DECLARED, '/search')).toEqual({ chunk: 'page-search', pattern: '/search', data: [], ssr: true });
    expect(resolvePage(DECLARED, '/transaction')).toMatchObject({ data: [], ssr: false });
    // Unchecked parameters: never data, never server-rendered.
    expect(resolvePage(DECLARED, '/en/learn/a/b')).toMatchObject({ chunk: 'page-article', data: undefined, ssr: false });
    expect(resolvePage(DECLARED, '/nothing')).toBeUndefined();
    expect(resolvePage(undefined, '/search')).toBeUndefined();
  });

  it('gives a widget\'s fixed requests', () => {
    expect(widgetRequests(DECLARED, './widgets/market', 'https://api.example')).toEqual(['https://api.example/api/market/data', 'https://api.example/api/market/history/24h']);
    expect(widgetRequests(DECLARED, './widgets/other')).toEqual([]);
    expect(widgetRequests(undefined, './widgets/market')).toEqual([]);
  });
});

describe('declarations published in a manifest', () => {
  it('accepts valid ones and reads them back', () => {
    expect(declarationProblems(DECLARED)).toEqual([]);
    expect(readDeclarations({ ssr: {}, pageChunks: {}, pages: DECLARED.pages, widgetData: DECLARED.widgetData })).toEqual(DECLARED);
    expect(readDeclarations({ pages: DECLARED.pages })).toEqual({ pages: DECLARED.pages });
  });

  it('refuses missing or broken ones as a whole', () => {
    expect(readDeclarations(undefined)).toBeUndefined();
    expect(readDeclarations({})).toBeUndefined();
    expect(readDeclarations({ pages: [{ path: '/a/:id', chunk: 'page-a', data: ['/api/a/:id'], ssr: true }] })).toBeUndefined();
  });

  it('names each problem', () => {
    const problems = declarationProblems({
      pages: [
        { path: '/a/:id', chunk: 'page-a', data: ['/api/a/:id'], ssr: true },
        { path: '/b/:id', chunk: 'page-b', data: ['/api/b/:other', 'https://elsewhere/x'], ssr: true, params: { id: 'no-such-check' } },
        { path: '/c', chunk: 'C', data: '/api/c', ssr: 'yes' },
        { path: '/d/:x', chunk: 'page-d', data: [], ssr: false, params: { y: 'nft-id' } },
      ],
      widgetData: { market: ['/api/m/:x'] },
    });
    expect(problems).toEqual([
      'pages[0] (/a/:id).params.id: no known check (one of classic-address, transaction-id, ledger-id, ledger-object-id, nft-id, amendment, token-id, mpt-issuance-id)',
      'pages[1] (/b/:id).data: https://elsewhere/x is not an /api/ URL',
      'pages[1] (/b/:id).params.id: no known check (one of classic-address, transaction-id, ledger-id, ledger-object-id, nft-id, amendment, token-id, mpt-issuance-id)',
      'pages[1] (/b/:id).data: /api/b/:other names :other, not a parameter of the path',
      'pages[2] (/c).chunk: not a page chunk name',
      'pages[2] (/c).ssr: not a boolean',
      'pages[2] (/c).data: not a list of URLs',
      'pages[3] (/d/:x).params.y: not a parameter of the path',
      'widgetData.market: not a widget module',
      'widgetData.market: not a list of fixed /api/ URLs',
    ]);
  });

  it('reads the declarations of a remote\'s routes from their handles', () => {
    const routes = [{ path: '/a', handle: { page: DECLARED.pages[0] } }, { path: '/b' }, { path: '/c', handle: { page: DECLARED.pages[1] } }];
    expect(pagesOfRoutes(routes)).toEqual([DECLARED.pages[0], DECLARED.pages[1]]);
  });
});
