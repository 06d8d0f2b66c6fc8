/**
 * Validators: the /validators page (stat cards, top three, filters, sorting, tiers and
 * labels of spec §4, states and messages of spec §8) and the home Network Validators card. The API
 * answer is a small hand-made `ValidatorsResponse` with real mainnet validator keys and domains
 * (from the bundled vl.xrplf.org list) and chosen scores; expected values are derived from it.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AppProviders, AppRouterProvider, createAppStore, createAppRouter, setRuntimeConfig, type ValidatorsResponse } from '@ledgerlens/shared';
import { validatorScoreLabel } from '@ledgerlens/shared/ledger';
import { renderAt } from './render';
import ValidatorsWidget from '../src/widgets/validators';
import { filterValidators, validatorsDescription } from '../src/features/validators/routes/ValidatorsPage';

const V = (pubkey: string, domain: string | undefined, status: 'active' | 'inactive', score: number | null) => ({
  pubkey,
  ...(domain ? { domain } : {}),
  status,
  agreementScore: score,
  agreement1h: score,
  validated24h: score === null ? 0 : Math.round(score),
  missed24h: score === null ? 0 : 100 - Math.round(score),
  unl: true,
});
const BODY: ValidatorsResponse = {
  validators: [
    V('nHUFE9prPXPrHcG3SkwP1UzAQbSphqyQkQK9ATXLZsfkezhhda3p', 'alloy.ee', 'active', 99.5),
    V('nHDB2PAPYqF86j9j3c6w1F1ZqwvQfiWcFShZ9Pokg9q4ohNDSkAz', 'aloha.xrpscan.com', 'active', 97.2),
    V('nHBgiH2aih5JoaL3wbiiqSQfhrC21vJjxXoCoD2fuqcNbriXsfLm', 'attokyo.com', 'active', 91),
    V('nHUFzgC9fDw2MEDaiv9JMdBFhtJ6DMKoUCpS8gPGi6tkfbqmTyis', 'bahnhof.se', 'inactive', 80),
    V('nHB8QMKGt9VB4Vg71VszjBVQnDW3v3QudM4DwFaJfy96bj4Pv9fA', 'bithomp.com', 'active', 100),
    V('nHBidG3pZK11zQD6kpNDoAhDxH6WLGui6ZxSbUx7LSqLHsgzMPec', undefined, 'inactive', null),
  ],
  total: 6,
  active: 4,
  averageAgreement: 93.54,
  list: { publisherKey: 'ED45D1840EE724BE327ABE9146503D5848EFD5F38B6D5FEDE71E80ACCE5E6E738B', sequence: 2022051601, expiration: '2022-11-13T00:00:00.000Z', source: 'bundled vl-xrplf-ED45D184-seq2022051601.json' },
  simulated: true,
  updatedAt: '2026-11-24T19:00:00.000Z',
};

let fail = false;
const server = setupServer(http.get('*/api/validators', () => (fail ? HttpResponse.json({ error: 'down' }, { status: 502 }) : HttpResponse.json(BODY))));
beforeAll(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://localhost' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  fail = false;
});
afterAll(() => server.close());

describe('validatorsDescription (issue 39 item 13)', () => {
  it('promises "the last 24 hours" only once the window covers a day', () => {
    expect(validatorsDescription({ seconds: 86_400 })).toMatch(/of the last 24 hours\.$/);
    expect(validatorsDescription({ seconds: 3 * 3600 })).toMatch(/followed so far \(less than a day\)\.$/);
    expect(validatorsDescription({ seconds: 3 * 3600 })).not.toMatch(/last hour and day|last 24 hours/);
    expect(validatorsDescription(undefined)).toMatch(/up to the last 24 hours\.$/);
  });
});

describe('filterValidators', () => {
  it('searches domain or key case-insensitively, filters by status and sorts by agreement, domain or key', () => {
    expect(filterValidators(BODY.validators, 'ALLOY', 'all', 'agreement').map((v) => v.domain)).toEqual(['alloy.ee']);
    expect(filterValidators(BODY.validators, 'nhbid', 'all', 'agreement')).toHaveLength(1);
    expect(filterValidators(BODY.validators, '', 'inactive', 'agreement').map((v) => v.status)).toEqual(['inactive', 'inactive']);
    const byScore = filterValidators(BODY.validators, '', 'all', 'agreement').map((v) => v.agreementScore);
    expect(byScore).toEqual([...byScore].sort((a, b) => (b ?? -1) - (a ?? -1)));
    expect(byScore[byScore.length - 1]).toBeNull();
    const byDomain = filterValidators(BODY.validators, '', 'all', 'domain').map((v) => v.domain ?? '~');
    expect(byDomain).toEqual([...byDomain].sort());
    const byKey = filterValidators(BODY.validators, '', 'all', 'key').map((v) => v.pubkey);
    expect(byKey).toEqual([...byKey].sort());
  });
});

describe('/validators', () => {
  it('shows the stat cards, the top three by agreement with their labels and the simulated note', async () => {
    await renderAt('/validators');
    expect(await screen.findByTestId('stat-total')).toHaveTextContent('6');
    // The amendments they vote on, reached from this page (no header link).
    expect(screen.getByRole('link', { name: 'amendments' })).toHaveAttribute('href', '/amendments');
    expect(screen.getByTestId('stat-active')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-average')).toHaveTextContent('93.54%');
    // Pooled agreement: validated ÷ (validated + missed) over every validator's counts. Not "uptime":
    // a validation of another hash counts as missed (issue 39 item 13), and the card says so.
    const validated = BODY.validators.reduce((n, v) => n + (v.validated24h ?? 0), 0);
    const counted = BODY.validators.reduce((n, v) => n + (v.validated24h ?? 0) + (v.missed24h ?? 0), 0);
    expect(screen.getByTestId('stat-pooled')).toHaveTextContent(`${((validated / counted) * 100).toFixed(2)}%`);
    expect(screen.getByTestId('stat-pooled').parentElement).toHaveTextContent('Pooled agreement');
    expect(screen.getByTestId('stat-pooled').parentElement).toHaveTextContent(`${validated} of ${counted} validator-ledgers validated with the network's hash`);
    expect(screen.getByTestId('stat-pooled').parentElement).toHaveTextContent('a validation of another hash counts as missed');
    expect(screen.queryByText(/uptime/i)).toBeNull();
    const top = within(screen.getByRole('region', { name: 'Top performers' }).querySelector('ol')!).getAllByRole('listitem');
    expect(top.map((li) => li.textContent)).toEqual([
      expect.stringContaining('bithomp.com'),
      expect.stringContaining('alloy.ee'),
      expect.stringContaining('aloha.xrpscan.com'),
    ]);
    expect(top[0]).toHaveTextContent(validatorScoreLabel(100));
    expect(top[2]).toHaveTextContent(validatorScoreLabel(97.2));
    expect(screen.getByText('Agreement simulated on the offline network')).toBeInTheDocument();
  });

  it('"Verified" only for a domain whose xrp-ledger.toml lists the key; otherwise "Domain (declared)"', async () => {
    // As the API answers offline: every manifest domain not checked.
    const offline = 'Offline network: the domain cannot be checked (no Internet access), so it is shown as declared, unverified';
    server.use(
      http.get('*/api/validators', () =>
        HttpResponse.json({ ...BODY, validators: BODY.validators.map((v) => (v.domain ? { ...v, domainVerification: { status: 'not-checked', reason: offline } } : v)) }),
      ),
    );
    const first = await renderAt('/validators');
    const rows = await screen.findAllByTestId('validator-row');
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.queryByText('✓ Verified')).not.toBeInTheDocument();
    expect(rows.filter((r) => within(r).queryByText('Domain (declared)'))).toHaveLength(5);
    expect(screen.getByTestId('domains-note')).toHaveTextContent(offline);
    first.unmount();
    // As the API answers live: alloy.ee lists its key, bithomp.com does not.
    server.use(
      http.get('*/api/validators', () =>
        HttpResponse.json({
          ...BODY,
          validators: BODY.validators.map((v) =>
            v.domain === 'alloy.ee'
              ? { ...v, domainVerification: { status: 'verified', reason: "The domain's xrp-ledger.toml lists this validator's master key" } }
              : v.domain
                ? { ...v, domainVerification: { status: 'unverified', reason: "The domain's xrp-ledger.toml does not list this validator's master key" } }
                : v,
          ),
        }),
      ),
    );
    await renderAt('/validators');
    const live = await screen.findAllByTestId('validator-row');
    const row = (domain: string) => live.find((r) => r.textContent?.includes(domain))!;
    expect(within(row('alloy.ee')).getByTestId('domain-badge')).toHaveTextContent('✓ Verified');
    expect(within(row('bithomp.com')).getByTestId('domain-badge')).toHaveTextContent('Domain (declared)');
  });

  it('filters the registry by search text and shows "No validators found" when nothing matches', async () => {
    const user = userEvent.setup();
    await renderAt('/validators');
    const search = await screen.findByRole('searchbox', { name: 'Search by domain or public key' });
    expect(screen.getAllByTestId('validator-row')).toHaveLength(6);
    await user.type(search, 'xrpscan');
    expect(screen.getAllByTestId('validator-row')).toHaveLength(1);
    expect(screen.getByTestId('validator-row')).toHaveTextContent('aloha.xrpscan.com');
    await user.clear(search);
    await user.type(search, 'no-such-validator');
    expect(screen.queryAllByTestId('validator-row')).toHaveLength(0);
    expect(screen.getByText('No validators found')).toBeInTheDocument();
  });

  it('says "Unable to load validator data. Please try again." when the API fails', async () => {
    fail = true;
    await renderAt('/validators');
    expect(await screen.findByText('Unable to load validator data. Please try again.', {}, { timeout: 15000 })).toBeInTheDocument();
  }, 20000);
});

describe('home Network Validators card', () => {
  function renderCard() {
    const router = createAppRouter([{ path: '/', element: <ValidatorsWidget /> }, { path: '/validators', element: <h1>Validators page</h1> }], { initialEntries: ['/'] });
    return render(
      <AppProviders store={createAppStore()}>
        <AppRouterProvider router={router} />
      </AppProviders>,
    );
  }

  it('shows total, active, average and the validators by agreement, and opens /validators', async () => {
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByTestId('validators-total')).toHaveTextContent('6');
    expect(screen.getByTestId('validators-active')).toHaveTextContent('4');
    expect(screen.getByTestId('validators-average')).toHaveTextContent('93.54%');
    const rows = within(screen.getByRole('list', { name: /Top \d+ validators by agreement/ })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('bithomp.com');
    expect(rows[0]).toHaveTextContent('100.00%');
    expect(rows[rows.length - 1]).toHaveTextContent('—');
    await user.click(screen.getByRole('button', { name: 'View All Validators' }));
    expect(await screen.findByRole('heading', { name: 'Validators page' })).toBeInTheDocument();
  });

  it('says "Unable to load validator metrics." when the API fails', async () => {
    fail = true;
    renderCard();
    expect(await screen.findByText('Unable to load validator metrics.', {}, { timeout: 15000 })).toBeInTheDocument();
  }, 20000);
});

describe('the span the agreement figures cover (window of the answer)', () => {
  const SHORT = { ...BODY, window: { since: '2026-11-24T15:48:00.000Z', seconds: 11_520, ledgers: 2870 }, window1h: { since: '2026-11-24T18:48:00.000Z', seconds: 720, ledgers: 180 } };
  const FULL = { ...BODY, window: { since: '2026-11-23T19:00:00.000Z', seconds: 86_400, ledgers: 21_650 }, window1h: { since: '2026-11-24T18:00:00.000Z', seconds: 3600, ledgers: 900 } };

  it('/validators names a window shorter than 24 h instead of saying "24 h"', async () => {
    server.use(http.get('*/api/validators', () => HttpResponse.json(SHORT)));
    await renderAt('/validators');
    expect(await screen.findByText(/ledgers over the last 3 h 12 min \(2,870 ledgers\)\./)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Agreement (last 3 h 12 min)' })).toBeInTheDocument();
    expect(screen.queryByText(/24 h/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/^last 12 min /).length).toBe(BODY.validators.length);
    expect(screen.queryByText(/^1 h /)).not.toBeInTheDocument();
  });

  it('/validators says "24 h" and "1 h" once the windows are full', async () => {
    server.use(http.get('*/api/validators', () => HttpResponse.json(FULL)));
    await renderAt('/validators');
    expect(await screen.findByRole('columnheader', { name: 'Agreement (24 h)' })).toBeInTheDocument();
    expect(screen.getByText(/ledgers over 24 h\./)).toBeInTheDocument();
    expect(screen.getAllByText(/^1 h /).length).toBe(BODY.validators.length);
  });

  it('the home card names the window too', async () => {
    server.use(http.get('*/api/validators', () => HttpResponse.json(SHORT)));
    const store = createAppStore();
    const router = createAppRouter([{ path: '/', element: <ValidatorsWidget /> }], { initialEntries: ['/'] });
    render(
      <AppProviders store={store}>
        <AppRouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText(/^Agreement over the last 3 h 12 min \(2,870 ledgers\): validated/)).toBeInTheDocument();
  });
});
