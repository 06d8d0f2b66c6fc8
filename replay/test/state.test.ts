/**
 * `ledger_data` and `gateway_balances` over the bundled full-state real ledgers (38129, 40000):
 * every object of the recorded `accountState` comes back once, in key order, across `marker`
 * pages, in JSON and binary; gateway balances are recomputed independently from the trust lines; a
 * ledger without recorded state answers `lgrNotFound` as rippled does for a ledger it lacks.
 */
import path from 'node:path';
import { decode } from 'ripple-binary-codec';
import type { ReplayServer } from '../src';
import { BUILTIN_DIR, readJson, startTestServer, type Json, type TestClient } from './helpers';

jest.setTimeout(30_000);
let server: ReplayServer;
let client: TestClient;
beforeAll(async () => {
  ({ server, client } = await startTestServer());
});
afterAll(async () => {
  client.close();
  await server.close();
});

const stateOf = (index: number): Json[] => {
  const json = readJson(path.join(BUILTIN_DIR, `ledger-${index}-full.json`));
  return ((json.result?.ledger ?? json.result ?? json.ledger ?? json).accountState as Json[]).slice();
};

describe.each([38129, 40000])('ledger %i', (index) => {
  const recorded = stateOf(index);

  it('ledger_data pages through every recorded object once, in key order, with the header on the first page', async () => {
    const seen: Json[] = [];
    let marker: string | undefined;
    let pages = 0;
    do {
      const result = await client.result({ command: 'ledger_data', ledger_index: index, limit: 50, ...(marker ? { marker } : {}) });
      if (pages === 0) expect(result.ledger.ledger_index).toBe(index);
      else expect(result.ledger).toBeUndefined();
      expect(result.ledger_index).toBe(index);
      seen.push(...result.state);
      marker = result.marker;
      pages += 1;
    } while (marker);
    expect(pages).toBe(Math.ceil(recorded.length / 50));
    expect(seen.map((o) => o.index)).toEqual(recorded.map((o) => o.index).sort());
    expect(new Set(seen.map((o) => o.index)).size).toBe(recorded.length);
    const accounts = seen.filter((o) => o.LedgerEntryType === 'AccountRoot').length;
    expect(accounts).toBe(recorded.filter((o) => o.LedgerEntryType === 'AccountRoot').length);
  });

  it('ledger_data binary: each blob decodes to the recorded object', async () => {
    const result = await client.result({ command: 'ledger_data', ledger_index: index, binary: true });
    const byIndex = new Map(recorded.map((o) => [o.index, o]));
    for (const entry of result.state as Array<{ data: string; index: string }>) {
      const { index: _key, ...fields } = byIndex.get(entry.index)!;
      expect(decode(entry.data)).toEqual(fields);
    }
  });
});

it('a recorded ledger without state, and an unknown ledger, answer lgrNotFound', async () => {
  const noState = await client.request({ command: 'ledger_data', ledger_index: 94084608 });
  expect(noState).toMatchObject({ status: 'error', error: 'lgrNotFound', error_message: 'ledgerNotFound' });
  const unknown = await client.request({ command: 'ledger_data', ledger_index: 123 });
  expect(unknown).toMatchObject({ status: 'error', error: 'lgrNotFound' });
  const badMarker = await client.request({ command: 'ledger_data', ledger_index: 40000, marker: 'nope' });
  expect(badMarker).toMatchObject({ status: 'error', error: 'invalidParams' });
});

it('server_info lists the ledgers with state (a replay extension)', async () => {
  const result = await client.result({ command: 'server_info' });
  expect(result.info.state_ledgers).toEqual([38129, 40000]);
});

it('gateway_balances: obligations per currency recomputed from the trust lines', async () => {
  const state = stateOf(40000);
  const lines = state.filter((o) => o.LedgerEntryType === 'RippleState');
  // The account with the most trust lines where it owes the balance.
  const owed = new Map<string, Map<string, number>>();
  for (const l of lines) {
    const v = Number(l.Balance.value);
    const issuer = v > 0 ? l.HighLimit.issuer : v < 0 ? l.LowLimit.issuer : undefined;
    if (!issuer) continue;
    const m = owed.get(issuer) ?? new Map<string, number>();
    m.set(l.Balance.currency, (m.get(l.Balance.currency) ?? 0) + Math.abs(v));
    owed.set(issuer, m);
  }
  const [issuer, byCurrency] = [...owed.entries()].sort((a, b) => b[1].size - a[1].size)[0]!;
  const result = await client.result({ command: 'gateway_balances', account: issuer, ledger_index: 40000 });
  expect(Object.keys(result.obligations).sort()).toEqual([...byCurrency.keys()].sort());
  for (const [currency, total] of byCurrency) expect(Number(result.obligations[currency])).toBeCloseTo(total, 6);
  const bad = await client.request({ command: 'gateway_balances', account: 'nope', ledger_index: 40000 });
  expect(bad).toMatchObject({ status: 'error', error: 'actMalformed' });
});
