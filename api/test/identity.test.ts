/**
 * Identity claims: the known-address `verified` flag, domain verification through
 * xrp-ledger.toml (live only; offline "not checked"), the capped or incomplete transaction count,
 * and the activation's date, ledger and amount.
 */
import type { FastifyInstance } from 'fastify';
import { startReplayServer, type ReplayServer } from 'replay';
import { buildApp } from '../src/app';
import { mapAccount } from '../src/features/account/mapAccount';
import { DomainVerifier, VERIFICATION_REASONS, checkableHost, tomlUrl } from '../src/features/identity/domainVerifier';
import { FakeGateway } from './helpers/fake-gateway';
import { readJson } from './helpers/mainnet';

type Json = Record<string, any>;
jest.setTimeout(30_000);

const RESERVES = { reserveBaseXrp: 10, reserveIncrementXrp: 2 };
const info = (account: string, extra: Json = {}) => ({ account_data: { Account: account, Balance: '50000000', OwnerCount: 0, Sequence: 1, Flags: 0, ...extra } });
const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex').toUpperCase();

/** A fetch that serves `files` by URL and counts calls. */
function fakeFetch(files: Record<string, string | Error | number>) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const impl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const file = files[url];
    if (file instanceof Error) throw file;
    if (typeof file === 'number') return new Response('nope', { status: file });
    if (file === undefined) return new Response('not found', { status: 404 });
    return new Response(file, { status: 200, headers: { 'content-type': 'application/toml' } });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('known-address names: the verified flag is passed, never assumed', () => {
  it('Bitstamp and GateHub (directory: not verified) get usernameVerified false; Bithomp (verified) true', () => {
    const bitstamp = mapAccount(info('rvYAfWj5gh67oV6fW32ZzP3Aw4Eubs59B'), RESERVES, 5);
    expect(bitstamp).toMatchObject({ username: 'Bitstamp', usernameSource: 'directory', usernameVerified: false });
    expect(mapAccount(info('rhub8VRN55s94qWKDv6jmDy1pUykJzF3wq'), RESERVES, 5)).toMatchObject({ username: 'GateHub', usernameVerified: false });
    expect(mapAccount(info('rsuUjfWxrACCAwGQDsNeZUhpzXf1n1NK5Z'), RESERVES, 5)).toMatchObject({ username: 'Bithomp', usernameVerified: true });
  });

  it('a name from the Domain field is not a verified name', () => {
    const account = mapAccount(info('rHoPwMC75KVUhBMeV3uDMybKG5JND74teh', { Domain: hex('example.com') }), RESERVES, 5);
    expect(account).toMatchObject({ username: 'example.com', usernameSource: 'domain' });
    expect(account.usernameVerified).toBeUndefined();
  });
});

describe('DomainVerifier (xrp-ledger.toml)', () => {
  const TOML = `[[ACCOUNTS]]\naddress = "rGOOD1111111111111111111111111"\n\n[[VALIDATORS]]\npublic_key = "nHGOODKEY"\n`;

  it('verified only when the file lists the account or the validator key; otherwise unverified, saying why', async () => {
    const { impl, calls } = fakeFetch({ [tomlUrl('example.com')]: TOML });
    const v = new DomainVerifier({ online: () => true, fetchImpl: impl });
    await expect(v.verifyAccount('example.com', 'rGOOD1111111111111111111111111')).resolves.toMatchObject({ status: 'verified', source: 'https://example.com/.well-known/xrp-ledger.toml' });
    await expect(v.verifyAccount('example.com', 'rOTHER')).resolves.toMatchObject({ status: 'unverified', reason: VERIFICATION_REASONS.notListedAccount });
    await expect(v.verifyValidator('Example.com', 'nHGOODKEY')).resolves.toMatchObject({ status: 'verified' });
    await expect(v.verifyValidator('example.com', 'nHOTHER')).resolves.toMatchObject({ status: 'unverified', reason: VERIFICATION_REASONS.notListedValidator });
    // One fetch for all four checks (cached), never following redirects.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init?.redirect).toBe('error');
  });

  it('offline: nothing is fetched and the answer says no check was possible', async () => {
    const { impl, calls } = fakeFetch({});
    const v = new DomainVerifier({ online: () => false, fetchImpl: impl });
    await expect(v.verifyAccount('example.com', 'rX')).resolves.toEqual({ status: 'not-checked', reason: VERIFICATION_REASONS.offline, source: tomlUrl('example.com') });
    expect(calls).toHaveLength(0);
  });

  it('a missing file, an HTTP error, bad TOML, a network error or a timeout is unverified with the reason', async () => {
    const { impl } = fakeFetch({ [tomlUrl('a.example')]: 500, [tomlUrl('b.example')]: 'this is = = not toml', [tomlUrl('c.example')]: new TypeError('fetch failed') });
    const v = new DomainVerifier({ online: () => true, fetchImpl: impl });
    expect(await v.verifyAccount('a.example', 'rX')).toMatchObject({ status: 'unverified', reason: expect.stringMatching(/HTTP 500/) });
    expect(await v.verifyAccount('b.example', 'rX')).toMatchObject({ status: 'unverified', reason: expect.stringMatching(/not valid TOML/) });
    expect(await v.verifyAccount('c.example', 'rX')).toMatchObject({ status: 'unverified', reason: expect.stringMatching(/could not be fetched/) });
    expect(await v.verifyAccount('d.example', 'rX')).toMatchObject({ status: 'unverified', reason: expect.stringMatching(/HTTP 404/) });
    const hang = (async (_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as unknown as typeof fetch;
    const slow = new DomainVerifier({ online: () => true, fetchImpl: hang, timeoutMs: 50 });
    expect(await slow.verifyAccount('slow.example', 'rX')).toMatchObject({ status: 'unverified', reason: expect.stringMatching(/did not answer within 0.05 s/) });
  });

  it('fetches plain public host names only: no IP, port, path or localhost', async () => {
    expect(checkableHost('Example.COM')).toBe('example.com');
    for (const bad of ['127.0.0.1', 'localhost', 'example.com:8080', 'example.com/x', 'http://example.com', 'intranet.local', '<b>x</b>.com', '']) expect(checkableHost(bad)).toBeNull();
    const { impl, calls } = fakeFetch({});
    const v = new DomainVerifier({ online: () => true, fetchImpl: impl });
    expect(await v.verifyAccount('127.0.0.1', 'rX')).toMatchObject({ status: 'unverified', reason: VERIFICATION_REASONS.notHost });
    expect(calls).toHaveLength(0);
  });
});

describe('GET /api/account/:address on the offline replay network', () => {
  let node: ReplayServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    node = await startReplayServer({ port: 0, log: () => undefined, verifyInBackground: false });
    app = await buildApp({ nodeUrl: node.url, rateLimit: false });
  });
  afterAll(async () => {
    await app.close();
    await node.close();
  });

  it('sends the activation date, ledger, amount, sender and transaction (recorded Payment of ledger 37432866)', async () => {
    // tx-F4AD54E6….json: the Payment whose metadata creates rHoPwMC7…'s AccountRoot, delivered_amount 2421826800 drops.
    const res = await app.inject({ method: 'GET', url: '/api/account/rHoPwMC75KVUhBMeV3uDMybKG5JND74teh' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      activated: true,
      activatedBy: 'rNQEMJA4PsoSrZRn9J6RajAYhcDzzhf8ok',
      activationAmount: '2421.8268',
      activationDate: '2018-03-23T13:34:51Z',
      activationLedger: 37432866,
      activationTxHash: 'F4AD54E6FE56B53F8FB8B422C4E9636D6AD56682EA45FF3C8AFBC66EF2D82612',
      txnCountStatus: 'exact',
    });
  });

  it('a domain is "not checked" offline (no Internet), and the verified flag of the directory entry is sent', async () => {
    const body = (await app.inject({ method: 'GET', url: '/api/account/rsuUjfWxrACCAwGQDsNeZUhpzXf1n1NK5Z' })).json();
    expect(body).toMatchObject({ username: 'Bithomp', usernameVerified: true, domain: 'bithomp.com' });
    expect(body.domainVerification).toEqual({ status: 'not-checked', reason: VERIFICATION_REASONS.offline, source: 'https://bithomp.com/.well-known/xrp-ledger.toml' });
  });

  it('the OpenAPI document describes the Account with its new fields', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const account = doc.components.schemas.Account;
    expect(Object.keys(account.properties)).toEqual(expect.arrayContaining(['txnCountStatus', 'activationDate', 'activationLedger', 'activationTxHash', 'usernameVerified', 'domainVerification']));
    expect(doc.components.schemas.DomainVerification.properties.status.enum).toEqual(['verified', 'unverified', 'not-checked']);
  });
});

describe('transaction count: capped or incomplete, never silently short', () => {
  const ADDRESS = 'rHoPwMC75KVUhBMeV3uDMybKG5JND74teh';
  const serverInfo = readJson('server_info-ws.json').result as Json;
  const page = (n: number, marker?: unknown) => ({ transactions: Array.from({ length: n }, () => ({})), ...(marker ? { marker } : {}) });
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  const build = async (accountTx: (command: Json, call: number) => unknown) => {
    let calls = 0;
    const fake = new FakeGateway((cmd) => {
      if (cmd.command === 'server_info') return serverInfo;
      if (cmd.command === 'account_info') return info(ADDRESS);
      if (cmd.command === 'account_tx') return (cmd as Json).forward ? page(0) : accountTx(cmd as Json, calls++);
      return {};
    });
    app = await buildApp({ xrpl: fake, rateLimit: false, domainVerifier: new DomainVerifier({ online: () => false }) });
    return (await app.inject({ method: 'GET', url: `/api/account/${ADDRESS}` })).json();
  };

  it('more than 1,200 transactions: count 1,200, status capped', async () => {
    const body = await build(() => page(400, { ledger: 1, seq: 1 }));
    expect(body).toMatchObject({ txnCount: 1200, txnCountStatus: 'capped' });
  });

  it('exactly the transactions there are: status exact', async () => {
    const body = await build((_cmd, call) => (call === 0 ? page(400, { ledger: 1, seq: 1 }) : page(7)));
    expect(body).toMatchObject({ txnCount: 407, txnCountStatus: 'exact' });
  });

  it('a failed second page: the 400 counted are a lower bound, status incomplete', async () => {
    const body = await build((_cmd, call) => {
      if (call === 0) return page(400, { ledger: 1, seq: 1 });
      throw new Error('node failed');
    });
    expect(body).toMatchObject({ txnCount: 400, txnCountStatus: 'incomplete' });
  });
});

describe('GET /api/validators: "Verified" only for a domain whose xrp-ledger.toml lists the key', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  const serverInfo = readJson('server_info-ws.json').result as Json;

  it('live: the listed validator is verified, the others unverified; offline: not checked', async () => {
    const list = (await (async () => {
      app = await buildApp({ xrpl: new FakeGateway((cmd) => (cmd.command === 'server_info' ? serverInfo : {})), rateLimit: false, domainVerifier: new DomainVerifier({ online: () => false }) });
      const body = (await app.inject({ method: 'GET', url: '/api/validators' })).json();
      await app.close();
      app = undefined;
      return body;
    })()) as { validators: Array<{ pubkey: string; domain?: string; domainVerification?: Json }> };
    const withDomain = list.validators.filter((v) => v.domain);
    expect(withDomain.length).toBeGreaterThan(1);
    for (const v of withDomain) expect(v.domainVerification).toMatchObject({ status: 'not-checked' });
    for (const v of list.validators.filter((x) => !x.domain)) expect(v.domainVerification).toBeUndefined();

    const [first, second] = withDomain as [(typeof withDomain)[0], (typeof withDomain)[0]];
    const files: Record<string, string> = { [tomlUrl(first.domain!.toLowerCase())]: `[[VALIDATORS]]\npublic_key = "${first.pubkey}"\n` };
    if (second.domain!.toLowerCase() !== first.domain!.toLowerCase()) files[tomlUrl(second.domain!.toLowerCase())] = `[[VALIDATORS]]\npublic_key = "nHsomeoneElse"\n`;
    const { impl } = fakeFetch(files);
    app = await buildApp({ xrpl: new FakeGateway((cmd) => (cmd.command === 'server_info' ? serverInfo : {})), rateLimit: false, domainVerifier: new DomainVerifier({ online: () => true, fetchImpl: impl }) });
    const live = (await app.inject({ method: 'GET', url: '/api/validators' })).json() as typeof list;
    const byKey = new Map(live.validators.map((v) => [v.pubkey, v]));
    expect(byKey.get(first.pubkey)?.domainVerification).toMatchObject({ status: 'verified' });
    expect(byKey.get(second.pubkey)?.domainVerification).toMatchObject({ status: 'unverified' });
  });
});
