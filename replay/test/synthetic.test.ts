/**
 * The synthetic benchmark state (`REPLAY_SYNTHETIC_ACCOUNTS`): labelled, in key order, marker
 * paging loses and repeats nothing, N accounts exactly; `account_info` answers for its accounts.
 */
import type { ReplayServer } from '../src';
import { SYNTHETIC_LEDGER_INDEX, indexOfMarker, syntheticAccountNumber, syntheticAccounts, syntheticAddress, syntheticKey, syntheticObject, syntheticTotal } from '../src/synthetic';
import { startTestServer, type Json, type TestClient } from './helpers';

jest.setTimeout(60_000);

it('is off unless REPLAY_SYNTHETIC_ACCOUNTS is set, and rounds N down to a multiple of four', () => {
  expect(syntheticAccounts({})).toBe(0);
  expect(syntheticAccounts({ REPLAY_SYNTHETIC_ACCOUNTS: '1003' })).toBe(1000);
});

it('has N accounts, keys strictly in order, every object labelled synthetic, and markers that resume exactly', () => {
  const accounts = 4000;
  const total = syntheticTotal(accounts);
  const objects = Array.from({ length: total }, (_, i) => syntheticObject(i, total));
  expect(objects.filter((o) => o.LedgerEntryType === 'AccountRoot')).toHaveLength(accounts);
  expect(objects.filter((o) => o.LedgerEntryType === 'Escrow').length).toBeGreaterThan(0);
  expect(objects.every((o) => o.Synthetic === true)).toBe(true);
  for (let i = 1; i < total; i += 1) expect(String(objects[i - 1].index) < String(objects[i].index)).toBe(true);
  for (const i of [1, 17, 2048, total - 1]) expect(indexOfMarker(syntheticKey(i, total), total)).toBe(i);
  expect(new Set(objects.map((o) => o.Account ?? o.index)).size).toBeGreaterThan(accounts);
});

describe('account_info at the synthetic ledger (what the indexer asks for escrow owners)', () => {
  const accounts = 4000;
  let server: ReplayServer;
  let client: TestClient;
  const saved = process.env.REPLAY_SYNTHETIC_ACCOUNTS;
  beforeAll(async () => {
    process.env.REPLAY_SYNTHETIC_ACCOUNTS = String(accounts);
    ({ server, client } = await startTestServer());
  });
  afterAll(async () => {
    client.close();
    await server.close();
    if (saved === undefined) delete process.env.REPLAY_SYNTHETIC_ACCOUNTS;
    else process.env.REPLAY_SYNTHETIC_ACCOUNTS = saved;
  });

  it('maps every synthetic account number to an address and back, and no other address to one', () => {
    for (const n of [0, 1, 3, 3999, 7_000_000, -1, -50]) expect(syntheticAccountNumber(syntheticAddress(n))).toBe(n);
    expect(new Set(Array.from({ length: 1000 }, (_, n) => syntheticAddress(n))).size).toBe(1000);
    expect(syntheticAccountNumber('rrrrrrrrrrrrrrrrrrrrBZbvji')).toBeUndefined();
    expect(syntheticAccountNumber('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBeUndefined();
    expect(syntheticAccountNumber('not an address')).toBeUndefined();
  });

  it('answers, for every escrow owner and every account the state pages list, the AccountRoot ledger_data serves', async () => {
    const roots = new Map<string, Json>();
    const escrowOwners: string[] = [];
    let marker: string | undefined;
    do {
      const page = await client.result({ command: 'ledger_data', ledger_index: SYNTHETIC_LEDGER_INDEX, limit: 256, ...(marker ? { marker } : {}) });
      for (const o of page.state) {
        if (o.LedgerEntryType === 'AccountRoot') roots.set(o.Account, o);
        if (o.LedgerEntryType === 'Escrow') escrowOwners.push(o.Account);
      }
      marker = page.marker;
    } while (marker);
    expect(roots.size).toBe(accounts);
    expect(escrowOwners.length).toBeGreaterThan(0);
    const sample = [...escrowOwners, ...[...roots.keys()].filter((_, k) => k % 97 === 0)];
    for (const account of sample) {
      const info = await client.result({ command: 'account_info', account, ledger_index: SYNTHETIC_LEDGER_INDEX });
      expect(info.account_data).toEqual(roots.get(account));
      expect(info.account_data.Synthetic).toBe(true);
      expect(info.ledger_index).toBe(SYNTHETIC_LEDGER_INDEX);
      expect(info.validated).toBe(true);
    }
    // Each escrow owner owns its escrow: OwnerCount counts it, as on a real ledger.
    for (const owner of escrowOwners) expect(roots.get(owner)!.OwnerCount).toBeGreaterThanOrEqual(1);
    // By ledger hash too.
    const { ledger_hash } = await client.result({ command: 'ledger_data', ledger_index: SYNTHETIC_LEDGER_INDEX, limit: 1 });
    const byHash = await client.result({ command: 'account_info', account: escrowOwners[0], ledger_hash });
    expect(byHash.account_data).toEqual(roots.get(escrowOwners[0]!));
  });

  it('answers actNotFound for an address not in the synthetic ledger (an issuer, a real account, one past N) and actMalformed for a non-address', async () => {
    for (const account of [syntheticAddress(-1), 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', syntheticAddress(accounts)]) {
      const response = await client.request({ command: 'account_info', account, ledger_index: SYNTHETIC_LEDGER_INDEX });
      expect(response.status).toBe('error');
      expect(response.error).toBe('actNotFound');
    }
    const malformed = await client.request({ command: 'account_info', account: 'nope', ledger_index: SYNTHETIC_LEDGER_INDEX });
    expect(malformed.error).toBe('actMalformed');
  });
});
