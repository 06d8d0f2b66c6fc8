/**
 * MPT amounts and balance changes of transactions, and escrows of IOUs and MPTs (TokenEscrow), end
 * to end against the replay node serving the vendored devnet records (`replay/data/devnet`,
 * NetworkID 2; see `helpers/devnet.ts`): what `GET /api/transaction/{hash}` answers, checked
 * against the recorded metadata.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startReplayServer, type ReplayServer } from 'replay';
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

const tx = async (hash: string): Promise<Json> => {
  const res = await app.inject({ method: 'GET', url: `/api/transaction/${hash}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const text = (t: Json) => t.description.map((p: Json) => (p.kind === 'text' ? p.text : p.kind === 'amount' ? p.amount.display : p.kind === 'account' ? p.address : p.display ?? '')).join('');
const recorded = (hash: string): Json => {
  const json = JSON.parse(readFileSync(path.join(DEVNET_DIR, `tx-${hash}-devnet.json`), 'utf8'));
  return json.result ?? json;
};
const mpt = (changes: Json[], account: string, field: string) => changes.find((b) => b.account === account && b.field === field);

describe('an MPT escrow finish (TokenEscrow), issuance "ESC" with AssetScale 2 in its metadata', () => {
  const HASH = 'A6787B51DC9D72ADB6A82DA6A00DF435FAB28FA6B2DBBF85AD36D97EA4D70B2B';
  it('reads 100000 units as 1000.00 ESC, issued by the account in the ID, in the sentence, the hero and the summary', async () => {
    const t = await tx(HASH);
    expect(t.amount).toBe('1000.00 ESC');
    expect(t.amountIssuer).toBe('rpHaF4cKTzCk8v7GQcVkjM6GPKD65LTVkc');
    expect(t.amountMptIssuanceId).toBe('00049F5B0E03A3031B3E0C1D16A700640EA5CF727268E14F');
    expect(text(t)).toContain('delivering 1000.00 ESC to ra7Hb2nXmaG8tqvkargwZf7kTLeRpTV2vT');
    expect(t.row).toContain('1000.00 ESC');
    expect(t.summary.find((f: Json) => f.label === 'Amount').amount).toMatchObject({ value: '1000.00', currency: 'ESC', mptUnits: '100000', assetScale: 2 });
  });

  it("balance changes: the owner's escrowed 1000.00 ESC unlocked, the destination's MPTAmount +1000.00", async () => {
    const t = await tx(HASH);
    const meta = recorded(HASH).meta;
    const owner = meta.AffectedNodes.map((n: Json) => n.ModifiedNode).find((n: Json) => n?.LedgerEntryType === 'MPToken' && n.FinalFields.Account === 'rwT8tPE221GzTutkYy3WrYjALVQwoCRvir');
    expect(owner.PreviousFields.LockedAmount).toBe('100000');
    expect(mpt(t.balanceChanges, 'rwT8tPE221GzTutkYy3WrYjALVQwoCRvir', 'LockedAmount')).toMatchObject({ value: '-1000.00', currency: 'ESC', mptUnits: '-100000', note: 'escrow unlock' });
    expect(mpt(t.balanceChanges, 'ra7Hb2nXmaG8tqvkargwZf7kTLeRpTV2vT', 'MPTAmount')).toMatchObject({ value: '1000.00', currency: 'ESC', issuer: 'rpHaF4cKTzCk8v7GQcVkjM6GPKD65LTVkc' });
    expect(mpt(t.balanceChanges, 'ra7Hb2nXmaG8tqvkargwZf7kTLeRpTV2vT', 'MPTAmount')?.note).toBeUndefined();
  });
});

describe('an MPT escrow create: the lock is labelled, not a transfer', () => {
  const HASH = '04D33C94957033B41CBB5702C0AFC02CB9063C000FA3FB7C67E8D2AB611CEF03';
  it('MPTAmount −1 and LockedAmount +1 of the owner, both escrow locks; metadata "10" is not XLS-89: a short ID labelled MPT', async () => {
    const t = await tx(HASH);
    expect(t.amount).toBe('1 MPT 0044E4…1C8C');
    expect(mpt(t.balanceChanges, 'rDtpgHpsUFu2dHC6fMZnwgZvNEDZ9MG9YK', 'MPTAmount')).toMatchObject({ value: '-1', note: 'escrow lock' });
    expect(mpt(t.balanceChanges, 'rDtpgHpsUFu2dHC6fMZnwgZvNEDZ9MG9YK', 'LockedAmount')).toMatchObject({ value: '1', note: 'escrow lock' });
  });
});

describe('an MPT escrow cancel', () => {
  it('returns the escrowed MPT to its owner: labelled escrow unlock', async () => {
    const t = await tx('2000465DF9C919F6459948BE857B0391467B110F10AAD9663BBCE91F6BE63E9A');
    expect(text(t)).toContain('returning 1 MPT 0044E4…1C8C to it');
    expect(mpt(t.balanceChanges, 'r4ipomC348PqM2rGSBmhfRPXUH6CzKS1XJ', 'MPTAmount')).toMatchObject({ value: '1', note: 'escrow unlock' });
    expect(mpt(t.balanceChanges, 'r4ipomC348PqM2rGSBmhfRPXUH6CzKS1XJ', 'LockedAmount')).toMatchObject({ value: '-1', note: 'escrow unlock' });
  });
});

describe('an IOU escrow finish (TokenEscrow)', () => {
  it('names the escrowed IOU amount and its issuer', async () => {
    const HASH = '5D39379E6FD59BB84FA908AFC032271894E25FC65DBAE465B05A5EECA65B01FC';
    const t = await tx(HASH);
    const escrow = recorded(HASH).meta.AffectedNodes.map((n: Json) => n.DeletedNode).find((n: Json) => n?.LedgerEntryType === 'Escrow').FinalFields.Amount;
    expect(t.amount).toBe(`${escrow.value} ${escrow.currency}`);
    expect(t.amountIssuer).toBe(escrow.issuer);
    expect(text(t)).toContain(`${escrow.value} ${escrow.currency}`);
  });
});

describe('an MPT payment from the issuer (devnet ledger 3918590)', () => {
  it("the holder's MPTAmount +10000 and the issuer's side −10000 (OutstandingAmount up: issued)", async () => {
    const t = await tx('AA3799BB1293ECEA85454B54E7489D0CFB6DAFFDB024C4211A82308CCA8C99AC');
    // The issuance's FinalFields carry no AssetScale: 0, the default.
    expect(t.amount).toBe('10000 MPT 003BCA…7804');
    expect(mpt(t.balanceChanges, 'rHYorSXu2XsNniGMH7zo5QWYt7Yy53Mz8B', 'MPTAmount')).toMatchObject({ value: '10000', assetScale: 0 });
    expect(mpt(t.balanceChanges, 'r91WJcubaGsPN3cyQHhAMFWaRSyfYkbmup', 'OutstandingAmount')).toMatchObject({ value: '-10000', note: 'issued' });
    expect(t.balanceChanges.every((b: Json) => b.assetScaleUnknown === undefined)).toBe(true);
  });
});
