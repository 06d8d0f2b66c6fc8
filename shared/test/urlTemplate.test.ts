/**
 * `fillUrl`: the one rule that turns an API URL template (declared by a page, requested by its
 * endpoint) into the URL sent, and the templates of the shared endpoints filled as the pages request them.
 */
import { ACCOUNT_URL, fillUrl, LEDGER_URL, SAMPLES, TRANSACTION_LIST_PREVIEW, TRANSACTION_PREVIEW_URL, transactionPreviewUrl } from '@ledgerlens/shared';
import { fillTemplate } from '@ledgerlens/shared/pages';

describe('fillUrl', () => {
  it('fills each :name with its value, URL-encoded, and keeps a fixed query as is', () => {
    expect(fillUrl(ACCOUNT_URL, { address: SAMPLES.address })).toBe(`/api/account/${SAMPLES.address}`);
    expect(fillUrl('/api/x/:id?lists=25', { id: 'a/b c?&' })).toBe('/api/x/a%2Fb%20c%3F%26?lists=25');
    expect(fillUrl(LEDGER_URL, { id: 94084608 })).toBe('/api/ledger/94084608');
  });

  it('fills :name.part from the key "name.part"', () => {
    expect(fillUrl('/api/tokens/:token.currency/:token.issuer', { 'token.currency': 'CNY', 'token.issuer': 'rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK' })).toBe('/api/tokens/CNY/rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK');
  });

  it('throws naming the placeholder when a value is missing', () => {
    expect(() => fillUrl('/api/tokens/:token.currency/:token.issuer', { 'token.currency': 'CNY' })).toThrow('fillUrl: no value for :token.issuer in /api/tokens/:token.currency/:token.issuer');
    expect(() => fillUrl('/api/amm/:account')).toThrow(':account');
    // Only the values given: nothing inherited (`:constructor` is not Object's).
    expect(() => fillUrl('/api/x/:constructor', {})).toThrow(':constructor');
  });

  it('a template without placeholders is its own URL', () => {
    expect(fillUrl('/api/validators')).toBe('/api/validators');
  });

  it("gives the endpoint the URL the server fills from the page's declaration (one rule)", () => {
    const id = SAMPLES.transactionHash;
    expect(transactionPreviewUrl(id)).toBe(`/api/transaction/${id}?lists=${TRANSACTION_LIST_PREVIEW}`);
    expect(fillTemplate(TRANSACTION_PREVIEW_URL, { id: { '': id } })).toBe(transactionPreviewUrl(id));
    expect(fillTemplate('/api/tokens/:token.currency/:token.issuer', { token: { '': 'x', currency: 'USD', issuer: 'r1' } })).toBe(fillUrl('/api/tokens/:token.currency/:token.issuer', { 'token.currency': 'USD', 'token.issuer': 'r1' }));
  });
});
