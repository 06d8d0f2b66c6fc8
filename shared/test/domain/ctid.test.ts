import vectors from '../../src/domain/__fixtures__/ctid-xls37.json';
import {
  CTID_MESSAGES,
  CtidError,
  ctidFromParts,
  decodeCtid,
  decodeRippledCtid,
  encodeCtid,
  encodeRippledCtid,
  isCtid,
  networkName,
  showsCtid,
} from '../../src/domain/ctid';
import { isObject, mainnetFiles, readMainnet, type Json } from './helpers';

/** Input of a decode vector: strings as is, "bigint" vectors (written as 0x… hex) as BigInt, "number" vectors as a JS number. */
function vectorInput(v: { input: string; input_type: string }): string | bigint {
  if (v.input_type === 'bigint') return BigInt(v.input);
  if (v.input_type === 'number') return Number(v.input) as unknown as string; // deliberately the wrong type
  return v.input;
}

function expectCtidError(fn: () => unknown, code: keyof typeof CTID_MESSAGES): void {
  let thrown: unknown;
  try {
    fn();
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(CtidError);
  expect(thrown).toBeInstanceOf(Error);
  expect((thrown as CtidError).code).toBe(code);
  expect((thrown as CtidError).message).toBe(CTID_MESSAGES[code]);
}

describe('spec messages (§5), exact text', () => {
  it.each([
    ['invalidFormat', 'Invalid CTID format. Must be 16 hex characters starting with C, D, E, or F'],
    ['invalidPrefix', 'Invalid CTID prefix. Must start with C, D, E, or F'],
    ['invalidNumbers', 'Please enter valid numbers for all fields'],
    ['ledgerOutOfRange', 'Ledger index out of range (0 to 4,294,967,295)'],
    ['txIndexOutOfRange', 'Transaction index out of range (0 to 65,535)'],
    ['networkIdOutOfRange', 'Network ID out of range (0 to 65,535)'],
    ['ledgerTooLarge', 'Ledger index too large to encode in CTID'],
  ] as const)('%s', (code, text) => {
    expect(CTID_MESSAGES[code]).toBe(text);
    const err = new CtidError(code);
    expect(err.message).toBe(text);
    expect(err.name).toBe('CtidError');
    expect(err.code).toBe(code);
  });
});

describe('XLS-37 vectors: encode_valid', () => {
  it.each(vectors.encode_valid.map((v) => [v.source_line, v] as const))('ctid.js line %i', (_line, v) => {
    const { ctid } = encodeCtid(v.ledger_seq, v.txn_index, v.network_id);
    expect(ctid).toBe(v.ctid);
    expect(decodeCtid(ctid)).toEqual({ ledgerIndex: v.ledger_seq, txIndex: v.txn_index, networkId: v.network_id, raw: v.ctid });
  });
});

describe('XLS-37 vectors: encode_invalid', () => {
  it.each(vectors.encode_invalid.map((v) => [v.source_line, v] as const))('ctid.js line %i', (line, v) => {
    const run = () => encodeCtid(v.ledger_seq, v.txn_index, v.network_id);
    if (v.ledger_seq === 268435456) {
      // DEVIATION (vector encode_invalid, ctid.js line 74): XLS-37 rejects ledger_seq 268435456 because
      // its prefix is always C (28-bit ledger). The spec (§3 "CTID layout", §5 "CTID encode") extends the
      // prefix to C..F, each step adding 268,435,456 ledgers, so 268435456 = high part 1 → prefix D.
      expect(line).toBe(74);
      expect(run().ctid).toBe('D0000000FFFFFFFF');
      expect(decodeCtid('D0000000FFFFFFFF')).toMatchObject({ ledgerIndex: 268435456, txIndex: 65535, networkId: 65535 });
      return;
    }
    // Agrees with XLS-37 (it is an error); the message is the spec's.
    if (v.ledger_seq < 0) expectCtidError(run, 'ledgerOutOfRange');
    else if (v.txn_index < 0 || v.txn_index > 65535) expectCtidError(run, 'txIndexOutOfRange');
    else if (v.network_id < 0 || v.network_id > 65535) expectCtidError(run, 'networkIdOutOfRange');
    else throw new Error(`unexpected vector at line ${line}`);
  });
});

describe('XLS-37 vectors: decode_valid (string and BigInt inputs)', () => {
  it.each(vectors.decode_valid.map((v) => [v.source_line, v.input_type, v] as const))('ctid.js line %i (%s)', (_l, _t, v) => {
    const decoded = decodeCtid(vectorInput(v));
    expect(decoded).toEqual({
      ledgerIndex: v.ledger_seq,
      txIndex: v.txn_index,
      networkId: v.network_id,
      raw: (v.input_type === 'bigint' ? v.input.slice(2) : v.input).toUpperCase(),
    });
  });
});

describe('XLS-37 vectors: decode_invalid', () => {
  it.each(vectors.decode_invalid.map((v) => [v.source_line, v.input_type, v.input, v] as const))(
    'ctid.js line %i (%s %s)',
    (line, _t, _i, v) => {
      const input = vectorInput(v);
      if (line === 152 || line === 195) {
        // DEVIATION (vectors decode_invalid 'FFFFFFFFFFFFFFFF', ctid.js line 152, and BigInt
        // 0xffffffffffffffff, line 195): XLS-37 requires the prefix C. The spec (§5 "CTID decode")
        // accepts C, D, E or F and adds (prefix − C) × 268,435,456, so prefix F with the low ledger part
        // 0xFFFFFFF is ledger 3 × 268435456 + 268435455 = 1,073,741,823.
        expect(decodeCtid(input)).toEqual({ ledgerIndex: 1073741823, txIndex: 65535, networkId: 65535, raw: 'FFFFFFFFFFFFFFFF' });
        return;
      }
      // Agrees with XLS-37: not 16 hex characters (or not a string/BigInt) → the spec's format message.
      expectCtidError(() => decodeCtid(input), 'invalidFormat');
    },
  );
});

describe('XLS-37 QUICKSTART / xrpl.org examples', () => {
  it.each(vectors.examples.map((v) => [v.ctid, v] as const))('%s', (ctid, v) => {
    expect(encodeCtid(v.ledger_seq, v.txn_index, v.network_id).ctid).toBe(ctid);
    expect(decodeCtid(ctid)).toEqual({ ledgerIndex: v.ledger_seq, txIndex: v.txn_index, networkId: v.network_id, raw: ctid });
  });
});

describe('real-world CTIDs of the fixture (77)', () => {
  it('has 77 entries', () => expect(vectors.real_world).toHaveLength(77));
  it.each(vectors.real_world.map((v) => [v.ctid, v.tx_hash.slice(0, 12), v] as const))('%s (tx %s…)', (ctid, _h, v) => {
    const decoded = decodeCtid(ctid);
    expect(decoded.ledgerIndex).toBe(v.ledger_index);
    expect(decoded.txIndex).toBe(v.transaction_index);
    expect(decoded.networkId).toBe(v.decoded.network_id);
    expect(encodeCtid(v.ledger_index, v.transaction_index, v.decoded.network_id).ctid).toBe(ctid);
  });
});

/** ctid, ledger index and TransactionIndex of one recorded transaction file, whatever its shape. */
function ctidRecord(file: string): { ctid: string; ledgerIndex: unknown; txIndex: unknown } | undefined {
  const doc = readMainnet(file);
  if (!isObject(doc)) return undefined;
  const containers = [doc, doc.result].filter(isObject);
  for (const c of containers) {
    const inner = [c, c.tx, c.tx_json, c.transaction].filter(isObject) as Json[];
    const withCtid = inner.find((o) => typeof o.ctid === 'string');
    if (!withCtid) continue;
    const meta = [c.meta, c.metaData].find(isObject);
    const ledgerIndex = c.ledger_index ?? withCtid.ledger_index;
    return { ctid: withCtid.ctid as string, ledgerIndex, txIndex: meta?.TransactionIndex };
  }
  return undefined;
}

describe('bundled mainnet transactions: decodeCtid(ctid) = ledger_index, meta.TransactionIndex', () => {
  const records = mainnetFiles('tx-')
    .map((file) => [file, ctidRecord(file)] as const)
    .filter((entry): entry is readonly [string, NonNullable<ReturnType<typeof ctidRecord>>] => entry[1] !== undefined);

  it('finds transaction files with a ctid', () => {
    expect(records.length).toBeGreaterThanOrEqual(20);
  });

  it.each(records.map(([file, r]) => [file.slice(0, 19), r] as const))('%s…', (_file, r) => {
    expect(typeof r.ledgerIndex).toBe('number');
    expect(typeof r.txIndex).toBe('number');
    const decoded = decodeCtid(r.ctid);
    expect(decoded.ledgerIndex).toBe(r.ledgerIndex);
    expect(decoded.txIndex).toBe(r.txIndex);
    expect(decoded.networkId).toBe(0); // mainnet
    expect(ctidFromParts(r.ledgerIndex as number, r.txIndex as number, 0)).toBe(r.ctid);
  });
});

describe('decodeCtid (spec §5)', () => {
  it.each([
    ['  c4a206d800360000  ', { ledgerIndex: 77727448, txIndex: 54, networkId: 0, raw: 'C4A206D800360000' }],
    ['C000000000000000', { ledgerIndex: 0, txIndex: 0, networkId: 0, raw: 'C000000000000000' }],
    ['CFFFFFFF00000000', { ledgerIndex: 268435455, txIndex: 0, networkId: 0, raw: 'CFFFFFFF00000000' }],
    ['D000000000000000', { ledgerIndex: 268435456, txIndex: 0, networkId: 0, raw: 'D000000000000000' }],
    ['E000000100020003', { ledgerIndex: 536870913, txIndex: 2, networkId: 3, raw: 'E000000100020003' }],
    ['F000000000000001', { ledgerIndex: 805306368, txIndex: 0, networkId: 1, raw: 'F000000000000001' }],
  ])('%j', (input, expected) => {
    expect(decodeCtid(input)).toEqual(expected);
  });

  it.each(['0123456789ABCDEF', 'B000000000000000', '0000000000000000', 'a000000000000000', ' 9FFFFFFFFFFFFFFF '])(
    'bad prefix %j → prefix message',
    (input) => expectCtidError(() => decodeCtid(input), 'invalidPrefix'),
  );

  it.each(['', '   ', 'C', 'C00000000000000', 'C0000000000000000', 'G000000000000000', 'C00000000000000Z', '0xC000000000000000', 'C000 0000 0000 0000', 'C000-0000-0000-0000'])(
    'bad format %j → format message',
    (input) => expectCtidError(() => decodeCtid(input), 'invalidFormat'),
  );

  it('rejects negative BigInts and other types', () => {
    expectCtidError(() => decodeCtid(-1n), 'invalidFormat');
    expectCtidError(() => decodeCtid(null as unknown as string), 'invalidFormat');
    expectCtidError(() => decodeCtid({} as unknown as string), 'invalidFormat');
  });

  it('decodes a BigInt with a D prefix', () => {
    expect(decodeCtid(0xd000000000000000n).ledgerIndex).toBe(268435456);
  });
});

describe('encodeCtid (spec §5)', () => {
  it('returns 16-digit upper-case zero-padded hex and a field-split formatted text', () => {
    expect(encodeCtid(77727448, 54, 0)).toEqual({ ctid: 'C4A206D800360000', formatted: 'C4A206D8 0036 0000' });
    expect(encodeCtid(0, 0, 0)).toEqual({ ctid: 'C000000000000000', formatted: 'C0000000 0000 0000' });
  });

  it.each([
    [268435455, 'CFFFFFFF00000000'],
    [268435456, 'D000000000000000'],
    [536870911, 'DFFFFFFF00000000'],
    [536870912, 'E000000000000000'],
    [805306368, 'F000000000000000'],
    [1073741823, 'FFFFFFFF00000000'],
  ])('prefix steps: ledger %i → %s', (ledger, ctid) => {
    expect(encodeCtid(ledger, 0, 0).ctid).toBe(ctid);
    expect(decodeCtid(ctid).ledgerIndex).toBe(ledger);
  });

  it.each([
    ['77727448', '54', '0'],
    [' 77727448 ', ' 54', '0 '],
    ['+77727448', '54', '0'],
    [77727448n, 54n, 0n],
  ] as const)('accepts strings, signs and BigInts: %j %j %j', (l, t, n) => {
    expect(encodeCtid(l, t, n).ctid).toBe('C4A206D800360000');
  });

  it.each([
    ['abc', 0, 0],
    [0, 'x', 0],
    [0, 0, ''],
    ['', '', ''],
    ['1.5', 0, 0],
    [1.5, 0, 0],
    [Number.NaN, 0, 0],
    [Number.POSITIVE_INFINITY, 0, 0],
    ['1e3', 0, 0],
    ['0x10', 0, 0],
    [null, 0, 0],
    [undefined, 0, 0],
    ['abc', 70000, -1], // the number check comes first
  ])('non-numbers %j %j %j → invalid numbers', (l, t, n) => {
    expectCtidError(() => encodeCtid(l as never, t as never, n as never), 'invalidNumbers');
  });

  it.each([
    [-1, 0, 0, 'ledgerOutOfRange'],
    [4294967296, 0, 0, 'ledgerOutOfRange'],
    ['4294967296', 0, 0, 'ledgerOutOfRange'],
    [4294967296, 70000, 70000, 'ledgerOutOfRange'], // ledger checked first
    [0, -1, 0, 'txIndexOutOfRange'],
    [0, 65536, 0, 'txIndexOutOfRange'],
    [0, 65536, 65536, 'txIndexOutOfRange'], // tx index before network id
    [0, 0, -1, 'networkIdOutOfRange'],
    [0, 0, 65536, 'networkIdOutOfRange'],
    [4294967295, 65536, 0, 'txIndexOutOfRange'], // ranges before the high-part check
    [4294967295, 0, 0, 'ledgerTooLarge'], // in range, but high part 15 > 3
    [1073741824, 0, 0, 'ledgerTooLarge'], // high part 4
    [2147483648, 0, 0, 'ledgerTooLarge'],
  ] as const)('%j %j %j → %s', (l, t, n, code) => {
    expectCtidError(() => encodeCtid(l, t, n), code);
  });

  it('accepts the range ends 0 and 65,535 for transaction index and network ID', () => {
    expect(encodeCtid(1073741823, 65535, 65535).ctid).toBe('FFFFFFFFFFFFFFFF');
  });

  it('round-trips pseudo-random values', () => {
    let seed = 12345;
    const next = (max: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % (max + 1);
    };
    for (let i = 0; i < 2000; i += 1) {
      const l = next(1073741823);
      const t = next(65535);
      const n = next(65535);
      const { ctid } = encodeCtid(l, t, n);
      expect(ctid).toMatch(/^[C-F][0-9A-F]{15}$/);
      expect(decodeCtid(ctid)).toEqual({ ledgerIndex: l, txIndex: t, networkId: n, raw: ctid });
    }
  });
});

describe('ctidFromParts', () => {
  it('encodes known parts', () => {
    expect(ctidFromParts(77727448, 54, 0)).toBe('C4A206D800360000');
    expect(ctidFromParts(428986, 0, 21338)).toBe('C0068BBA0000535A');
  });
  it.each([
    [null, 1, 0],
    [1, undefined, 0],
    [1, 1, null],
    [-1, 0, 0],
    [1073741824, 0, 0],
    [1, 65536, 0],
    [1, 0, 70000],
    [1.5, 0, 0],
  ])('%j %j %j → undefined', (l, t, n) => {
    expect(ctidFromParts(l, t, n)).toBeUndefined();
  });
});

describe('isCtid / showsCtid / networkName', () => {
  it.each([
    ['C4A206D800360000', true],
    [' c4a206d800360000 ', true],
    ['FFFFFFFFFFFFFFFF', true],
    ['B000000000000000', false],
    ['C4A206D80036000', false],
  ])('isCtid(%j) = %s', (v, expected) => expect(isCtid(v)).toBe(expected));

  it.each([
    [1, true],
    [54, true],
    [0, false],
    [null, false],
    [undefined, false],
  ])('showsCtid(%j) = %s (spec: CTID shown when the transaction index is above 0)', (i, expected) => {
    expect(showsCtid(i)).toBe(expected);
  });

  it.each([
    [0, 'XRP Ledger Mainnet'],
    [1, 'XRP Ledger Testnet'],
    [2, 'XRP Ledger Devnet'],
    [3, 'XRP Ledger AMM-Devnet'],
    [4, 'Network ID 4'],
    [21338, 'Network ID 21338'],
    [65535, 'Network ID 65535'],
  ])('networkName(%i) = %s', (id, name) => expect(networkName(id)).toBe(name));
});

describe('bundled mainnet account_tx pages: entries with a ctid', () => {
  const entries: Array<[string, Json]> = [];
  for (const file of mainnetFiles('account_tx-')) {
    const doc = readMainnet(file);
    const result = isObject(doc) && isObject(doc.result) ? doc.result : undefined;
    const txs = result && Array.isArray(result.transactions) ? result.transactions : [];
    txs.filter(isObject).forEach((entry, i) => {
      const tx = [entry.tx_json, entry.tx].find(isObject);
      if (tx && typeof tx.ctid === 'string') entries.push([`${file.slice(0, 24)}… #${i}`, entry]);
    });
  }

  it('finds some', () => expect(entries.length).toBeGreaterThan(0));

  it.each(entries)('%s', (_name, entry) => {
    const tx = [entry.tx_json, entry.tx].find(isObject) as Json;
    const meta = entry.meta as Json;
    const decoded = decodeCtid(tx.ctid as string);
    expect(decoded.ledgerIndex).toBe(entry.ledger_index ?? tx.ledger_index);
    expect(decoded.txIndex).toBe(meta.TransactionIndex);
  });
});

describe('rippled rules: encodeRippledCtid / decodeRippledCtid (RPC::encodeCTID / decodeCTID)', () => {
  it('encodes like the spec encoder for prefix-C ledgers', () => {
    expect(encodeRippledCtid(77727448, 54, 0)).toBe('C4A206D800360000');
    expect(encodeRippledCtid(0, 0, 0)).toBe('C000000000000000');
    expect(encodeRippledCtid(428986, 0, 21338)).toBe('C0068BBA0000535A');
    expect(encodeRippledCtid(0x0ffffffe, 0xffff, 0xffff)).toBe('CFFFFFFEFFFFFFFF');
  });

  it.each([
    [0x0fffffff, 0, 0], // rippled: ledger index must be below 0x0FFFFFFF
    [268435456, 0, 0], // the spec would write D000…; rippled omits the ctid
    [-1, 0, 0],
    [1, 65536, 0],
    [1, -1, 0],
    [1, 0, 65536],
    [1.5, 0, 0],
    [Number.NaN, 0, 0],
  ])('%j %j %j → undefined', (l, t, n) => {
    expect(encodeRippledCtid(l, t, n)).toBeUndefined();
  });

  it('decodes 16 hex digits (either case) with prefix C', () => {
    expect(decodeRippledCtid('C4A206D800360000')).toEqual({ ledgerIndex: 77727448, txIndex: 54, networkId: 0 });
    expect(decodeRippledCtid('c0068bba0000535a')).toEqual({ ledgerIndex: 428986, txIndex: 0, networkId: 21338 });
    expect(decodeRippledCtid(0xc4a206d800360000n)).toEqual({ ledgerIndex: 77727448, txIndex: 54, networkId: 0 });
  });

  it.each([
    'D000000000000000', // spec extension, not rippled
    'FFFFFFFFFFFFFFFF',
    'A000000100000000',
    'C00000010000',
    ' C4A206D800360000', // rippled does not trim
    'C4A206D80036000G',
    1234567890123456,
    0xd000000000000000n,
    1n << 64n,
    -1n,
    null,
    undefined,
    {},
  ])('%p → undefined', (input) => {
    expect(decodeRippledCtid(input)).toBeUndefined();
  });

  it('round-trips every recorded real-world prefix-C CTID, agreeing with the spec decoder', () => {
    for (const v of vectors.real_world) {
      const rippled = decodeRippledCtid(v.ctid);
      expect(rippled).toEqual({ ledgerIndex: v.ledger_index, txIndex: v.transaction_index, networkId: v.decoded.network_id });
      const { raw: _raw, ...spec } = decodeCtid(v.ctid);
      expect(rippled).toEqual(spec);
      expect(encodeRippledCtid(v.ledger_index, v.transaction_index, v.decoded.network_id)).toBe(v.ctid);
    }
  });
});
