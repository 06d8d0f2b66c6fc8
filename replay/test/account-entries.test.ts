/**
 * `account_lines` and `account_objects` derived from recorded metadata: what the newest recorded
 * transactions left in an account's owner directory. Expected values are read from the recorded
 * transaction files themselves.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { BUILTIN_DIR, UPPER_HEX64, readJson, startTestServer, type Json } from './helpers';


let ctx: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  ctx = await startTestServer();
});
afterAll(async () => {
  ctx.client.close();
  await ctx.server.close();
});

/** Newest RippleState of `account` for `currency` in the recorded files, computed here from the raw metadata. */
function newestLine(account: string, currency: string) {
  let best: { ledger: number; index: number; fields: Json; deleted: boolean } | undefined;
  for (const name of readdirSync(BUILTIN_DIR).filter((f: string) => f.startsWith('tx-'))) {
    const json = readJson(path.join(BUILTIN_DIR, name));
    const meta = (json.meta ?? json.metaData ?? json.result?.meta) as Json | undefined;
    const ledger = Number(json.ledger_index ?? json.result?.ledger_index);
    for (const wrapper of (meta?.AffectedNodes ?? []) as Json[]) {
      const [kind, node] = Object.entries(wrapper)[0] as [string, Json];
      if (node.LedgerEntryType !== 'RippleState') continue;
      const fields = (kind === 'CreatedNode' ? node.NewFields : node.FinalFields) as Json;
      if (fields.Balance?.currency !== currency || ![fields.LowLimit?.issuer, fields.HighLimit?.issuer].includes(account)) continue;
      const order = ledger * 1e6 + Number(meta?.TransactionIndex ?? 0);
      if (!best || order >= best.ledger * 1e6 + best.index) best = { ledger, index: Number(meta?.TransactionIndex ?? 0), fields, deleted: kind === 'DeletedNode' };
    }
  }
  return best;
}

describe('account_lines', () => {
  it("lists a trust line with the limit and balance from the account's side", async () => {
    // rLDYrujd… sent recorded TrustSet transactions (ledgers 10460919 to 10483144).
    const account = 'rLDYrujdKUfVx28T9vRDAbyJ7G2WVXKo4K';
    const result = await ctx.client.result({ command: 'account_lines', account });
    expect(result.account).toBe(account);
    expect(result.validated).toBe(true);
    expect(Array.isArray(result.lines)).toBe(true);
    expect(result.lines.length).toBeGreaterThan(0);
    for (const line of result.lines as Json[]) {
      const recorded = newestLine(account, line.currency);
      expect(recorded && !recorded.deleted).toBe(true);
      const low = recorded!.fields.LowLimit.issuer === account;
      const mine = low ? recorded!.fields.LowLimit : recorded!.fields.HighLimit;
      const theirs = low ? recorded!.fields.HighLimit : recorded!.fields.LowLimit;
      expect(line).toMatchObject({ account: theirs.issuer, limit: String(mine.value), limit_peer: String(theirs.value) });
      const raw = String(recorded!.fields.Balance.value);
      expect(Number(line.balance)).toBe(low ? Number(raw) : -Number(raw));
    }
  });

  it('pages with limit and marker; a tampered marker or a malformed account is an error', async () => {
    expect((await ctx.client.request({ command: 'account_lines', account: 'rLDYrujdKUfVx28T9vRDAbyJ7G2WVXKo4K', marker: '1,' + 'A'.repeat(64) })).error).toBe('invalidParams');
    expect((await ctx.client.request({ command: 'account_lines', account: 'rNOTANADDRESS' })).error).toBe('actMalformed');
    expect((await ctx.client.request({ command: 'account_lines', account: 'rrrrrrrrrrrrrrrrrrrrBZbvji' })).error).toBe('actNotFound');
    expect((await ctx.client.request({ command: 'account_lines', account: 'rLDYrujdKUfVx28T9vRDAbyJ7G2WVXKo4K', ledger_index: 5 })).error).toBe('lgrNotFound');
  });
});

describe('account_objects', () => {
  it('lists only escrows of the account (a recorded EscrowCreate of rf1BiGe…) with the type filter', async () => {
    const account = 'rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn';
    const result = await ctx.client.result({ command: 'account_objects', account, type: 'escrow' });
    for (const object of result.account_objects as Json[]) {
      expect(object.LedgerEntryType).toBe('Escrow');
      expect([object.Account, object.Destination]).toContain(account);
      expect(object.index).toMatch(UPPER_HEX64);
    }
    expect((await ctx.client.request({ command: 'account_objects', account, type: 'nonsense' })).error).toBe('invalidParams');
  });
});
