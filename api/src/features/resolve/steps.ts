/**
 * What a 64-hex identifier names, tried in order: one step per kind. A step answers its
 * {@link ResolveAnswer} when the node knows the identifier as that kind, `undefined` when it does
 * not (the node's not-found error), and throws anything else (a failing node is not "not found").
 *
 * To add a kind, write a step and insert it in {@link RESOLVE_STEPS} where it belongs.
 */
import type { ResolveAnswer } from '@ledgerlens/shared/domain';
import { UpstreamRippledError, normalizeUpstreamError } from '../../errors';
import type { XrplGateway } from '../../gateway';
import { isKnownNft } from '../nfts';

/** One kind of identifier: `id` is 64 upper-case hex. */
export interface ResolveStep {
  kind: ResolveAnswer['kind'];
  resolve(xrpl: XrplGateway, id: string): Promise<ResolveAnswer | undefined>;
}

/** Runs `command`; the node's `notFound` error tokens mean "not this kind" (undefined). */
async function known(xrpl: XrplGateway, command: Record<string, unknown>, notFound: readonly string[]): Promise<boolean> {
  try {
    await xrpl.request(command as never);
    return true;
  } catch (err) {
    const e = normalizeUpstreamError(err);
    if (e instanceof UpstreamRippledError && notFound.includes(e.code)) return false;
    throw err;
  }
}

/** A transaction hash (rippled `tx`). */
export const transactionStep: ResolveStep = {
  kind: 'transaction',
  resolve: async (xrpl, id) => ((await known(xrpl, { command: 'tx', transaction: id }, ['txnNotFound'])) ? { kind: 'transaction', id, path: `/transaction/${id}` } : undefined),
};

/** A ledger hash (rippled `ledger` by `ledger_hash`), with its `ledger_index`. */
export const ledgerStep: ResolveStep = {
  kind: 'ledger',
  resolve: async (xrpl, id) => {
    let result: { ledger_index?: unknown; ledger?: { ledger_index?: unknown } };
    try {
      result = await xrpl.request({ command: 'ledger', ledger_hash: id } as never);
    } catch (err) {
      const e = normalizeUpstreamError(err);
      if (e instanceof UpstreamRippledError && e.code === 'lgrNotFound') return undefined;
      throw err;
    }
    const index = Number(result?.ledger?.ledger_index ?? result?.ledger_index);
    return { kind: 'ledger', id, path: `/ledger/${id}`, ...(Number.isSafeInteger(index) && index > 0 ? { ledgerIndex: index } : {}) };
  },
};

/**
 * An NFTokenID: decoded locally (no request unless it is one), then looked up in its issuer's
 * `account_nfts` and newest `account_tx` (see {@link isKnownNft}).
 */
export const nftStep: ResolveStep = {
  kind: 'nft',
  resolve: async (xrpl, id) => ((await isKnownNft({ xrpl }, id)) ? { kind: 'nft', id, path: `/nft/${id}` } : undefined),
};

/** A ledger object index (rippled `ledger_entry` by `index`; Clio's `include_deleted` finds deleted ones). */
export const objectStep: ResolveStep = {
  kind: 'object',
  resolve: async (xrpl, id) =>
    (await known(xrpl, { command: 'ledger_entry', index: id, ledger_index: 'validated', include_deleted: true }, ['entryNotFound', 'objectNotFound'])) ? { kind: 'object', id, path: `/object/${id}` } : undefined,
};

/** An MPTokenIssuanceID (48 hex): rippled `ledger_entry` `{mpt_issuance}`. */
export const mptStep: ResolveStep = {
  kind: 'mpt',
  resolve: async (xrpl, id) =>
    (await known(xrpl, { command: 'ledger_entry', mpt_issuance: id, ledger_index: 'validated' }, ['entryNotFound', 'objectNotFound'])) ? { kind: 'mpt', id, path: `/mpt/${id}` } : undefined,
};

/** The steps of a 48-hex identifier (an MPTokenIssuanceID is the only 48-hex identifier). */
export const RESOLVE_STEPS_48: readonly ResolveStep[] = [mptStep];

/** The steps, in the order they are tried. */
export const RESOLVE_STEPS: readonly ResolveStep[] = [
  transactionStep,
  ledgerStep,
  nftStep,
  objectStep,
];

/** The first step that knows `id` (64 upper-case hex; 48 hex with {@link RESOLVE_STEPS_48}), or undefined. */
export async function resolveHex64(xrpl: XrplGateway, id: string, steps: readonly ResolveStep[] = RESOLVE_STEPS): Promise<ResolveAnswer | undefined> {
  for (const step of steps) {
    const answer = await step.resolve(xrpl, id);
    if (answer) return answer;
  }
  return undefined;
}
