/**
 * The MPTs of an account (`GET /api/account/{address}/mpts`): held, from rippled `account_objects`
 * type `mptoken` (each MPToken's `MPTAmount`, `LockedAmount`), with each issuance's AssetScale and
 * ticker from `ledger_entry` `{mpt_issuance}`; issued, from `account_objects` type `mpt_issuance`.
 */
import { decodeMptMetadata, mptDisplayName, mptIssuanceIdOf, mptQuantity, parseMptIssuanceId, type AccountMpt, type AccountMpts } from '@ledgerlens/shared/domain';
import { isObject, str, uint, type JsonObject } from '../../json';
import { upstream, type RouteDeps } from '../../http';
import type { UpstreamErrorContext } from '../../errors';

/** Most MPTokenIssuance entries asked for the held list (one `ledger_entry` each). */
const MAX_ISSUANCE_LOOKUPS = 50;

/** `account_objects` of one type (first page of 400), validated ledger. */
async function objectsOf(deps: RouteDeps, account: string, type: string, ctx: UpstreamErrorContext): Promise<{ objects: JsonObject[]; ledgerIndex: number | null; truncated: boolean }> {
  const r = await upstream<JsonObject>(deps, { command: 'account_objects', account, type, ledger_index: 'validated', limit: 400 } as never, ctx);
  return { objects: Array.isArray(r.account_objects) ? r.account_objects.filter(isObject) : [], ledgerIndex: uint(r.ledger_index) ?? null, truncated: r.marker !== undefined };
}

/** One issued MPT from its MPTokenIssuance fields. */
function issuedOf(fields: JsonObject): AccountMpt | null {
  const id = mptIssuanceIdOf(fields);
  if (!id) return null;
  const scale = uint(fields.AssetScale) ?? 0;
  const locked = mptQuantity(fields.LockedAmount, scale);
  return {
    id,
    issuer: str(fields.Issuer) ?? '',
    displayName: mptDisplayName(id, decodeMptMetadata(fields.MPTokenMetadata)?.ticker),
    assetScale: scale,
    amount: mptQuantity(fields.OutstandingAmount, scale),
    locked: locked.units === '0' ? null : locked,
    maximum: fields.MaximumAmount === undefined ? null : mptQuantity(fields.MaximumAmount, scale),
  };
}

/** Builds {@link AccountMpts}; `ctx` maps the node's account errors (404 actNotFound, 400 actMalformed). */
export async function loadAccountMpts(deps: RouteDeps, account: string, ctx: UpstreamErrorContext): Promise<AccountMpts> {
  const [held, issued] = await Promise.all([objectsOf(deps, account, 'mptoken', ctx), objectsOf(deps, account, 'mpt_issuance', ctx)]);
  const ids = [...new Set(held.objects.map((o) => str(o.MPTokenIssuanceID)?.toUpperCase()).filter((x): x is string => typeof x === 'string'))];
  const issuances = new Map<string, JsonObject>();
  await Promise.all(
    ids.slice(0, MAX_ISSUANCE_LOOKUPS).map(async (id) => {
      const r = await deps.xrpl.request<JsonObject>({ command: 'ledger_entry', mpt_issuance: id, ledger_index: 'validated' } as never).catch(() => null);
      if (r && isObject(r.node)) issuances.set(id, r.node);
    }),
  );
  const heldList: AccountMpt[] = [];
  for (const o of held.objects) {
    const parts = parseMptIssuanceId(str(o.MPTokenIssuanceID) ?? '');
    if (!parts) continue;
    const issuance = issuances.get(parts.id);
    const scale = uint(issuance?.AssetScale) ?? 0;
    const locked = mptQuantity(o.LockedAmount, scale);
    heldList.push({
      id: parts.id,
      issuer: parts.issuer,
      displayName: mptDisplayName(parts.id, decodeMptMetadata(issuance?.MPTokenMetadata)?.ticker),
      assetScale: scale,
      amount: mptQuantity(o.MPTAmount, scale),
      locked: locked.units === '0' ? null : locked,
    });
  }
  return {
    account,
    held: heldList,
    issued: issued.objects.map(issuedOf).filter((x): x is AccountMpt => x !== null),
    ledgerIndex: held.ledgerIndex ?? issued.ledgerIndex,
    truncated: held.truncated || issued.truncated,
  };
}
