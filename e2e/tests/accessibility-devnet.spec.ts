import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import { auditRoutes, h1, type RouteCase } from './axe-audit';

/**
 * WCAG 2.2 AA audit (`axe-audit.ts`) of the pages of the ledger of 2026 on the devnet replay
 * (`npm run test:e2e:devnet`, `REPLAY_NETWORK=devnet`): MPT issuances and an account's MPTs tab,
 * credentials, a DID, an oracle, a permissioned domain, a delegation, a token escrow, a Batch and
 * the whole recorded devnet ledger, light and dark, desktop and phone; one page per view (an MPT
 * create, a live credential and the account of a DID use the views audited here). Every id is
 * read from the vendored devnet records (`replay/data/devnet`, NetworkID 2). Skips, saying so, on a
 * stack that is not devnet.
 */

const DATA_DIR = path.resolve(__dirname, '../../replay/data/devnet');
type Json = Record<string, any>;
const LEDGER_INDEX = 3918590;
const LEDGER: Json = JSON.parse(readFileSync(path.join(DATA_DIR, `ledger-${LEDGER_INDEX}-expanded-devnet.json`), 'utf8'));
const recorded = (hash: string): Json => {
  const raw = JSON.parse(readFileSync(path.join(DATA_DIR, `tx-${hash}-devnet.json`), 'utf8'));
  return raw.result ?? raw;
};
/** The first transaction of the recorded ledger of a type. */
const ofType = (type: string): Json => LEDGER.transactions.find((t: Json) => t.TransactionType === type);
/** The ledger object a transaction of the recorded ledger created or modified, by its LedgerEntryType. */
const objectOf = (tx: Json, entryType: string): string => {
  const meta = tx.metaData ?? tx.meta;
  for (const node of meta.AffectedNodes as Json[]) {
    const inner = node.CreatedNode ?? node.ModifiedNode;
    if (inner?.LedgerEntryType === entryType) return inner.LedgerIndex;
  }
  throw new Error(`${tx.hash} touches no ${entryType}`);
};

// MPTokenIssuanceCreate of "TBILL" (devnet ledger 1,347,207) and an MPT EscrowFinish of "ESC" (302,962).
const TBILL_CREATE = recorded('555FAFDB99B239567FDF30DDF22BA3B30F8E70D8D06833B1270AC600E1575948');
const ESCROW_FINISH = 'A6787B51DC9D72ADB6A82DA6A00DF435FAB28FA6B2DBBF85AD36D97EA4D70B2B';
/** Holds 1,000.00 ESC (`mpt.spec.ts`). */
const MPT_HOLDER = 'ra7Hb2nXmaG8tqvkargwZf7kTLeRpTV2vT';
/** Band Protocol's oracle after OracleSet at 4,597,060 (`identity.spec.ts`). */
const BAND_ORACLE = 'C2C071249153646820D07F5B61C737717EC55E0384706E1E52EFFBE39341E1E3';
/** Created at 418,572, accepted at 418,573, deleted at 418,575 (`identity.spec.ts`). */
const DELETED_CREDENTIAL = '7B685088D546B9E8905D26206F452BB2F44D9A33C9BD9BCF280F7BA39015A955';
const BATCH = ofType('Batch');
const DOMAIN_SET = ofType('PermissionedDomainSet');
const DELEGATE_SET = ofType('DelegateSet');
const DID_SET = ofType('DIDSet');
const CREDENTIAL_ACCEPT = ofType('CredentialAccept');
const ESCROW_CREATE = ofType('EscrowCreate');

const main = (page: Page) => page.getByRole('main');
const objectView = (page: Page) => page.getByTestId('object-view');

const ROUTES: RouteCase[] = [
  { name: 'home (devnet)', path: '/', ready: (p) => p.getByRole('search', { name: 'Explore the XRP Ledger' }) },
  { name: 'ledger (devnet, every transaction)', path: `/ledger/${LEDGER_INDEX}`, ready: (p) => main(p).getByRole('table').first() },
  { name: 'Batch', path: `/transaction/${BATCH.hash}`, ready: (p) => p.getByTestId('batch-inner').first() },
  { name: 'PermissionedDomainSet', path: `/transaction/${DOMAIN_SET.hash}`, ready: (p) => p.getByTestId('transaction-hash') },
  { name: 'MPT EscrowFinish', path: `/transaction/${ESCROW_FINISH}`, ready: (p) => main(p).getByText(/1,?000\.00 ESC/) },
  { name: 'MPT issuance', path: `/mpt/${TBILL_CREATE.meta.mpt_issuance_id}`, ready: (p) => h1(p, 'TBILL') },
  { name: 'MPT issuance (not found)', path: `/mpt/${'0'.repeat(8)}${'A'.repeat(40)}`, ready: (p) => p.getByRole('heading', { name: 'MPT issuance not found' }) },
  {
    name: "account's MPTs tab",
    path: `/account/${MPT_HOLDER}`,
    ready: (p) => p.getByRole('tab', { name: 'MPTs' }),
    open: async (p) => {
      await p.getByRole('tab', { name: 'MPTs' }).click();
      await p.getByTestId('account-mpt-held').first().waitFor();
    },
  },
  { name: 'account with credentials', path: `/account/${CREDENTIAL_ACCEPT.Account}`, ready: (p) => p.getByTestId('credentials-held') },
  { name: 'Credential (deleted)', path: `/object/${DELETED_CREDENTIAL}`, ready: (p) => h1(p, 'Credential') },
  { name: 'Oracle', path: `/object/${BAND_ORACLE}`, ready: (p) => p.getByRole('table', { name: /PriceDataSeries/ }) },
  { name: 'DID', path: `/object/${objectOf(DID_SET, 'DID')}`, ready: objectView },
  { name: 'PermissionedDomain', path: `/object/${objectOf(DOMAIN_SET, 'PermissionedDomain')}`, ready: objectView },
  { name: 'Delegate', path: `/object/${objectOf(DELEGATE_SET, 'Delegate')}`, ready: objectView },
  { name: 'Escrow (a token escrow)', path: `/object/${objectOf(ESCROW_CREATE, 'Escrow')}`, ready: (p) => h1(p, 'Escrow') },
];

auditRoutes(ROUTES, async (page) => {
  const network = await page.request.get('/api/network').then((r) => (r.ok() ? r.json() : undefined), () => undefined);
  test.skip(network?.id !== 2, 'needs a devnet stack (REPLAY_NETWORK=devnet, see the header)');
});
