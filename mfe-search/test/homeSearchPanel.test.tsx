import { act, screen, waitFor, within } from '@testing-library/react';
import { DEVNET_SAMPLES, networkApi, SAMPLES } from '@ledgerlens/shared';
import { renderAt } from './render';
import { PAYMENT } from './server';

const panel = () => within(screen.getByRole('search', { name: 'Explore the XRP Ledger' }));
const input = () => panel().getByRole('searchbox');

describe('Home search panel', () => {
  it('is titled Explore the XRP Ledger and shows the detected type as a badge', async () => {
    const { user } = await renderAt('/');
    expect(screen.getByRole('heading', { name: 'Explore the XRP Ledger' })).toBeInTheDocument();
    await user.type(input(), SAMPLES.address);
    expect(panel().getByLabelText('Detected type: Address')).toBeInTheDocument();
    await user.clear(input());
    await user.type(input(), '#85,234,567');
    expect(panel().getByLabelText('Detected type: Ledger')).toBeInTheDocument();
  });

  it('shows the validation message under the input and disables Search', async () => {
    const { user } = await renderAt('/');
    await user.type(input(), 'C0FFEE');
    expect(panel().getByLabelText('Detected type: Transaction')).toBeInTheDocument();
    expect(panel().getByText('CTIDs must be 16 hexadecimal characters.')).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Search' })).toBeDisabled();
  });

  it('fills the input from an example button and goes to the record on Enter', async () => {
    const { user } = await renderAt('/');
    await user.click(screen.getByRole('button', { name: `Ledger ${SAMPLES.ledgerIndex}` }));
    expect(input()).toHaveValue(SAMPLES.ledgerIndex);
    expect(input()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: `Ledger ${SAMPLES.ledgerIndex}` })).toBeInTheDocument();
  });

  it('shows a transaction typed in lower case on home in place: /?q={UPPERCASED}', async () => {
    const { user } = await renderAt('/');
    await user.type(input(), PAYMENT.hash.toLowerCase());
    await user.click(panel().getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/?q=${PAYMENT.hash}`);
  });

  it('shows an address on home in place (/?q=…); a ledger still opens its page', async () => {
    const { user } = await renderAt('/');
    await user.type(input(), SAMPLES.address);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(`/?q=${SAMPLES.address}`);
  });

  it("offers the examples of the node's network: devnet's on devnet, none on a network with nothing recorded", async () => {
    const { store } = await renderAt('/');
    expect(screen.getByRole('button', { name: `Ledger ${SAMPLES.ledgerIndex}` })).toBeInTheDocument();
    // RTK batches the notice of an upsert (autoBatch): the panel updates a moment later.
    const network = (id: number, name: string) => act(async () => void store.dispatch(networkApi.util.upsertQueryEntries([{ endpointName: 'getNetwork', arg: undefined, value: { id, name } }])));
    await network(2, 'devnet');
    expect(await screen.findByRole('button', { name: `Ledger ${DEVNET_SAMPLES.ledgerIndex}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Transaction ${DEVNET_SAMPLES.transactionHash.slice(0, 8)}…` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Ledger ${SAMPLES.ledgerIndex}` })).not.toBeInTheDocument();
    await network(21338, 'Network 21338');
    await waitFor(() => expect(screen.queryByText('Try an example:')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Explore the XRP Ledger' })).toBeInTheDocument();
  });
});

describe('MPT search', () => {
  // A devnet MPTokenIssuanceID (the "ESC" issuance of replay/data/devnet, EscrowFinish A6787B51…).
  const MPT_ID = '00049F5B0E03A3031B3E0C1D16A700640EA5CF727268E14F';
  it('a 48-hex MPTokenIssuanceID is badged MPT and opens /mpt/{ID}, upper-cased', async () => {
    const { user } = await renderAt('/');
    await user.type(input(), MPT_ID.toLowerCase());
    expect(panel().getByLabelText('Detected type: MPT')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(`/mpt/${MPT_ID}`);
  });
});

describe('transaction summary widget (transaction slot)', () => {
  it('shows status, type, the exact amount, parties, fee and ledger, and links to the full page', async () => {
    await renderAt(`/widget/transactionSummary/${PAYMENT.hash}`);
    const card = await screen.findByTestId('transaction-summary');
    expect(within(card).getByText(PAYMENT.type)).toBeInTheDocument();
    expect(within(card).getByText('Success')).toBeInTheDocument();
    expect(within(card).getByTestId('summary-hash')).toHaveTextContent(PAYMENT.hash);
    expect(within(card).getByTestId('summary-amount')).toHaveTextContent(`${PAYMENT.amount} XRP`);
    expect(within(card).getByRole('link', { name: 'View full transaction →' })).toHaveAttribute('href', `/transaction/${PAYMENT.hash}`);
    expect(within(card).getByRole('link', { name: `#${PAYMENT.ledgerIndex!.toLocaleString('en-US')}` })).toHaveAttribute('href', `/ledger/${PAYMENT.ledgerIndex}`);
  });

  it('says Transaction Not Found for an unknown hash', async () => {
    await renderAt(`/widget/transactionSummary/${'A'.repeat(64)}`);
    expect(await screen.findByText('Transaction Not Found')).toBeInTheDocument();
  });

});
