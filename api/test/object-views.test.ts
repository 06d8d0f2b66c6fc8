/**
 * The typed object views (`api/src/features/objects/views/`), one per entry type, on the entries
 * of the recorded devnet metadata (`replay/data/devnet`): what a reader of the object page sees.
 */
import type { ObjectView } from '@ledgerlens/shared/domain';
import { OBJECT_VIEWS, objectViewOf } from '../src/features/objects/views';
import { bookQuality, directoryPageIndex } from '../src/features/objects/views/modules/DirectoryNode';
import { issuanceIdOf } from '../src/features/objects/views/modules/MPTokenIssuance';
import { hexText, scaledHexPrice } from '../src/features/objects/views/values';
import { devnetRecords, devnetVersions, type DevnetVersion } from './helpers/devnet-node';

const versions = devnetVersions();

/** The newest recorded state of an entry whose index starts with `prefix`. */
function last(prefix: string): DevnetVersion {
  const found = [...versions.entries()].find(([index]) => index.startsWith(prefix));
  if (!found) throw new Error(`${prefix} not recorded`);
  return found[1].at(-1)!;
}

function viewOf(prefix: string, closeTime?: number): ObjectView {
  const v = last(prefix);
  const view = objectViewOf(v.type, { index: v.index, fields: v.fields, deleted: v.change === 'deleted', closeTime });
  if (!view) throw new Error(`no view for ${v.type}`);
  return view;
}

/** The texts of a view row. */
const row = (view: ObjectView, label: string) => view.fields.find((f) => f.label === label)?.values.map((v) => v.text);
const kinds = (view: ObjectView, label: string) => view.fields.find((f) => f.label === label)?.values.map((v) => v.kind);
const statuses = (view: ObjectView) => view.status.map((s) => s.text);

describe('Credential', () => {
  it('a deleted credential (CredentialDelete at 418,575) shows its last state: type decoded, issuer, subject, accepted, deleted', () => {
    const view = viewOf('7B685088');
    expect(row(view, 'CredentialType')).toEqual(['My test credential']);
    expect(row(view, 'Issuer')).toEqual(['rL6bethyyyphLye6A8WHhw1KxDZrwiqCmi']);
    expect(kinds(view, 'Subject')).toEqual(['account']);
    expect(row(view, 'Subject')).toEqual(['rwXChshgJHh6KwwXY8hN1iNAiuyzJkz7p6']);
    expect(statuses(view)).toEqual(['Accepted', 'Deleted']);
    expect(row(view, 'Expiration')).toEqual(['Does not expire']);
    // "testURI" is text, not an https URL: never a link.
    expect(view.fields.find((f) => f.label === 'URI')?.values[0]).toEqual({ kind: 'text', text: 'testURI' });
    expect(view.summary).toBe('Credential My test credential issued by rL6bet…qCmi to rwXChs…z7p6, accepted (deleted)');
  });

  it('judges Expiration (Ripple epoch) against the ledger close time: 844,523,610 is 2026-10-05T13:53:30Z, a year after ledger 55,975 closed', () => {
    const created = devnetRecords().txs.find((t) => t.hash.startsWith('38668D75'))!;
    const view = viewOf('C9B22CD7', created.date);
    expect(row(view, 'Expiration')).toEqual(['2026-10-05T13:53:30Z', 'not expired at the ledger close time']);
    expect(statuses(view)).toEqual(['Not accepted']);
    expect(row(view, 'CredentialType')).toEqual(['VerifiedAccount']);
    // Past the expiry, it is expired (rippled: close time > Expiration).
    expect(statuses(viewOf('C9B22CD7', 844523611))).toEqual(['Not accepted', 'Expired']);
    expect(statuses(viewOf('C9B22CD7', 844523610))).toEqual(['Not accepted']);
    expect(row(viewOf('C9B22CD7'), 'Expiration')).toEqual(['2026-10-05T13:53:30Z', 'close time unknown']);
  });

  it('a credential accepted in devnet ledger 3,918,590 (CredentialAccept): lsfAccepted set, type "DLDLDL"', () => {
    const view = viewOf('0B494EA2');
    expect(statuses(view)).toEqual(['Accepted']);
    expect(row(view, 'CredentialType')).toEqual(['DLDLDL']);
    expect(row(view, 'Flags')).toEqual(['lsfAccepted']);
  });
});

describe('Oracle', () => {
  it('prices are AssetPrice (hex) × 10^−Scale, exact: "2e6" at Scale 1 is 74.2, "67" at Scale 2 is 1.03 (OracleDelete at 670,038)', () => {
    const view = viewOf('2E0AC1D6');
    expect(statuses(view)).toEqual(['Deleted']);
    const table = view.tables[0]!;
    expect(table.columns).toEqual(['BaseAsset', 'QuoteAsset', 'Price', 'AssetPrice (hex)', 'Scale']);
    expect(table.rows.map((r) => r.map((v) => v.text))).toEqual([
      ['BTC', 'EUR', '1.03', '67', '2'],
      ['XRP', 'USD', '74.2', '2e6', '1'],
    ]);
    expect(row(view, 'Provider')).toEqual(['provider']);
    expect(row(view, 'AssetClass')).toEqual(['currency']);
    // LastUpdateTime is Unix time, not Ripple epoch: 1,715,634,318 is 2024-05-13.
    expect(row(view, 'LastUpdateTime')).toEqual(['2024-05-13T21:05:18Z']);
  });

  it('a Band Protocol oracle at Scale 9: XRP/USD 0x253302A0 → 0.6241, BTC/USD 0x39F3C66ADC88 → 63719.1687282', () => {
    const view = viewOf('C2C07124');
    expect(row(view, 'Provider')).toEqual(['Band Protocol']);
    expect(view.tables[0]!.rows.map((r) => `${r[0]!.text}/${r[1]!.text} ${r[2]!.text}`)).toEqual(['XRP/USD 0.6241', 'BTC/USD 63719.1687282', 'ETH/USD 2609.294193']);
  });

  it('a pair without Scale is at Scale 0; a Provider that is not printable UTF-8 is shown as hex', () => {
    const withoutScale = viewOf('0C4BB18E').tables[0]!.rows.find((r) => r[1]!.text === 'IDR')!;
    expect(withoutScale.map((v) => v.text)).toEqual(['XRP', 'IDR', '8510', '213e', '0']);
    const oracle = viewOf('2B046E62');
    expect(oracle.fields.find((f) => f.label === 'Provider')?.values[0]).toMatchObject({ kind: 'hex', text: '0123' });
  });

  it('scaledHexPrice: the issue\'s "2e4" at Scale 3 is 0x2E4 = 740 → 0.74 (not 20)', () => {
    expect(scaledHexPrice('2e4', 3)).toBe('0.74');
    expect(scaledHexPrice('2E4', 0)).toBe('740');
    expect(scaledHexPrice('ffffffffffffffff', 20)).toBe('0.18446744073709551615');
    expect(scaledHexPrice('<b>', 2)).toBeUndefined();
    expect(scaledHexPrice(undefined, 2)).toBeUndefined();
  });
});

describe('DID', () => {
  it('URI, DIDDocument and Data are text when printable, else hex: "A1B1" is not UTF-8', () => {
    const view = viewOf('4AD6E1C8');
    expect(view.fields.find((f) => f.label === 'URI')?.values[0]).toMatchObject({ kind: 'hex', text: 'A1B1' });
    expect(view.fields.find((f) => f.label === 'Data')?.values[0]).toMatchObject({ kind: 'hex', text: 'A1B1' });
    expect(row(view, 'DIDDocument')).toEqual(['—']);
  });

  it('a deleted DID (DIDDelete) with an ipfs:// URI: text, never a link', () => {
    const view = viewOf('104BF2D8');
    expect(statuses(view)).toEqual(['Deleted']);
    expect(view.fields.find((f) => f.label === 'URI')?.values[0]).toEqual({ kind: 'text', text: 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf4dfuylqabf3oclgtqy55fbzdi' });
  });

  it('hexText: markup stays text, only a safe https URL is a link, bad hex is hex', () => {
    const hex = (s: string) => Buffer.from(s, 'utf8').toString('hex').toUpperCase();
    expect(hexText(hex('<script>alert(1)</script>'), { link: true })).toEqual({ kind: 'text', text: '<script>alert(1)</script>' });
    expect(hexText(hex('https://example.com/did.json'), { link: true })).toEqual({ kind: 'url', text: 'https://example.com/did.json', ref: 'https://example.com/did.json' });
    expect(hexText(hex('javascript:alert(1)'), { link: true })).toEqual({ kind: 'text', text: 'javascript:alert(1)' });
    expect(hexText(hex('http://example.com'), { link: true })).toEqual({ kind: 'text', text: 'http://example.com' });
    expect(hexText('C0AF', { link: true })).toMatchObject({ kind: 'hex', text: 'C0AF' });
    expect(hexText('00', { link: true })).toMatchObject({ kind: 'hex' });
    expect(hexText('XYZ1')).toMatchObject({ kind: 'hex', text: 'XYZ1' });
  });
});

describe('Delegate, PermissionedDomain, MPT entries, NFT entries, directories', () => {
  it('Delegate (DelegateSet in ledger 3,918,590): Account lets Authorize sign EscrowCreate', () => {
    const view = viewOf('372827EA');
    expect(row(view, 'Account (delegating)')).toEqual(['rVrRYMk3yr6jDeeTERvkuSw3WxfsY4pHa']);
    expect(row(view, 'Authorize (delegate)')).toEqual(['rfso8v4QRXq36jDDcaESpWVxLHMbcUcQoZ']);
    expect(view.tables[0]!.rows.map((r) => r.map((v) => v.text))).toEqual([['EscrowCreate', 'Transaction type', 'Every EscrowCreate transaction, signed on behalf of the account']]);
  });

  it('Delegate granular permissions are named from permissions.macro', () => {
    const view = objectViewOf('Delegate', { index: '0'.repeat(64), deleted: false, fields: { Account: 'rVrRYMk3yr6jDeeTERvkuSw3WxfsY4pHa', Authorize: 'rfso8v4QRXq36jDDcaESpWVxLHMbcUcQoZ', Permissions: [{ Permission: { PermissionValue: 'TrustlineAuthorize' } }, { Permission: { PermissionValue: 65546 } }] } })!;
    expect(view.tables[0]!.rows.map((r) => [r[0]!.text, r[1]!.text])).toEqual([
      ['TrustlineAuthorize', 'Granular permission (65537) of TrustSet'],
      ['PaymentBurn', 'Granular permission (65546) of Payment'],
    ]);
  });

  it('PermissionedDomain (PermissionedDomainSet in ledger 3,918,590): accepts "Administration" credentials of its owner', () => {
    const view = viewOf('CEC1D764');
    expect(view.tables[0]!.rows.map((r) => r.map((v) => v.text))).toEqual([['rhELdLRDekExVSYhQB7hVxfZuRm8sPyHLp', 'Administration']]);
    expect(row(view, 'Sequence')).toEqual(['3918588']);
  });

  it('MPTokenIssuance: raw amounts labelled, flags named, the issuance ID (Sequence + issuer) linked to /mpt', () => {
    const view = viewOf('616C2EF4');
    const id = issuanceIdOf('r91WJcubaGsPN3cyQHhAMFWaRSyfYkbmup', 3918584)!;
    expect(id).toMatch(/^003BCAF8[0-9A-F]{40}$/);
    expect(view.fields.find((f) => f.label === 'MPTokenIssuanceID')?.values[0]).toEqual({ kind: 'mpt', text: id, ref: id });
    expect(row(view, 'OutstandingAmount')).toEqual(['10000']);
    // Flags 34 = 0x22: lsfMPTCanLock (0x02) + lsfMPTCanTransfer (0x20).
    expect(row(view, 'Flags')).toEqual(['lsfMPTCanLock, lsfMPTCanTransfer']);
    // The MPToken of the same payment holds that issuance.
    const token = viewOf('CF0A57C8');
    expect(token.fields.find((f) => f.label === 'MPTokenIssuanceID')?.values[0]).toMatchObject({ kind: 'mpt', text: id });
    expect(row(token, 'MPTAmount')).toEqual(['10000']);
  });

  it('NFTokenPage: owner from the index, NFTs linked to /nft; NFTokenOffer: sell offer of an NFT', () => {
    const page = viewOf('321B45D6');
    expect(page.tables[0]!.rows.map((r) => r[0])).toEqual([{ kind: 'nft', text: '00000000321B45D6FB1F8DB97D9E212C48B9F4719B6638150C5F9097003BCAFC', ref: '00000000321B45D6FB1F8DB97D9E212C48B9F4719B6638150C5F9097003BCAFC' }]);
    expect(kinds(page, 'Owner (first 20 bytes of the index)')).toEqual(['account']);
    const offer = viewOf('63C24830');
    expect(statuses(offer)).toEqual(['Sell offer']);
    expect(row(offer, 'Amount')).toEqual(['0.01 XRP']);
    expect(row(offer, 'Destination')).toEqual(['Anyone may accept it']);
  });

  it('DirectoryNode: owner directory, root; Indexes are not in metadata and the page says so', () => {
    const dir = viewOf('8FCD4E36');
    expect(row(dir, 'Lists')).toEqual(['Owner directory of rVrRYM…4pHa']);
    expect(row(dir, 'RootIndex')).toEqual(['This page is the root']);
    expect(row(dir, 'Indexes')).toEqual(["Not known: transaction metadata does not carry a directory's Indexes"]);
    // A page that is not the root links its root; IndexNext links page 1's key.
    const page = objectViewOf('DirectoryNode', { index: 'A'.repeat(64), deleted: false, fields: { Owner: 'rVrRYMk3yr6jDeeTERvkuSw3WxfsY4pHa', RootIndex: 'B'.repeat(64), IndexNext: '2', Indexes: ['C'.repeat(64)] } })!;
    expect(page.fields.find((f) => f.label === 'RootIndex')?.values[0]).toMatchObject({ kind: 'object', ref: 'B'.repeat(64) });
    expect(page.fields.find((f) => f.label === 'IndexNext')?.values[0]).toMatchObject({ kind: 'object', text: 'page 2', ref: directoryPageIndex('B'.repeat(64), 2n) });
    expect(page.tables[0]!.rows).toEqual([[{ kind: 'object', text: 'C'.repeat(64), ref: 'C'.repeat(64) }]]);
  });

  it('directoryPageIndex is rippled keylet::page: owner directory page 2 of root 6BF0BB99… is recorded as 1B2E5B14…', () => {
    // Mainnet transaction 9BE43A00… (replay/data/mainnet) modifies a page with IndexNext 2 of that root and page 2 itself.
    expect(directoryPageIndex('6BF0BB998DBA1FA0A7D6C033B316942EC850FB722B036E378025C55A28005D68', 2n)).toBe('1B2E5B143F52A4097994454701E39B9CAC76F7347F20FA20D29DD1581B66367C');
    expect(directoryPageIndex('6BF0BB998DBA1FA0A7D6C033B316942EC850FB722B036E378025C55A28005D68', 0n)).toBe('6BF0BB998DBA1FA0A7D6C033B316942EC850FB722B036E378025C55A28005D68');
  });

  it('bookQuality reads an order book ExchangeRate: exponent+100 in the top byte, mantissa below', () => {
    // 0x5A = 90 → 10^-10; mantissa 0x038D7EA4C68000 = 1e15 → quality 100000.
    expect(bookQuality('5A038D7EA4C68000')).toBe('100000');
    // 0x4F = 79 → 10^-21: 1e15 × 1e-21.
    expect(bookQuality('4F038D7EA4C68000')).toBe('0.000001');
    expect(bookQuality('nope')).toBeUndefined();
  });
});

describe('registry', () => {
  it('has one module for each of the 14 types of issue 38 and none for unknown types', () => {
    expect([...OBJECT_VIEWS.keys()].sort()).toEqual(['Credential', 'DID', 'Delegate', 'DepositPreauth', 'DirectoryNode', 'MPToken', 'MPTokenIssuance', 'NFTokenOffer', 'NFTokenPage', 'Oracle', 'PermissionedDomain', 'SignerList', 'Ticket', 'Vault']);
    expect(objectViewOf('Escrow', { index: '0'.repeat(64), fields: {}, deleted: false })).toBeUndefined();
  });

  it('every module gives a view of every recorded devnet entry of its type, and of empty fields, without throwing', () => {
    let seen = 0;
    for (const list of versions.values()) {
      for (const v of list) {
        if (!OBJECT_VIEWS.has(v.type)) continue;
        const view = objectViewOf(v.type, { index: v.index, fields: v.fields, deleted: v.change === 'deleted' });
        expect(view?.summary.length).toBeGreaterThan(0);
        seen += 1;
      }
    }
    expect(seen).toBeGreaterThan(40);
    for (const type of OBJECT_VIEWS.keys()) expect(objectViewOf(type, { index: '0'.repeat(64), fields: {}, deleted: false })?.type).toBe(type);
  });
});
