import { screen, within } from '@testing-library/react';
import { SAMPLES } from '@ledgerlens/shared';
import { renderAt } from './render';

const HEADING = 'Accounts are coming to LedgerLens';
const TITLE = 'Accounts · coming soon · LedgerLens';

/** The placeholder names the area, says what it will show, echoes where it was opened and links back to search. */
async function expectPlaceholder(path: string, shown: string[]) {
  expect(await screen.findByRole('heading', { level: 1, name: HEADING })).toBeInTheDocument();
  expect(screen.getByText(/balance \(available, total and reserved\)/)).toBeInTheDocument();
  const opened = screen.getByLabelText('Opened with');
  expect(within(opened).getByText(path)).toBeInTheDocument();
  for (const text of shown) expect(within(opened).getByText(text)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/search');
  expect(document.title).toBe(TITLE);
}

describe('mfe-account routes (./routes)', () => {
  it('renders the placeholder with the address on /account/{address}', async () => {
    await renderAt(`/account/${SAMPLES.address}`);
    await expectPlaceholder(`/account/${SAMPLES.address}`, [SAMPLES.address]);
  });

  it('renders the placeholder on /account without an address', async () => {
    await renderAt('/account');
    await expectPlaceholder('/account', []);
  });

  it('shows the address as plain text, never as markup', async () => {
    await renderAt('/account/%3Cimg%20src%3Dx%3E');
    expect(await screen.findByText('<img src=x>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
