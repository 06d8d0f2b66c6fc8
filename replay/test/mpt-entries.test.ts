/**
 * `ledger_entry` `{mpt_issuance}` / `{mptoken}` and `account_objects` types `mpt_issuance` / `mptoken`,
 * answered from the MPT entries in the vendored devnet records' metadata (`replay/data/devnet`,
 * NetworkID 2, served through `devnetStore()`), checked against the files read without the loader.
 */
import { Client } from 'xrpl';
import { startReplayServer, type ReplayServer } from '../src';
import { mptIssuanceKey, mptokenKey } from '../src/methods/objects';
import { DEVNET_DIR, devnetStore } from './devnet';
import { readJson, type Json } from './helpers';

jest.setTimeout(30_000);

let server: ReplayServer;
let xrpl: Client;
beforeAll(async () => {
  server = await startReplayServer({ port: 0, log: () => undefined, logRequests: false, store: devnetStore() });
  xrpl = new Client(server.url);
  await xrpl.connect();
});
afterAll(async () => {
  await xrpl.disconnect();
  await server.close();
});

// EscrowFinish releasing 100000 units of the "ESC" MPT (devnet ledger 302962, Bithomp/xrpl-api test data).
const FINISH = 'A6787B51DC9D72ADB6A82DA6A00DF435FAB28FA6B2DBBF85AD36D97EA4D70B2B';
const ESC = '00049F5B0E03A3031B3E0C1D16A700640EA5CF727268E14F';
const file = (hash: string): Json => readJson(`${DEVNET_DIR}/tx-${hash}-devnet.json`);
const nodes = (f: Json): Json[] => (f.result?.meta ?? f.meta).AffectedNodes.map((w: Json) => Object.values(w)[0]);

describe('MPT keylets (rippled Indexes.cpp)', () => {
  it('give the LedgerIndex the recorded metadata shows', () => {
    const recorded = nodes(file(FINISH));
    const issuance = recorded.find((n) => n.LedgerEntryType === 'MPTokenIssuance')!;
    expect(mptIssuanceKey(ESC)).toBe(issuance.LedgerIndex);
    for (const token of recorded.filter((n) => n.LedgerEntryType === 'MPToken')) {
      expect(mptokenKey(ESC, token.FinalFields.Account)).toBe(token.LedgerIndex);
    }
  });
});

describe('ledger_entry', () => {
  it('answers {mpt_issuance} with the newest recorded MPTokenIssuance', async () => {
    const r = (await xrpl.request({ command: 'ledger_entry', mpt_issuance: ESC.toLowerCase() } as never)) as { result: Json };
    const issuance = nodes(file(FINISH)).find((n) => n.LedgerEntryType === 'MPTokenIssuance')!;
    expect(r.result.index).toBe(issuance.LedgerIndex);
    expect(r.result.node).toMatchObject({ ...issuance.FinalFields, LedgerEntryType: 'MPTokenIssuance' });
    expect(r.result.node.LockedAmount).toBeUndefined();
  });

  it('answers {mptoken: {mpt_issuance_id, account}} with the holder balance after the finish', async () => {
    const r = (await xrpl.request({ command: 'ledger_entry', mptoken: { mpt_issuance_id: ESC, account: 'ra7Hb2nXmaG8tqvkargwZf7kTLeRpTV2vT' } } as never)) as { result: Json };
    expect(r.result.node).toMatchObject({ LedgerEntryType: 'MPToken', MPTAmount: '100000', MPTokenIssuanceID: ESC });
  });

  it('entryNotFound for an unknown issuance, invalidParams for one that is not 48 hex', async () => {
    await expect(xrpl.request({ command: 'ledger_entry', mpt_issuance: `${'0'.repeat(8)}${'A'.repeat(40)}` } as never)).rejects.toMatchObject({ data: { error: 'entryNotFound' } });
    await expect(xrpl.request({ command: 'ledger_entry', mpt_issuance: 'ABC' } as never)).rejects.toMatchObject({ data: { error: 'invalidParams' } });
  });
});

describe('account_objects', () => {
  it('lists an MPToken of its holder and an MPTokenIssuance of its issuer', async () => {
    const held = (await xrpl.request({ command: 'account_objects', account: 'ra7Hb2nXmaG8tqvkargwZf7kTLeRpTV2vT', type: 'mptoken' } as never)) as { result: Json };
    expect(held.result.account_objects.map((o: Json) => o.MPTokenIssuanceID)).toEqual([ESC]);
    // The TBILL issuer (MPTokenIssuanceCreate 555FAFDB…, devnet ledger 1347207).
    const issued = (await xrpl.request({ command: 'account_objects', account: 'r9fhoyac7uUM9XZFDJV9wXQ4pcJb6UDpJM', type: 'mpt_issuance' } as never)) as { result: Json };
    expect(issued.result.account_objects).toEqual([expect.objectContaining({ LedgerEntryType: 'MPTokenIssuance', Sequence: 1347205, AssetScale: 4 })]);
  });
});
