/**
 * Amendment names: rippled's own list (`data/rippled-features-003141a.json`, from XRPLF/rippled
 * `features.macro` at commit 003141a; provenance in `data/PROVENANCE.md`), each with its ID, the
 * SHA-512Half of the name. Used by the API (amendments page, EnableAmendment descriptions) and the
 * replay node (`feature`). Node and browser safe (hashing with `@xrplf/isomorphic`).
 */
import { sha512 } from '@xrplf/isomorphic/sha512';
import features from './data/rippled-features-003141a.json';

/** One amendment rippled knows, with the ID the ledger uses for it. */
export interface KnownAmendment {
  /** Name as rippled registers it, e.g. `DeepFreeze`, `fixNFTokenRemint`. */
  name: string;
  /** SHA-512Half of `name` (64 upper-case hex): the ID in `Amendments` and EnableAmendment. */
  id: string;
  /** `feature` (XRPL_FEATURE) or `fix` (XRPL_FIX). */
  kind: 'feature' | 'fix';
  /** Retired: active for two years or more; rippled no longer keeps the pre-amendment code. */
  retired: boolean;
  /** Whether rippled at that commit supports (can run with) the amendment; retired ones always are. */
  supported: boolean;
  /** rippled's default vote (`DefaultYes`, `DefaultNo`, `Obsolete`); absent for retired ones (no vote). */
  voteBehavior?: string;
}

/** Where the name list comes from (repository, path, commit). */
export const AMENDMENT_LIST_SOURCE: { repository: string; path: string; commit: string } = {
  repository: features.source.repository,
  path: features.source.path,
  commit: features.source.commit,
};

/**
 * An amendment's ID: SHA-512Half (first 32 bytes of SHA-512) of its name as ASCII, upper-case hex,
 * as rippled's `registerFeature` computes it.
 */
export function amendmentId(name: string): string {
  const digest = sha512(new TextEncoder().encode(name));
  let hex = '';
  for (let i = 0; i < 32; i += 1) hex += digest[i]!.toString(16).padStart(2, '0');
  return hex.toUpperCase();
}

let table: { list: readonly KnownAmendment[]; byId: Map<string, KnownAmendment>; byName: Map<string, KnownAmendment> } | undefined;

function amendmentTable() {
  if (!table) {
    const list: KnownAmendment[] = features.amendments.map((a) => ({
      name: a.name,
      id: amendmentId(a.name),
      kind: a.kind === 'fix' ? 'fix' : 'feature',
      retired: a.retired,
      supported: a.supported ?? a.retired,
      ...(a.voteBehavior ? { voteBehavior: a.voteBehavior } : {}),
    }));
    table = { list, byId: new Map(list.map((a) => [a.id, a])), byName: new Map(list.map((a) => [a.name.toLowerCase(), a])) };
  }
  return table;
}

/** Every amendment of rippled's list, in the list's order (newest first). */
export function knownAmendments(): readonly KnownAmendment[] {
  return amendmentTable().list;
}

/** The amendment with this ID (64 hex, any case), or undefined when rippled's list has no name hashing to it. */
export function amendmentById(id: string): KnownAmendment | undefined {
  return amendmentTable().byId.get(id.toUpperCase());
}

/** The amendment with this name (case-insensitive), or undefined. */
export function amendmentByName(name: string): KnownAmendment | undefined {
  return amendmentTable().byName.get(name.toLowerCase());
}
