/**
 * Validator agreement says the span it covers (`window`: since, seconds, ledgers) and keeps it
 * across a restart and a second instance: the followed ledgers and agreeing validators are stored
 * in the API's database (SQLite always, PostgreSQL when TEST_DATABASE_URL is set).
 */
import { AgreementStore, AgreementTracker, WINDOWS } from '../src/features/validators/agreement';
import { ValidatorRegistry } from '../src/features/validators/registry';
import { validatorsSnapshot } from '../src/features/validators/routes';
import { describeBackends, type TestDatabase } from './helpers/backends';

const T0 = Date.parse('2026-01-01T00:00:00Z');
const hash = (i: number) => i.toString(16).padStart(64, '0').toUpperCase();
const iso = (ms: number) => new Date(ms).toISOString();

/** Ledgers from..to, one every 4 s from `start`; A agrees with every one, B with even ones. */
function follow(t: AgreementTracker, from: number, to: number, start: number): number {
  for (let i = from; i <= to; i += 1) {
    const at = start + (i - from) * 4000;
    t.validation('A', i, hash(i), at - 500);
    t.ledgerValidated(i, hash(i), at);
    if (i % 2 === 0) t.validation('B', i, hash(i), at + 200);
  }
  return start + (to - from) * 4000;
}

describe('the span of the agreement figures', () => {
  it('names the ledgers followed so far while they are younger than the window', () => {
    const t = new AgreementTracker();
    const last = follow(t, 1, 100, T0);
    const now = last + 1000;
    expect(t.window('24h', now)).toEqual({ since: iso(T0), seconds: Math.round((now - T0) / 1000), ledgers: 100 });
    expect(t.window('1h', now)).toEqual(t.window('24h', now));
    expect(new AgreementTracker().window('24h', now)).toEqual({ since: iso(now), seconds: 0, ledgers: 0 });
  });

  it('is at most the window long once ledgers older than it were followed', () => {
    const t = new AgreementTracker();
    // 2 h of ledgers, one every 4 s.
    const last = follow(t, 1, 1800, T0);
    const w = t.window('1h', last);
    expect(w.seconds).toBeLessThanOrEqual(WINDOWS['1h'] / 1000);
    expect(w.seconds).toBeGreaterThan(WINDOWS['1h'] / 1000 - 5);
    // Both ends included: the ledger seen exactly 1 h before counts.
    expect(w.ledgers).toBe(901);
    expect(t.window('24h', last).ledgers).toBe(1800);
  });

  it('GET /api/validators snapshots carry both windows', () => {
    const t = new AgreementTracker();
    const r = new ValidatorRegistry();
    r.loadBundled('2022-06-01T00:00:00Z');
    const last = follow(t, 1, 10, T0);
    const snap = validatorsSnapshot(r, t, last, true);
    expect(snap.window).toEqual({ since: iso(T0), seconds: 36, ledgers: 10 });
    expect(snap.window1h).toEqual(snap.window);
  });
});

describeBackends('agreement stored in the database', (backend) => {
  let db: TestDatabase;
  beforeEach(() => {
    db = backend.create();
  });
  afterEach(async () => {
    await db.dispose();
  });

  it('a restarted instance starts from the stored window and figures', async () => {
    const store = new AgreementStore(await db.connect());
    const before = new AgreementTracker();
    const last = follow(before, 1, 60, T0);
    // A validation that arrives after its ledger was stored is stored too.
    before.validation('B', 59, hash(59), last + 100);
    await store.save(before.takeChanged());
    expect(before.takeChanged()).toEqual([]);

    const after = new AgreementTracker();
    after.restore(await new AgreementStore(await db.connect()).load(last - WINDOWS['24h']));
    expect(after.window('24h', last + 1000)).toEqual(before.window('24h', last + 1000));
    // The counts, not the time of the last validation (activity is what the node says now).
    const { lastValidationMs: _a, ...restored } = after.figures('A', last + 1000);
    const { lastValidationMs: _b, ...followed } = before.figures('A', last + 1000);
    expect(restored).toEqual(followed);
    expect(after.figures('B', last + 1000)['24h']).toEqual({ validated: 31, missed: 29, score: 51.67 });
  });

  it('two instances following one network store each ledger once', async () => {
    const a = new AgreementTracker();
    const b = new AgreementTracker();
    const last = follow(a, 1, 20, T0);
    follow(b, 1, 20, T0 + 700);
    const storeA = new AgreementStore(await db.connect());
    const storeB = new AgreementStore(await db.connect());
    await storeA.save(a.takeChanged());
    await storeB.save(b.takeChanged());
    const third = new AgreementTracker();
    third.restore(await storeA.load(T0 - 1));
    expect(third.window('24h', last + 1000).ledgers).toBe(20);
    expect(third.figures('A', last + 1000)['24h']).toEqual({ validated: 20, missed: 0, score: 100 });
  });

  it('a recording that starts over (the replay network) is stored as the closes it was', async () => {
    const store = new AgreementStore(await db.connect());
    const t = new AgreementTracker();
    follow(t, 1, 10, T0);
    // The same ten ledgers again ten minutes later.
    const last = follow(t, 1, 10, T0 + 600_000);
    await store.save(t.takeChanged());
    const restored = new AgreementTracker();
    restored.restore(await store.load(T0 - 1));
    expect(restored.window('24h', last + 1000)).toEqual(t.window('24h', last + 1000));
    expect(restored.window('24h', last + 1000).ledgers).toBe(20);
  });

  it('deletes what is older than the window', async () => {
    const store = new AgreementStore(await db.connect());
    const t = new AgreementTracker();
    follow(t, 1, 10, T0);
    await store.save(t.takeChanged());
    await store.prune(T0 + 5 * 4000);
    expect((await store.load(0)).map((l) => l.index)).toEqual([6, 7, 8, 9, 10]);
  });
});
