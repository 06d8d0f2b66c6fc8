import { expect, test, type Page } from '@playwright/test';

/**
 * Spec §9 market format, written independently of the app's code: `$` with B/M/K and two
 * decimals, six decimals below 1,000.
 */
function market(value: number): string {
  for (const [t, s] of [[1e9, 'B'], [1e6, 'M'], [1e3, 'K']] as const) if (value >= t) return `$${(value / t).toFixed(2)}${s}`;
  return `$${value.toFixed(6)}`;
}
const grouped = (n: number) => n.toLocaleString('en-US');

/** JS files whose name starts with `lazy-price-chart` requested by the page. */
function watchChartChunk(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/\/lazy-price-chart[^/]*\.js/.test(r.url())) seen.push(r.url());
  });
  return seen;
}

test('home shows the search panel, the market, statistics and validators cards and the Learning Guide with values from the offline network', async ({ page, request }) => {
  const chart = watchChartChunk(page);
  await page.goto('/');
  await expect(page.getByRole('search', { name: 'Explore the XRP Ledger' })).toBeVisible();

  // Market card: the API's DEX price of the recorded ledgers, which ledger and date instead of "Live".
  const md = await (await request.get('/api/market/data')).json();
  const card = page.getByTestId('market-card');
  await expect(card.getByTestId('market-price')).toHaveText(market(md.price));
  await expect(card.getByTestId('market-change')).toHaveText('N/A');
  await expect(card.getByTestId('market-cap')).toContainText(market(md.marketCap));
  // One circulating supply (the ledger-state index: total − escrowed) with its ledger, the same in the
  // market data, the statistics and the rich list; market cap = price × it; both ledgers named.
  const richSummary = (await (await request.get('/api/rich-list?limit=1')).json()).summary;
  expect(md.circulatingSupply).toBe(richSummary.circulatingSupply);
  expect(md.marketCap).toBeCloseTo(md.price * Number(richSummary.circulatingSupply), 2);
  await expect(card.getByTestId('market-supply')).toContainText(`index of ledger #${grouped(richSummary.ledger.ledgerIndex)}; price of ledger #${grouped(md.ledgerRange.last)}`);
  // The volume of the two recorded ledgers is never called 24h.
  expect(md.volumeWindow).toMatchObject({ kind: 'recorded', ledgers: 2, full24h: false });
  await expect(card.getByTestId('market-volume')).toContainText(`over 2 recorded ledgers (#${grouped(md.volumeWindow.firstLedger)}–#${grouped(md.volumeWindow.lastLedger)})`);
  await expect(card.getByTestId('market-volume')).not.toContainText('24h');
  await expect(card.getByTestId('market-provenance')).toContainText(`ledger #${grouped(md.ledgerRange.last)}, ${md.lastUpdated.slice(0, 10)}`);
  await expect(card).not.toContainText('Live');
  await expect(card.getByTestId('market-sources')).toContainText(`ledgers #${grouped(md.ledgerRange.first)}–#${grouped(md.ledgerRange.last)}`);

  // Network Statistics: reserves of the node, the DEX volume, no placeholder numbers.
  const stats = page.getByTestId('network-stats');
  const api = await (await request.get('/api/network/stats')).json();
  await expect(stats).toContainText(`${Number(api.reserveBaseXrp).toString()} / ${Number(api.reserveIncrementXrp).toString()} XRP`);
  await expect(stats).toContainText('Offline replay network');
  expect(api.circulatingSupply).toBe(richSummary.circulatingSupply);
  await expect(stats.getByTestId('stats-circulating-supply')).toContainText(`total − escrowed at ledger #${grouped(richSummary.ledger.ledgerIndex)}`);
  // Volume: the XRP delivered by Payments in the ledgers the API has seen close (the pulse), measured.
  await expect(stats.getByTestId('stats-volume')).toContainText(/[\d,.]+ XRP\s*Payments over \d+ ledgers?/);
  await expect(stats).not.toContainText(/21\.472|1,847,293,521|59\.87B/);

  // Validators: the API's one snapshot.
  const vs = await (await request.get('/api/validators')).json();
  const validators = page.getByTestId('validators-card');
  await expect(validators.getByTestId('validators-total')).toHaveText(String(vs.total));
  await expect(validators.getByTestId('validators-active')).toHaveText(String(vs.active));
  await expect(validators).toContainText(/simulated on the offline network/i);

  await expect(page.getByRole('heading', { name: 'Learning Guide' })).toBeVisible();
  // The offline network stores no price samples: no chart drawn, so the chart code is not downloaded.
  await expect(card.getByTestId('price-history-empty')).toBeVisible();
  expect(chart).toEqual([]);
});

test('the price chart and uPlot load only when samples are drawn (synthetic samples, served by the test)', async ({ page }) => {
  const chart = watchChartChunk(page);
  // Synthetic: the offline network has no price history, so the test answers the history route itself.
  const samples = [0, 1, 2, 3, 4, 5].map((i) => ({ time: new Date(Date.UTC(2026, 0, 1, i)).toISOString(), ledgerIndex: 1000 + i, price: 0.5 + i / 100 }));
  await page.route('**/api/market/history/*', (route) => route.fulfill({ json: samples }));
  // Home reached by a client-side navigation: a server-rendered `/` would carry the real (empty)
  // history inlined, which the browser's route above never sees.
  await page.goto('/validators');
  // A client-side navigation needs the app: before the takeover the link may load `/` from the server.
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-ssr-theme') === false);
  await page.getByRole('banner').getByRole('link', { name: /LedgerLens/ }).click();
  await expect(page).toHaveURL(/\/$/);
  const figure = page.getByTestId('price-chart');
  await expect(figure.locator('canvas')).toBeVisible();
  await expect(figure.getByRole('img')).toHaveAccessibleName('XRP price over 24 hours: $0.500000 to $0.550000, 6 samples');
  expect(chart).toHaveLength(1);
  await page.getByRole('button', { name: '7d' }).click();
  await expect(page.getByRole('button', { name: '7d' })).toHaveAttribute('aria-pressed', 'true');
  await expect(figure.getByRole('img')).toHaveAccessibleName(/over 7 days/);
});

test('the statistics card follows ledger closes in advance mode, with no reload', async ({ page }) => {
  await page.goto('/');
  const index = page.getByTestId('stats-ledger-index');
  await expect(index).toHaveText(/^#[\d,]+$/);
  const first = await index.textContent();
  await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
  await expect(index).not.toHaveText(first ?? '', { timeout: 9_000 });
  await expect(page.getByTestId('stats-throughput')).toContainText(/tx\/s|Measuring…/);
  expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
});

test('/validators searches by domain or key, filters by status and sorts', async ({ page, request }) => {
  const vs = await (await request.get('/api/validators')).json();
  const list = vs.validators as Array<{ pubkey: string; domain?: string; status: string }>;
  await page.goto('/validators');
  const rows = page.getByTestId('validator-row');
  await expect(rows).toHaveCount(list.length);

  const withDomain = list.find((v) => v.domain)!;
  const search = page.getByRole('searchbox', { name: 'Search by domain or public key' });
  await search.fill(withDomain.domain!);
  await expect(rows.first()).toContainText(withDomain.domain!);
  await expect(rows).toHaveCount(list.filter((v) => v.domain?.toLowerCase().includes(withDomain.domain!.toLowerCase()) || v.pubkey.toLowerCase().includes(withDomain.domain!.toLowerCase())).length);
  await search.fill(list[0]!.pubkey.slice(0, 12));
  await expect(rows.first()).toContainText(list[0]!.pubkey);
  await search.fill('');

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive only' }).click();
  const inactive = list.filter((v) => v.status === 'inactive').length;
  if (inactive === 0) await expect(page.getByText('No validators found')).toBeVisible();
  else await expect(rows).toHaveCount(inactive);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await expect(rows).toHaveCount(list.length);

  await page.getByRole('combobox', { name: 'Sort' }).click();
  await page.getByRole('option', { name: 'Public key' }).click();
  const byKey = [...list].map((v) => v.pubkey).sort((a, b) => a.localeCompare(b));
  await expect(rows.first()).toContainText(byKey[0]!);
  await expect(rows.last()).toContainText(byKey[byKey.length - 1]!);

  await page.getByRole('combobox', { name: 'Sort' }).click();
  await page.getByRole('option', { name: 'Domain name' }).click();
  const domains = list.map((v) => v.domain).filter((d): d is string => Boolean(d)).sort((a, b) => a.localeCompare(b));
  await expect(rows.first()).toContainText(domains[0]!);
});
