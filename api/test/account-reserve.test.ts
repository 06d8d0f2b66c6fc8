/**
 * What an account's owner reserve is tied up in (`GET /api/account/{address}/reserve`): on a
 * recorded mainnet `account_objects` answer (trust lines with the reserve on either side, more
 * objects past the page) and, through the replay node, on the recorded account rf1Bi… (an outgoing
 * check and channel, a deposit preauthorization, and an incoming channel that is not its reserve).
 */
import { teamDataFile } from '../../fixtures/xrpl/teamData';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startReplayServer, type ReplayServer } from 'replay';
import { buildApp } from '../src/app';
import { reserveItemsOf, reserveUnitsOf } from '../src/features/account/reserveItems';

jest.setTimeout(60_000);
type Json = Record<string, unknown>;

describe('reserve breakdown of an account_objects answer', () => {
  it('counts a trust line only for the side whose reserve flag is set, and says the page is not all', () => {
    // xrpl-dev-portal's recorded mainnet answer: 10 trust lines of r9cZA1…, ledger 98,162,008, a marker.
    const recorded = JSON.parse(readFileSync(teamDataFile('account_objects-r9cZA1mLK5R5Am25ArfXFmqgNwjZgnfk59.json'), 'utf8')) as Json;
    const result = (recorded.result ?? recorded) as Json;
    const items = reserveItemsOf('r9cZA1mLK5R5Am25ArfXFmqgNwjZgnfk59', result);
    expect(items).toMatchObject({ ledgerIndex: 98162008, read: 10, limit: 400, truncated: true, notOwned: 4 });
    expect(items.owned).toEqual([{ type: 'RippleState', count: 6, units: 6 }]);
  });
});

/** A devnet transaction of `replay/data/devnet` (2026-11-28 section, PROVENANCE.md): its tx_json and meta. */
function devnetTx(hash: string): { tx: Json; meta: { AffectedNodes: Json[] } } {
  const raw = JSON.parse(readFileSync(join(__dirname, `../../replay/data/devnet/tx-${hash}-devnet.json`), 'utf8')) as Json;
  const r = (raw.result ?? raw) as Json;
  return { tx: (r.tx_json ?? r) as Json, meta: r.meta as { AffectedNodes: Json[] } };
}

/** The entry of `type` the transaction created or modified (its fields after it), and each AccountRoot's OwnerCount change. */
function effects(hash: string, type: string): { entry: Json; ownerCount: Map<string, number> } {
  const { meta } = devnetTx(hash);
  let entry: Json = {};
  const ownerCount = new Map<string, number>();
  for (const wrapper of meta.AffectedNodes) {
    const node = Object.values(wrapper)[0] as Json;
    const fields = (node.NewFields ?? node.FinalFields) as Json;
    if (node.LedgerEntryType === type) entry = { ...fields, LedgerEntryType: type };
    const prev = node.PreviousFields as Json | undefined;
    if (node.LedgerEntryType === 'AccountRoot' && prev && typeof prev.OwnerCount === 'number') ownerCount.set(String(fields.Account), Number(fields.OwnerCount) - prev.OwnerCount);
  }
  return { entry, ownerCount };
}

describe('reserve units of Oracle and Credential entries (devnet records)', () => {
  it('an Oracle with more than 5 prices takes 2 units (OracleSet.cpp), with 1 to 5 prices 1', () => {
    // OracleSet B8989813…: 8 prices, OwnerCount 6 → 8.
    const big = effects('B8989813E544CFBCA1715D282F9E076A62073B3DF56D7FF79264EE00935AC8F0', 'Oracle');
    const owner = String(big.entry.Owner);
    expect((big.entry.PriceDataSeries as unknown[]).length).toBe(8);
    expect(reserveUnitsOf(owner, big.entry)).toBe(big.ownerCount.get(owner));
    expect(reserveUnitsOf(owner, big.entry)).toBe(2);
    // OracleSet D2BD3557…: 1 price, OwnerCount 0 → 1.
    const small = effects('D2BD355782669827D6A1D5C43643FDF443DC22FC7F4163C9F9D938CA3D72CBD4', 'Oracle');
    expect(reserveUnitsOf(String(small.entry.Owner), small.entry)).toBe(1);
    expect(small.ownerCount.get(String(small.entry.Owner))).toBe(1);
  });

  it('a Credential counts for its issuer until accepted, then for its subject only (Credentials.cpp)', () => {
    // CredentialAccept 50C24433…: the issuer's OwnerCount 1 → 0, the subject's 0 → 1, lsfAccepted set.
    const accepted = effects('50C24433568320D19D63E5BEA68B6CE7233F786C524D41A82B95D783FBFF4ED4', 'Credential');
    const issuer = String(accepted.entry.Issuer);
    const subject = String(accepted.entry.Subject);
    expect(accepted.ownerCount.get(issuer)).toBe(-1);
    expect(accepted.ownerCount.get(subject)).toBe(1);
    expect(reserveUnitsOf(subject, accepted.entry)).toBe(1);
    expect(reserveUnitsOf(issuer, accepted.entry)).toBe(0);
    // The same credential before acceptance (lsfAccepted clear): the issuer's, not the subject's.
    const pending = { ...accepted.entry, Flags: 0 };
    expect(reserveUnitsOf(issuer, pending)).toBe(1);
    expect(reserveUnitsOf(subject, pending)).toBe(0);
  });
});

describe('GET /api/account/:address/reserve (replay node)', () => {
  let node: ReplayServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    node = await startReplayServer({ port: 0, log: () => undefined });
    app = await buildApp({ nodeUrl: node.url });
  });
  afterAll(async () => {
    await app?.close();
    await node?.close();
  });

  it('names the owned objects by type and leaves out the channel the account only receives', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/account/rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn/reserve' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ account: 'rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn', read: 5, limit: 400, truncated: false, notOwned: 1 });
    // The SignerList is the account's own (its key is rippled's keylet::signers of this account):
    // set before MultiSignReserve, without lsfOneOwnerCount, it takes 2 + its 2 signers = 4 units.
    expect(body.owned).toEqual([
      { type: 'SignerList', count: 1, units: 4 },
      { type: 'Check', count: 1, units: 1 },
      { type: 'DepositPreauth', count: 1, units: 1 },
      { type: 'PayChannel', count: 1, units: 1 },
    ]);
    expect(typeof body.ledgerIndex).toBe('number');
  });

  it('answers 400 for a malformed address and 404 for an account the node does not know', async () => {
    const bad = await app.inject({ method: 'GET', url: '/api/account/not-an-address/reserve' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/address/i);
    const unknown = await app.inject({ method: 'GET', url: '/api/account/rrrrrrrrrrrrrrrrrrrrBZbvji/reserve' });
    expect(unknown.statusCode).toBe(404);
  });
});
