/**
 * `GET /api/objects/{index}` (typed views) and `GET /api/account/{address}/identity` on the recorded
 * devnet records (`replay/data/devnet`), through a node that answers from their metadata
 * (`helpers/devnet-node.ts`): what an API client relies on.
 */
import type { FastifyInstance } from 'fastify';
import { SEED_MESSAGE } from '@ledgerlens/shared/domain';
import { buildApp } from '../src/app';
import { IDENTITY_INVALID_ADDRESS_MESSAGE } from '../src/features/objects/identityRoutes';
import { ledgerCloseTime } from '../src/features/objects/history';
import { UpstreamRippledError } from '../src/errors';
import { FakeGateway } from './helpers/fake-gateway';
import { devnetNode } from './helpers/devnet-node';

let fake: FakeGateway;
let app: FastifyInstance;
beforeAll(async () => {
  fake = new FakeGateway(devnetNode());
  app = await buildApp({ xrpl: fake });
});
afterAll(async () => {
  await app?.close();
});
const get = (url: string) => app.inject({ method: 'GET', url });

// Created at 418,572, accepted at 418,573, deleted at 418,575 (ripple/explorer's CredentialCreate/Accept/Delete records).
const DELETED_CREDENTIAL = '7B685088D546B9E8905D26206F452BB2F44D9A33C9BD9BCF280F7BA39015A955';
// Created at 670,034, deleted at 670,038 (OracleSet / OracleDelete).
const DELETED_ORACLE = '2E0AC1D6AFC11AD78E48BE575761F75C0326F0547EE178CBB5D67F61691E13E7';
// Band Protocol's oracle, modified by OracleSet at 4,597,060.
const BAND_ORACLE = 'C2C071249153646820D07F5B61C737717EC55E0384706E1E52EFFBE39341E1E3';
// Created at 55,975 with Expiration 844,523,610; no header of that ledger is recorded.
const EXPIRING_CREDENTIAL = 'C9B22CD799166C336E5F4EE0B85986EC354F1279F2A80C77B4A8B2EEF6EB9517';
// Accepted in ledger 3,918,590 (recorded whole: close time 2025-06-24T20:51:51Z).
const ACCEPTED_CREDENTIAL = '0B494EA270D6610E1928BACDC6BD42C5993E3621829D2E4600D05B0E8798CFE6';

describe('GET /api/objects/{index} with a typed view', () => {
  it('a deleted Credential: its last state, "Deleted", decoded type, accepted, and its whole history', async () => {
    const res = await get(`/api/objects/${DELETED_CREDENTIAL.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ index: DELETED_CREDENTIAL, type: 'Credential', deleted: true, ledgerIndex: 418575, historyEnd: 'created' });
    expect(body.history.map((h: { change: string; ledgerIndex: number }) => `${h.change}@${h.ledgerIndex}`)).toEqual(['created@418572', 'modified@418573', 'deleted@418575']);
    expect(body.view.type).toBe('Credential');
    expect(body.view.status.map((s: { text: string }) => s.text)).toEqual(['Accepted', 'Deleted']);
    expect(body.view.fields.find((f: { label: string }) => f.label === 'CredentialType').values).toEqual([{ kind: 'text', text: 'My test credential' }]);
    expect(fake.calls).toContainEqual(expect.objectContaining({ command: 'ledger_entry', index: DELETED_CREDENTIAL, include_deleted: true }));
  });

  it('an Oracle page: the price table with Scale applied, provider decoded, LastUpdateTime as Unix time', async () => {
    const body = (await get(`/api/objects/${BAND_ORACLE}`)).json();
    expect(body.deleted).toBe(false);
    const table = body.view.tables[0];
    expect(table.caption).toBe('PriceDataSeries');
    expect(table.rows.map((r: Array<{ text: string }>) => `${r[0]!.text}/${r[1]!.text}=${r[2]!.text}`)).toEqual(['XRP/USD=0.6241', 'BTC/USD=63719.1687282', 'ETH/USD=2609.294193']);
    expect(body.view.fields.find((f: { label: string }) => f.label === 'LastUpdateTime').values[0]).toEqual({ kind: 'time', text: '2024-09-30T21:39:49Z', note: 'Unix time' });
    expect(body.closeTime).toBeUndefined();
  });

  it('a deleted Oracle keeps its last prices', async () => {
    const body = (await get(`/api/objects/${DELETED_ORACLE}`)).json();
    expect(body).toMatchObject({ deleted: true, ledgerIndex: 670038 });
    expect(body.view.tables[0].rows.map((r: Array<{ text: string }>) => r[2]!.text)).toEqual(['1.03', '74.2']);
  });

  it('judges a credential\'s expiry against the close time of its ledger: from `ledger`, else from a transaction of that ledger', async () => {
    const accepted = (await get(`/api/objects/${ACCEPTED_CREDENTIAL}`)).json();
    expect(accepted.closeTime).toBe('2025-06-24T20:51:51Z');
    const expiring = (await get(`/api/objects/${EXPIRING_CREDENTIAL}`)).json();
    // Ledger 55,975 has no recorded header: the close time comes from the CredentialCreate of that ledger.
    expect(expiring.closeTime).toBe('2025-10-05T13:53:31Z');
    expect(expiring.view.fields.find((f: { label: string }) => f.label === 'Expiration').values.map((v: { text: string }) => v.text)).toEqual(['2026-10-05T13:53:30Z', 'not expired at the ledger close time']);
  });

  it('an entry type without a typed view has no `view`; an unknown index is 404, a malformed one 400', async () => {
    const amm = (await get('/api/objects/E41AEB4E396F9175A3BAAF70638F1D9E177B98F6F70968FA4E195D13537A9B70')).json();
    expect(amm.type).toBe('AMM');
    expect(amm.view).toBeUndefined();
    expect((await get(`/api/objects/${'0'.repeat(64)}`)).statusCode).toBe(404);
    expect((await get('/api/objects/not-an-index')).statusCode).toBe(400);
  });
});

describe('GET /api/account/{address}/identity', () => {
  it('credentials held and issued, split by role, with the close time their expiry is judged against', async () => {
    const subject = (await get('/api/account/r3rw3QY2ojL3BdLrNEYkjcS9W5MqwsaA4y/identity')).json();
    expect(subject.credentialsHeld.map((e: { index: string }) => e.index)).toEqual([ACCEPTED_CREDENTIAL]);
    expect(subject.credentialsIssued).toEqual([]);
    expect(subject.closeTime).toBe('2025-06-24T20:51:51Z');
    const issuer = (await get('/api/account/rPJbL7FbVmrU2kVnZeHfuuNKmUt5ech6s1/identity')).json();
    expect(issuer.credentialsIssued.map((e: { view: { summary: string } }) => e.view.summary)).toEqual(['Credential DLDLDL issued by rPJbL7…h6s1 to r3rw3Q…aA4y, accepted']);
    expect(issuer.credentialsHeld).toEqual([]);
  });

  it('delegations given, the DID and permissioned domains; a deleted credential is not listed', async () => {
    const delegator = (await get('/api/account/rVrRYMk3yr6jDeeTERvkuSw3WxfsY4pHa/identity')).json();
    expect(delegator.delegations.map((e: { view: { summary: string } }) => e.view.summary)).toEqual(['rVrRYM…4pHa lets rfso8v…cQoZ sign EscrowCreate on its behalf']);
    expect(delegator).toMatchObject({ did: null, signerList: null, depositPreauth: [], truncated: false });
    const withDid = (await get('/api/account/rwYQJfUw3Gk2nE6yA7F8kqLkkgScpngn94/identity')).json();
    expect(withDid.did.view.fields.find((f: { label: string }) => f.label === 'DIDDocument').values[0]).toMatchObject({ kind: 'hex', text: 'A1B1' });
    const domainOwner = (await get('/api/account/rhELdLRDekExVSYhQB7hVxfZuRm8sPyHLp/identity')).json();
    expect(domainOwner.domains).toHaveLength(1);
    const formerHolder = (await get('/api/account/rwXChshgJHh6KwwXY8hN1iNAiuyzJkz7p6/identity')).json();
    expect(formerHolder.credentialsHeld).toEqual([]);
  });

  it('asks account_objects once per type at the validated ledger', async () => {
    fake.calls.length = 0;
    await get('/api/account/rVrRYMk3yr6jDeeTERvkuSw3WxfsY4pHa/identity');
    const types = fake.calls.filter((c) => c.command === 'account_objects').map((c) => (c as { type?: string }).type).sort();
    expect(types).toEqual(['credential', 'delegate', 'deposit_preauth', 'did', 'permissioned_domain', 'signer_list']);
    expect(fake.calls.every((c) => c.command !== 'account_objects' || (c as { ledger_index?: string }).ledger_index === 'validated')).toBe(true);
  });

  it('bad input: 400 with the address message, a secret key is named as such; an unknown account is 404', async () => {
    const bad = await get('/api/account/not-an-address/identity');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(IDENTITY_INVALID_ADDRESS_MESSAGE);
    const seed = await get('/api/account/sp8y8kecNjy88BZRr9U991iiRzFNf/identity');
    expect(seed.statusCode).toBe(400);
    expect(seed.json().error).toBe(SEED_MESSAGE);
    expect(seed.body).not.toContain('sp8y8kecNjy88BZRr9U991iiRzFNf');
    expect((await get('/api/account/rrrrrrrrrrrrrrrrrrrrBZbvji/identity')).statusCode).toBe(404);
  });
});

describe('ledgerCloseTime', () => {
  it('reads `ledger` close_time, else an API v2 transaction\'s close_time_iso of that ledger, else nothing', async () => {
    const noLedger = () => {
      throw new UpstreamRippledError('lgrNotFound', 'ledgerNotFound');
    };
    const v2 = new FakeGateway((c) => (c.command === 'tx' ? { ledger_index: 55975, close_time_iso: '2025-10-05T13:53:31Z', tx_json: {} } : noLedger()));
    expect(await ledgerCloseTime(v2, 55975, 'A'.repeat(64))).toBe(812987611);
    // A transaction of another ledger says nothing about this one's close time.
    expect(await ledgerCloseTime(v2, 55976, 'A'.repeat(64))).toBeUndefined();
    expect(await ledgerCloseTime(v2, 55975)).toBeUndefined();
  });
});
