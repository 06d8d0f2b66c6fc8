import { screen, within } from '@testing-library/react';
import { renderAt } from './render';

const HEADING = 'Validators, tokens and the rich list are coming to LedgerLens';
const TITLE = 'Validators, tokens and the rich list · coming soon · LedgerLens';

/** The placeholder names the area, says what it will show, echoes where it was opened and links back to search. */
async function expectPlaceholder(path: string) {
  expect(await screen.findByRole('heading', { level: 1, name: HEADING })).toBeInTheDocument();
  expect(screen.getByText(/validators and their agreement scores/)).toBeInTheDocument();
  expect(within(screen.getByLabelText('Opened with')).getByText(path)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/search');
  expect(document.title).toBe(TITLE);
}

describe('mfe-network routes (./routes)', () => {
  it.each(['/validators'])('renders the placeholder on %s', async (path) => {
    await renderAt(path);
    await expectPlaceholder(path);
  });
});
