/**
 * The MPT rules on recorded devnet files (`replay/data/devnet`, NetworkID 2; see its PROVENANCE.md):
 * issuance IDs, scaled amounts and names, XLS-89 metadata in long and compact form.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  classifySearch,
  decodeMptMetadata,
  mptAmountValue,
  mptIssuanceFlags,
  mptIssuancesInMeta,
  mptTransferFeePercent,
  parseMptIssuanceId,
  scaleMptUnits,
  MPT_ISSUANCE_ID_MESSAGE,
} from '../../src/domain';

const DEVNET = path.resolve(__dirname, '../../../replay/data/devnet');

/** A recorded devnet transaction: `{tx, meta}` whatever its layout. */
function record(hash: string): { tx: Record<string, unknown>; meta: Record<string, unknown> } {
  const json = JSON.parse(readFileSync(path.join(DEVNET, `tx-${hash}-devnet.json`), 'utf8'));
  const r = json.result ?? json;
  const tx = r.tx_json ?? r.tx ?? r;
  return { tx, meta: r.meta ?? r.metaData ?? tx.meta };
}

/** The MPTokenIssuance fields a record's metadata shows. */
function issuanceFields(meta: Record<string, unknown>): Record<string, unknown> {
  for (const wrapper of meta.AffectedNodes as Array<Record<string, Record<string, unknown>>>) {
    const node = Object.values(wrapper)[0]!;
    if (node.LedgerEntryType === 'MPTokenIssuance') return (node.FinalFields ?? node.NewFields) as Record<string, unknown>;
  }
  throw new Error('no MPTokenIssuance');
}

const ESCROW_FINISH_TICKER = 'A6787B51DC9D72ADB6A82DA6A00DF435FAB28FA6B2DBBF85AD36D97EA4D70B2B';
const ISSUANCE_CREATE_COMPACT = '555FAFDB99B239567FDF30DDF22BA3B30F8E70D8D06833B1270AC600E1575948';

describe('MPTokenIssuanceID', () => {
  it('gives the issuer (bytes 4–24) and the sequence (bytes 0–4) of a recorded issuance', () => {
    const { tx, meta } = record(ISSUANCE_CREATE_COMPACT);
    const created = meta.mpt_issuance_id as string;
    const parts = parseMptIssuanceId(created.toLowerCase())!;
    expect(parts.id).toBe(created);
    expect(parts.issuer).toBe(tx.Account);
    expect(parts.sequence).toBe(issuanceFields(meta).Sequence);
  });

  it('refuses anything that is not 48 hex, and says what an ID is', () => {
    expect(parseMptIssuanceId('00148E8558E6AEAA301085FBFD01D615F059A7CCE6E3829')).toBeNull();
    expect(parseMptIssuanceId('ZZ148E8558E6AEAA301085FBFD01D615F059A7CCE6E38296')).toBeNull();
    expect(MPT_ISSUANCE_ID_MESSAGE).toMatch(/48 hexadecimal characters/);
  });

  it('is searched in every box: 48 hex opens /mpt/{ID}', () => {
    const parsed = classifySearch(' 00148e8558e6aeaa301085fbfd01d615f059a7cce6e38296 ');
    expect(parsed).toMatchObject({ type: 'mpt', isValid: true, navigateTo: '/mpt/00148E8558E6AEAA301085FBFD01D615F059A7CCE6E38296' });
  });
});

describe('MPT amounts', () => {
  it('scales exactly with AssetScale fraction digits', () => {
    expect(scaleMptUnits('100', 2)).toBe('1.00');
    expect(scaleMptUnits('100000', 2)).toBe('1000.00');
    expect(scaleMptUnits('-10000', 4)).toBe('-1.0000');
    expect(scaleMptUnits('9223372036854775807', 4)).toBe('922337203685477.5807');
    expect(scaleMptUnits('5', undefined)).toBe('5');
    expect(scaleMptUnits('1.5', 0)).toBeUndefined();
  });

  it('names the escrowed MPT of a recorded EscrowFinish by its ticker, scaled by the AssetScale in its metadata', () => {
    const { meta } = record(ESCROW_FINISH_TICKER);
    const escrow = (meta.AffectedNodes as Array<Record<string, Record<string, unknown>>>)
      .map((w) => Object.values(w)[0]!)
      .find((n) => n.LedgerEntryType === 'Escrow')!;
    const amount = (escrow.FinalFields as Record<string, unknown>).Amount;
    const value = mptAmountValue(amount, mptIssuancesInMeta(meta))!;
    expect(value.display).toBe('1000.00 ESC');
    expect(value).toMatchObject({ value: '1000.00', currency: 'ESC', issuer: 'rpHaF4cKTzCk8v7GQcVkjM6GPKD65LTVkc', mptUnits: '100000', assetScale: 2 });
  });

  it('without the issuance: scale 0, a short ID labelled MPT, and says the scale is unknown', () => {
    const value = mptAmountValue({ mpt_issuance_id: '0044E48FC9FB70ADC1A604A5792643A38CA5887219C21C8C', value: '1' })!;
    expect(value.display).toBe('1 MPT 0044E4…1C8C');
    expect(value.issuer).toBe('rKQzpv6jvPeRSULjdwWZgiCZEUNpkSXzYH');
    expect(value.assetScaleUnknown).toBe(true);
  });
});

describe('XLS-89 MPTokenMetadata', () => {
  it('decodes the compact form of a recorded MPTokenIssuanceCreate (AssetScale 4)', () => {
    const { tx } = record(ISSUANCE_CREATE_COMPACT);
    const meta = decodeMptMetadata(tx.MPTokenMetadata)!;
    expect(tx.AssetScale).toBe(4);
    expect(meta).toMatchObject({ form: 'xls89', keys: 'compact', ticker: 'TBILL', name: 'T-Bill Yield Token', assetClass: 'rwa', assetSubclass: 'treasury', issuerName: 'Example Yield Co.' });
    expect(meta.decoded).toHaveProperty('ticker', 'TBILL');
    expect(meta.uris).toEqual([
      { uri: 'https://exampleyield.co/tbill', category: 'website', title: 'Product Page', href: 'https://exampleyield.co/tbill' },
      { uri: 'https://exampleyield.co/docs', category: 'docs', title: 'Yield Token Docs', href: 'https://exampleyield.co/docs' },
    ]);
    expect(meta.iconHref).toBe('https://example.org/tbill-icon.png');
    expect(meta.additionalInfo).toContain('912796RX0');
  });

  it('decodes the long form of a recorded issuance (EscrowFinish metadata)', () => {
    const meta = decodeMptMetadata(issuanceFields(record(ESCROW_FINISH_TICKER).meta).MPTokenMetadata)!;
    expect(meta).toMatchObject({ form: 'xls89', keys: 'long', ticker: 'ESC', name: 'Escrowable Token', assetClass: 'other', issuerName: 'yourfavdevrel' });
    // `description` is not an XLS-89 key (XLS-89 says `desc`): kept in `decoded`, not taken as desc.
    expect(meta.desc).toBeUndefined();
    expect(meta.decoded).toHaveProperty('description', 'A token designed for escrow operations');
  });

  it('shows metadata that is not JSON as text or hex (recorded: 32 bytes of binary, and "10")', () => {
    const binary = decodeMptMetadata('714F206C865D334721B2F3388BEAF33AA91BC1D78C71941D10A2A653C873EDD3')!;
    expect(binary).toMatchObject({ form: 'binary', bytes: 32 });
    expect(binary.text).toBeUndefined();
    const control = decodeMptMetadata('10')!;
    expect(control.form).toBe('binary');
  });

  // Synthetic inputs (not ledger data): the decoder's edge cases.
  it('synthetic: plain text, oversized, javascript: links and markup stay text', () => {
    const hex = (s: string) => Buffer.from(s, 'utf8').toString('hex');
    expect(decodeMptMetadata(hex('<b>hello</b>'))).toMatchObject({ form: 'text', text: '<b>hello</b>' });
    const big = decodeMptMetadata(hex(`{"t":"BIG","d":"${'x'.repeat(1100)}"}`))!;
    expect(big).toMatchObject({ form: 'oversized', truncated: true });
    expect(big.ticker).toBeUndefined();
    expect(big.text!.length).toBeLessThanOrEqual(281);
    const links = decodeMptMetadata(hex('{"t":"X","us":[{"u":"javascript:alert(1)","c":"website","t":"x"},{"u":"http://a.example","c":"docs","t":"y"}],"i":"http://a.example/i.png"}'))!;
    expect(links.uris!.map((u) => u.href)).toEqual([null, null]);
    expect(links.iconHref).toBeUndefined();
    expect(decodeMptMetadata(hex('{"hello":1}'))).toMatchObject({ form: 'json' });
    expect(decodeMptMetadata('XYZ')).toBeNull();
  });
});

describe('issuance flags and fee', () => {
  it('reads the recorded Flags 56 as CanEscrow, CanTrade and CanTransfer', () => {
    expect(mptIssuanceFlags(56)).toEqual({ locked: false, canLock: false, requireAuth: false, canEscrow: true, canTrade: true, canTransfer: true, canClawback: false });
  });
  it('gives TransferFee 314 as 0.314 %', () => {
    expect(mptTransferFeePercent(314)).toBe(0.314);
    expect(mptTransferFeePercent(undefined)).toBeNull();
  });
});
