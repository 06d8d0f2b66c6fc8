import { screen, within } from '@testing-library/react';
import { renderAt } from './render';

const HEADING = 'Learning articles and the CTID tool are coming to LedgerLens';
const TITLE = 'Learning articles and the CTID tool · coming soon · LedgerLens';

/** The placeholder names the area, says what it will show, echoes where it was opened and links back to search. */
async function expectPlaceholder(path: string, shown: string[]) {
  expect(await screen.findByRole('heading', { level: 1, name: HEADING })).toBeInTheDocument();
  expect(screen.getByText(/the CTID tool will decode a CTID/)).toBeInTheDocument();
  const opened = screen.getByLabelText('Opened with');
  expect(within(opened).getByText(path)).toBeInTheDocument();
  for (const text of shown) expect(within(opened).getByText(text)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/search');
  expect(document.title).toBe(TITLE);
}

describe('mfe-learn routes (./routes)', () => {
  it('renders the placeholder on the learn hub /en/learn', async () => {
    await renderAt('/en/learn');
    await expectPlaceholder('/en/learn', []);
  });

  it('renders the placeholder with section and slug on /en/learn/{section}/{slug}', async () => {
    await renderAt('/en/learn/xrpl-basics/what-is-a-ctid');
    await expectPlaceholder('/en/learn/xrpl-basics/what-is-a-ctid', ['xrpl-basics', 'what-is-a-ctid']);
  });

  it('renders the placeholder on the CTID tool /ctid', async () => {
    await renderAt('/ctid');
    await expectPlaceholder('/ctid', []);
  });

  it('shows the slug as plain text, never as markup', async () => {
    await renderAt('/en/learn/xrpl-basics/%3Cimg%20src%3Dx%3E');
    expect(await screen.findByText('<img src=x>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
