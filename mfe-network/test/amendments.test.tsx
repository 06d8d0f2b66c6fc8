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
  const tally = { ledgerIndex: 95893760, trusted: 35, counted: 33, threshold: 29 };
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
    expect(row).toHaveTextContent('30 of 35 trusted validators vote yes (flag ledger #95,893,760)');
    expect(within(majority).getByText('0 of 35 trusted validators vote yes (flag ledger #95,893,760)')).toBeInTheDocument();
    expect(within(majority).getByText(/29 yes votes needed \(more than 80 % of 35\); validations of 33 of them seen/)).toBeInTheDocument();
    expect(screen.queryByText('Votes are not recorded on the offline network')).not.toBeInTheDocument();
    expect(screen.getByText('Votes of 35 trusted validators, flag ledger #95,893,760')).toBeInTheDocument();
  });

  it('shows the count on the amendment page', async () => {
    const { list, first, detail } = liveAnswers();
    server.use(
      http.get('*/api/amendments', () => HttpResponse.json(list)),
      http.get(`*/api/amendments/${first.name}`, () => HttpResponse.json(detail)),
    );
    await renderAt(`/amendment/${first.name}`);
    expect(await screen.findByTestId('amendment-votes')).toHaveTextContent('30 of 35 trusted validators vote yes (flag ledger #95,893,760)');
    expect(screen.queryByText('Votes are not recorded on the offline network')).not.toBeInTheDocument();
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
