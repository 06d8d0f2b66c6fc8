/**
 * The typed object views on the object page, over real API answers for recorded devnet objects
 * (fixtures/objects-devnet.json, from api/test/helpers/generate-object-fixtures.ts): a deleted
 * Credential, a Credential with an expiry, price oracles, DIDs, a directory, a delegation, a
 * permissioned domain, an NFT page and an MPT issuance. Ledger text is text, never markup.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import fixtures from './fixtures/objects-devnet.json';
import { renderAt } from './render';
import { server } from './server';

type Answer = Record<string, unknown> & { view: { fields: Array<{ label: string; values: Array<Record<string, unknown>> }> } };
const answers = fixtures as unknown as Record<string, Answer>;
let overrides: Record<string, Answer> = {};

beforeEach(() => {
  overrides = {};
  server.use(
    http.get('*/api/objects/:index', ({ params }) => {
      const key = `/api/objects/${String(params.index)}`;
      const found = overrides[key] ?? answers[key];
      return found ? HttpResponse.json(found) : HttpResponse.json({ error: 'Ledger object not found', code: 'entryNotFound' }, { status: 404 });
    }),
  );
});

const DELETED_CREDENTIAL = '7B685088D546B9E8905D26206F452BB2F44D9A33C9BD9BCF280F7BA39015A955';
const EXPIRING_CREDENTIAL = 'C9B22CD799166C336E5F4EE0B85986EC354F1279F2A80C77B4A8B2EEF6EB9517';
const BAND_ORACLE = 'C2C071249153646820D07F5B61C737717EC55E0384706E1E52EFFBE39341E1E3';
const HEX_PROVIDER_ORACLE = '2B046E623D4DC52F8066746A94B1505EFDF553060D407EC21F205D6C6AA66D16';
const HEX_DID = '4AD6E1C86D0D8C131C745FA9E18743DF6A05DFEF6DBAE30AA7223C6532D20AD6';
const DELETED_DID = '104BF2D8803F701D2338B0195CFC841CA6FC2EDD53EA7A095EAB10B907698F5D';
const DIRECTORY = '8FCD4E36E93A3138F409B30DE8B6C974C5ACBE188002334529D71C35324BB40D';
const DELEGATE = '372827EA06584E92949DA938DB822ACF4C87BF319874D5B3220A26839E3A05D4';
const NFT_PAGE = '321B45D6FB1F8DB97D9E212C48B9F4719B663815FFFFFFFFFFFFFFFFFFFFFFFF';
const ISSUANCE = '616C2EF4D3CD558CD7E779E32D958E1FD88FB467B7CB152B8471E8D32E1EE08B';

/** The `<dd>` of a typed-view row. */
function rowOf(label: string): HTMLElement {
  const view = screen.getByTestId('object-view');
  const dt = within(view).getAllByText(label).find((e) => e.tagName === 'DT');
  if (!dt) throw new Error(`no row ${label}`);
  return dt.nextElementSibling as HTMLElement;
}

describe('typed object views', () => {
  it('a deleted Credential: "Deleted", its last state with the type as text, issuer and subject linked, accepted', async () => {
    await renderAt(`/object/${DELETED_CREDENTIAL}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Credential' })).toBeInTheDocument();
    expect(screen.getByText('Deleted in ledger 418,575')).toBeInTheDocument();
    expect(within(screen.getByTestId('object-view-status')).getByText('Deleted')).toBeInTheDocument();
    expect(within(screen.getByTestId('object-view-status')).getByText('Accepted')).toBeInTheDocument();
    expect(rowOf('CredentialType')).toHaveTextContent('My test credential');
    expect(within(rowOf('Issuer')).getByRole('link')).toHaveAttribute('href', '/account/rL6bethyyyphLye6A8WHhw1KxDZrwiqCmi');
    expect(within(rowOf('Subject')).getByRole('link')).toHaveAttribute('href', '/account/rwXChshgJHh6KwwXY8hN1iNAiuyzJkz7p6');
    // The raw fields stay below the typed view.
    expect(screen.getByRole('region', { name: 'All fields' })).toHaveTextContent('4D7920746573742063726564656E7469616C');
    // No Expiration: nothing is judged against the close time.
    expect(screen.queryByTestId('object-close-time')).toBeNull();
  });

  it('a Credential\'s Expiration as UTC against the ledger\'s close time', async () => {
    await renderAt(`/object/${EXPIRING_CREDENTIAL}`);
    expect(await screen.findByTestId('object-view')).toBeInTheDocument();
    expect(rowOf('Expiration')).toHaveTextContent('2026-10-05 13:53:30 UTC');
    expect(rowOf('Expiration')).toHaveTextContent('not expired at the ledger close time');
    expect(screen.getByTestId('object-close-time')).toHaveTextContent('2025-10-05 13:53:31 UTC');
    expect(rowOf('CredentialType')).toHaveTextContent('VerifiedAccount');
  });

  it('an Oracle: the price table with Scale applied, provider as text, LastUpdateTime (Unix time)', async () => {
    await renderAt(`/object/${BAND_ORACLE}`);
    const table = await screen.findByRole('table', { name: /PriceDataSeries/ });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['XRP', 'USD', '0.6241', '253302a0', '9'],
      ['BTC', 'USD', '63719.1687282', '39f3c66adc88', '9'],
      ['ETH', 'USD', '2609.294193', '25f860db168', '9'],
    ]);
    expect(rowOf('Provider')).toHaveTextContent('Band Protocol');
    expect(rowOf('LastUpdateTime')).toHaveTextContent('2024-09-30 21:39:49 UTC');
    expect(rowOf('LastUpdateTime')).toHaveTextContent('Unix time');
  });

  it('an Oracle whose Provider is not printable: shown as hex', async () => {
    await renderAt(`/object/${HEX_PROVIDER_ORACLE}`);
    expect(await screen.findByTestId('object-view')).toBeInTheDocument();
    expect(rowOf('Provider')).toHaveTextContent('0123');
    expect(rowOf('Provider')).toHaveTextContent('hex: not printable UTF-8');
  });

  it('DIDs: a URI that is not UTF-8 is hex; an ipfs:// URI is text, not a link', async () => {
    await renderAt(`/object/${HEX_DID}`);
    expect(await screen.findByTestId('object-view')).toBeInTheDocument();
    expect(rowOf('URI')).toHaveTextContent('A1B1');
    expect(within(rowOf('URI')).queryByRole('link')).toBeNull();
  });

  it('a deleted DID with an ipfs URI', async () => {
    await renderAt(`/object/${DELETED_DID}`);
    expect(await screen.findByTestId('object-view')).toBeInTheDocument();
    expect(rowOf('URI')).toHaveTextContent('ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf4dfuylqabf3oclgtqy55fbzdi');
    expect(within(rowOf('URI')).queryByRole('link')).toBeNull();
  });

  it('ledger text stays text: markup in a decoded value is not rendered, a non-https URL is not linked', async () => {
    const answer = structuredClone(answers[`/api/objects/${HEX_DID}`]!);
    answer.view.fields = answer.view.fields.map((f) =>
      f.label === 'URI' ? { ...f, values: [{ kind: 'url', text: 'javascript:alert(1)', ref: 'javascript:alert(1)' }] } : f.label === 'Data' ? { ...f, values: [{ kind: 'text', text: '<img src=x onerror="alert(1)">' }] } : f,
    );
    overrides[`/api/objects/${HEX_DID}`] = answer;
    const { container } = await renderAt(`/object/${HEX_DID}`);
    expect(await screen.findByTestId('object-view')).toBeInTheDocument();
    expect(rowOf('Data')).toHaveTextContent('<img src=x onerror="alert(1)">');
    expect(container.querySelector('img')).toBeNull();
    expect(within(rowOf('URI')).queryByRole('link')).toBeNull();
  });

  it('a DirectoryNode: its owner, that it is the root, and that metadata carries no Indexes', async () => {
    await renderAt(`/object/${DIRECTORY}`);
    expect(await screen.findByTestId('object-view')).toBeInTheDocument();
    expect(within(rowOf('Owner')).getByRole('link')).toHaveAttribute('href', '/account/rVrRYMk3yr6jDeeTERvkuSw3WxfsY4pHa');
    expect(rowOf('RootIndex')).toHaveTextContent('This page is the root');
  });

  it('a Delegate lists its permissions and links its delegate', async () => {
    await renderAt(`/object/${DELEGATE}`);
    const table = await screen.findByRole('table', { name: /Permissions/ });
    expect(within(table).getByText('EscrowCreate')).toBeInTheDocument();
    expect(within(rowOf('Authorize (delegate)')).getByRole('link')).toHaveAttribute('href', '/account/rfso8v4QRXq36jDDcaESpWVxLHMbcUcQoZ');
  });

  it('an NFTokenPage links its NFTs to /nft/{id}', async () => {
    await renderAt(`/object/${NFT_PAGE}`);
    const nft = await screen.findByRole('link', { name: '00000000321B45D6FB1F8DB97D9E212C48B9F4719B6638150C5F9097003BCAFC' });
    expect(nft).toHaveAttribute('href', '/nft/00000000321B45D6FB1F8DB97D9E212C48B9F4719B6638150C5F9097003BCAFC');
  });

  it('an MPTokenIssuance: labelled raw amounts and the link to its MPT page', async () => {
    await renderAt(`/object/${ISSUANCE}`);
    expect(await screen.findByTestId('object-view')).toBeInTheDocument();
    expect(within(rowOf('MPTokenIssuanceID')).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/mpt\/003BCAF8[0-9A-F]{40}$/));
    expect(rowOf('OutstandingAmount')).toHaveTextContent('10,000(smallest units)');
  });
});
