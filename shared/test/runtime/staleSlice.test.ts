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
});
