/**
 * Asset methods (`src/methods/assets.ts`) over the recorded mainnet data: `account_nfts` from
 * NFTokenPage entries (decoded as xrpl.js decodes the IDs), `ledger_data` `type: amm` from recorded
 * AMM entries, `gateway_balances` from recorded trust lines.
 */
import { parseNFTokenID } from 'xrpl';
import { loadReplayData, processWebSocketMessage } from '../src';
import { BUILTIN_DIR } from './helpers';

const store = loadReplayData([BUILTIN_DIR], () => undefined);
const call = (params: Record<string, unknown>) => processWebSocketMessage(store, JSON.stringify({ id: 1, ...params })).response as Record<string, any>;

describe('account_nfts', () => {
  it("lists the NFTs of the account's recorded NFTokenPage entries, decoded, with paging", () => {
    // rXMART8u… minted NFTs for rMhoejpv… (recorded NFTokenMint 1C57BFD8…); its NFTokenPage holds them.
    const first = call({ command: 'account_nfts', account: 'rXMART8usFd5kABXCayoP6ZfB35b4v43t', limit: 20 });
    expect(first.status).toBe('success');
    const nfts = first.result.account_nfts as Array<Record<string, any>>;
    expect(nfts).toHaveLength(20);
    for (const n of nfts) {
      const p = parseNFTokenID(n.NFTokenID);
      expect(n).toMatchObject({ Issuer: p.Issuer, NFTokenTaxon: p.Taxon, nft_serial: p.Sequence, TransferFee: p.TransferFee, Flags: p.Flags });
    }
    const next = call({ command: 'account_nfts', account: 'rXMART8usFd5kABXCayoP6ZfB35b4v43t', limit: 20, marker: first.result.marker });
    expect(next.result.account_nfts.length).toBeGreaterThan(0);
    expect(next.result.account_nfts[0].NFTokenID).not.toBe(nfts[19].NFTokenID);
  });

  it('after the brokered sale the buyer holds the NFT', () => {
    const r = call({ command: 'account_nfts', account: 'rNYKGnHrjSnKXQGgACciyCLg4xRcwWZixN' });
    expect(r.result.account_nfts.map((n: Record<string, string>) => n.NFTokenID)).toContain('00081B581189F5687DBB7516339D6CCB5593D96622AD82DF08CFDA8600000A17');
  });
});

describe('ledger_data type amm', () => {
  it('answers the recorded AMM entries that still exist, not the deleted pool', () => {
    const r = call({ command: 'ledger_data', type: 'amm', ledger_index: 'validated' });
    const accounts = r.result.state.map((e: Record<string, string>) => e.Account);
    expect(accounts).toEqual(expect.arrayContaining(['r9zeQhjj3scQFDRriCJpMjDtW6eWjWnp6M', 'rn8gn11MeoxnAcSvHiTGDUdvAZydGvXp21']));
    expect(accounts).not.toContain('rGjXpVMZtX5KFPNxt7srucLuLsPXxHLCPe');
    expect(r.result.state.every((e: Record<string, string>) => e.LedgerEntryType === 'AMM')).toBe(true);
  });
});

describe('ledger_data type amm while advance mode shows a 2013 full-state ledger', () => {
  it('the validated ledger still lists the recorded pools; that ledger asked by its index has none, as recorded', () => {
    const walking = loadReplayData([BUILTIN_DIR], () => undefined);
    walking.startAdvance();
    const fullStates = [38129, 40000];
    for (let i = 0; i < 2000 && !fullStates.includes(walking.newestLedger!.header.ledger_index); i++) walking.advance();
    const index = walking.newestLedger!.header.ledger_index;
    expect(fullStates).toContain(index);
    const ask = (params: Record<string, unknown>) => processWebSocketMessage(walking, JSON.stringify({ id: 1, command: 'ledger_data', type: 'amm', ...params })).response as Record<string, any>;
    const validated = ask({ ledger_index: 'validated' });
    expect(validated.result.state.map((e: Record<string, string>) => e.Account)).toContain('r9zeQhjj3scQFDRriCJpMjDtW6eWjWnp6M');
    const asked = ask({ ledger_index: index });
    expect(asked.result.state.filter((e: Record<string, string>) => e.LedgerEntryType === 'AMM')).toEqual([]);
  });
});

describe('gateway_balances from recorded trust lines', () => {
  it('sums what the issuer owes over the lines account_lines lists', () => {
    const lines = call({ command: 'account_lines', account: 'rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK' }).result.lines as Array<Record<string, string>>;
    const owed = lines.filter((l) => l.currency === 'CNY' && l.balance.startsWith('-')).reduce((s, l) => s + Number(l.balance.slice(1)), 0);
    const r = call({ command: 'gateway_balances', account: 'rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK', ledger_index: 'validated' });
    expect(r.status).toBe('success');
    expect(Number(r.result.obligations.CNY)).toBeCloseTo(owed, 8);
  });
});
