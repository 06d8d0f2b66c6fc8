import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, CopyButton, createAppStore, loadRuntimeConfig, getRuntimeConfig, setRuntimeConfig, toastAdded } from '../../src';

function renderWithProviders(ui: React.ReactNode) {
  const store = createAppStore();
  return { store, ...render(<AppProviders store={store}>{ui}</AppProviders>) };
}

describe('toasts (spec §2, §9)', () => {
  it('shows at most 3 at once, newest first', async () => {
    const { store } = renderWithProviders(null);
    act(() => {
      for (const n of [1, 2, 3, 4]) store.dispatch(toastAdded({ title: `Toast ${n}` }));
    });
    expect(store.getState().toast.toasts.map((t) => t.title)).toEqual(['Toast 4', 'Toast 3', 'Toast 2']);
    // Radix Toast loads with the first toast.
    expect(await screen.findByText('Toast 4')).toBeInTheDocument();
    expect(screen.queryByText('Toast 1')).not.toBeInTheDocument();
  });

  it('removes a dismissed toast 5000 ms after dismissal', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { store } = renderWithProviders(null);
      act(() => {
        store.dispatch(toastAdded({ title: 'Wallet data refreshed' }));
      });
      await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
      expect(store.getState().toast.toasts).toHaveLength(1);
      act(() => jest.advanceTimersByTime(4999));
      expect(store.getState().toast.toasts).toHaveLength(1);
      act(() => jest.advanceTimersByTime(1));
      expect(store.getState().toast.toasts).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('CopyButton (spec §4 copy feedback, §8 clipboard messages)', () => {
  const original = navigator.clipboard;
  afterEach(() => Object.defineProperty(navigator, 'clipboard', { value: original, configurable: true }));

  it('copies, shows the copied state for 2 s and a Copied toast', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      // After setup: user-event installs its own clipboard stub.
      const writeText = jest.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      renderWithProviders(<CopyButton value="rDsbeomae4FXwgQTJp9Rs64Qg9vDiTCdBv" label="Copy address" />);
      await user.click(screen.getByRole('button', { name: 'Copy address' }));
      expect(writeText).toHaveBeenCalledWith('rDsbeomae4FXwgQTJp9Rs64Qg9vDiTCdBv');
      expect(await screen.findByRole('button', { name: '✓ Copied' })).toBeInTheDocument();
      expect(screen.getByText('Copied', { selector: '[data-variant] *' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2000));
      expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('has an accessible name that starts with its visible text, and the subject after it (WCAG 2.5.3)', () => {
    renderWithProviders(<CopyButton value="C473910300100000" label="Copy" subject="CTID" />);
    const button = screen.getByRole('button', { name: 'Copy CTID' });
    expect(button).not.toHaveAttribute('aria-label');
    expect(button.textContent).toBe('Copy CTID');
  });

  it("says 'Unable to copy' where the Clipboard API is missing", async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderWithProviders(<CopyButton value="x" label="Copy hash" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy hash' }));
    expect(await screen.findByText('Unable to copy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy hash' })).toBeInTheDocument();
  });
});

describe('run-time config', () => {
  afterEach(() => jest.restoreAllMocks());

  it('applies config.json', async () => {
    jest.spyOn(global, 'fetch').mockResolvedValue(new Response(JSON.stringify({ apiBaseUrl: 'https://api.example/' })));
    await loadRuntimeConfig();
    expect(getRuntimeConfig().apiBaseUrl).toBe('https://api.example');
  });

  it('keeps the current config when the file is missing or broken', async () => {
    setRuntimeConfig({ apiBaseUrl: 'http://kept' });
    jest.spyOn(global, 'fetch').mockResolvedValue(new Response('not json', { status: 200 }));
    await loadRuntimeConfig();
    expect(getRuntimeConfig().apiBaseUrl).toBe('http://kept');
    jest.spyOn(global, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await loadRuntimeConfig();
    expect(getRuntimeConfig().apiBaseUrl).toBe('http://kept');
  });
});

describe('Tabs drawn on a server-rendered page (hydration)', () => {
  const tabs = [
    { value: 'a', title: 'Transactions', content: <button type="button">Next</button> },
    { value: 'b', title: 'Tokens', content: <p>tokens</p> },
  ];

  it('before its chunk is loaded, draws the busy stand-in; once loaded (preloadDrawnUi), draws Radix at once, without a Suspense pass', async () => {
    const { Tabs, preloadDrawnUi, LAZY_UI_ATTRIBUTE } = await import('../../src');
    const first = renderWithProviders(<Tabs label="Holdings" tabs={tabs} />);
    // The stand-in: tabs not selectable yet, panel busy.
    expect(screen.getByRole('tab', { name: 'Transactions' })).toHaveAttribute('aria-disabled', 'true');
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
    const served = first.container.innerHTML;
    first.unmount();

    // What the browser does before hydrating server markup that contains tabs.
    const root = document.createElement('div');
    root.innerHTML = served;
    expect(root.querySelector(`[${LAZY_UI_ATTRIBUTE}="tabs"]`)).not.toBeNull();
    await preloadDrawnUi(root);
    renderWithProviders(<Tabs label="Holdings" tabs={tabs} />);
    // Synchronously in the first commit: real Radix tabs and the panel's content, no busy stand-in.
    expect(screen.getByRole('tab', { name: 'Transactions' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Transactions' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('server markup: the selected tab is the keyboard tab stop before any effect runs (the tab list scrolls on a phone); then Radix roves', async () => {
    const { renderToString } = await import('react-dom/server');
    const { Tabs, preloadDrawnUi, AppProviders: Providers, createAppStore: makeStore } = await import('../../src');
    const probe = document.createElement('div');
    probe.innerHTML = '<div data-lazy-ui="tabs"></div>';
    await preloadDrawnUi(probe);
    const html = renderToString(
      <Providers store={makeStore()}>
        <Tabs label="Holdings" tabs={tabs} />
      </Providers>,
    );
    const served = document.createElement('div');
    served.innerHTML = html;
    const triggers = [...served.querySelectorAll('[role="tab"]')];
    expect(triggers.map((t) => [t.textContent, t.getAttribute('tabindex')])).toEqual([
      ['Transactions', '0'],
      ['Tokens', '-1'],
    ]);
    // Mounted in the browser: Radix's roving tab stop (the list itself reachable, one tab stop).
    renderWithProviders(<Tabs label="Holdings" tabs={tabs} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Transactions' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tokens' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Tokens' })).not.toHaveAttribute('tabindex', '-1');
  });
});
