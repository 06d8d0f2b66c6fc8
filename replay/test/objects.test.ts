/**
 * ledger_entry (index and typed forms), account_objects by type, account_channels, account_offers
 * and feature, asked with xrpl.js's Client the way the API asks them, checked against the recorded
 * metadata files (read here without the loader).
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { Client, hashes } from 'xrpl';
import type { ReplayServer } from '../src';
import { entryHistories } from '../src/methods/objects';
import { BUILTIN_DIR, MAINNET_TX_FILE, builtinStore, readJson, startTestServer, type Json, type TestClient } from './helpers';

jest.setTimeout(30_000);

let server: ReplayServer;
let raw: TestClient;
let xrpl: Client;
beforeAll(async () => {
  ({ server, client: raw } = await startTestServer());
  xrpl = new Client(server.url);
  await xrpl.connect();
});
afterAll(async () => {
  await xrpl.disconnect();
  raw.close();
  await server.close();
});

const tx = (hash: string): Json => readJson(`${BUILTIN_DIR}/tx-${hash}.json`);
/** The affected node of `index` in a recorded transaction file. */
function nodeIn(file: Json, index: string): { kind: string; node: Json } {
  const meta = file.result?.meta ?? file.meta ?? file.result?.metaData ?? file.metaData ?? file.tx?.meta;
  for (const w of meta.AffectedNodes) {
    const kind = Object.keys(w)[0]!;
    if (w[kind].LedgerIndex === index) return { kind, node: w[kind] };
  }
  throw new Error(`${index} not in file`);
}
const sha512Half = (name: string) => createHash('sha512').update(name).digest('hex').slice(0, 64).toUpperCase();

// A payment channel created at ledger 29,380,080 and claimed at 29,385,089 (recorded mainnet transactions).
const CHANNEL = '5DB01B7FFED6B67E6B0414DED11E051D2EE2B7619CE0EAA6286D67A3A4D5BDB3';
// An escrow created at ledger 28,991,004 and cancelled at 29,187,944.
const ESCROW = 'DC5F3851D8A1AB622F957761E5963BC5BD439D5C24AC6AD7AC4523F0640244AC';
const DEEP_FREEZE = 'DAF3A6EB04FA5DC51E8E4F23E9B7022B693EFA636F23F22664746C77B5786B23';

describe('ledger_entry', () => {
  it('answers an AccountRoot by index and by account_root, keyed with hashes.hashAccountRoot', async () => {
    const info = await xrpl.request({ command: 'account_info', account: 'rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn' });
    const account = info.result.account_data.Account;
    const byAccount = await xrpl.request({ command: 'ledger_entry', account_root: account });
    expect(byAccount.result.index).toBe(hashes.hashAccountRoot(account));
    expect(byAccount.result.node).toMatchObject({ LedgerEntryType: 'AccountRoot', Account: account, Balance: info.result.account_data.Balance });
    const byIndex = await xrpl.request({ command: 'ledger_entry', index: byAccount.result.index });
    expect(byIndex.result.node).toEqual(byAccount.result.node);
  });

  it('answers a payment channel with its claimed balance after the claim, and its opening state at the create ledger', async () => {
    const now = await xrpl.request({ command: 'ledger_entry', payment_channel: CHANNEL });
    const claimed = historyOf(CHANNEL).map((h) => nodeIn(tx(h), CHANNEL)).find((n) => n.kind === 'ModifiedNode')!.node.FinalFields;
    expect(now.result.node).toMatchObject({ LedgerEntryType: 'PayChannel', Balance: claimed.Balance, Amount: claimed.Amount });
    expect((now.result as Json).ledger_index).toBe(29385089);
    const created = await xrpl.request({ command: 'ledger_entry', index: CHANNEL, ledger_index: 29380080 });
    // Created with no claim yet: rippled leaves the zero Balance out of NewFields.
    expect((created.result.node as Json).Balance ?? '0').toBe('0');
    expect((created.result as Json).ledger_index).toBe(29380080);
    await expect(xrpl.request({ command: 'ledger_entry', index: CHANNEL, ledger_index: 29380079 })).rejects.toMatchObject({ data: { error: 'lgrNotFound' } });
  });

  it('keys an escrow by {owner, seq} with hashes.hashEscrow, and a cancelled escrow is entryNotFound', async () => {
    const createHash_ = historyOf(ESCROW).find((h) => nodeIn(tx(h), ESCROW).kind === 'CreatedNode')!;
    const create = tx(createHash_).result ?? tx(createHash_);
    const txj = create.tx_json ?? create.tx ?? create;
    expect(hashes.hashEscrow(txj.Account, txj.Sequence)).toBe(ESCROW);
    await expect(xrpl.request({ command: 'ledger_entry', escrow: { owner: txj.Account, seq: txj.Sequence } })).rejects.toMatchObject({ data: { error: 'entryNotFound' } });
    // Clio's include_deleted: the last state and the ledger that deleted it (EscrowCancel at 29,187,944).
    const deleted = await xrpl.request({ command: 'ledger_entry', index: ESCROW, include_deleted: true });
    expect(deleted.result.deleted_ledger_index).toBe(29187944);
    expect(deleted.result.node).toMatchObject({ LedgerEntryType: 'Escrow', Account: txj.Account, Amount: txj.Amount });
    // As Clio answers it (Clio LedgerEntry.cpp: the object at deleted_ledger_index - 1): its
    // PreviousTxnID is the transaction before the deletion (here the EscrowCreate), not the EscrowCancel.
    const cancel = historyOf(ESCROW).find((h) => nodeIn(tx(h), ESCROW).kind === 'DeletedNode')!;
    const before = deleted.result.node as Json;
    expect(before.PreviousTxnID).toBe(createHash_);
    expect(before.PreviousTxnID).not.toBe(cancel);
    expect(before.PreviousTxnLgrSeq).toBe(28991004);
  });

  it('answers the Amendments singleton: DeepFreeze enabled by the newest recorded EnableAmendment', async () => {
    const res = await xrpl.request({ command: 'ledger_entry', amendments: true } as never);
    const node = (res as Json).result.node;
    expect(node.LedgerEntryType).toBe('Amendments');
    expect(node.Amendments).toContain(DEEP_FREEZE);
    expect((res as Json).result.ledger_index).toBe(95893505);
  });

  it('answers the fee form with the FeeSettings entry and an AMM by its asset pair', async () => {
    const amm = await xrpl.request({ command: 'ledger_entry', amm: { asset: { currency: 'XRP' }, asset2: { currency: '7853504543544152000000000000000000000000', issuer: 'rh5jzTCdMRCVjQ7LT6zucjezC47KATkuvv' } } } as never);
    expect((amm as Json).result.index).toBe('C55741BDA5F2590DD0F0EF7F620F133C0B73C382A8987068CA2DD886D99FD3B5');
    const fee = await xrpl.request({ command: 'ledger_entry', fee: true } as never);
    expect((fee as Json).result.node.LedgerEntryType).toBe('FeeSettings');
  });

  it('answers entryNotFound for a key never recorded and invalidParams for a malformed one', async () => {
    await expect(xrpl.request({ command: 'ledger_entry', index: 'A'.repeat(64) })).rejects.toMatchObject({ data: { error: 'entryNotFound' } });
    await expect(xrpl.request({ command: 'ledger_entry', index: 'XYZ' })).rejects.toMatchObject({ data: { error: 'invalidParams' } });
    await expect(xrpl.request({ command: 'ledger_entry', account_root: 'not-an-address' })).rejects.toMatchObject({ data: { error: 'actMalformed' } });
  });
});

describe('account methods over recorded objects', () => {
  it('account_channels lists the channels the account is the source of', async () => {
    const entry = await xrpl.request({ command: 'ledger_entry', index: CHANNEL });
    const source = (entry.result.node as Json).Account as string;
    const res = await xrpl.request({ command: 'account_channels', account: source });
    const channel = res.result.channels.find((c) => c.channel_id === CHANNEL)!;
    expect(channel).toMatchObject({ account: source, destination_account: (entry.result.node as Json).Destination, amount: (entry.result.node as Json).Amount, balance: (entry.result.node as Json).Balance });
    expect(channel.public_key).toMatch(/^a/);
  });

  it('account_objects type payment_channel lists the channel for its destination too', async () => {
    const entry = await xrpl.request({ command: 'ledger_entry', index: CHANNEL });
    const destination = (entry.result.node as Json).Destination as string;
    const res = await xrpl.request({ command: 'account_objects', account: destination, type: 'payment_channel' });
    expect(res.result.account_objects.map((o: Json) => o.index)).toContain(CHANNEL);
    const channels = await xrpl.request({ command: 'account_channels', account: destination });
    expect(channels.result.channels.map((c) => c.channel_id)).not.toContain(CHANNEL);
  });

  it('account_offers lists an account\'s live offer, keyed like hashes.hashOfferId, with its quality', async () => {
    const store = builtinStore();
    const live = [...entryHistories(store).values()].map((h) => h.at(-1)!).find((v) => v.type === 'Offer' && v.change !== 'deleted' && store.accountState(String(v.fields.Account))?.kind !== 'deleted' && store.accountState(String(v.fields.Account)) !== undefined)!;
    const account = String(live.fields.Account);
    const res = await xrpl.request({ command: 'account_offers', account });
    const offer = res.result.offers!.find((o) => o.seq === live.fields.Sequence)!;
    expect(hashes.hashOfferId(account, offer.seq)).toBe(live.index);
    expect(offer).toMatchObject({ taker_gets: live.fields.TakerGets, taker_pays: live.fields.TakerPays, quality: expect.stringMatching(/^[0-9.]+$/) });
    const entry = await xrpl.request({ command: 'ledger_entry', offer: { account, seq: offer.seq } });
    expect(entry.result.index).toBe(live.index);
  });
});

describe('feature (public form)', () => {
  it('names every amendment of the newest recorded Amendments entry (74 enabled, 2 in majority)', async () => {
    const res = (await xrpl.request({ command: 'feature' } as never)) as Json;
    const features = Object.entries(res.result.features as Record<string, Json>);
    const enabled = features.filter(([, f]) => f.enabled);
    const majority = features.filter(([, f]) => f.majority !== undefined);
    expect(enabled).toHaveLength(74);
    expect(majority).toHaveLength(2);
    for (const [id, f] of [...enabled, ...majority]) {
      expect(f.name).toEqual(expect.any(String));
      expect(sha512Half(f.name)).toBe(id);
    }
    for (const [, f] of features) expect(f).not.toHaveProperty('count');
    // Extension: the 8 recorded EnableAmendment transactions, oldest first.
    const recorded = res.result.enable_amendment_transactions as Array<{ hash: string; ledger_index: number }>;
    expect(recorded.map((t) => t.ledger_index)).toEqual([37421057, 56043009, 67849217, 74119937, 74724097, 84206081, 85517825, 95893505]);
  });

  it('answers one amendment by name or ID, badFeature for an unknown name, noPermission for vetoed', async () => {
    const byName = (await xrpl.request({ command: 'feature', feature: 'DeepFreeze' } as never)) as Json;
    expect(byName.result[DEEP_FREEZE]).toMatchObject({ name: 'DeepFreeze', enabled: true, supported: true });
    const byId = (await xrpl.request({ command: 'feature', feature: DEEP_FREEZE } as never)) as Json;
    expect(byId.result).toEqual(byName.result);
    await expect(xrpl.request({ command: 'feature', feature: 'NoSuchThing' } as never)).rejects.toMatchObject({ data: { error: 'badFeature' } });
    await expect(xrpl.request({ command: 'feature', feature: 'DeepFreeze', vetoed: true } as never)).rejects.toMatchObject({ data: { error: 'noPermission' } });
  });

  it('at the ledger before DeepFreeze was enabled, it is not enabled yet', async () => {
    const at = (await xrpl.request({ command: 'feature', feature: 'DeepFreeze', ledger_index: 95893505 } as never)) as Json;
    expect(at.result[DEEP_FREEZE].enabled).toBe(true);
    // 74,724,097: an older recorded Amendments entry (ExpandedSignerList regained majority there).
    const before = (await xrpl.request({ command: 'feature', feature: 'DeepFreeze', ledger_index: 74724097 } as never)) as Json;
    expect(before.result[DEEP_FREEZE]).toMatchObject({ name: 'DeepFreeze', enabled: false });
  });
});

// --- helpers reading the recorded files directly --------------------------------------------------
function historyOf(index: string): string[] {
  const out: string[] = [];
  for (const f of readdirSync(BUILTIN_DIR)) {
    const m = MAINNET_TX_FILE.exec(f);
    if (!m) continue;
    const text = JSON.stringify(readJson(`${BUILTIN_DIR}/${f}`));
    if (text.includes(index)) out.push(m[1]!);
  }
  return out;
}
