/**
 * The account page's MPTs tab: the MPTs an account holds and issued, scaled and named, each linked
 * to its `/mpt/{id}` page. The API is answered by msw with real answers of the API on a replay node
 * serving the vendored devnet records (fixtures/mpt, see its README). The tab is drawn inside the
 * page's own tab list (`HoldingsTabs`): the devnet records hold no reserves, so the API cannot
 * answer the account summary the page opens with there (see fixtures/mpt/account.json).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useParams } from '@ledgerlens/shared';
import { renderRemoteAt } from '@ledgerlens/shared/testing';
import { HoldingsTabs } from '../src/features/account/components/HoldingsTabs';
import held from './fixtures/mpt/mpts.json';
import issued from './fixtures/mpt/issuer-mpts.json';
import { server } from './server';

function Harness() {
  const { address = '' } = useParams();
  return <HoldingsTabs address={address} />;
}

const renderTabs = (address: string) => renderRemoteAt([{ path: '/tabs/:address', Component: Harness }], `/tabs/${address}`);

beforeEach(() => {
  server.use(
    http.get('*/api/account/:address/mpts', ({ params }) => HttpResponse.json(params.address === held.account ? held : issued)),
    http.get('*/api/account/:address/transactions-paginated', () => HttpResponse.json({ transactions: [], marker: null })),
  );
});

it('lists the MPT the account holds: ticker, issuer, balance scaled by AssetScale, linked to its page', async () => {
  const user = userEvent.setup();
  await renderTabs(held.account);
  await waitFor(() => expect(screen.getByRole('tab', { name: 'MPTs' })).not.toHaveAttribute('aria-disabled'));
  await user.click(screen.getByRole('tab', { name: 'MPTs' }));
  const row = await screen.findByTestId('account-mpt-held');
  expect(within(row).getByRole('link', { name: 'ESC' })).toHaveAttribute('href', `/mpt/${held.held[0]!.id}`);
  expect(row).toHaveTextContent('1000.00');
  expect(within(row).getByRole('link', { name: /^rpHaF4/ })).toHaveAttribute('href', `/account/${held.held[0]!.issuer}`);
  expect(screen.getByText(/This account has issued no MPT/)).toBeInTheDocument();
});

it('lists what an issuer issued, with its outstanding amount and maximum', async () => {
  const user = userEvent.setup();
  await renderTabs(issued.account);
  await user.click(await screen.findByRole('tab', { name: 'MPTs' }));
  const row = await screen.findByTestId('account-mpt-issued');
  expect(within(row).getByRole('link', { name: 'TBILL' })).toHaveAttribute('href', `/mpt/${issued.issued[0]!.id}`);
  expect(row).toHaveTextContent('5000.0000');
});
