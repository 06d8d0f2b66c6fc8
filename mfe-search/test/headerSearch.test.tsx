import { screen, waitFor, within } from '@testing-library/react';
import { SAMPLES } from '@ledgerlens/shared';
import { renderAt } from './render';
import { PAYMENT, requests, requestsTo } from './server';

const header = () => within(screen.getByTestId('header'));
const box = () => header().getByRole('searchbox');
const button = () => header().getByRole('button', { name: 'Search' });
const location = () => screen.getByTestId('location');
const kindPicker = () => header().getByRole('combobox', { name: 'Search type' });

/** Picks a kind the way a visitor does: open the 'Search type' picker, click the option. */
async function pickKind(user: Awaited<ReturnType<typeof renderAt>>['user'], label: string) {
  await user.click(kindPicker());
  await user.click(await screen.findByRole('option', { name: label }));
}

/** Header placed over the transaction-less `/transaction` page (no other search box there). */
const START = '/transaction';

describe('Header search box', () => {
  it('does nothing on empty input: the button is disabled and Enter stays put', async () => {
    const { user } = await renderAt(START, { header: { compact: true } });
    expect(button()).toBeDisabled();
    await user.click(box());
    await user.keyboard('   {Enter}');
    expect(location()).toHaveTextContent(START);
    expect(header().queryByText(/Enter|numeric|hexadecimal/)).not.toBeInTheDocument();
  });

  it('shows the error and disables the button for invalid input of the chosen kind', async () => {
    const { user } = await renderAt(START, { header: { compact: true } });
    await pickKind(user, 'Ledger');
    expect(kindPicker()).toHaveTextContent('Ledger');
    // The picker names the kind; the placeholder, short enough for a laptop-width header, what to type.
    expect(box()).toHaveAttribute('placeholder', 'Ledger index');
    await user.type(box(), 'abc');
    expect(header().getByText('Ledger indices are numeric values.')).toBeInTheDocument();
    expect(button()).toBeDisabled();

    await pickKind(user, 'Address');
    expect(header().getByText("Enter a classic XRP address starting with 'r'.")).toBeInTheDocument();
    expect(box()).toHaveAttribute('placeholder', 'Address (r…)');
    await pickKind(user, 'Transaction');
    expect(box()).toHaveAttribute('placeholder', 'Hash or CTID');
  });

  it('gives the general message while no kind is picked and the text matches none', async () => {
    const { user } = await renderAt(START, { header: { compact: true } });
    await user.type(box(), 'rabc');
    expect(header().getByText('Enter a transaction hash, CTID, XRP address, or ledger index.')).toBeInTheDocument();
    expect(button()).toBeDisabled();
  });

  it('follows the detected kind and goes to the matching route, then clears the input and reports it', async () => {
    const onSearched = jest.fn();
    const { user } = await renderAt(START, { header: { compact: true, onSearched } });
    await user.type(box(), `  ${SAMPLES.address}  `);
    expect(kindPicker()).toHaveTextContent('Address');
    expect(button()).toBeEnabled();

    await user.click(button());
    expect(await screen.findByRole('heading', { name: `Account ${SAMPLES.address}` })).toBeInTheDocument();
    expect(box()).toHaveValue('');
    expect(onSearched).toHaveBeenCalledTimes(1);
  });

  it('searches with Enter; a ledger index with # and commas goes to /ledger/{digits}', async () => {
    const { user } = await renderAt(START, { header: {} });
    await user.type(box(), '#94,084,608{Enter}');
    expect(await screen.findByRole('heading', { name: 'Ledger 94084608' })).toBeInTheDocument();
    expect(box()).toHaveValue('');
  });

  it('keeps the text when persisting', async () => {
    const { user } = await renderAt(START, { header: { persist: true } });
    await user.type(box(), `${PAYMENT.hash.toLowerCase()}{Enter}`);
    expect(await screen.findByRole('heading', { name: 'Transaction Details' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(`/transaction/${PAYMENT.hash}`);
    expect(box()).toHaveValue(PAYMENT.hash.toLowerCase());
  });

  it('prefetches the matching transaction once when the input becomes valid', async () => {
    const { user } = await renderAt(START, { header: { compact: true } });
    await user.type(box(), PAYMENT.hash.slice(0, 40));
    await new Promise((r) => setTimeout(r, 350));
    expect(requests).toHaveLength(0);

    await user.type(box(), PAYMENT.hash.slice(40));
    await waitFor(() => expect(requestsTo(`/api/transaction/${PAYMENT.hash}`)).toBe(1));
    await user.type(box(), ' ');
    await new Promise((r) => setTimeout(r, 350));
    expect(requestsTo(`/api/transaction/${PAYMENT.hash}`)).toBe(1);
  });

  it('prefetches an address silently: a 404 from the account API shows no error', async () => {
    const { user } = await renderAt(START, { header: { compact: true } });
    await user.type(box(), SAMPLES.address);
    await waitFor(() => expect(requestsTo(`/api/account/${SAMPLES.address}`)).toBe(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(requestsTo(`/api/account/${SAMPLES.address}`)).toBe(1);
    expect(header().queryByText(/not found/i)).not.toBeInTheDocument();
    expect(button()).toBeEnabled();
  });
});

describe('Header search box kind picker', () => {
  it('takes picking the kind already shown as a choice: the kind\'s own message replaces the general one', async () => {
    const { user } = await renderAt(START, { header: { compact: true } });
    await user.type(box(), 'xyz-not-hex');
    expect(header().getByText('Enter a transaction hash, CTID, XRP address, or ledger index.')).toBeInTheDocument();
    await user.click(kindPicker());
    await user.click(await screen.findByRole('option', { name: 'Transaction' }));
    expect(await header().findByText('Enter a valid transaction hash (64 hex) or CTID (16 hex).')).toBeInTheDocument();
  });
});
