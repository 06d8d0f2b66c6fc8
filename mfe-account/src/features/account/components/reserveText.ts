/** Text of the hero's reserve breakdown, from `GET /api/account/{address}/reserve`. */
import type { ReserveItems } from '@ledgerlens/shared';

/** Singular and plural name of each ledger entry type that can hold an owner reserve. */
const TYPE_NAMES: Record<string, [string, string]> = {
  RippleState: ['trust line', 'trust lines'],
  Offer: ['offer', 'offers'],
  Escrow: ['escrow', 'escrows'],
  Check: ['check', 'checks'],
  PayChannel: ['payment channel', 'payment channels'],
  DepositPreauth: ['deposit preauthorization', 'deposit preauthorizations'],
  Ticket: ['ticket', 'tickets'],
  SignerList: ['signer list', 'signer lists'],
  NFTokenPage: ['NFT page', 'NFT pages'],
  NFTokenOffer: ['NFT offer', 'NFT offers'],
  DID: ['DID', 'DIDs'],
  Oracle: ['price oracle', 'price oracles'],
  Credential: ['credential', 'credentials'],
  MPToken: ['MPT holding', 'MPT holdings'],
  MPTokenIssuance: ['MPT issuance', 'MPT issuances'],
  PermissionedDomain: ['permissioned domain', 'permissioned domains'],
  Delegate: ['delegation', 'delegations'],
  Vault: ['vault', 'vaults'],
  Bridge: ['bridge', 'bridges'],
};

const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * What the page says for a reserve (and so an available balance) the API could not compute: the
 * node's `server_info` reported no reserve fees (the devnet replay records none). Never a guess.
 */
export const RESERVE_NOT_REPORTED = 'Not reported by the node';

/**
 * "3 trust lines, 2 offers, 1 escrow": the owned objects by type, most first. A truncated answer
 * (more objects than the 400 read) gives lower bounds: "380+ trust lines". A SignerList taking
 * more than one reserve unit says so.
 */
export function ownedObjectsText(items: ReserveItems): string {
  const plus = items.truncated ? '+' : '';
  return items.owned
    .map((o) => {
      const [one, many] = TYPE_NAMES[o.type] ?? [`${o.type} object`, `${o.type} objects`];
      const units = o.units !== o.count ? ` (${fmt(o.units)} reserve units)` : '';
      return `${fmt(o.count)}${plus} ${o.count === 1 && !plus ? one : many}${units}`;
    })
    .join(', ');
}

/**
 * What the breakdown rests on: "account_objects at ledger 69,841,511", with the objects of
 * `ownerCount` it does not name ("9 more not in the node's answer") or, when truncated, "first 400
 * objects read".
 */
export function reserveSourceText(items: ReserveItems, ownerCount: number): string {
  const ledger = items.ledgerIndex !== null ? ` at ledger ${fmt(items.ledgerIndex)}` : '';
  if (items.truncated) return `first ${fmt(items.read)} objects read${ledger}`;
  const named = items.owned.reduce((sum, o) => sum + o.units, 0);
  const rest = ownerCount - named;
  return `${rest > 0 ? `${fmt(rest)} more not in the node's answer; ` : ''}account_objects${ledger}`;
}
