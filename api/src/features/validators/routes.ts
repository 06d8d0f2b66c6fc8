/**
 * `GET /api/validators` (spec §3 "Validator", `ValidatorsResponse`): the validators of the verified
 * signed list ({@link ValidatorRegistry}) with their agreement over 1 h and 24 h
 * ({@link AgreementTracker}, fed by the node's `ledger` and `validations` streams), and the span
 * each covers (`window`, `window1h`: since, seconds, ledgers). With the API's database the counts
 * are stored per ledger ({@link AgreementStore}), so a restart or another instance keeps the window. Counts,
 * agreement and active/total come from one snapshot taken per request (served from memory).
 *
 * Settings (read by `configFromEnv`, passed by `buildApp`): `VALIDATOR_LIST_URL` (live mode: a publisher URL such as https://vl.xrplf.org, re-read
 * hourly), `VALIDATOR_LIST_PUBLISHER_KEY` (default the vl.xrplf.org key), `VALIDATOR_LIST_AS_OF`
 * (the bundled list's check time, default 2022-06-01T00:00:00Z).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Ref, ValidatorsResponseSchema } from '@ledgerlens/shared/schemas';
import type { Validator, ValidatorsResponse } from '@ledgerlens/shared/domain';
import { CACHE_CONTROL_LIVE } from '../../cache';
import { upstreamErrorResponses, type RouteDeps } from '../../http';
import { ACTIVE_WITHIN_MS, AgreementStore, AgreementTracker, WINDOWS } from './agreement';
import { BUNDLED_AS_OF, ValidatorRegistry } from './registry';
import { withinWait, type DomainVerifier } from '../identity';
import type { DomainVerification } from '@ledgerlens/shared/domain';

/** Options of the validators area (from `BuildAppOptions.validatorList`; defaults: the bundled list). */
export interface ValidatorRouteOptions {
  listUrl?: string;
  publisherKey?: string;
  asOf?: string;
  /** Re-read period of `listUrl`, ms (default 1 h). */
  refreshMs?: number;
  now?: () => number;
  log?: (message: string) => void;
  /** Checks each manifest domain against its xrp-ledger.toml (live mode); without it domains are `not-checked`. */
  domains?: DomainVerifier;
}

/**
 * The snapshot of `GET /api/validators` from a registry and a tracker at `nowMs`. `verification`
 * gives each manifest domain's check by master key (absent: `not-checked`, "Domain (declared)").
 */
export function validatorsSnapshot(
  registry: ValidatorRegistry,
  tracker: AgreementTracker,
  nowMs: number,
  simulated: boolean,
  verification: ReadonlyMap<string, DomainVerification> = new Map(),
): ValidatorsResponse {
  const list = registry.list;
  const validators: Validator[] = (list?.validators ?? []).map((v) => {
    const f = tracker.figures(v.pubkey, nowMs);
    const active = f.lastValidationMs !== null && nowMs - f.lastValidationMs <= ACTIVE_WITHIN_MS;
    const out: Validator = {
      pubkey: v.pubkey,
      status: active ? 'active' : 'inactive',
      agreementScore: f['24h'].score,
      agreement1h: f['1h'].score,
      validated24h: f['24h'].validated,
      missed24h: f['24h'].missed,
      unl: true,
    };
    if (v.signingKey) out.signingKey = v.signingKey;
    if (v.domain) {
      out.domain = v.domain;
      out.domainVerification = verification.get(v.pubkey) ?? { status: 'not-checked', reason: 'Domain declared in the validator\'s signed manifest; not checked' };
    }
    return out;
  });
  const scored = validators.map((v) => v.agreementScore).filter((s): s is number => s !== null);
  return {
    validators,
    total: validators.length,
    active: validators.filter((v) => v.status === 'active').length,
    averageAgreement: scored.length === 0 ? null : Math.round((scored.reduce((a, b) => a + b, 0) / scored.length) * 100) / 100,
    list: list ? { publisherKey: list.publisherKey, sequence: list.sequence, expiration: list.expiration, source: list.source } : null,
    simulated,
    updatedAt: new Date(nowMs).toISOString(),
    window: tracker.window('24h', nowMs),
    window1h: tracker.window('1h', nowMs),
  };
}

/** Registers `GET /api/validators` and starts following the node's streams; returns the registry (the verified list in use). */
export function registerValidatorRoutes(app: FastifyInstance, deps: RouteDeps, options: ValidatorRouteOptions = {}): ValidatorRegistry {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((m: string) => app.log.info(m));
  const registry = new ValidatorRegistry({ publisherKey: options.publisherKey, log });
  const tracker = new AgreementTracker();
  const listUrl = options.listUrl;
  let simulated = false;

  if (listUrl) {
    void registry.loadUrl(listUrl);
    const timer = setInterval(() => void registry.loadUrl(listUrl), options.refreshMs ?? 3_600_000);
    timer.unref?.();
    app.addHook('onClose', async () => clearInterval(timer));
  } else {
    registry.loadBundled(options.asOf ?? BUNDLED_AS_OF);
  }

  // Validators are keyed by master key; a validation signed with a known ephemeral key maps back.
  const masterOf = (event: { master_key?: string; validation_public_key: string }): string => {
    if (event.master_key) return event.master_key;
    return registry.list?.validators.find((v) => v.signingKey === event.validation_public_key)?.pubkey ?? event.validation_public_key;
  };
  // With a database, the counts outlive this process and are shared with the other instances: the
  // stored last 24 h are loaded at start, and what changed is stored at each close.
  const store = deps.db ? new AgreementStore(deps.db) : null;
  const loaded = store
    ? store.load(now() - WINDOWS['24h']).then(
        (stored) => tracker.restore(stored),
        (err: Error) => log(`[validators] stored agreement could not be read: ${err.message}`),
      )
    : Promise.resolve();
  let saving: Promise<void> = loaded;
  let closes = 0;
  const persist = () => {
    if (!store) return;
    saving = saving
      .then(async () => {
        await store.save(tracker.takeChanged());
        closes += 1;
        if (closes % 900 === 0) await store.prune(now() - WINDOWS['24h']);
      })
      .catch((err: Error) => log(`[validators] agreement could not be stored: ${err.message}`));
  };
  app.addHook('onClose', async () => {
    persist();
    await saving;
  });
  deps.live.onLedgerClosed((event) => {
    if (typeof event.ledger_hash === 'string') tracker.ledgerValidated(event.ledger_index, event.ledger_hash, now());
    persist();
  });
  deps.xrpl.watchValidations?.(
    (event) => {
      if (event.simulated) simulated = true;
      const index = typeof event.ledger_index === 'number' ? event.ledger_index : Number.parseInt(String(event.ledger_index), 10);
      if (typeof event.ledger_hash === 'string') tracker.validation(masterOf(event), index, event.ledger_hash, now());
    },
    () => undefined,
  );

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/validators',
    {
      schema: {
        tags: ['network'],
        summary: 'Validators of the verified signed list with their agreement (spec §3 Validator)',
        description:
          'The validators of the verified publisher list with agreement = validated ÷ (validated + missed) ledgers over 24 h (`agreementScore`, ' +
          '`validated24h`, `missed24h`) and 1 h (`agreement1h`), from the node\'s `ledger` and `validations` streams. `window` and `window1h` ' +
          '(`since` ISO 8601, `seconds`, `ledgers`) give the span each figure covers: shorter than its name until the API has followed ledgers ' +
          'that long. With the API\'s database the followed ledgers are stored, so a restart or another instance keeps the window.',
        response: { 200: Ref(ValidatorsResponseSchema), 429: upstreamErrorResponses[429] },
      },
    },
    async (_request, reply) => {
      await loaded;
      let replay = simulated;
      if (!replay) {
        try {
          const info = await deps.live.serverInfo();
          replay = info.replay;
        } catch {
          replay = false;
        }
      }
      // Each manifest domain is checked against its xrp-ledger.toml (cached; the wait is bounded, a
      // check still running is answered as pending and completes for the next request).
      const verification = new Map<string, DomainVerification>();
      const domains = options.domains;
      if (domains) {
        const checks = (registry.list?.validators ?? []).filter((v) => v.domain).map(async (v) => {
          verification.set(v.pubkey, await withinWait(domains.verifyValidator(v.domain!, v.pubkey)));
        });
        await Promise.all(checks);
      }
      void reply.header('cache-control', CACHE_CONTROL_LIVE);
      return validatorsSnapshot(registry, tracker, now(), replay, verification);
    },
  );
  return registry;
}
