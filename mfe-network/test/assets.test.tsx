/**
 * `/amm`, `/amm/:account` and `/token/:token`: what a visitor sees, with the API answered by msw
 * with real answers of the API on the offline replay network (fixtures/assets, see its README).
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setRuntimeConfig } from '@ledgerlens/shared';
import { renderAt } from './render';
import ammList from './fixtures/assets/amm-list.json';
import ammXah from './fixtures/assets/amm-xah.json';
import ammDeleted from './fixtures/assets/amm-deleted.json';
import tokenCny from './fixtures/assets/token-cny.json';

const server = setupServer(
  http.get('*/api/amm', () => HttpResponse.json(ammList)),
  http.get('*/api/amm/:account', ({ params }) =>
    params.account === ammXah.account
      ? HttpResponse.json(ammXah)
      : params.account === ammDeleted.account
        ? HttpResponse.json(ammDeleted)
        : HttpResponse.json({ error: 'No AMM pool found at this account', code: 'notFound' }, { status: 404 }),
  ),
  http.get('*/api/tokens/:currency/:issuer', ({ params }) =>
    params.currency === 'CNY' ? HttpResponse.json(tokenCny) : HttpResponse.json({ error: 'Token not found: the issuer has no trust line and no obligation in this currency', code: 'notFound' }, { status: 404 }),
  ),
);

beforeAll(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://localhost' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

describe('/amm', () => {
  it('lists every pool with its pair, each linked to its page', async () => {
    renderAt('/amm');
    const rows = await screen.findAllByTestId('amm-row');
    expect(rows).toHaveLength(ammList.pools.length);
    expect(within(rows.find((r) => r.textContent?.includes('XAH'))!).getByRole('link', { name: 'XRP / XAH' })).toHaveAttribute('href', `/amm/${ammXah.account}`);
  });
});

describe('/amm/:account', () => {
  it('a pool with its create and vote: fee as a worked sum next to the ledger value, history oldest first', async () => {
    renderAt(`/amm/${ammXah.account}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'XRP / XAH' })).toBeInTheDocument();
    expect(screen.getByTestId('fee-sum')).toHaveTextContent('(1000 × 40 + 200 × 417) ÷ (40 + 417)= 123,400 ÷ 457 = 270.022 → 270 (0.27%)');
    expect(screen.getByText('Differs from the ledger by 1')).toBeInTheDocument();
    expect(screen.getByText('0.271%')).toBeInTheDocument();
    const rows = screen.getAllByTestId('amm-history-row');
    expect(rows.map((r) => within(r).getAllByRole('link')[0].textContent)).toEqual(['AMMCreate', 'AMMVote']);
    expect(screen.getByRole('link', { name: 'XAH' })).toHaveAttribute('href', '/token/XAH.rswh1fvyLqHizBS2awu1vs6QcmwTBd9qiv');
    expect(screen.getByRole('link', { name: 'All AMM pools' })).toHaveAttribute('href', '/amm');
  });

  it('the implied price with the fee-adjusted buy and sell quotes beside the bare ratio (issue 39 item 10)', async () => {
    renderAt(`/amm/${ammXah.account}`);
    const price = await screen.findByTestId('implied-price');
    // 1 XRP : 4 XAH, TradingFee 271 (0.271 %): buy 4 ÷ (1 − 0.00271), sell 4 × (1 − 0.00271).
    expect(price).toHaveTextContent('1 XRP = 4 XAH (reserve ratio, no fee)');
    expect(price).toHaveTextContent(`Buy 1 XRP: ≈ ${Number((4 / (1 - 0.00271)).toFixed(6))} XAH · sell 1 XRP: ≈ ${Number((4 * (1 - 0.00271)).toFixed(6))} XAH`);
    expect(price).toHaveTextContent('With the 0.271% trading fee, at the margin');
  });

  it('"No vote slot" names both origins of the fee: creation and a deposit into an empty pool (issue 39 item 10)', async () => {
    server.use(http.get(`*/api/amm/${ammXah.account}`, () => HttpResponse.json({ ...ammXah, voteSlots: [], recomputedFee: null })));
    renderAt(`/amm/${ammXah.account}`);
    const origin = await screen.findByTestId('fee-origin');
    expect(origin).toHaveTextContent("set when the pool was created (AMMCreate's TradingFee)");
    expect(origin).toHaveTextContent('or by the deposit that refilled it when it was empty (AMMDeposit with tfTwoAssetIfEmpty and a TradingFee)');
  });

  it('the deleted pool: its last state and the transaction that emptied it', async () => {
    renderAt(`/amm/${ammDeleted.account}`);
    expect(await screen.findByText('This pool was emptied and deleted')).toBeInTheDocument();
    expect(screen.getByText('Deleted')).toBeInTheDocument();
    expect(screen.getByText('Last reserves')).toBeInTheDocument();
    expect(screen.getByText('Deleted the pool')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^68AD5C03CCF55D84/ })[0]).toHaveAttribute('href', `/transaction/${ammDeleted.deletedBy}`);
  });

  it('an account without a pool shows the not-found state', async () => {
    renderAt('/amm/rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh');
    expect(await screen.findByRole('heading', { level: 1, name: 'AMM pool not found' })).toBeInTheDocument();
    expect(screen.getByText('No AMM pool found at this account')).toBeInTheDocument();
  });
});

describe('/token/:token', () => {
  it("shows the issuer's settings with what they mean, supply and holders as of their ledger", async () => {
    renderAt('/token/CNY.rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK');
    expect(await screen.findByRole('heading', { level: 1, name: 'CNY' })).toBeInTheDocument();
    expect(within(screen.getByTestId('issuer-setting-noFreeze')).getByText('The issuer can freeze your balance (one trust line, or all of them).')).toBeInTheDocument();
    expect(within(screen.getByTestId('issuer-setting-domain')).getByRole('link', { name: 'ripplecn.com' })).toHaveAttribute('href', 'https://ripplecn.com/');
    expect(screen.getAllByTestId('token-holder')).toHaveLength(tokenCny.holders.top.length);
    expect(screen.getAllByText(/as of ledger #7,501,326/).length).toBeGreaterThan(0);
  });

  it('an unknown token shows the not-found state', async () => {
    renderAt('/token/ZZZ.rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK');
    expect(await screen.findByRole('heading', { level: 1, name: 'Token not found' })).toBeInTheDocument();
  });
});
