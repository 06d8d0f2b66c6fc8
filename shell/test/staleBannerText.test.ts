import { staleBannerText } from '../src/layout/staleBannerText';

describe('staleBannerText (stale-data banner)', () => {
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
