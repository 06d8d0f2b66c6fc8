/**
 * Validators: the signed list is verified and refused with a reason when tampered,
 * expired, of an unknown version or of another publisher, the last good list keeps serving;
 * agreement is computed from a scripted validation sequence; `GET /api/validators` answers one
 * snapshot.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { encodeNodePublic } from 'ripple-address-codec';
import { buildApp } from '../src/app';
import { DomainVerifier } from '../src/features/identity/domainVerifier';
import { AgreementTracker, ACTIVE_WITHIN_MS } from '../src/features/validators/agreement';
import { BUNDLED_LIST_FILE, ValidatorRegistry } from '../src/features/validators/registry';
import { validatorsSnapshot } from '../src/features/validators/routes';
import { FakeGateway } from './helpers/fake-gateway';
import { readJson } from './helpers/mainnet';

type Json = Record<string, unknown>;
const XRPLF = JSON.parse(readFileSync(BUNDLED_LIST_FILE, 'utf8')) as Json;
const RIPPLE = JSON.parse(readFileSync(join(__dirname, '../data/validators/vl-ripple-ED2677AB-seq60.json'), 'utf8')) as Json;
const BLOB = JSON.parse(Buffer.from(String(XRPLF.blob), 'base64').toString('utf8')) as { sequence: number; expiration: number; validators: Array<{ validation_public_key: string }> };
const BEFORE_EXPIRY = Date.parse('2022-06-01T00:00:00Z');

function registry(logs: string[] = []) {
  return new ValidatorRegistry({ log: (m) => logs.push(m) });
}

describe('validator registry', () => {
  it('verifies the bundled vl.xrplf.org list: its sequence and every validator, keys as nH…', () => {
    const r = registry();
    expect(r.loadBundled('2022-06-01T00:00:00Z')).toBe(true);
    expect(r.list?.sequence).toBe(BLOB.sequence);
    expect(r.list?.validators.map((v) => v.pubkey)).toEqual(BLOB.validators.map((v) => encodeNodePublic(Buffer.from(v.validation_public_key, 'hex'))));
    expect(r.list?.expiration).toBe(new Date((BLOB.expiration + 946_684_800) * 1000).toISOString());
    expect(r.list?.validators.filter((v) => v.domain).length).toBeGreaterThan(0);
  });

  it('refuses a tampered blob or signature, logs the reason and keeps serving the last good list', () => {
    const logs: string[] = [];
    const r = registry(logs);
    r.offer(XRPLF, 'good', BEFORE_EXPIRY);
    const bytes = Buffer.from(String(XRPLF.blob), 'base64');
    bytes[40] ^= 1;
    expect(r.offer({ ...XRPLF, blob: bytes.toString('base64') }, 'tampered-blob', BEFORE_EXPIRY)).toBe(false);
    const sig = String(XRPLF.signature);
    expect(r.offer({ ...XRPLF, signature: sig.slice(0, 30) + (sig[30] === 'A' ? 'B' : 'A') + sig.slice(31) }, 'tampered-signature', BEFORE_EXPIRY)).toBe(false);
    expect(r.list?.source).toBe('good');
    expect(logs.filter((l) => l.includes('refused'))).toHaveLength(2);
    expect(logs.join('\n')).toMatch(/refused list tampered-blob: blob signature invalid; still using sequence 2022051601/);
  });

  it('refuses an unknown version, an expired list and a manifest for another publisher key', () => {
    const logs: string[] = [];
    const r = registry(logs);
    expect(r.offer({ ...XRPLF, version: 7 }, 'v7', BEFORE_EXPIRY)).toBe(false);
    expect(r.offer(XRPLF, 'late', Date.parse('2026-11-24T00:00:00Z'))).toBe(false);
    expect(r.offer(RIPPLE, 'other-publisher', Date.parse('2020-05-01T00:00:00Z'))).toBe(false);
    expect(r.list).toBeNull();
    expect(logs.join('\n')).toMatch(/unknown list version 7/);
    expect(logs.join('\n')).toMatch(/expired/);
    expect(logs.join('\n')).toMatch(/manifest is for publisher/);
  });
});

describe('agreement over a scripted validation sequence', () => {
  const T0 = Date.parse('2026-01-01T00:00:00Z');
  const hash = (i: number) => i.toString(16).padStart(64, '0').toUpperCase();

  it('validated / (validated + missed) over the validated ledgers of each window', () => {
    const t = new AgreementTracker();
    // Ledgers 1..20, one every 4 s, the first 10 more than an hour before the last 10.
    const timeOf = (i: number) => (i <= 10 ? T0 + i * 4000 : T0 + 2 * 3_600_000 + i * 4000);
    for (let i = 1; i <= 20; i += 1) {
      // A validates every ledger before it is validated; B only even ledgers, after; C signs a wrong hash on 15 and 16; D never.
      t.validation('A', i, hash(i), timeOf(i) - 500);
      t.ledgerValidated(i, hash(i), timeOf(i));
      if (i % 2 === 0) t.validation('B', i, hash(i), timeOf(i) + 200);
      t.validation('C', i, i === 15 || i === 16 ? hash(999) : hash(i), timeOf(i) + 100);
    }
    const now = timeOf(20) + 1000;
    expect(t.figures('A', now)['24h']).toEqual({ validated: 20, missed: 0, score: 100 });
    expect(t.figures('B', now)['24h']).toEqual({ validated: 10, missed: 10, score: 50 });
    expect(t.figures('C', now)['24h']).toEqual({ validated: 18, missed: 2, score: 90 });
    expect(t.figures('D', now)['24h']).toEqual({ validated: 0, missed: 20, score: 0 });
    // The 1 h window holds ledgers 11..20 only.
    expect(t.figures('C', now)['1h']).toEqual({ validated: 8, missed: 2, score: 80 });
    expect(t.figures('D', now).lastValidationMs).toBeNull();
  });

  it('one snapshot: counts, active/total and the average agree with each other', () => {
    const t = new AgreementTracker();
    const r = registry();
    r.loadBundled('2022-06-01T00:00:00Z');
    const keys = r.list!.validators.map((v) => v.pubkey);
    for (let i = 1; i <= 4; i += 1) {
      t.ledgerValidated(i, hash(i), T0 + i * 4000);
      keys.slice(0, 30).forEach((k, n) => t.validation(k, i, n < 29 || i < 3 ? hash(i) : hash(0), T0 + i * 4000 + 10));
    }
    const snap = validatorsSnapshot(r, t, T0 + 5 * 4000, true);
    expect(snap.total).toBe(keys.length);
    expect(snap.active).toBe(snap.validators.filter((v) => v.status === 'active').length);
    expect(snap.active).toBe(30);
    const scores = snap.validators.map((v) => v.agreementScore!).filter((s) => s !== null);
    expect(snap.averageAgreement).toBeCloseTo(scores.reduce((a, b) => a + b, 0) / scores.length, 2);
    for (const v of snap.validators) expect(v.validated24h! + v.missed24h!).toBe(4);
    expect(snap.validators[29].agreementScore).toBe(50);
    expect(snap.simulated).toBe(true);
    // Inactive after ACTIVE_WITHIN_MS without a validation.
    expect(validatorsSnapshot(r, t, T0 + ACTIVE_WITHIN_MS + 60_000, true).active).toBe(0);
  });
});

describe('GET /api/validators', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers the verified list with one snapshot and a short max-age', async () => {
    const serverInfo = readJson('server_info-ws.json').result as Json;
    app = await buildApp({ xrpl: new FakeGateway((cmd) => (cmd.command === 'server_info' ? serverInfo : {})), rateLimit: false, domainVerifier: new DomainVerifier({ online: () => false }) });
    const res = await app.inject({ method: 'GET', url: '/api/validators' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(BLOB.validators.length);
    expect(body.list).toMatchObject({ publisherKey: XRPLF.public_key, sequence: BLOB.sequence });
    expect(body.validators[0].pubkey).toMatch(/^nH/);
    expect(body.active).toBe(0);
    expect(body.averageAgreement).toBeNull();
    expect(res.headers['cache-control']).toMatch(/max-age=\d/);
  });
});
