import { selectStaleSince, staleSinceOf } from '../../src';

describe('stale answers in the store', () => {
  it('reads staleSince only from an answer marked stale: true', () => {
    expect(staleSinceOf({ stale: true, staleSince: '2026-11-25T11:58:00Z', x: 1 })).toBe('2026-11-25T11:58:00Z');
    expect(staleSinceOf({ stale: false, staleSince: '2026-11-25T11:58:00Z' })).toBeUndefined();
    expect(staleSinceOf({ x: 1 })).toBeUndefined();
    expect(staleSinceOf(null)).toBeUndefined();
  });

  it('selects the oldest staleSince among queries still cached, null when none', () => {
    const byQuery = { 'a(undefined)': '2026-11-25T11:58:00Z', 'b(undefined)': '2026-11-25T11:55:00Z', 'gone(undefined)': '2026-11-25T11:00:00Z' };
    const queries = { 'a(undefined)': {}, 'b(undefined)': {} };
    expect(selectStaleSince({ stale: { byQuery }, api: { queries } })).toBe('2026-11-25T11:55:00Z');
    expect(selectStaleSince({ stale: { byQuery: {} }, api: { queries } })).toBeNull();
  });

  it('ignores a stale answer no component reads any more (unsubscribed, still cached for keepUnusedDataFor)', () => {
    // `/ledger/latest` after an outage: the stale `latest` answer stays cached, the page now reads ledgers by index.
    const byQuery = { 'getLedger("latest")': '2026-11-25T11:58:00Z', 'getAccount("r1")': '2026-11-25T11:59:00Z' };
    const queries = { 'getLedger("latest")': {}, 'getLedger("85517830")': {}, 'getAccount("r1")': {} };
    const subscriptions = { 'getLedger("latest")': {}, 'getLedger("85517830")': { req1: {} }, 'getAccount("r1")': { req2: {} } };
    expect(selectStaleSince({ stale: { byQuery }, api: { queries, subscriptions } })).toBe('2026-11-25T11:59:00Z');
    const after = { ...subscriptions, 'getAccount("r1")': undefined };
    expect(selectStaleSince({ stale: { byQuery }, api: { queries, subscriptions: after } })).toBeNull();
    // Still subscribed: the banner stays.
    expect(selectStaleSince({ stale: { byQuery }, api: { queries, subscriptions: { ...subscriptions, 'getLedger("latest")': { req3: {} } } } })).toBe('2026-11-25T11:58:00Z');
  });
});
