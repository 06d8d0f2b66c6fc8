/**
 * Live amendment votes: validation messages in the shape of rippled's `validationReceived` stream
 * (the recorded one of the team data set, fixtures/xrpl, with each trusted validator's key, the voting
 * ledger and its votes put in) are counted against the verified bundled validator list, and
 * `GET /api/amendments` answers the count live and no count offline.
 */
import { teamDataFile } from '../../fixtures/xrpl/teamData';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { decodeNodePublic, encodeNodePublic } from 'ripple-address-codec';
import { buildApp } from '../src/app';
import type { ValidationEvent, XrplCommand } from '../src/gateway';
import { REPLAY_BUILD_VERSION } from '../src/node-info';
import { DomainVerifier } from '../src/features/identity/domainVerifier';
import { NEGATIVE_UNL_INDEX } from '../src/features/amendments/routes';
import { AmendmentVoteTracker, VOTE_TIMEOUT_MS, isVotingLedger, yesVotesNeeded } from '../src/features/amendments/votes';
import { ValidatorRegistry } from '../src/features/validators/registry';
import { FakeGateway } from './helpers/fake-gateway';
import { MAINNET_DIR, readJson } from './helpers/mainnet';

type Json = Record<string, unknown>;
/** rippled's `validationReceived` message as recorded (xrpl.js stream fixture). */
const RECORDED = JSON.parse(readFileSync(teamDataFile('stream-validationReceived-xrpljs-altnet.json'), 'utf8')) as Json;
/** The recorded EnableAmendment of ledger 95,893,505: its metadata holds the whole Amendments entry (74 enabled, 2 in majority). */
const ENABLE_DEEP_FREEZE = JSON.parse(readFileSync(join(MAINNET_DIR, 'tx-976281D793337FF5377A36409F2A1432DADAB64DB5064E12E71B1AC491EA3021.json'), 'utf8')) as Json;
const AMENDMENTS_NODE = ((ENABLE_DEEP_FREEZE.meta as { AffectedNodes: Json[] }).AffectedNodes.map((n) => n.ModifiedNode as Json | undefined).find((n) => n?.LedgerEntryType === 'Amendments')!.FinalFields) as Json;
const MAJORITY_IDS = (AMENDMENTS_NODE.Majorities as Array<{ Majority: { Amendment: string } }>).map((m) => m.Majority.Amendment);
const ENABLED_ID = (AMENDMENTS_NODE.Amendments as string[])[0];

/** A voting ledger (the one before a flag ledger) and a ledger that is not one. */
const VOTING = 95_893_503;
const NOT_VOTING = 95_893_504;

const registry = new ValidatorRegistry();
registry.loadBundled();
const TRUSTED = registry.list!.validators;
/** A real validator of the 2020 Ripple list (seq 60) that is not on the bundled vl.xrplf.org list: untrusted here. */
const RIPPLE_2020 = JSON.parse(readFileSync(join(__dirname, '../data/validators/vl-ripple-ED2677AB-seq60.json'), 'utf8')) as Json;
const UNTRUSTED = (JSON.parse(Buffer.from(String(RIPPLE_2020.blob), 'base64').toString('utf8')) as { validators: Array<{ validation_public_key: string }> }).validators
  .map((v) => encodeNodePublic(Buffer.from(v.validation_public_key, 'hex')))
  .find((key) => !TRUSTED.some((t) => t.pubkey === key))!;

function validation(masterKey: string, ledgerIndex: number, amendments?: string[]): ValidationEvent {
  const event = { ...RECORDED, master_key: masterKey, ledger_index: String(ledgerIndex) } as Json;
  if (amendments) event.amendments = amendments;
  else delete event.amendments;
  return event as unknown as ValidationEvent;
}

describe('amendment vote count', () => {
  it('knows the voting ledger: the one before a flag ledger', () => {
    expect(isVotingLedger(VOTING)).toBe(true);
    expect((VOTING + 1) % 256).toBe(0);
    expect(isVotingLedger(NOT_VOTING)).toBe(false);
  });

  it('counts each trusted validator once, ignores an untrusted key, a non-voting ledger and simulated validations', () => {
    expect(TRUSTED.length).toBe(35);
    expect(UNTRUSTED).toMatch(/^nH/);
    const t = new AmendmentVoteTracker(registry);
    expect(t.snapshot()).toBeUndefined();
    const [a, b] = MAJORITY_IDS;
    // 30 trusted validators vote for a, 12 of them also for b; 3 vote for nothing (no `amendments` field).
    TRUSTED.slice(0, 30).forEach((v, i) => t.validation(validation(v.pubkey, VOTING, i < 12 ? [a, b.toLowerCase()] : [a])));
    TRUSTED.slice(30, 33).forEach((v) => t.validation(validation(v.pubkey, VOTING)));
    // The same validator again (the latest message counts once), an untrusted key, another ledger, a simulated one.
    t.validation(validation(TRUSTED[0].pubkey, VOTING, [a, b]));
    t.validation(validation(UNTRUSTED, VOTING, [a, b]));
    t.validation(validation(TRUSTED[34].pubkey, NOT_VOTING, [a, b]));
    t.validation({ ...validation(TRUSTED[33].pubkey, VOTING, [a, b]), simulated: true });
    // The denominator is the 33 heard from, not the 35 listed (rippled TrustedVotes): more than 80 % of 33 is 27.
    expect(t.snapshot()).toEqual({ ledgerIndex: VOTING + 1, trusted: 35, counted: 33, available: 33, negativeUnl: 0, threshold: 27, byAmendment: { [a]: 30, [b]: 12 } });
  });

  it('maps a validation signed with a listed ephemeral key to its validator', () => {
    const withSigning = TRUSTED.find((v) => v.signingKey)!;
    const t = new AmendmentVoteTracker(registry);
    t.validation({ ...validation(withSigning.pubkey, VOTING, [MAJORITY_IDS[0]]), master_key: undefined, validation_public_key: withSigning.signingKey! });
    expect(t.snapshot()).toMatchObject({ counted: 1, byAmendment: { [MAJORITY_IDS[0]]: 1 } });
  });

  it('answers the newest voting ledger seen', () => {
    const t = new AmendmentVoteTracker(registry);
    t.validation(validation(TRUSTED[0].pubkey, VOTING, [MAJORITY_IDS[0]]));
    t.validation(validation(TRUSTED[0].pubkey, VOTING + 256, []));
    expect(t.snapshot()).toEqual({ ledgerIndex: VOTING + 257, trusted: 35, counted: 1, available: 1, negativeUnl: 0, threshold: 1, byAmendment: {} });
  });

  it('keeps a validator\'s latest votes for 24 hours, then drops it from the denominator (AmendmentTable.cpp TrustedVotes, expiresAfter = 24h)', () => {
    let now = 1_000_000;
    const t = new AmendmentVoteTracker(registry, () => now);
    const [a] = MAJORITY_IDS;
    TRUSTED.slice(0, 10).forEach((v) => t.validation(validation(v.pubkey, VOTING, [a])));
    // 23 h later, 5 of them validate the next voting ledger (2 without votes): the other 5 still count, with their earlier votes.
    now += 23 * 3600 * 1000;
    TRUSTED.slice(0, 5).forEach((v, i) => t.validation(validation(v.pubkey, VOTING + 256, i < 2 ? undefined : [a])));
    expect(t.snapshot()).toMatchObject({ ledgerIndex: VOTING + 257, counted: 5, available: 10, threshold: 9, byAmendment: { [a]: 8 } });
    // Past 24 h since the first round: only the 5 heard from since count (validator 0 now votes again, 1 still votes for none).
    now += 2 * 3600 * 1000;
    t.validation(validation(TRUSTED[0].pubkey, VOTING + 512, [a]));
    expect(VOTE_TIMEOUT_MS).toBe(86_400_000);
    expect(t.snapshot()).toMatchObject({ ledgerIndex: VOTING + 513, counted: 1, available: 5, threshold: 5, byAmendment: { [a]: 4 } });
  });

  it('leaves out the validators on the negative UNL (RCLConsensus.cpp negativeUNLFilter) and says how many', () => {
    const t = new AmendmentVoteTracker(registry);
    const [a] = MAJORITY_IDS;
    TRUSTED.slice(0, 20).forEach((v) => t.validation(validation(v.pubkey, VOTING, [a])));
    const disabled = new Set([TRUSTED[0].pubkey, TRUSTED[1].pubkey, TRUSTED[30].pubkey]);
    expect(t.snapshot(disabled)).toMatchObject({ trusted: 35, counted: 18, available: 18, negativeUnl: 3, threshold: 15, byAmendment: { [a]: 18 } });
  });

  it('needs more than 80 % of the available validators, one alone passing it (AmendmentSet, fixAmendmentMajorityCalc)', () => {
    expect([1, 2, 5, 10, 33, 35].map(yesVotesNeeded)).toEqual([1, 2, 5, 9, 27, 29]);
  });
});

class StreamGateway extends FakeGateway {
  private readonly listeners: Array<(event: ValidationEvent) => void> = [];
  watchValidations(listener: (event: ValidationEvent) => void): void {
    this.listeners.push(listener);
  }
  emit(event: ValidationEvent): void {
    for (const l of this.listeners) l(event);
  }
}

describe('GET /api/amendments votes', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function start(replay: boolean, disabled: string[] = []) {
    const serverInfo = readJson('server_info-ws.json').result as Json;
    const info = { ...serverInfo, info: { ...(serverInfo.info as Json), ...(replay ? { build_version: REPLAY_BUILD_VERSION } : {}) } };
    const gateway = new StreamGateway((cmd: XrplCommand) => {
      if (cmd.command === 'server_info') return info;
      if (cmd.command === 'ledger_entry' && (cmd as Json).index === NEGATIVE_UNL_INDEX) {
        if (disabled.length === 0) throw Object.assign(new Error('entryNotFound'), { code: 'entryNotFound' });
        const list = disabled.map((key) => ({ DisabledValidator: { FirstLedgerSequence: 95893248, PublicKey: Buffer.from(decodeNodePublic(key)).toString('hex').toUpperCase() } }));
        return { ledger_index: 95893505, node: { LedgerEntryType: 'NegativeUNL', DisabledValidators: list }, validated: true };
      }
      if (cmd.command === 'ledger_entry') return { ledger_index: 95893505, node: AMENDMENTS_NODE, validated: true };
      throw Object.assign(new Error('notSupported'), { code: 'notSupported' });
    });
    app = await buildApp({ xrpl: gateway, rateLimit: false, domainVerifier: new DomainVerifier({ online: () => false }) });
    const [a] = MAJORITY_IDS;
    TRUSTED.slice(0, 30).forEach((v) => gateway.emit(validation(v.pubkey, VOTING, [a])));
    gateway.emit(validation(UNTRUSTED, VOTING, [a, MAJORITY_IDS[1]]));
    return app;
  }

  it('live: gives each amendment not enabled its yes votes against the trusted list, and the flag ledger', async () => {
    const api = await start(false);
    const body = (await api.inject({ method: 'GET', url: '/api/amendments' })).json();
    expect(body.offline).toBe(false);
    expect(body.votes).toEqual({ ledgerIndex: VOTING + 1, trusted: 35, counted: 30, available: 30, negativeUnl: 0, threshold: 25 });
    const byId = new Map(body.amendments.map((x: { id: string }) => [x.id, x]));
    expect(byId.get(MAJORITY_IDS[0])).toMatchObject({ status: 'majority', votes: { yes: 30, trusted: 35, counted: 30, available: 30, threshold: 25, ledgerIndex: VOTING + 1 } });
    expect(byId.get(MAJORITY_IDS[1])).toMatchObject({ status: 'majority', votes: { yes: 0 } });
    expect(byId.get(ENABLED_ID)).not.toHaveProperty('votes');
    const one = (await api.inject({ method: 'GET', url: `/api/amendments/${MAJORITY_IDS[0]}` })).json();
    expect(one.votes).toEqual({ yes: 30, trusted: 35, counted: 30, available: 30, negativeUnl: 0, threshold: 25, ledgerIndex: VOTING + 1 });
    const doc = (await api.inject({ method: 'GET', url: '/api/docs/json' })).json();
    // The answer is the `AmendmentsAnswer` component (declared once, `@ledgerlens/shared/schemas`).
    const ok = doc.paths['/api/amendments'].get.responses['200'].content['application/json'].schema;
    expect(ok.$ref).toBe('#/components/schemas/AmendmentsAnswer');
    expect(doc.components.schemas.AmendmentsAnswer.properties).toHaveProperty('votes');
  });

  it('live: validators on the ledger\'s NegativeUNL entry are left out of the denominator and the yes votes', async () => {
    const api = await start(false, [TRUSTED[0].pubkey, TRUSTED[1].pubkey]);
    const body = (await api.inject({ method: 'GET', url: '/api/amendments' })).json();
    expect(body.votes).toEqual({ ledgerIndex: VOTING + 1, trusted: 35, counted: 28, available: 28, negativeUnl: 2, threshold: 23 });
    const one = (await api.inject({ method: 'GET', url: `/api/amendments/${MAJORITY_IDS[0]}` })).json();
    expect(one.votes).toMatchObject({ yes: 28, available: 28, negativeUnl: 2 });
  });

  it('offline: no vote count at all, never zeros', async () => {
    const api = await start(true);
    const body = (await api.inject({ method: 'GET', url: '/api/amendments' })).json();
    expect(body.offline).toBe(true);
    expect(body).not.toHaveProperty('votes');
    expect(body.amendments.filter((x: Json) => 'votes' in x)).toEqual([]);
    expect((await api.inject({ method: 'GET', url: `/api/amendments/${MAJORITY_IDS[0]}` })).json()).not.toHaveProperty('votes');
  });
});
