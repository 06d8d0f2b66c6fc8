import { selectStaleSince, staleBannerText, staleSinceOf } from '../../src';

describe('staleBannerText (issue 18 banner)', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it.each([
    ['2026-11-25T11:58:00Z', 'Showing data from 2 min ago: the XRPL node is unreachable'],
    ['2026-11-25T11:57:55Z', 'Showing data from 2 min ago: the XRPL node is unreachable'],
    ['2026-11-25T11:59:15Z', 'Showing data from 45 s ago: the XRPL node is unreachable'],
    ['2026-11-25T11:59:58Z', 'Showing data from a few seconds ago: the XRPL node is unreachable'],
    ['2026-11-25T10:30:00Z', 'Showing data from 1 h ago: the XRPL node is unreachable'],
  ])('%s → %s', (since, text) => {
    expect(staleBannerText(since, now)).toBe(text);
  });
  it('is empty for an invalid time', () => expect(staleBannerText('not a date', now)).toBe(''));
});

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
