/**
 * SYNTHETIC full ledger state, for the indexer benchmark only (`npm run bench:indexer`), never for
 * `npm start`: with `REPLAY_SYNTHETIC_ACCOUNTS=N` the replay node serves, through `ledger_data`, a
 * made-up ledger {@link SYNTHETIC_LEDGER_INDEX} of N accounts, N/4 trust lines and N/1000 escrows,
 * generated on the fly per page (nothing is held in memory, so N can be mainnet's 7 million).
 *
 * Nothing here is ledger data: accounts, balances and lines come from a seeded PRNG (balances from a
 * Pareto distribution, the shape of real XRP holdings). Every object carries `Synthetic: true` and the
 * ledger header `ledgerlens_synthetic: true`, so results built from it are labelled synthetic.
 *
 * Layout: object `i` of `total` has the key floor(i × 2^256 / total) (keys in order and spread over
 * the key space, as real keys are); in each block of five objects, four are AccountRoots and the
 * fifth a RippleState, or an Escrow in one block of every 250.
 *
 * Accounts: synthetic account `n` has the AccountID AES-128-ECB(fixed key, tag ‖ n) ‖ tag, a
 * bijection, so the node can answer `account_info` for any of its accounts ({@link syntheticAccountRoot})
 * without holding an index of N addresses, as a real node answers for every account of its state.
 */
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { decodeAccountID, encodeAccountID, isValidClassicAddress } from 'ripple-address-codec';
import type { JsonObject } from './json';

/** Ledger index of the synthetic state (far above any recorded ledger). */
export const SYNTHETIC_LEDGER_INDEX = 4_000_000_000;
const KEYSPACE = 2n ** 256n;
const ISSUER_COUNT = 50;
const CURRENCIES = ['USD', 'EUR', 'BTC', 'CNY', 'JPY'];

/** Number of accounts from the environment (0 = off). */
export function syntheticAccounts(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.REPLAY_SYNTHETIC_ACCOUNTS ?? 0);
  return Number.isSafeInteger(n) && n > 0 ? n - (n % 4) : 0;
}

/** Total objects of a synthetic state of `accounts` accounts. */
export function syntheticTotal(accounts: number): number {
  return (accounts / 4) * 5;
}

/** The key of synthetic object `i` of `total`. */
export function syntheticKey(i: number, total: number): string {
  return ((BigInt(i) * KEYSPACE) / BigInt(total)).toString(16).toUpperCase().padStart(64, '0');
}

/** The first object index whose key is ≥ `marker`. */
export function indexOfMarker(marker: string, total: number): number {
  const key = BigInt(`0x${marker}`);
  // smallest i with floor(i * K / total) >= key  ⇔  i >= ceil(key * total / K)
  const i = (key * BigInt(total) + KEYSPACE - 1n) / KEYSPACE;
  return Math.min(total, Number(i));
}

function rand(i: number, salt: string): number {
  return createHash('sha256').update(`${salt}:${i}`).digest().readUInt32BE(0) / 0x1_0000_0000;
}

// AES-ECB is stateless per 16-byte block, so one cipher and one decipher serve every call.
const ADDRESS_KEY = createHash('sha256').update('ledgerlens-synthetic-accounts').digest().subarray(0, 16);
const ADDRESS_TAG = Buffer.from('LLSYNTH1', 'latin1'); // 8 bytes
const cipher = createCipheriv('aes-128-ecb', ADDRESS_KEY, null).setAutoPadding(false);
const decipher = createDecipheriv('aes-128-ecb', ADDRESS_KEY, null).setAutoPadding(false);

/** The address of synthetic account `n` (issuers have negative `n`). */
export function syntheticAddress(n: number): string {
  const block = Buffer.alloc(16);
  ADDRESS_TAG.copy(block, 0);
  block.writeBigInt64BE(BigInt(n), 8);
  return encodeAccountID(Buffer.concat([cipher.update(block), ADDRESS_TAG.subarray(0, 4)]));
}

/** The `n` of a synthetic account's address, or undefined for any other address. */
export function syntheticAccountNumber(address: string): number | undefined {
  if (!isValidClassicAddress(address)) return undefined;
  const id = Buffer.from(decodeAccountID(address));
  if (!id.subarray(16).equals(ADDRESS_TAG.subarray(0, 4))) return undefined;
  const block = decipher.update(id.subarray(0, 16));
  if (!block.subarray(0, 8).equals(ADDRESS_TAG)) return undefined;
  const n = block.readBigInt64BE(8);
  return n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : undefined;
}

const address = syntheticAddress;

const ISSUERS = Array.from({ length: ISSUER_COUNT }, (_, k) => address(-1 - k));

/** Synthetic object `i` of a state of `total` objects. */
export function syntheticObject(i: number, total: number): JsonObject {
  const index = syntheticKey(i, total);
  const block = Math.floor(i / 5);
  const slot = i % 5;
  if (slot < 4) {
    const u = Math.max(rand(i, 'balance'), 1e-12);
    // Pareto(α = 1.16) from 20 XRP (the reserve order of magnitude), capped at 5 billion XRP.
    const xrp = Math.min(5e9, 20 * (1 / u) ** (1 / 1.16));
    // Slot 0 owns the block's fifth object (its trust line or escrow), hence OwnerCount 1.
    return { LedgerEntryType: 'AccountRoot', Account: address(block * 4 + slot), Balance: String(Math.floor(xrp * 1e6)), Flags: 0, OwnerCount: slot === 0 ? 1 : 0, Sequence: 1, Synthetic: true, index };
  }
  if (block % 250 === 0) {
    return { LedgerEntryType: 'Escrow', Account: address(block * 4), Destination: address(block * 4 + 1), Amount: String(Math.floor(rand(i, 'escrow') * 1e12)), Synthetic: true, index };
  }
  const issuer = ISSUERS[block % ISSUER_COUNT];
  const currency = CURRENCIES[block % CURRENCIES.length];
  const value = rand(i, 'line') < 0.3 ? '0' : (rand(i, 'amount') * 10_000).toFixed(6);
  // The holder is the low account: a positive balance is held by it and issued by the high account.
  return {
    LedgerEntryType: 'RippleState',
    Balance: { currency, issuer: 'rrrrrrrrrrrrrrrrrrrrBZbvji', value },
    LowLimit: { currency, issuer: address(block * 4), value: '1000000' },
    HighLimit: { currency, issuer, value: '0' },
    Flags: 0,
    Synthetic: true,
    index,
  };
}

/**
 * The AccountRoot of `address` in the synthetic state of `accounts` accounts (the very object
 * `ledger_data` serves for it), or undefined when the address is not one of its accounts (the
 * issuers have no AccountRoot in this state, as they are not in its `ledger_data` either).
 */
export function syntheticAccountRoot(address: string, accounts: number): JsonObject | undefined {
  const n = syntheticAccountNumber(address);
  if (n === undefined || n < 0 || n >= accounts) return undefined;
  return syntheticObject(Math.floor(n / 4) * 5 + (n % 4), syntheticTotal(accounts));
}

/** The synthetic ledger header (labelled). */
export function syntheticHeader(accounts: number): JsonObject {
  return {
    ledger_index: String(SYNTHETIC_LEDGER_INDEX),
    ledger_hash: createHash('sha256').update(`synthetic-ledger:${accounts}`).digest('hex').toUpperCase(),
    close_time: 0,
    total_coins: '99985000000000000',
    closed: true,
    ledgerlens_synthetic: true,
  };
}
