import { screen, within } from '@testing-library/react';
import { SAMPLES } from '@ledgerlens/shared';
import { renderAt } from './render';

const HEADING = 'Ledgers are coming to LedgerLens';
const TITLE = 'Ledgers · coming soon · LedgerLens';

/** The placeholder names the area, says what it will show, echoes where it was opened and links back to search. */
async function expectPlaceholder(path: string, shown: string[]) {
  expect(await screen.findByRole('heading', { level: 1, name: HEADING })).toBeInTheDocument();
  expect(screen.getByText(/a ledger by index, hash or latest/)).toBeInTheDocument();
  const opened = screen.getByLabelText('Opened with');
  expect(within(opened).getByText(path)).toBeInTheDocument();
  for (const text of shown) expect(within(opened).getByText(text)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/search');
  expect(document.title).toBe(TITLE);
}

describe('mfe-ledger routes (./routes)', () => {
  it('renders the placeholder with the ledger index on /ledger/{index}', async () => {
    await renderAt(`/ledger/${SAMPLES.ledgerIndex}`);
    await expectPlaceholder(`/ledger/${SAMPLES.ledgerIndex}`, [SAMPLES.ledgerIndex]);
  });

  it('renders the placeholder on /ledger/latest', async () => {
    await renderAt('/ledger/latest');
    await expectPlaceholder('/ledger/latest', ['latest']);
  });

  it('renders the placeholder on /ledger without an identifier', async () => {
    await renderAt('/ledger');
    await expectPlaceholder('/ledger', []);
  });

  it('shows the identifier as plain text, never as markup', async () => {
    await renderAt('/ledger/%3Cimg%20src%3Dx%3E');
    expect(await screen.findByText('<img src=x>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
