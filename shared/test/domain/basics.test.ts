/**
 * The XRPL basics layer: affected nodes, the transaction entry, identifier shapes, the token
 * identifier rule, Ripple time, the Amendments entry and the address messages. The metadata
 * examples are recorded mainnet answers the replay node serves (replay/data/mainnet, provenance
 * in its PROVENANCE.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADDRESS_SHAPE_MESSAGES, ACCOUNT_ADDRESS_MESSAGES, INVALID_ADDRESS_MESSAGE } from '../../src/domain/addressMessages';
import { AFFECTED_NODES_FIELD, CHANGE_OF_KIND, affectedNodesOf, hasAffectedEntryList } from '../../src/domain/affectedNodes';
import { TF_GOT_MAJORITY, TF_LOST_MAJORITY, amendmentEventOf, parseAmendmentsEntry } from '../../src/domain/amendmentsEntry';
import { SEARCH_MESSAGES } from '../../src/domain/search';
import {
  CLASSIC_ADDRESS_SHAPE,
  HASH_PATTERN_TEXT,
  MPT_ISSUANCE_ID_PATTERN_TEXT,
  anchored,
  anchoredTrimmed,
  isHex64,
  isUpperHex64,
} from '../../src/domain/identifiers';
import { RIPPLE_EPOCH_UNIX_SECONDS, rippleTimeToIso, rippleTimeToUnixMs, rippleTimeToUnixSeconds, toRippleTime, unixSecondsToRippleTime } from '../../src/domain/rippleTime';
import { normalizeCurrencyCode, parseTokenId, parseTokenRouteParam, splitTokenId } from '../../src/domain/tokenId';
import { metaOf, transactionEntryOf, txJsonOf } from '../../src/domain/transactionEntry';

type Json = Record<string, unknown>;
const recorded = (hash: string): Json => {
  const doc = JSON.parse(readFileSync(path.join(__dirname, '../../../replay/data/mainnet', `tx-${hash}.json`), 'utf8')) as Json;
  return (doc.result ?? doc) as Json;
};
/** API v2 `tx` answer (`tx_json`, `close_time_iso`): an OfferCreate of ledger 56865245. */
const V2 = recorded('C53ECF838647FA5A4C780377025FEC7999AB4182590510CA461444B207AB74A9');
/** API v1 `account_tx`-style entry (`tx`, `meta`): an OfferCreate of ledger 71737504. */
const V1 = recorded('6FDE7EC0DAC71E7B2684CC2C4A1F2C3DC84B81A87B9172322BC1A8EFB49438F5');

describe('affectedNodesOf', () => {
  it('flattens every wrapper of recorded metadata in order, with the fields after the transaction', () => {
    const meta = V2.meta as Json;
    const raw = meta[AFFECTED_NODES_FIELD] as Json[];
    const nodes = affectedNodesOf(meta);
    expect(nodes.map((n) => n.kind)).toEqual(['ModifiedNode', 'ModifiedNode', 'DeletedNode', 'ModifiedNode', 'CreatedNode']);
    expect(nodes.map((n) => n.entryType)).toEqual(['DirectoryNode', 'AccountRoot', 'Offer', 'DirectoryNode', 'Offer']);
    nodes.forEach((n, i) => {
      const node = raw[i]![n.kind] as Json;
      expect(n.node).toBe(node);
      expect(n.ledgerIndex).toBe(String(node.LedgerIndex).toUpperCase());
      expect(n.fields).toBe(n.kind === 'CreatedNode' ? node.NewFields : node.FinalFields);
      expect(n.hasFields).toBe(true);
    });
    const root = nodes[1]!;
    expect(root.previous).toBe((raw[1]!.ModifiedNode as Json).PreviousFields);
    expect(root.node.PreviousTxnID).toBe((raw[1]!.ModifiedNode as Json).PreviousTxnID);
    expect(nodes[0]!.previous).toEqual({});
  });

  it('gives [] without metadata or list, and skips malformed wrappers', () => {
    expect(affectedNodesOf(undefined)).toEqual([]);
    expect(affectedNodesOf(null)).toEqual([]);
    expect(affectedNodesOf({ TransactionResult: 'tesSUCCESS' })).toEqual([]);
    expect(hasAffectedEntryList({ [AFFECTED_NODES_FIELD]: [] })).toBe(true);
    expect(hasAffectedEntryList({})).toBe(false);
    const nodes = affectedNodesOf({ [AFFECTED_NODES_FIELD]: [null, 'x', {}, { ModifiedNode: 'x' }, { DeletedNode: { LedgerEntryType: 'Offer' } }] });
    expect(nodes).toHaveLength(1);
    expect(nodes[0]).toMatchObject({ kind: 'DeletedNode', entryType: 'Offer', ledgerIndex: undefined, fields: {}, hasFields: false, previous: {} });
  });

  it('names each change as the answers do', () => {
    expect(CHANGE_OF_KIND).toEqual({ CreatedNode: 'created', ModifiedNode: 'modified', DeletedNode: 'deleted' });
  });
});

describe('transactionEntryOf', () => {
  it('reads an API v2 answer: tx_json, close_time_iso', () => {
    const entry = transactionEntryOf(V2);
    expect(entry).toMatchObject({ hash: 'C53ECF838647FA5A4C780377025FEC7999AB4182590510CA461444B207AB74A9', ledgerIndex: 56865245, date: '2020-07-16T20:53:40Z' });
    expect(entry?.tx).toBe(V2.tx_json);
    expect(entry?.meta).toBe(V2.meta);
  });

  it('reads an API v1 entry: tx, the date from Ripple time when close_time_iso is absent', () => {
    // The recorded file gives its date as ISO text; an account_tx entry of API v1 has it in Ripple time.
    const date = toRippleTime(String(V1.date));
    const entry = transactionEntryOf({ tx: { ...(V1.tx as Json), date }, meta: V1.meta, ledger_index: V1.ledger_index, hash: String(V1.hash).toLowerCase() });
    expect(entry).toMatchObject({ hash: '6FDE7EC0DAC71E7B2684CC2C4A1F2C3DC84B81A87B9172322BC1A8EFB49438F5', ledgerIndex: 71737504, date: '2022-05-18T16:28:20Z' });
  });

  it('takes metaData (expanded ledger) and refuses an entry without transaction or metadata', () => {
    expect(metaOf({ metaData: { a: 1 } })).toEqual({ a: 1 });
    expect(txJsonOf({ tx: 'x' })).toBeUndefined();
    expect(transactionEntryOf({ tx_json: {} })).toBeNull();
    expect(transactionEntryOf({ meta: {} })).toBeNull();
  });
});

describe('identifier shapes', () => {
  it('tells 64-hex keys from anything else, without trimming', () => {
    expect(isHex64('a'.repeat(64))).toBe(true);
    expect(isHex64('A'.repeat(63))).toBe(false);
    expect(isHex64(` ${'A'.repeat(64)}`)).toBe(false);
    expect(isHex64('G'.repeat(64))).toBe(false);
    expect(isUpperHex64('A'.repeat(64))).toBe(true);
    expect(isUpperHex64('a'.repeat(64))).toBe(false);
  });

  it('builds the JSON-schema patterns the API declares', () => {
    expect(anchored(HASH_PATTERN_TEXT)).toBe('^[0-9A-Fa-f]{64}$');
    expect(new RegExp(anchoredTrimmed(HASH_PATTERN_TEXT)).test(`  ${'b'.repeat(64)} `)).toBe(true);
    expect(new RegExp(anchored(MPT_ISSUANCE_ID_PATTERN_TEXT)).test('0'.repeat(48))).toBe(true);
    expect(new RegExp(anchored(MPT_ISSUANCE_ID_PATTERN_TEXT)).test('0'.repeat(64))).toBe(false);
  });

  it('checks the classic-address shape: r + 24..33 Base58 characters', () => {
    expect(CLASSIC_ADDRESS_SHAPE.test('rvYAfWj5gh67oV6fW32ZzP3Aw4Eubs59B')).toBe(true);
    expect(CLASSIC_ADDRESS_SHAPE.test('r0OIl0OIl0OIl0OIl0OIl0OIl')).toBe(false);
    expect(CLASSIC_ADDRESS_SHAPE.test(`r${'1'.repeat(23)}`)).toBe(false);
  });
});

describe('token identifiers: one rule', () => {
  const issuer = 'rvYAfWj5gh67oV6fW32ZzP3Aw4Eubs59B';

  it.each([
    [`USD.${issuer}`, 'USD'],
    [`USD+${issuer}`, 'USD'],
    [`USD/${issuer}`, 'USD'],
    [` ${'524c555344000000000000000000000000000000'}.${issuer} `, '524C555344000000000000000000000000000000'],
    [`???.${issuer}`, '???'],
  ])('parseTokenId(%j) gives the currency in ledger form', (text, currency) => {
    expect(parseTokenId(text)).toEqual({ currency, issuer });
  });

  it.each([`XRP.${issuer}`, `US.${issuer}`, `USD.${issuer.slice(0, 10)}`, `USD${issuer}`, `${'00'.repeat(20)}.${issuer}`, `USD.`, `.${issuer}`, ''])('parseTokenId refuses %j', (text) => {
    expect(parseTokenId(text)).toBeNull();
  });

  it('splits at the last separator', () => {
    expect(splitTokenId(`a.b+${issuer}`)).toEqual({ code: 'a.b', issuer });
    expect(splitTokenId('USD')).toBeNull();
  });

  it('reads the route parameter: currency URI-decoded once, not trimmed, malformed escapes refused', () => {
    expect(parseTokenRouteParam(`%3F%3F%3F.${issuer}`)).toEqual({ currency: '???', issuer });
    expect(parseTokenRouteParam(`%E0%A4%A.${issuer}`)).toBeNull();
    expect(parseTokenRouteParam(` USD.${issuer}`)).toBeNull();
  });

  it('keeps the currency rule: 3 characters other than XRP, or 40 hex not starting with 00', () => {
    expect(normalizeCurrencyCode('usd')).toBe('usd');
    expect(normalizeCurrencyCode('xrp')).toBeNull();
    expect(normalizeCurrencyCode('0000000000000000000000005553440000000000')).toBeNull();
    expect(normalizeCurrencyCode('0158415500000000c1f76ff6ecb0bac600000000')).toBe('0158415500000000C1F76FF6ECB0BAC600000000');
  });
});

describe('Ripple time', () => {
  it('counts seconds from 2000-01-01T00:00:00Z', () => {
    expect(RIPPLE_EPOCH_UNIX_SECONDS).toBe(Date.UTC(2000, 0, 1) / 1000);
    expect(rippleTimeToIso(0)).toBe('2000-01-01T00:00:00Z');
    expect(rippleTimeToUnixMs(1)).toBe(Date.UTC(2000, 0, 1, 0, 0, 1));
    expect(rippleTimeToUnixSeconds(648248020)).toBe(Date.parse('2020-07-16T20:53:40Z') / 1000);
    expect(unixSecondsToRippleTime(Date.parse('2020-07-16T20:53:40Z') / 1000)).toBe(648248020);
    expect(toRippleTime('2020-07-16T20:53:40.900Z')).toBe(648248020);
    expect(() => toRippleTime('not a date')).toThrow(RangeError);
  });
});

describe('Amendments entry', () => {
  it('reads enabled IDs and majorities (upper-cased), skipping malformed items', () => {
    const id = 'a'.repeat(64);
    const state = parseAmendmentsEntry({ Amendments: [id, 5], Majorities: [{ Majority: { Amendment: 'b'.repeat(64), CloseTime: 700000000 } }, { Majority: { Amendment: 'c' } }, 'x'] });
    expect([...state.enabled]).toEqual(['A'.repeat(64)]);
    expect([...state.majorities]).toEqual([['B'.repeat(64), 700000000]]);
    expect(parseAmendmentsEntry(undefined)).toEqual({ enabled: new Set(), majorities: new Map() });
  });

  it('names the EnableAmendment event by its flags', () => {
    expect(amendmentEventOf(TF_GOT_MAJORITY)).toBe('gotMajority');
    expect(amendmentEventOf(TF_LOST_MAJORITY)).toBe('lostMajority');
    expect(amendmentEventOf(0)).toBe('enabled');
  });
});

describe('address messages', () => {
  it('are the spec texts, shared by the search boxes, the account page and the API', () => {
    expect(SEARCH_MESSAGES.addressMalformed).toBe(ADDRESS_SHAPE_MESSAGES.malformed);
    expect(SEARCH_MESSAGES.addressNoR).toBe("Enter a classic XRP address starting with 'r'.");
    expect(INVALID_ADDRESS_MESSAGE).toBe(`${ACCOUNT_ADDRESS_MESSAGES.invalidTitle}: ${ACCOUNT_ADDRESS_MESSAGES.invalidDescription}`);
  });
});
