/**
 * The `/api` proxy's choice of API instance (`server/src/api-upstreams.ts`): the upstream list from
 * the environment, round-robin over the healthy ones, the cooldown of one that failed, and which
 * failures mark it down or allow a retry elsewhere.
 */
import { DEFAULT_UPSTREAM_COOLDOWN_MS, classifyProxyError, createUpstreamPool, upstreamsFromEnv } from '../src/api-upstreams';

const A = 'http://10.0.0.1:8787';
const B = 'http://10.0.0.2:8787';
const C = 'http://10.0.0.3:8787';

describe('upstreamsFromEnv', () => {
  it('reads API_UPSTREAMS (comma-separated, blanks and duplicates dropped), else API_URL, else the fallback', () => {
    expect(upstreamsFromEnv({ API_UPSTREAMS: ` ${A}/, ${B} ,,${A}`, API_URL: C }, C)).toEqual([A, B]);
    expect(upstreamsFromEnv({ API_UPSTREAMS: '  ', API_URL: C }, A)).toEqual([C]);
    expect(upstreamsFromEnv({}, B)).toEqual([B]);
  });

  it('refuses an entry that is not an http(s) URL, naming it', () => {
    expect(() => upstreamsFromEnv({ API_UPSTREAMS: `${A},10.0.0.2:8787` }, A)).toThrow(/10\.0\.0\.2:8787/);
    expect(() => upstreamsFromEnv({ API_UPSTREAMS: 'ftp://x' }, A)).toThrow(/not http/);
  });
});

describe('createUpstreamPool', () => {
  let t = 0;
  const now = () => t;
  beforeEach(() => {
    t = 1_000_000;
  });

  it('goes round-robin over the upstreams', () => {
    const pool = createUpstreamPool([A, B, C], { now });
    expect(Array.from({ length: 6 }, () => pool.pick())).toEqual([A, B, C, A, B, C]);
  });

  it('skips an upstream marked down for the cooldown, then takes it back', () => {
    const pool = createUpstreamPool([A, B, C], { cooldownMs: 3_000, now });
    pool.markDown(B);
    expect(Array.from({ length: 4 }, () => pool.pick())).toEqual([A, C, A, C]);
    expect(pool.status()).toEqual([
      { upstream: A, healthy: true, downUntil: null },
      { upstream: B, healthy: false, downUntil: 1_003_000 },
      { upstream: C, healthy: true, downUntil: null },
    ]);
    t += 2_999;
    expect(pool.pick()).not.toBe(B);
    t += 1;
    expect(Array.from({ length: 3 }, () => pool.pick()).sort()).toEqual([A, B, C]);
  });

  it('cools down for 5 s by default', () => {
    const pool = createUpstreamPool([A, B], { now });
    pool.markDown(A);
    t += DEFAULT_UPSTREAM_COOLDOWN_MS - 1;
    expect([pool.pick(), pool.pick()]).toEqual([B, B]);
    t += 1;
    expect([pool.pick(), pool.pick()].sort()).toEqual([A, B]);
  });

  it('picks another upstream than the excluded one (the retry), and none when it is the only one', () => {
    const pool = createUpstreamPool([A, B], { now });
    expect(pool.pick(A)).toBe(B);
    expect(pool.pick(A)).toBe(B);
    expect(createUpstreamPool([A], { now }).pick(A)).toBeUndefined();
  });

  it('when every upstream is cooling down, still tries the one that comes back first', () => {
    const pool = createUpstreamPool([A, B, C], { cooldownMs: 5_000, now });
    pool.markDown(B);
    t += 1_000;
    pool.markDown(A);
    pool.markDown(C);
    expect(pool.pick()).toBe(B);
    expect(pool.pick(B)).toBe(A);
  });
});

describe('classifyProxyError', () => {
  const undici = (code: string) => ({ statusCode: 500, cause: { code } });
  it.each([
    ['refused', undici('ECONNREFUSED'), 'GET', { markDown: true, retry: true }],
    ['reset before the answer', undici('UND_ERR_SOCKET'), 'HEAD', { markDown: true, retry: true }],
    ['connect timeout', { statusCode: 500, cause: { code: 'UND_ERR_CONNECT_TIMEOUT' } }, 'GET', { markDown: true, retry: true }],
    ['refused, not idempotent', undici('ECONNREFUSED'), 'POST', { markDown: true, retry: false }],
    ['deadline (504): no retry, the client already waited', { statusCode: 504, cause: { code: 'UND_ERR_HEADERS_TIMEOUT' } }, 'GET', { markDown: true, retry: false }],
    ['anything else', { statusCode: 500, cause: { code: 'ERR_SOMETHING' } }, 'GET', { markDown: false, retry: false }],
  ])('%s', (_label, error, method, expected) => {
    expect(classifyProxyError(error, method)).toEqual(expected);
  });
});
