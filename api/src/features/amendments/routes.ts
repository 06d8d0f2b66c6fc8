/**
 * `GET /api/amendments` and `GET /api/amendments/:id`: amendment status (rippled `ledger_entry`
 * Amendments), names (rippled's list) and history (EnableAmendment transactions the node has).
 */
import { anchoredTrimmed, HEX64_PATTERN_TEXT } from '@ledgerlens/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AmendmentDetailSchema, AmendmentsAnswerSchema, Ref } from '@ledgerlens/shared/schemas';
import { encodeNodePublic } from 'ripple-address-codec';
import { ApiError, type UpstreamErrorContext } from '../../errors';
import { CACHE_CONTROL_LIVE } from '../../cache';
import { errorResponses, rejectLongParams, upstreamErrorResponses, type RouteDeps } from '../../http';
import { toApiError } from '../../errors';
import { amendmentDetail, amendmentIdOf, amendmentsAnswer, loadAmendments } from './amendments';
import { AmendmentVoteTracker, type TrustedValidators } from './votes';

/** 400 message for a path parameter that is neither a 64-hex ID nor a name's shape. */
export const INVALID_AMENDMENT_MESSAGE = 'Enter an amendment name (letters, digits and _) or its 64-hex ID.';
/** 404 message (the page shows it with what was searched). */
export const AMENDMENT_NOT_FOUND_MESSAGE = 'Amendment not found';
const NAME_OR_ID = anchoredTrimmed(`(?:${HEX64_PATTERN_TEXT}|[A-Za-z][A-Za-z0-9_]{0,63})`);

const ctx: UpstreamErrorContext = { notFoundCodes: ['entryNotFound'], notFoundMessage: 'The Amendments entry is not on the node', badInputCodes: [], badInputMessage: INVALID_AMENDMENT_MESSAGE };

/** The NegativeUNL entry's ID: SHA-512Half of its space key 0x004E only (xrpl.org "NegativeUNL"). */
export const NEGATIVE_UNL_INDEX = '2E8A59AA9D3B5B186B0B9E0F62E6C02587CA74A4D778938E957B6357D364B244';

/**
 * Master keys (`nH…`) of the validators on the negative UNL (`ledger_entry` NegativeUNL,
 * `DisabledValidators[].DisabledValidator.PublicKey`, validated ledger); empty when the entry is
 * absent (no validator disabled) or the node does not answer.
 */
export async function loadNegativeUnl(xrpl: RouteDeps['xrpl']): Promise<Set<string>> {
  try {
    const entry = await xrpl.request<Record<string, unknown>>({ command: 'ledger_entry', index: NEGATIVE_UNL_INDEX, ledger_index: 'validated' } as never);
    const list = ((entry.node as Record<string, unknown> | undefined)?.DisabledValidators ?? []) as Array<{ DisabledValidator?: { PublicKey?: unknown } }>;
    const keys = list.map((w) => w.DisabledValidator?.PublicKey).filter((k): k is string => typeof k === 'string' && /^[0-9A-Fa-f]{66}$/.test(k));
    return new Set(keys.map((hex) => encodeNodePublic(Buffer.from(hex, 'hex'))));
  } catch {
    return new Set();
  }
}

async function snapshot(deps: RouteDeps) {
  try {
    const [snap, info] = await Promise.all([loadAmendments(deps.xrpl), deps.live.serverInfo().catch(() => undefined)]);
    return { snap, offline: info?.replay === true };
  } catch (err) {
    throw toApiError(err, ctx) ?? err;
  }
}

/** Options of the amendment routes. */
export interface AmendmentRouteOptions {
  /** The verified validator list whose validators' votes count (the validators page's registry); without it no votes are counted. */
  trusted?: TrustedValidators;
}

/**
 * Registers the amendment routes (no caching beyond the live window: the state changes at flag
 * ledgers) and, with `options.trusted`, counts the trusted validators' votes from the node's
 * validations stream (`./votes.ts`).
 */
export function registerAmendmentRoutes(app: FastifyInstance, deps: RouteDeps, options: AmendmentRouteOptions = {}): void {
  const tracker = options.trusted ? new AmendmentVoteTracker(options.trusted) : undefined;
  if (tracker) deps.xrpl.watchValidations?.((event) => tracker.validation(event), () => undefined);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/amendments',
    {
      schema: {
        tags: ['amendments'],
        summary: 'Amendments: enabled, in majority, known',
        description:
          'rippled `ledger_entry` (Amendments entry, validated ledger; offline the newest recorded state) named with rippled\'s own list ' +
          '(`features.macro` at the commit in `source`). `enabledLedger` comes from the EnableAmendment transactions the node has. ' +
          'Live, `votes` counts the trusted validators (verified signed list) voting for each amendment not enabled, from their voting-ledger ' +
          'validations in the validations stream; offline `votes` is absent (the replay node\'s validations carry no votes).',
        response: { 200: Ref(AmendmentsAnswerSchema), 404: errorResponses[404], ...upstreamErrorResponses },
      },
    },
    async (_request, reply) => {
      const { snap, offline } = await snapshot(deps);
      const votes = tracker && !offline ? tracker.snapshot(await loadNegativeUnl(deps.xrpl)) : undefined;
      return reply.header('cache-control', CACHE_CONTROL_LIVE).send(amendmentsAnswer(snap, offline, votes));
    },
  );

  api.get(
    '/api/amendments/:id',
    {
      config: { messages: { invalidInputMessage: INVALID_AMENDMENT_MESSAGE } },
      onRequest: rejectLongParams(INVALID_AMENDMENT_MESSAGE),
      schema: {
        tags: ['amendments'],
        summary: 'One amendment by name or ID, with its history',
        description: 'The `/api/amendments` entry plus `history`: the EnableAmendment transactions about it (gotMajority, lostMajority, enabled), oldest first. 404 for a name not in rippled\'s list or an ID neither the list nor the ledger knows.',
        params: Type.Object({ id: Type.String({ pattern: NAME_OR_ID, maxLength: 128, description: 'Amendment name (e.g. DeepFreeze) or 64-hex ID.' }) }),
        response: { 200: Ref(AmendmentDetailSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const raw = request.params.id.trim();
      if (!new RegExp(NAME_OR_ID).test(raw)) throw new ApiError(400, INVALID_AMENDMENT_MESSAGE, 'invalidInput');
      const id = amendmentIdOf(raw);
      if (!id) throw new ApiError(404, AMENDMENT_NOT_FOUND_MESSAGE, 'amendmentNotFound');
      const { snap, offline } = await snapshot(deps);
      const votes = tracker && !offline ? tracker.snapshot(await loadNegativeUnl(deps.xrpl)) : undefined;
      const detail = amendmentDetail(id, snap, offline, votes);
      if (!detail) throw new ApiError(404, AMENDMENT_NOT_FOUND_MESSAGE, 'amendmentNotFound');
      return reply.header('cache-control', CACHE_CONTROL_LIVE).send(detail);
    },
  );
}
