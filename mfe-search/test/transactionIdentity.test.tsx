/**
 * On the transaction page: a Batch's inner transactions (API `batchInner`) listed with type, result
 * and a link when the node has them; a DomainID summary field (kind `object`) linked to its ledger
 * entry page; a delegated transaction's sentence. The answers are the recorded PAYMENT fixture with
 * CRAFTED fields added (shapes of the API's devnet answers; not ledger data).
 */
import { screen, within } from '@testing-library/react';
import { renderAt } from './render';
import { PAYMENT, serveTransaction } from './server';

const INNER = [
  { type: 'Payment', account: 'rGNaz5pSs432sVvaE5EqxAWBXKedHqQ9Rj', hash: '3EBD47EB068550BEAF74A283E0F412CE3533D9BDEA84C93212856B2EECCEA21D', result: 'tesSUCCESS', recorded: true },
  { type: 'Payment', account: 'rBe5QUgwCdMTVXmc4jJwCNXgBsDa5LJFso', hash: 'ABE5B283A79A35E8C59ACFE33130990A6A42C62D3F8BFCE858F27BF5AF780EB2', recorded: false },
];

it('lists a Batch\'s inner transactions with their own results, linking those the node has', async () => {
  serveTransaction({ ...PAYMENT, type: 'Batch', batchInner: INNER });
  await renderAt(`/transaction/${PAYMENT.hash}`);
  const card = await screen.findByTestId('batch-inner');
  expect(within(card).getByRole('heading', { name: 'Inner transactions (2)' })).toBeInTheDocument();
  const items = within(card).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Payment');
  expect(items[0]).toHaveTextContent('tesSUCCESS');
  expect(within(items[0]!).getByRole('link', { name: `Open inner transaction 1, Payment ${INNER[0]!.hash}` })).toHaveAttribute('href', `/transaction/${INNER[0]!.hash}`);
  expect(items[1]).toHaveTextContent('not recorded on this node');
  expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
});

it('links a DomainID to its ledger entry page', async () => {
  const domain = '23F8D10AF1960447DA3B37C7F6F64C1986146AE34A93582872722AB8879DEE53';
  serveTransaction({ ...PAYMENT, summary: [...(PAYMENT.summary ?? []), { label: 'DomainID', kind: 'object', value: domain }] });
  await renderAt(`/transaction/${PAYMENT.hash}`);
  const summary = await screen.findByTestId('type-summary');
  expect(within(summary).getByRole('link', { name: `${domain} (open the DomainID ledger entry)` })).toHaveAttribute('href', `/object/${domain}`);
});

it('shows no inner-transaction list for other types', async () => {
  serveTransaction({ ...PAYMENT });
  await renderAt(`/transaction/${PAYMENT.hash}`);
  await screen.findByTestId('type-summary');
  expect(screen.queryByTestId('batch-inner')).not.toBeInTheDocument();
});
