/**
 * An account's identity and permission objects ({@link AccountIdentity}): one `account_objects`
 * listing per rippled type (`credential`, `did`, `delegate`, `signer_list`, `deposit_preauth`,
 * `permissioned_domain`) at the validated ledger, each entry with its typed view. Credentials are
 * split by role (`Issuer` / `Subject`); expiry is judged against the listing ledger's close time.
 */
import type { AccountIdentity, IdentityEntry } from '@ledgerlens/shared/domain';
import { rippleTimeToIso } from '@ledgerlens/shared/domain';
import { UpstreamRippledError, normalizeUpstreamError } from '../../errors';
import type { XrplGateway } from '../../gateway';
import { isObject, type JsonObject } from '../../json';
import { ledgerCloseTime } from './history';
import { objectViewOf } from './views';

/** `account_objects` `limit` per type (rippled's maximum for a public client). */
export const IDENTITY_OBJECTS_LIMIT = 400;

/** The rippled `account_objects` types read, and the LedgerEntryType each lists. */
export const IDENTITY_TYPES = {
  credential: 'Credential',
  did: 'DID',
  delegate: 'Delegate',
  signer_list: 'SignerList',
  deposit_preauth: 'DepositPreauth',
  permissioned_domain: 'PermissionedDomain',
} as const;

type Listing = { entries: JsonObject[]; ledgerIndex?: number; more: boolean };

/**
 * One `account_objects` page of `type`. A node that does not know the type (an older rippled:
 * `invalidParams`) lists nothing; other errors (`actNotFound`, `actMalformed`…) are thrown.
 */
async function listing(xrpl: XrplGateway, address: string, type: string): Promise<Listing> {
  try {
    const answer = await xrpl.request<JsonObject>({ command: 'account_objects', account: address, type, ledger_index: 'validated', limit: IDENTITY_OBJECTS_LIMIT } as never);
    const entries = Array.isArray(answer.account_objects) ? answer.account_objects.filter(isObject) : [];
    return { entries, ledgerIndex: typeof answer.ledger_index === 'number' ? answer.ledger_index : undefined, more: answer.marker !== undefined };
  } catch (err) {
    const e = normalizeUpstreamError(err);
    if (e instanceof UpstreamRippledError && e.code === 'invalidParams') return { entries: [], more: false };
    throw err;
  }
}

function entryOf(node: JsonObject, closeTime: number | undefined): IdentityEntry | undefined {
  const { LedgerEntryType, index, ...fields } = node;
  if (typeof index !== 'string' || typeof LedgerEntryType !== 'string') return undefined;
  const view = objectViewOf(LedgerEntryType, { index: index.toUpperCase(), fields, deleted: false, closeTime });
  return view ? { index: index.toUpperCase(), view } : undefined;
}

/**
 * `GET /api/account/{address}/identity`. `address` must already be a checked classic address.
 *
 * @throws the gateway's errors (`actNotFound` for an account not in the ledger)
 */
export async function loadAccountIdentity(xrpl: XrplGateway, address: string): Promise<AccountIdentity> {
  const types = Object.keys(IDENTITY_TYPES) as Array<keyof typeof IDENTITY_TYPES>;
  const lists = await Promise.all(types.map((t) => listing(xrpl, address, t)));
  const byType = new Map(types.map((t, i) => [t, lists[i]!]));
  const ledgerIndex = lists.reduce<number | undefined>((max, l) => (l.ledgerIndex !== undefined && (max === undefined || l.ledgerIndex > max) ? l.ledgerIndex : max), undefined);
  const closeTime = ledgerIndex !== undefined && byType.get('credential')!.entries.length > 0 ? await ledgerCloseTime(xrpl, ledgerIndex) : undefined;
  const entries = (t: keyof typeof IDENTITY_TYPES) =>
    byType
      .get(t)!
      .entries.filter((n) => n.LedgerEntryType === IDENTITY_TYPES[t])
      .map((n) => ({ node: n, entry: entryOf(n, closeTime) }))
      .filter((e): e is { node: JsonObject; entry: IdentityEntry } => e.entry !== undefined);
  const credentials = entries('credential');
  const delegations = entries('delegate').filter((e) => e.node.Account === address);
  return {
    address,
    ledgerIndex: ledgerIndex ?? null,
    closeTime: closeTime === undefined ? null : rippleTimeToIso(closeTime),
    credentialsIssued: credentials.filter((e) => e.node.Issuer === address).map((e) => e.entry),
    credentialsHeld: credentials.filter((e) => e.node.Subject === address).map((e) => e.entry),
    did: entries('did').find((e) => e.node.Account === address)?.entry ?? null,
    delegations: delegations.map((e) => e.entry),
    signerList: entries('signer_list')[0]?.entry ?? null,
    depositPreauth: entries('deposit_preauth').filter((e) => e.node.Account === address).map((e) => e.entry),
    domains: entries('permissioned_domain').filter((e) => e.node.Owner === address).map((e) => e.entry),
    truncated: lists.some((l) => l.more),
  };
}
