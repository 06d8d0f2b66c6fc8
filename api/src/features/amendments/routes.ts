/**
 * `GET /api/amendments` and `GET /api/amendments/:id`: amendment status (rippled `ledger_entry`
 * Amendments), names (rippled's list) and history (EnableAmendment transactions the node has).
 */
import { anchoredTrimmed, HEX64_PATTERN_TEXT } from '@ledgerlens/shared/domain';
import type { FastifyInstance } from 'fastify';
import { ApiError, type UpstreamErrorContext } from '../../errors';
import { CACHE_CONTROL_LIVE } from '../../cache';
import { errorResponses, rejectLongParams, type RouteDeps } from '../../http';
import { toApiError } from '../../errors';
import { amendmentDetail, amendmentIdOf, amendmentsAnswer, loadAmendments } from './amendments';
import { AmendmentVoteTracker, type TrustedValidators } from './votes';

/** 400 message for a path parameter that is neither a 64-hex ID nor a name's shape. */
export const INVALID_AMENDMENT_MESSAGE = 'Enter an amendment name (letters, digits and _) or its 64-hex ID.';
/** 404 message (the page shows it with what was searched). */
export const AMENDMENT_NOT_FOUND_MESSAGE = 'Amendment not found';
const NAME_OR_ID = anchoredTrimmed(`(?:${HEX64_PATTERN_TEXT}|[A-Za-z][A-Za-z0-9_]{0,63})`);

const ctx: UpstreamErrorContext = { notFoundCodes: ['entryNotFound'], notFoundMessage: 'The Amendments entry is not on the node', badInputCodes: [], badInputMessage: INVALID_AMENDMENT_MESSAGE };

function tallyProperties() {
  return {
    ledgerIndex: { type: 'integer', description: 'Flag ledger the count is for (votes from validations of ledger ledgerIndex − 1).' },
    trusted: { type: 'integer', description: 'Validators on the verified signed list (the validators page\'s UNL).' },
    counted: { type: 'integer', description: 'Trusted validators whose validation of the voting ledger was seen.' },
    threshold: { type: 'integer', description: 'Yes votes needed: more than 80 % of trusted, floor(trusted × 0.8) + 1.' },
  } as const;
}
const tallySchema = {
  type: 'object',
  required: ['ledgerIndex', 'trusted', 'counted', 'threshold'],
  description: 'Live only: the trusted-validator tally the entries\' `votes` come from. Absent offline and before the API has seen a voting ledger\'s validations.',
  properties: tallyProperties(),
} as const;

const summarySchema = {
  type: 'object',
  required: ['id', 'name', 'status'],
  properties: {
    id: { type: 'string', description: 'SHA-512Half of the name (64 hex).' },
    name: { type: ['string', 'null'], description: "Name in rippled's list; null when no listed name hashes to the ID." },
    status: { type: 'string', enum: ['enabled', 'majority', 'known'], description: '`enabled`: in the ledger\'s Amendments; `majority`: in its Majorities; `known`: only in rippled\'s list.' },
    enabledLedger: { type: 'integer', description: 'Ledger of the enabling EnableAmendment transaction, when the node has it.' },
    majoritySince: { type: 'string', format: 'date-time', description: 'Majorities CloseTime, ISO-8601.' },
    expectedAt: { type: 'string', format: 'date-time', description: 'majoritySince + two weeks (ledger time), ISO-8601.' },
    votes: {
      type: 'object',
      required: ['yes', 'ledgerIndex', 'trusted', 'counted', 'threshold'],
      description:
        'Live only, on amendments not enabled: trusted validators voting for it, from their validations (validations stream, `amendments` field) ' +
        'of the voting ledger before flag ledger `ledgerIndex`. Absent offline: the replay node\'s validations carry no votes.',
      properties: {
        yes: { type: 'integer', description: 'Trusted validators voting for it.' },
        ...tallyProperties(),
      },
    },
  },
} as const;
const sourceSchema = { type: 'object', required: ['repository', 'path', 'commit'], properties: { repository: { type: 'string' }, path: { type: 'string' }, commit: { type: 'string' } } } as const;

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
  app.get(
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
        response: {
          200: {
            type: 'object',
            required: ['ledgerIndex', 'source', 'offline', 'amendments'],
            properties: {
              ledgerIndex: { type: 'integer' },
              source: sourceSchema,
              offline: { type: 'boolean', description: 'True on the offline replay network (no validator votes recorded).' },
              votes: tallySchema,
              amendments: { type: 'array', items: summarySchema },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (_request, reply) => {
      const { snap, offline } = await snapshot(deps);
      return reply.header('cache-control', CACHE_CONTROL_LIVE).send(amendmentsAnswer(snap, offline, tracker?.snapshot()));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/amendments/:id',
    {
      config: { messages: { invalidInputMessage: INVALID_AMENDMENT_MESSAGE } },
      onRequest: rejectLongParams(INVALID_AMENDMENT_MESSAGE),
      schema: {
        tags: ['amendments'],
        summary: 'One amendment by name or ID, with its history',
        description: 'The `/api/amendments` entry plus `history`: the EnableAmendment transactions about it (gotMajority, lostMajority, enabled), oldest first. 404 for a name not in rippled\'s list or an ID neither the list nor the ledger knows.',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: NAME_OR_ID, maxLength: 128, description: 'Amendment name (e.g. DeepFreeze) or 64-hex ID.' } } },
        response: {
          200: {
            type: 'object',
            required: [...summarySchema.required, 'ledgerIndex', 'source', 'offline', 'history'],
            properties: {
              ...summarySchema.properties,
              ledgerIndex: { type: 'integer' },
              offline: { type: 'boolean' },
              source: sourceSchema,
              history: {
                type: 'array',
                items: { type: 'object', required: ['hash', 'ledgerIndex', 'event'], properties: { hash: { type: 'string' }, ledgerIndex: { type: 'integer' }, event: { type: 'string', enum: ['gotMajority', 'lostMajority', 'enabled'] } } },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const raw = request.params.id.trim();
      if (!new RegExp(NAME_OR_ID).test(raw)) throw new ApiError(400, INVALID_AMENDMENT_MESSAGE, 'invalidInput');
      const id = amendmentIdOf(raw);
      if (!id) throw new ApiError(404, AMENDMENT_NOT_FOUND_MESSAGE, 'amendmentNotFound');
      const { snap, offline } = await snapshot(deps);
      const detail = amendmentDetail(id, snap, offline, tracker?.snapshot());
      if (!detail) throw new ApiError(404, AMENDMENT_NOT_FOUND_MESSAGE, 'amendmentNotFound');
      return reply.header('cache-control', CACHE_CONTROL_LIVE).send(detail);
    },
  );
}
