/**
 * `GET /api/mpts/{issuanceId}`, `GET /api/account/{address}/mpts` and `/api/resolve` of a 48-hex ID,
 * end to end against the replay node serving the vendored devnet records (`replay/data/devnet`,
 * NetworkID 2; see `helpers/devnet.ts`), checked against the recorded metadata.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startReplayServer, type ReplayServer } from 'replay';
import { MPT_ISSUANCE_ID_MESSAGE } from '@ledgerlens/shared/domain';
import { buildApp } from '../src/app';
import { DEVNET_DIR, devnetStore } from './helpers/devnet';

type Json = Record<string, any>;

jest.setTimeout(60_000);

let node: ReplayServer;
let app: FastifyInstance;

beforeAll(async () => {
  node = await startReplayServer({ port: 0, log: () => undefined, logRequests: false, store: devnetStore() });
  app = await buildApp({ nodeUrl: node.url, requestTimeoutMs: 30_000 });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await node?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const recorded = (hash: string): Json => {
  const json = JSON.parse(readFileSync(path.join(DEVNET_DIR, `tx-${hash}-devnet.json`), 'utf8'));
  return json.result ?? json;
};

// EscrowFinish of 100000 units of "ESC" (AssetScale 2, long XLS-89 keys), devnet ledger 302962.
const ESCROW_FINISH = 'A6787B51DC9D72ADB6A82DA6A00DF435FAB28FA6B2DBBF85AD36D97EA4D70B2B';
const ESC = '00049F5B0E03A3031B3E0C1D16A700640EA5CF727268E14F';
// MPTokenIssuanceCreate of "TBILL" (AssetScale 4, compact XLS-89 keys), devnet ledger 1347207.
const TBILL = '00148E8558E6AEAA301085FBFD01D615F059A7CCE6E38296';

describe('GET /api/mpts/{issuanceId}', () => {
  it('400 for anything that is not 48 hex, saying what an MPTokenIssuanceID is', async () => {
    for (const bad of ['xyz', `${ESC}00`, ESC.slice(1), 'G'.repeat(48)]) {
      const res = await get(`/api/mpts/${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(MPT_ISSUANCE_ID_MESSAGE);
    }
  });

  it('404 for an ID the node has no MPTokenIssuance for', async () => {
    const res = await get(`/api/mpts/${'0'.repeat(8)}${'A'.repeat(40)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/MPT issuance not found/);
  });

  it('an issuance with long XLS-89 keys: ticker, scaled supply beside the integers, flags, holders and history', async () => {
    const res = await get(`/api/mpts/${ESC.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    const mpt = res.json();
    const issuance = recorded(ESCROW_FINISH).meta.AffectedNodes.map((n: Json) => n.ModifiedNode).find((n: Json) => n?.LedgerEntryType === 'MPTokenIssuance').FinalFields;
    expect(mpt).toMatchObject({ id: ESC, issuer: issuance.Issuer, sequence: issuance.Sequence, assetScale: 2, displayName: 'ESC' });
    expect(mpt.outstanding).toEqual({ value: '5000.00', units: issuance.OutstandingAmount });
    expect(mpt.maximum).toEqual({ value: '100000.00', units: issuance.MaximumAmount });
    expect(mpt.flags).toEqual({ locked: false, canLock: false, requireAuth: false, canEscrow: true, canTrade: true, canTransfer: true, canClawback: false });
    expect(mpt.metadata).toMatchObject({ form: 'xls89', keys: 'long', ticker: 'ESC', name: 'Escrowable Token', issuerName: 'yourfavdevrel' });
    expect(mpt.metadata.raw).toBe(issuance.MPTokenMetadata);
    expect(mpt.history.map((h: Json) => h.hash)).toContain(ESCROW_FINISH);
    // No Clio mpt_holders on this node: the MPTokens the history names, with which source and ledger.
    expect(mpt.holders.source).toMatch(/^ledger_entry of the MPTokens of the \d+ accounts? the issuer's recent transactions name/);
    const holder = mpt.holders.top.find((h: Json) => h.account === 'ra7Hb2nXmaG8tqvkargwZf7kTLeRpTV2vT');
    expect(holder.amount).toEqual({ value: '1000.00', units: '100000' });
  });

  it('an issuance with compact XLS-89 keys: ticker, name, https links', async () => {
    const res = await get(`/api/mpts/${TBILL}`);
    expect(res.statusCode).toBe(200);
    const mpt = res.json();
    expect(mpt).toMatchObject({ displayName: 'TBILL', assetScale: 4, issuer: 'r9fhoyac7uUM9XZFDJV9wXQ4pcJb6UDpJM', transferFee: null });
    expect(mpt.maximum).toEqual({ value: '5000.0000', units: '50000000' });
    expect(mpt.metadata).toMatchObject({ form: 'xls89', keys: 'compact', ticker: 'TBILL', name: 'T-Bill Yield Token', assetClass: 'rwa' });
    expect(mpt.metadata.uris.map((u: Json) => u.href)).toEqual(['https://exampleyield.co/tbill', 'https://exampleyield.co/docs']);
    // Only its own create names the issuer: no account to ask, said in words (not "the 0 accounts").
    expect(mpt.holders.top).toEqual([]);
    expect(mpt.holders.source).toContain("they name none but the issuer");
    expect(mpt.holders.source).not.toMatch(/\b0 accounts\b/);
  });
});

describe('GET /api/account/{address}/mpts', () => {
  it('lists the MPT a recorded holder holds, scaled and named by its issuance', async () => {
    const res = await get('/api/account/ra7Hb2nXmaG8tqvkargwZf7kTLeRpTV2vT/mpts');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.held).toEqual([expect.objectContaining({ id: ESC, displayName: 'ESC', issuer: 'rpHaF4cKTzCk8v7GQcVkjM6GPKD65LTVkc', amount: { value: '1000.00', units: '100000' } })]);
    expect(body.issued).toEqual([]);
  });

  it('lists what an issuer issued', async () => {
    const body = (await get('/api/account/r9fhoyac7uUM9XZFDJV9wXQ4pcJb6UDpJM/mpts')).json();
    expect(body.issued).toEqual([expect.objectContaining({ id: TBILL, displayName: 'TBILL', assetScale: 4 })]);
  });

  it('400 for a malformed address', async () => {
    expect((await get('/api/account/nope/mpts')).statusCode).toBe(400);
  });
});

describe('GET /api/resolve of 48 hex', () => {
  it('names an MPTokenIssuanceID with its page', async () => {
    const res = await get(`/api/resolve/${TBILL.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'mpt', id: TBILL, path: `/mpt/${TBILL}` });
  });
  it('404 for an unknown one', async () => {
    expect((await get(`/api/resolve/${'1'.repeat(48)}`)).statusCode).toBe(404);
  });
});
