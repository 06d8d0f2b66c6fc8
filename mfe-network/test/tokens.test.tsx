/**
 * `/tokens` (spec §2 "Tokens page", §4 token score and sentiment, §5 token search, §8 messages):
 * what a visitor sees for each state, with the API answered by msw. The directory is the real
 * trust lines of full-state ledger 40000 (fixtures/ledgerState.ts; no DEX prices then). The rules
 * tests use small hand-made token lists (not ledger data) whose expected order and sentiment are
 * worked out by hand in the comments.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { setRuntimeConfig, type Token, type TokensResponse } from '@ledgerlens/shared';
import { tokenScore } from '@ledgerlens/shared/ledger';
import { renderAt } from './render';
import { INDEXED_LEDGER, tokensOf40000 } from './fixtures/ledgerState';
import { filterTokens, formatSupply, formatTokenPrice, parseSortKey, sortTokens, tokenCode } from '../src/features/tokens/hooks/tokenView';
import { directorySentiment, sentimentNote } from '../src/features/tokens/components/TokenStats';
import { volumeColumnLabel } from '../src/features/tokens/components/TokenTable';

/** The window of the offline API's token figures: the recorded ledgers with trades (its real answer). */
const RECORDED = { firstLedger: 329212, lastLedger: 346610, start: '2013-03-08T17:32:10.000Z', end: '2013-03-12T11:56:10.000Z', ledgers: 2, full24h: false, kind: 'recorded' as const };

let body: TokensResponse | { error: string } = tokensOf40000();
let status = 200;
let slow = false;
const server = setupServer(
  http.get('*/api/tokens', async () => {
    if (slow) await delay('infinite');
    return HttpResponse.json(body, { status });
  }),
  http.get('*/api/index/status', () => HttpResponse.json({ state: 'running', ledger: null, objectsPerSecond: 1000, percent: 5, objects: 10 })),
);

beforeAll(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://localhost' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  body = tokensOf40000();
  status = 200;
  slow = false;
});
afterAll(() => server.close());

/** A token for the rules tests: counts and prices as given, everything else empty. */
function tk(currency: string, issuer: string, fields: Partial<Token> = {}): Token {
  return { currency, issuer, name: currency, priceUsd: null, priceChange24h: null, volume24h: null, marketCapUsd: null, trustlines: 0, holders: 0, totalSupply: '0', ...fields };
}

describe('/tokens', () => {
  it('shows placeholders while loading', async () => {
    slow = true;
    await renderAt('/tokens');
    expect(await screen.findByRole('heading', { level: 1, name: 'Token Directory' })).toBeInTheDocument();
    expect(screen.getAllByTestId('token-placeholder')).toHaveLength(6);
  });

  it('lists the tokens of ledger 40000 with stat cards, issuer links and N/A prices', async () => {
    const expected = tokensOf40000();
    body = { ...expected, window: RECORDED };
    await renderAt('/tokens');
    const rows = await screen.findAllByTestId('token-row');
    expect(rows).toHaveLength(expected.tokens.length);
    expect(screen.getByTestId('token-count')).toHaveTextContent(String(expected.total));
    // The AMM pools' list, reached from its parent page (no header link).
    expect(screen.getByRole('link', { name: 'AMM pools' })).toHaveAttribute('href', '/amm');
    // 53 RippleState objects in ledger 40000, each one trust line.
    expect(screen.getByTestId('token-trustlines')).toHaveTextContent('53');
    // No token has a 24h change: no sentiment to read (N/A, saying why), not "Bearish · 0 up"; the note names the window, not "24h".
    expect(screen.getByTestId('token-sentiment')).toHaveTextContent('Market sentimentN/A');
    expect(screen.getByTestId('token-sentiment')).not.toHaveTextContent('Bearish');
    expect(screen.getByTestId('token-sentiment')).toHaveTextContent(`No sentiment: none of the ${expected.total} tokens has a 24h price change; no DEX trades against XRP over 2 recorded ledgers (#329,212–#346,610)`);
    expect(screen.getByTestId('token-sentiment')).not.toHaveTextContent('in the last 24h');
    expect(screen.getByTestId('token-volume')).toHaveTextContent('VolumeN/ADEX trades against XRP, in USD, over 2 recorded ledgers (#329,212–#346,610)');
    expect(screen.getByRole('columnheader', { name: 'Volume (2 recorded ledgers)' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Volume (24h)' })).not.toBeInTheDocument();
    expect(screen.getByTestId('ledger-source')).toHaveTextContent(`ledger #${INDEXED_LEDGER.ledgerIndex.toLocaleString('en-US')}`);
    // Default sort (24h volume) has no values: ties go by trust lines, most first. USD of
    // r9aRw8p1jHtR9XhDAE22TjtM7PdupNXhkx has 3 lines in ledger 40000, the most.
    const first = rows[0];
    expect(within(first).getByText('USD')).toBeInTheDocument();
    // The issuer link's name starts with its visible (shortened) text, then the full address (WCAG 2.5.3).
    const issuer = within(first).getByRole('link', { name: /^r9aRw8p1\.\.\.pNXhkx \(issuer r9aRw8p1jHtR9XhDAE22TjtM7PdupNXhkx\)$/ });
    expect(issuer).toHaveAttribute('href', '/account/r9aRw8p1jHtR9XhDAE22TjtM7PdupNXhkx');
    expect(within(first).getAllByText('N/A').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText(`Showing ${expected.tokens.length} of ${expected.tokens.length} tokens · sorted by volume`)).toBeInTheDocument();
  });

  it('searches by token or issuer, case-insensitive, and says when nothing matches', async () => {
    const { router } = await renderAt('/tokens');
    const search = await screen.findByRole('searchbox', { name: 'Search by token or issuer' });
    fireEvent.change(search, { target: { value: 'cad' } });
    const expectedCad = tokensOf40000().tokens.filter((t) => t.currency === 'CAD').length;
    expect(await screen.findAllByTestId('token-row')).toHaveLength(expectedCad);
    expect(router.state.location.search).toBe('?q=cad');
    const issuer = 'r9aRw8p1jHtR9XhDAE22TjtM7PdupNXhkx';
    fireEvent.change(search, { target: { value: issuer.toLowerCase() } });
    expect(await screen.findAllByTestId('token-row')).toHaveLength(tokensOf40000().tokens.filter((t) => t.issuer === issuer).length);
    fireEvent.change(search, { target: { value: 'nothing-like-this' } });
    expect(await screen.findByRole('heading', { name: 'No tokens found' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findAllByTestId('token-row')).toHaveLength(tokensOf40000().tokens.length);
  });

  // Issue 39 item 3: zero-balance lines whose issuer is unclear are counted apart, and the page says so.
  it('names the zero-balance trust lines the index counted apart', async () => {
    body = { ...tokensOf40000(), unattributedZeroLines: 3 };
    await renderAt('/tokens');
    expect(await screen.findByTestId('unattributed-zero-lines')).toHaveTextContent('Zero-balance trust lines with no clear issuer, counted apart (in no token): 3.');
  });

  it('reads the sort key from the URL and decodes hex codes; ledger text stays text', async () => {
    const sorted: TokensResponse = {
      ledger: INDEXED_LEDGER,
      total: 3,
      tokens: [
        tk('USD', 'rhub8VRN55s94qWKDv6jmDy1pUykJzF3wq', { holders: 5, domain: '<img src=x onerror=alert(1)>' }),
        tk('534F4C4F00000000000000000000000000000000', 'rsoLo2S1kiGeCcn6hCUXVrCpGMWLrRrLZz', { holders: 50, name: 'Sologenic' }),
        tk('EUR', 'rhub8VRN55s94qWKDv6jmDy1pUykJzF3wq', { holders: 7 }),
      ],
    };
    body = sorted;
    await renderAt('/tokens?sort=holders');
    const rows = await screen.findAllByTestId('token-row');
    expect(rows.map((r) => r.querySelector('td')?.textContent?.replace(/Score.*$/, ''))).toEqual(['SOLO', 'EUR', 'USD']);
    expect(within(rows[0]).getByText('SOLO')).toHaveAttribute('title', '534F4C4F00000000000000000000000000000000');
    expect(within(rows[0]).getByText('Sologenic')).toBeInTheDocument();
    expect(within(rows[2]).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(rows[2].querySelector('img')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Sort tokens by' })).toHaveTextContent('Sort: Holders');
  });

  it('shows the sentiment and the price columns when tokens have trades', async () => {
    body = {
      ledger: INDEXED_LEDGER,
      total: 2,
      tokens: [
        tk('USD', 'rhub8VRN55s94qWKDv6jmDy1pUykJzF3wq', { priceUsd: 0.998, priceChange24h: 1.5, volume24h: 2_500_000, marketCapUsd: 12_000_000, trustlines: 20_000, holders: 6000 }),
        tk('EUR', 'rhub8VRN55s94qWKDv6jmDy1pUykJzF3wq', { priceUsd: 1.07, priceChange24h: -0.25, volume24h: 50_000, marketCapUsd: 900_000, trustlines: 150, holders: 60 }),
      ],
    };
    await renderAt('/tokens');
    const rows = await screen.findAllByTestId('token-row');
    // 1 of 2 priced tokens up = 50 %: mixed (≥ 40 %, < 70 %).
    expect(screen.getByTestId('token-sentiment')).toHaveTextContent('Mixed');
    expect(screen.getByTestId('token-sentiment')).toHaveTextContent('1 of 2 tokens with a 24h price change are up');
    expect(screen.getByTestId('token-volume')).toHaveTextContent('$2.55M');
    expect(rows[0]).toHaveTextContent('$0.998000');
    expect(rows[0]).toHaveTextContent('+1.50%');
    expect(rows[0]).toHaveTextContent('$2.50M');
    expect(rows[0]).toHaveTextContent('Cap $12.00M');
    // Score: cap 1.2e7 → 30, volume 2.5e6 → 25, trustlines 2e4 → 20, holders 6000 → 15 = 90.
    expect(rows[0]).toHaveTextContent('Score 90');
    // cap 9e5 → 10, volume 5e4 → 15, trustlines 150 → 10, holders 60 → 5 = 40.
    expect(rows[1]).toHaveTextContent('Score 40');
    expect(rows[1]).toHaveTextContent('-0.25%');
  });

  it('draws 100 rows at a time with Show more (generated list, not ledger data)', async () => {
    const tokens = Array.from({ length: 250 }, (_, i) => tk(`T${String(i).padStart(2, '0')}`, 'rhub8VRN55s94qWKDv6jmDy1pUykJzF3wq', { trustlines: 1000 - i }));
    body = { ledger: INDEXED_LEDGER, total: tokens.length, tokens };
    await renderAt('/tokens');
    expect(await screen.findAllByTestId('token-row')).toHaveLength(100);
    expect(screen.getByText('Showing 100 of 250 tokens · sorted by volume')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show 100 more' }));
    expect(await screen.findAllByTestId('token-row')).toHaveLength(200);
    fireEvent.click(screen.getByRole('button', { name: 'Show 50 more' }));
    expect(await screen.findAllByTestId('token-row')).toHaveLength(250);
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).toBeNull();
  });

  it('shows the spec message when the API fails', async () => {
    status = 400;
    body = { error: 'Bad request' };
    await renderAt('/tokens');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Unable to load token data. Please try again.' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says the directory is being built while there is no index (ledger null or 503)', async () => {
    body = { tokens: [], total: 0, ledger: null };
    await renderAt('/tokens');
    expect(await screen.findByRole('heading', { name: 'The token directory is being built' })).toBeInTheDocument();
  });

  it('says the directory is being built on 503 without retrying', async () => {
    status = 503;
    body = { error: 'index not built' };
    await renderAt('/tokens');
    expect(await screen.findByRole('heading', { name: 'The token directory is being built' })).toBeInTheDocument();
  });
});

describe('token directory rules', () => {
  const A = tk('USD', 'rA', { volume24h: 10, marketCapUsd: null, trustlines: 5, holders: 1 });
  const B = tk('BTC', 'rB', { volume24h: null, marketCapUsd: 500, trustlines: 9, holders: 3 });
  const C = tk('AAA', 'rC', { volume24h: 30, marketCapUsd: 100, trustlines: 1, holders: 7, domain: 'Example.COM' });

  it('sorts by the five keys, unknown values last', () => {
    const codes = (list: Token[]) => list.map((t) => t.currency);
    expect(codes(sortTokens([A, B, C], 'volume'))).toEqual(['AAA', 'USD', 'BTC']);
    expect(codes(sortTokens([A, B, C], 'marketCap'))).toEqual(['BTC', 'AAA', 'USD']);
    expect(codes(sortTokens([A, B, C], 'trustlines'))).toEqual(['BTC', 'USD', 'AAA']);
    expect(codes(sortTokens([A, B, C], 'holders'))).toEqual(['AAA', 'BTC', 'USD']);
    expect(codes(sortTokens([A, B, C], 'currency'))).toEqual(['AAA', 'BTC', 'USD']);
    expect(parseSortKey('marketCap')).toBe('marketCap');
    expect(parseSortKey('nope')).toBe('volume');
    expect(parseSortKey(null)).toBe('volume');
  });

  it('searches currency, decoded code, name, domain and issuer', () => {
    const solo = tk('534F4C4F00000000000000000000000000000000', 'rSolo', { name: 'Sologenic' });
    expect(filterTokens([A, B, C, solo], 'example.com')).toEqual([C]);
    expect(filterTokens([A, B, C, solo], 'solo')).toEqual([solo]);
    expect(filterTokens([A, B, C, solo], 'RB')).toEqual([B]);
    expect(filterTokens([A, B, C, solo], '  ')).toHaveLength(4);
  });

  it('computes the sentiment over priced tokens: bullish from 70 %, mixed from 40 %', () => {
    const up = tk('U', 'r1', { priceChange24h: 2 });
    const down = tk('D', 'r2', { priceChange24h: -1 });
    const flat = tk('F', 'r3', { priceChange24h: 0 });
    expect(directorySentiment([up, up, up, up, up, up, up, down, down, down])?.sentiment).toBe('bullish'); // 7/10
    expect(directorySentiment([up, up, up, up, up, up, down, down, down, down])?.sentiment).toBe('mixed'); // 6/10
    expect(directorySentiment([up, up, down, flat, flat])?.sentiment).toBe('mixed'); // 2/5
    expect(directorySentiment([up, down, down, flat])?.sentiment).toBe('bearish'); // 1/4
    expect(directorySentiment([])).toBeNull();
    // Issue 39 item 14: a token without a 24h change did not trade; it is left out, not counted as down.
    // 3 up of the 3 that traded = 100 % → bullish (it was 3 of 5 = 60 %, mixed, before).
    const none = tk('N', 'r4');
    expect(directorySentiment([up, up, up, none, none])).toEqual({ sentiment: 'bullish', up: 3, total: 5, changed: 3 });
    expect(directorySentiment([up, down, none, none, none])?.sentiment).toBe('mixed'); // 1 of 2 traded
    expect(directorySentiment([none])).toEqual({ sentiment: 'mixed', up: 0, total: 1, changed: 0 }); // N/A on the page
  });

  it('says "No DEX trades against XRP in the last 24h" only when the window is 24h and no token traded', () => {
    const none = tk('N', 'r4');
    const day = { ...RECORDED, kind: 'closes' as const, full24h: true, ledgers: 21_600 };
    expect(sentimentNote([none], day)).toBe('No sentiment: none of the 1 tokens has a 24h price change; no DEX trades against XRP in the last 24h');
    expect(sentimentNote([none], { ...day, full24h: false, start: '2013-03-12T08:44:10.000Z', ledgers: 2870 })).toBe(
      'No sentiment: none of the 1 tokens has a 24h price change; no DEX trades against XRP over the last 3 h 12 min (2,870 ledgers)',
    );
    expect(sentimentNote([tk('T', 'r5', { volume24h: 10, priceUsd: 1 })], day)).toBe('No sentiment: none of the 1 tokens has a 24h price change');
    expect(sentimentNote([tk('U', 'r6', { priceChange24h: -2, volume24h: 10, priceUsd: 1 })], day)).toBe('0 of 1 tokens with a 24h price change are up');
    // The count shown is of the tokens that traded; the others are named as left out.
    expect(sentimentNote([tk('U', 'r6', { priceChange24h: 3, volume24h: 10, priceUsd: 1 }), tk('N', 'r7', { volume24h: 1 })], day)).toBe(
      '1 of 1 tokens with a 24h price change are up (1 of 2 without one are not counted)',
    );
    expect(volumeColumnLabel(day)).toBe('Volume (24h)');
    expect(volumeColumnLabel({ ...day, full24h: false, start: '2013-03-12T08:44:10.000Z' })).toBe('Volume (last 3 h 12 min)');
    expect(volumeColumnLabel(null)).toBe('Volume');
  });

  it('scores tokens with the spec tiers, capped at 100', () => {
    expect(tokenScore({ marketCapUsd: 1e8, volume24h: 1e6, trustlines: 1e4, holders: 5000 })).toBe(100);
    expect(tokenScore({ marketCapUsd: null, volume24h: null, trustlines: 0, holders: 0 })).toBe(25);
  });

  it('formats codes, prices and supply', () => {
    expect(tokenCode('534F4C4F00000000000000000000000000000000')).toEqual({ code: 'SOLO', hex: true, raw: false, xrpLookalike: false });
    expect(tokenCode('USD')).toEqual({ code: 'USD', hex: false, raw: false, xrpLookalike: false });
    // A 40-hex code that decodes to "XRP" is legal on the ledger (xrpl.org "Currency Codes"): shown as hex, never as XRP.
    expect(tokenCode('5852500000000000000000000000000000000000')).toEqual({ code: '58525000…', hex: true, raw: true, xrpLookalike: true });
    expect(tokenCode('03A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3').code).toBe('03A1B2C3…');
    expect(formatTokenPrice(null)).toBe('N/A');
    expect(formatTokenPrice(0.52)).toBe('$0.520000');
    expect(formatTokenPrice(1234.5)).toBe('$1.23K');
    expect(formatTokenPrice(0.0000000123)).toBe('$0.0000000123');
    expect(formatSupply('1234567.5')).toBe('1.23M');
    expect(formatSupply('950.125')).toBe('950.13');
    expect(formatSupply('0')).toBe('0');
    expect(formatSupply('abc')).toBe('N/A');
    // Compact notation by Intl.NumberFormat: a value that rounds up to the next unit moves there.
    expect(formatSupply('999995')).toBe('1.00M');
    expect(formatSupply('2500000000000')).toBe('2.50T');
  });
});
