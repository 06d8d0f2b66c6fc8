/**
 * The header's prefetch warms exactly the cache entries the pages read (the shared
 * `getTransaction`, `getAccount` and `getLedger` endpoints of @ledgerlens/shared): a page opened
 * after its record was prefetched renders from the cache, with no second request.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { SAMPLES, explorerApi } from '@ledgerlens/shared';
import { renderAt } from './render';
import { PAYMENT, requestsTo } from './server';

const headerBox = () => within(screen.getByTestId('header')).getByRole('searchbox');

describe('search prefetch and the pages share one cache', () => {
  it('opens a prefetched transaction with no second request', async () => {
    const { user } = await renderAt('/transaction', { header: { compact: true } });
    await user.type(headerBox(), PAYMENT.hash);
    await waitFor(() => expect(requestsTo(`/api/transaction/${PAYMENT.hash}`)).toBe(1));

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Transaction Details' })).toBeInTheDocument();
    expect(screen.getByText(PAYMENT.hash)).toBeInTheDocument();
    expect(requestsTo(`/api/transaction/${PAYMENT.hash}`)).toBe(1);
  });

  it('puts a prefetched ledger and account where the ledger and account pages read them', async () => {
    const { user, store } = await renderAt('/transaction', { header: { compact: true } });
    await user.type(headerBox(), SAMPLES.ledgerIndex);
    await waitFor(() => expect(requestsTo(`/api/ledger/${SAMPLES.ledgerIndex}`)).toBe(1));
    await waitFor(() => expect(explorerApi.endpoints.getLedger.select(SAMPLES.ledgerIndex)(store.getState()).isSuccess).toBe(true));
    expect(explorerApi.endpoints.getLedger.select(SAMPLES.ledgerIndex)(store.getState()).data).toMatchObject({ ledgerIndex: Number(SAMPLES.ledgerIndex) });

    await user.clear(headerBox());
    await user.type(headerBox(), SAMPLES.address);
    await waitFor(() => expect(requestsTo(`/api/account/${SAMPLES.address}`)).toBe(1));
    // The account API answers 404 in this suite: the error is cached for the account page, silently.
    await waitFor(() => expect(explorerApi.endpoints.getAccount.select(SAMPLES.address)(store.getState()).isError).toBe(true));
  });
});
