/**
 * The typed views of ledger objects: one module per `LedgerEntryType` (`./modules/<Type>.ts`),
 * listed here with one line. {@link objectViewOf} gives an entry's view (or none for a type
 * without a module, or when a module fails on malformed fields).
 */
import type { ObjectView } from '@ledgerlens/shared/domain';
import type { ObjectViewModule } from './types';
import type { ObjectViewContext } from './values';
import { Credential } from './modules/Credential';
import { DID } from './modules/DID';
import { Delegate } from './modules/Delegate';
import { DepositPreauth } from './modules/DepositPreauth';
import { DirectoryNode } from './modules/DirectoryNode';
import { MPToken } from './modules/MPToken';
import { MPTokenIssuance } from './modules/MPTokenIssuance';
import { NFTokenOffer } from './modules/NFTokenOffer';
import { NFTokenPage } from './modules/NFTokenPage';
import { Oracle } from './modules/Oracle';
import { PermissionedDomain } from './modules/PermissionedDomain';
import { SignerList } from './modules/SignerList';
import { Ticket } from './modules/Ticket';
import { Vault } from './modules/Vault';

const MODULES: readonly ObjectViewModule[] = [Credential, PermissionedDomain, DID, Oracle, Delegate, MPTokenIssuance, MPToken, NFTokenPage, NFTokenOffer, Ticket, DepositPreauth, SignerList, DirectoryNode, Vault];

/** The view modules by `LedgerEntryType`. */
export const OBJECT_VIEWS: ReadonlyMap<string, ObjectViewModule> = new Map(MODULES.map((m) => [m.type, m]));

/** True when the type's view judges an expiry against the ledger's close time. */
export function viewUsesCloseTime(type: string): boolean {
  return OBJECT_VIEWS.get(type)?.usesCloseTime === true;
}

/** The typed view of an entry of `type`, or undefined (no module for the type, or malformed fields). */
export function objectViewOf(type: string, context: ObjectViewContext): ObjectView | undefined {
  const module = OBJECT_VIEWS.get(type);
  if (!module) return undefined;
  try {
    return { type, ...module.view(context) };
  } catch {
    return undefined;
  }
}

export type { ObjectViewContext } from './values';
export type { ObjectViewModule } from './types';
