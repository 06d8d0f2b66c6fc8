/**
 * Maps rippled `account_info` (an AccountRoot) plus the node's reserves to the API's
 * {@link Account} entity (spec §3 "Account"). Pure: no I/O.
 */
import { affectedNodesOf, decodeHexText, dropsToXrp, lookupKnownAddress, metaOf, rippleTimeToIso, txJsonOf, type Account, type TxnCountStatus } from '@ledgerlens/shared/domain';
import { isObject, str, uint, type JsonObject } from '../../json';

/** AccountRoot flags (rippled `LedgerFormats.h`, `lsf*`), in bit order. */
export const ACCOUNT_ROOT_FLAGS: ReadonlyArray<readonly [name: string, bit: number]> = [
  ['lsfPasswordSpent', 0x0001_0000],
  ['lsfRequireDestTag', 0x0002_0000],
  ['lsfRequireAuth', 0x0004_0000],
  ['lsfDisallowXRP', 0x0008_0000],
  ['lsfDisableMaster', 0x0010_0000],
  ['lsfNoFreeze', 0x0020_0000],
  ['lsfGlobalFreeze', 0x0040_0000],
  ['lsfDefaultRipple', 0x0080_0000],
  ['lsfDepositAuth', 0x0100_0000],
  ['lsfAMM', 0x0200_0000],
  ['lsfDisallowIncomingNFTokenOffer', 0x0400_0000],
  ['lsfDisallowIncomingCheck', 0x0800_0000],
  ['lsfDisallowIncomingPayChan', 0x1000_0000],
  ['lsfDisallowIncomingTrustline', 0x2000_0000],
  ['lsfAllowTrustLineLocking', 0x4000_0000],
  ['lsfAllowTrustLineClawback', 0x8000_0000],
];

/** Names of the set AccountRoot flags. */
export function accountFlagNames(flags: number): string[] {
  return ACCOUNT_ROOT_FLAGS.filter(([, bit]) => (flags & bit) !== 0).map(([name]) => name);
}

/**
 * Reserves in force (XRP) for the account state read: `server_info.info.validated_ledger` live, the
 * replay node's `account_state_fees` offline (see {@link reservesFromServerInfo}).
 */
export interface Reserves {
  reserveBaseXrp: number;
  reserveIncrementXrp: number;
  /** Ledger from which they are in force (the replay's `fee_settings_record.ledger_index`), when said. */
  sinceLedger?: number;
  /** True when the replay's only record of them is a documentation example. */
  documentationExample?: boolean;
}

/**
 * The reserves to compute an account's reserve with, from a `server_info` result (`info`):
 * - the LedgerLens replay's `account_state_fees` when present: its account answers are the newest
 *   recorded state, which stands for "now" offline, so the fees in force at the newest recorded
 *   ledger apply (in advance mode `validated_ledger` follows the revealed ledger instead);
 * - otherwise `validated_ledger` (`reserve_base_xrp`, `reserve_inc_xrp`): a live node's account
 *   answers are for its validated ledger, whose fees these are.
 * Undefined when neither gives both numbers. Each may carry the replay's `fee_settings_record`.
 */
export function reservesFromServerInfo(info: JsonObject): Reserves | undefined {
  const read = (source: unknown): Reserves | undefined => {
    if (!isObject(source)) return undefined;
    const reserveBaseXrp = Number(source.reserve_base_xrp);
    const reserveIncrementXrp = Number(source.reserve_inc_xrp);
    if (source.reserve_base_xrp === undefined || source.reserve_inc_xrp === undefined) return undefined;
    if (!Number.isFinite(reserveBaseXrp) || !Number.isFinite(reserveIncrementXrp) || reserveBaseXrp < 0 || reserveIncrementXrp < 0) return undefined;
    const out: Reserves = { reserveBaseXrp, reserveIncrementXrp };
    const record = isObject(source.fee_settings_record) ? source.fee_settings_record : undefined;
    const since = record ? uint(record.ledger_index) : undefined;
    if (since !== undefined) out.sinceLedger = since;
    if (record?.documentation_example === true) out.documentationExample = true;
    return out;
  };
  return read(info.account_state_fees) ?? read(info.validated_ledger);
}

/** How the account came to exist, from the transaction that created its AccountRoot. */
export interface Activation {
  /** Sender of that transaction. */
  by: string;
  /** XRP it delivered to the new account (decimal), when it was a Payment. */
  amount?: string;
  /** Its hash and close time (ISO 8601). */
  txHash: string;
  timestamp?: string;
  /** Index of the ledger that holds it. */
  ledgerIndex?: number;
}

/** The transaction count and how far it goes (see `Account.txnCountStatus`). */
export interface TxnCount {
  count: number;
  status: TxnCountStatus;
}

/** The decoded `Domain` of an `account_info` result, when it has one that decodes to text. */
export function accountDomain(result: JsonObject): string | undefined {
  const data = isObject(result.account_data) ? result.account_data : {};
  const hex = str(data.Domain);
  return hex ? decodeHexText(hex) : undefined;
}

/** Whole drops of an XRP number (server_info's `*_xrp` figures have at most 6 decimals). */
const xrpDrops = (xrp: number): bigint => BigInt(Math.round(xrp * 1e6));

/** `base + count × increment` (given in XRP) in integer drops. */
function reserveDropsOf(reserves: Reserves, ownerCount: number): bigint {
  return xrpDrops(reserves.reserveBaseXrp) + BigInt(ownerCount) * xrpDrops(reserves.reserveIncrementXrp);
}

/**
 * The {@link Account} of an `account_info` result.
 * - `balance`: `Balance` drops → XRP (exact decimal string);
 * - `reserveBalance` = base reserve + OwnerCount × owner reserve, from `reserves` (the fees in
 *   force for the state read, {@link reservesFromServerInfo}), which `reserves` repeats with their
 *   source; `availableBalance` = balance − reserve, never below 0; all three are absent when
 *   `reserves` is undefined (the node did not report its reserves: devnet's replay records none);
 * - `flags`: names of the set lsf flags, each boolean from its own flag;
 * - `username`/`usernameSource`: the known-address directory (`directory`), else the decoded
 *   `Domain` (`domain`);
 * - `txnCount`/`txnCountStatus`: the counted history and how far it goes (a bare number is exact);
 * - `usernameVerified`: the directory entry's `verified` flag (false for Bitstamp, GateHub);
 * - `activated` is true (the AccountRoot exists); `activatedBy`, `activationAmount`,
 *   `activationDate`, `activationLedger`, `activationTxHash` from `activation` when known.
 */
export function mapAccount(result: JsonObject, reserves: Reserves | undefined, txnCount: TxnCount | number, activation?: Activation): Account {
  const counted: TxnCount = typeof txnCount === 'number' ? { count: txnCount, status: 'exact' } : txnCount;
  const data = isObject(result.account_data) ? result.account_data : {};
  const address = str(data.Account) ?? '';
  const balanceDrops = typeof data.Balance === 'string' && /^\d+$/.test(data.Balance) ? BigInt(data.Balance) : 0n;
  const ownerCount = uint(data.OwnerCount) ?? 0;
  const reserveDrops = reserves ? reserveDropsOf(reserves, ownerCount) : undefined;
  const reserve = reserveDrops !== undefined ? dropsToXrp(reserveDrops) : undefined;
  const available = reserveDrops === undefined ? undefined : balanceDrops > reserveDrops ? balanceDrops - reserveDrops : 0n;
  const flags = uint(data.Flags) ?? 0;
  const names = accountFlagNames(flags);
  const has = (name: string) => names.includes(name);
  const domainHex = str(data.Domain);
  const domain = domainHex ? decodeHexText(domainHex) : undefined;
  const known = lookupKnownAddress(address);
  const account: Account = {
    address,
    balance: dropsToXrp(balanceDrops),
    ...(reserves && reserve !== undefined && available !== undefined
      ? {
          availableBalance: dropsToXrp(available),
          reserveBalance: reserve,
          reserves: {
            baseXrp: dropsToXrp(xrpDrops(reserves.reserveBaseXrp)),
            perObjectXrp: dropsToXrp(xrpDrops(reserves.reserveIncrementXrp)),
            ...(reserves.sinceLedger !== undefined ? { sinceLedger: reserves.sinceLedger } : {}),
            ...(reserves.documentationExample ? { documentationExample: true } : {}),
          },
        }
      : {}),
    txnCount: counted.count,
    txnCountStatus: counted.status,
    ownerCount,
    sequence: uint(data.Sequence) ?? 0,
    activated: true,
    flags: names,
    requireDestinationTag: has('lsfRequireDestTag'),
    depositAuth: has('lsfDepositAuth'),
    disallowXRP: has('lsfDisallowXRP'),
    globalFreeze: has('lsfGlobalFreeze'),
    requireAuth: has('lsfRequireAuth'),
    noFreeze: has('lsfNoFreeze'),
    passwordSpent: has('lsfPasswordSpent'),
    accountRoot: data,
  };
  const prevSeq = uint(data.PreviousTxnLgrSeq);
  if (prevSeq !== undefined) account.previousTxnLgrSeq = prevSeq;
  const prevId = str(data.PreviousTxnID);
  if (prevId) account.previousTxnID = prevId.toUpperCase();
  if (activation) {
    account.activatedBy = activation.by;
    if (activation.amount) account.activationAmount = activation.amount;
    if (activation.timestamp) account.activationDate = activation.timestamp;
    if (activation.ledgerIndex !== undefined) account.activationLedger = activation.ledgerIndex;
    if (activation.txHash) account.activationTxHash = activation.txHash;
  }
  if (known) {
    account.username = known.name;
    account.usernameSource = 'directory';
    account.usernameVerified = known.verified;
  } else if (domain) {
    account.username = domain;
    account.usernameSource = 'domain';
  }
  if (domain) account.domain = domain;
  const messageKey = str(data.MessageKey);
  if (messageKey) account.messageKey = messageKey;
  const emailHash = str(data.EmailHash);
  if (emailHash) account.emailHash = emailHash;
  const walletLocator = str(data.WalletLocator);
  if (walletLocator) account.walletLocator = walletLocator;
  const walletSize = uint(data.WalletSize);
  if (walletSize !== undefined) account.walletSize = walletSize;
  return account;
}

/**
 * The activation of `address` from one `account_tx` entry (its earliest recorded transaction):
 * when its metadata has the CreatedNode of the account's AccountRoot, the sender and the XRP it
 * delivered (`delivered_amount`, drops → XRP). Undefined otherwise.
 */
export function activationOf(address: string, entry: JsonObject): Activation | undefined {
  const tx = txJsonOf(entry) ?? entry;
  const meta = metaOf(entry);
  const created = affectedNodesOf(meta).some((n) => n.kind === 'CreatedNode' && n.entryType === 'AccountRoot' && n.fields.Account === address);
  const by = str(tx.Account);
  if (!created || !by) return undefined;
  const delivered = meta?.delivered_amount ?? meta?.DeliveredAmount;
  const activation: Activation = { by, txHash: (str(entry.hash) ?? str(tx.hash) ?? '').toUpperCase() };
  if (typeof delivered === 'string' && /^\d+$/.test(delivered)) activation.amount = dropsToXrp(delivered);
  const timestamp = str(entry.close_time_iso) ?? (typeof tx.date === 'number' ? rippleTimeToIso(tx.date) : undefined);
  if (timestamp) activation.timestamp = timestamp;
  const ledger = uint(entry.ledger_index) ?? uint(tx.ledger_index);
  if (ledger !== undefined) activation.ledgerIndex = ledger;
  return activation;
}
