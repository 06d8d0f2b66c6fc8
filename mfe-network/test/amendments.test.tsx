/**
 * The amendments pages over the API's answers for the offline network (captured from the API
 * against the replay node's recorded mainnet data).
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setRuntimeConfig } from '@ledgerlens/shared';
import fixtures from './fixtures/amendments.json';
import { renderAt } from './render';

const answers = fixtures as unknown as Record<string, Record<string, unknown>>;
const server = setupServer(
  http.get('*/api/amendments', () => HttpResponse.json(answers['/api/amendments'])),
  http.get('*/api/amendments/:id', ({ params }) => {
    const found = answers[`/api/amendments/${String(params.id)}`];
    return found ? HttpResponse.json(found) : HttpResponse.json({ error: 'Amendment not found', code: 'amendmentNotFound' }, { status: 404 });
  }),
);
beforeAll(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://localhost' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

describe('/amendments', () => {
  it('lists enabled amendments with their enabling ledger, and says votes are not recorded offline', async () => {
    await renderAt('/amendments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amendments' })).toBeInTheDocument();
    const enabled = await screen.findByRole('region', { name: /Enabled \(74\)/ });
    const deep = within(enabled).getByRole('link', { name: 'DeepFreeze' });
    expect(deep).toHaveAttribute('href', '/amendment/DeepFreeze');
    expect(within(deep.closest('li')!).getByRole('link', { name: '95,893,505' })).toHaveAttribute('href', '/ledger/95893505');
    expect(screen.getByRole('region', { name: /In majority \(2\)/ })).toBeInTheDocument();
    expect(screen.getByText('Votes are not recorded on the offline network')).toBeInTheDocument();
    expect(screen.getByText('As of ledger 95,893,505')).toBeInTheDocument();
    expect(screen.queryByText(/trusted validators vote yes/)).not.toBeInTheDocument();
  });
});

/**
 * The live answer: the offline answer with the vote count the API adds live (a tally of 35 trusted
 * validators at a flag ledger; the first amendment in majority has 30 yes votes, the other none).
 */
function liveAnswers() {
  const list = structuredClone(answers['/api/amendments']) as { offline: boolean; votes?: unknown; amendments: Array<{ id: string; name: string; status: string; votes?: unknown }> };
  const tally = { ledgerIndex: 95893760, trusted: 35, counted: 30, available: 33, negativeUnl: 1, threshold: 27 };
  list.offline = false;
  list.votes = tally;
  const majority = list.amendments.filter((a) => a.status === 'majority');
  majority.forEach((a, i) => (a.votes = { ...tally, yes: i === 0 ? 30 : 0 }));
  const first = majority[0]!;
  const detail = { ...(structuredClone(answers['/api/amendments/ExpandedSignerList']) as Record<string, unknown>), ...first, offline: false, history: [] };
  return { list, first, detail };
}

describe('/amendments live votes', () => {
  afterEach(() => server.resetHandlers());

  it('shows "N of M trusted validators vote yes (flag ledger #X)" per amendment in majority, and no offline note', async () => {
    const { list, first, detail } = liveAnswers();
    server.use(
      http.get('*/api/amendments', () => HttpResponse.json(list)),
      http.get(`*/api/amendments/${first.name}`, () => HttpResponse.json(detail)),
    );
    await renderAt('/amendments');
    const majority = await screen.findByRole('region', { name: /In majority \(2\)/ });
    const row = within(majority).getByRole('link', { name: first.name }).closest('li')!;
    // Issue 39 item 9: the denominator is the validators heard from in 24 h, off the negative UNL (AmendmentTable.cpp TrustedVotes, RCLConsensus.cpp).
    expect(row).toHaveTextContent('30 of 33 validators heard from vote yes (flag ledger #95,893,760)');
    expect(within(majority).getByText('0 of 33 validators heard from vote yes (flag ledger #95,893,760)')).toBeInTheDocument();
    expect(
      within(majority).getByText(
        /27 yes votes needed: more than 80 % of 33, the trusted validators heard from in the last 24 h \(of 35 on the list; left out: 1 not heard from, 1 on the negative UNL\); validations of this voting ledger from 30 of them seen/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Votes are not recorded on the offline network')).not.toBeInTheDocument();
    expect(screen.getByText('Votes of 33 validators heard from in 24 h (of 35 trusted), flag ledger #95,893,760')).toBeInTheDocument();
  });

  it('shows the count on the amendment page', async () => {
    const { list, first, detail } = liveAnswers();
    server.use(
      http.get('*/api/amendments', () => HttpResponse.json(list)),
      http.get(`*/api/amendments/${first.name}`, () => HttpResponse.json(detail)),
    );
    await renderAt(`/amendment/${first.name}`);
    expect(await screen.findByTestId('amendment-votes')).toHaveTextContent('30 of 33 validators heard from vote yes (flag ledger #95,893,760)');
    expect(screen.queryByText('Votes are not recorded on the offline network')).not.toBeInTheDocument();
  });
});

describe('issue 39 item 9: activation timing and rippled\'s listing', () => {
  it('calls the majority time + two weeks the earliest activation and says flag + 1 enables, flag + 2 applies', async () => {
    await renderAt('/amendments');
    const majority = await screen.findByRole('region', { name: /In majority \(2\)/ });
    expect(within(majority).getByText(/enables the amendment in the next ledger \(flag \+ 1\); its rules apply from the ledger after that \(flag \+ 2\)/)).toBeInTheDocument();
    const row = within(majority).getByRole('link', { name: 'fixFrozenLPTokenTransfer' }).closest('li')!;
    expect(row).toHaveTextContent('Earliest 2025-05-15 00:58 UTC');
    expect(row).not.toHaveTextContent('Expected');
  });

  it('names retired and unsupported entries as such (rippled features.macro)', async () => {
    await renderAt('/amendments');
    const known = await screen.findByRole('region', { name: /Known to rippled, not in the ledger/ });
    expect(within(within(known).getByRole('link', { name: 'MPTokensV2' }).closest('li')!).getByText('Not supported by rippled')).toBeInTheDocument();
    expect(within(within(known).getByRole('link', { name: 'CryptoConditionsSuite' }).closest('li')!).getByText('Retired')).toBeInTheDocument();
    const enabled = screen.getByRole('region', { name: /Enabled \(74\)/ });
    expect(within(within(enabled).getByRole('link', { name: 'Checks' }).closest('li')!).getByText('Retired')).toBeInTheDocument();
    expect(within(within(enabled).getByRole('link', { name: 'DeepFreeze' }).closest('li')!).queryByText('Retired')).toBeNull();
  });

  it('the amendment page says what "retired" means', async () => {
    const retired = { ...(structuredClone(answers['/api/amendments/ExpandedSignerList']) as Record<string, unknown>), name: 'Checks', listing: 'retired' };
    server.use(http.get('*/api/amendments/Checks', () => HttpResponse.json(retired)));
    await renderAt('/amendment/Checks');
    expect(await screen.findByTestId('amendment-listing')).toHaveTextContent('Retired in rippled’s list (XRPL_RETIRE)');
    server.resetHandlers();
  });
});

describe('/amendment/:nameOrId', () => {
  it('shows the ID, how it is derived, and the recorded history: lost majority, then regained', async () => {
    await renderAt('/amendment/ExpandedSignerList');
    expect(await screen.findByRole('heading', { level: 1, name: 'ExpandedSignerList' })).toBeInTheDocument();
    expect(screen.getByTestId('amendment-id')).toHaveTextContent('B2A4DB846F0891BF2C76AB2F2ACC8F5B4EC64437135C6E56F3F859DE5FFD5856');
    expect(screen.getByText(/SHA-512Half of the name/)).toBeInTheDocument();
    expect(screen.getByTestId('history-sentence')).toHaveTextContent('Lost majority at ledger 74,119,937, regained majority at ledger 74,724,097.');
  });

  it('names what was searched when the amendment is unknown', async () => {
    await renderAt('/amendment/NoSuchAmendment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amendment not found' })).toBeInTheDocument();
    expect(screen.getByText('NoSuchAmendment')).toBeInTheDocument();
  });
});
