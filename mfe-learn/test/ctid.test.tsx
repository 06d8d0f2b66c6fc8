/**
 * The CTID tool (spec §2 "CTID tool", §5 "CTID decode/encode"): every message and boundary, the
 * XLS-37 vectors through the UI, the lookup after a decode, and decode/encode clearing each other.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import vectors from '@ledgerlens/shared/fixtures/ctid-xls37.json';
import { renderAt } from './render';
import { CTID_TX } from './setup';

const decodeCard = () => screen.getByRole('region', { name: 'Decode a CTID' });
const encodeCard = () => screen.getByRole('region', { name: 'Encode a CTID' });

async function encode(user: ReturnType<typeof userEvent.setup>, ledger: string, tx: string, network?: string) {
  const card = encodeCard();
  await user.clear(within(card).getByLabelText('Ledger index'));
  if (ledger) await user.type(within(card).getByLabelText('Ledger index'), ledger);
  await user.clear(within(card).getByLabelText('Transaction index'));
  if (tx) await user.type(within(card).getByLabelText('Transaction index'), tx);
  if (network !== undefined) {
    await user.selectOptions(within(card).getByLabelText('Network ID'), 'custom');
    await user.clear(within(card).getByLabelText('Custom network ID'));
    if (network) await user.type(within(card).getByLabelText('Custom network ID'), network);
  }
  await user.click(within(card).getByRole('button', { name: 'Generate CTID' }));
}

async function decode(user: ReturnType<typeof userEvent.setup>, text: string) {
  const input = within(decodeCard()).getByLabelText('CTID');
  await user.clear(input);
  if (text) await user.type(input, text);
  await user.click(within(decodeCard()).getByRole('button', { name: 'Decode CTID' }));
}

describe('CTID tool', () => {
  it('decodes a real CTID, fetches its hash, and links to the full transaction', async () => {
    const user = userEvent.setup();
    await renderAt('/ctid');
    await screen.findByRole('heading', { name: 'CTID tool' });
    await decode(user, CTID_TX.ctid.toLowerCase());
    const result = screen.getByTestId('ctid-decoded');
    expect(result).toHaveTextContent('74682627');
    expect(result).toHaveTextContent('16');
    expect(result).toHaveTextContent('XRP Ledger Mainnet');
    expect(await screen.findByTestId('ctid-hash')).toHaveTextContent(CTID_TX.hash);
    expect(screen.getByRole('link', { name: 'View Full Transaction' })).toHaveAttribute('href', `/transaction/${CTID_TX.ctid}`);
    expect(screen.getByText('About CTIDs')).toBeInTheDocument();
  });

  it.each([
    ['C4739103001000', 'Invalid CTID format. Must be 16 hex characters starting with C, D, E, or F'],
    ['ZZZZ910300100000', 'Invalid CTID format. Must be 16 hex characters starting with C, D, E, or F'],
    ['A473910300100000', 'Invalid CTID prefix. Must start with C, D, E, or F'],
  ])('decoding %s says: %s', async (input, message) => {
    const user = userEvent.setup();
    await renderAt('/ctid');
    await screen.findByRole('heading', { name: 'CTID tool' });
    await decode(user, input);
    expect(screen.getByTestId('ctid-error')).toHaveTextContent('Error');
    expect(screen.getByTestId('ctid-error')).toHaveTextContent(message);
  });

  it('encodes the boundaries and gives every range message', async () => {
    const user = userEvent.setup();
    await renderAt('/ctid');
    await screen.findByRole('heading', { name: 'CTID tool' });
    const ok = async (ledger: string, tx: string, network: string, expected: string) => {
      await encode(user, ledger, tx, network);
      expect(screen.getByTestId('ctid-encoded')).toHaveTextContent(expected);
      expect(screen.queryByTestId('ctid-error')).not.toBeInTheDocument();
    };
    await ok('0', '0', '0', 'C000000000000000');
    await ok('268435455', '65535', '65535', 'CFFFFFFFFFFFFFFF');
    await ok('268435456', '0', '0', 'D000000000000000');
    await ok('1073741823', '0', '0', 'FFFFFFFF00000000');
    const fails = async (ledger: string, tx: string, network: string, message: string) => {
      await encode(user, ledger, tx, network);
      expect(screen.getByTestId('ctid-error')).toHaveTextContent(message);
      expect(screen.queryByTestId('ctid-encoded')).not.toBeInTheDocument();
    };
    await fails('4294967295', '0', '0', 'Ledger index too large to encode in CTID');
    await fails('4294967296', '0', '0', 'Ledger index out of range (0 to 4,294,967,295)');
    await fails('1', '65536', '0', 'Transaction index out of range (0 to 65,535)');
    await fails('1', '0', '65536', 'Network ID out of range (0 to 65,535)');
    await fails('abc', '0', '0', 'Please enter valid numbers for all fields');
    await fails('', '0', '0', 'Please enter valid numbers for all fields');
    // A negative number is a number out of range, not "valid numbers".
    await fails('-1', '0', '0', 'Ledger index out of range (0 to 4,294,967,295)');
    await fails('1', '-1', '0', 'Transaction index out of range (0 to 65,535)');
    await fails('1', '0', '-1', 'Network ID out of range (0 to 65,535)');
  }, 20_000);

  it('decoding clears the encode result, and encoding clears the decode result', async () => {
    const user = userEvent.setup();
    await renderAt('/ctid');
    await screen.findByRole('heading', { name: 'CTID tool' });
    await encode(user, '74682627', '16');
    expect(screen.getByTestId('ctid-encoded')).toHaveTextContent(CTID_TX.ctid);
    await decode(user, CTID_TX.ctid);
    expect(screen.queryByTestId('ctid-encoded')).not.toBeInTheDocument();
    expect(screen.getByTestId('ctid-decoded')).toBeInTheDocument();
    await encode(user, '1', '1');
    expect(screen.queryByTestId('ctid-decoded')).not.toBeInTheDocument();
  });

  it('matches the XLS-37 vectors through the UI (rule C)', async () => {
    const user = userEvent.setup();
    await renderAt('/ctid');
    await screen.findByRole('heading', { name: 'CTID tool' });
    const list = [...vectors.encode_valid, ...vectors.examples];
    expect(list.length).toBeGreaterThan(2);
    for (const v of list) {
      await encode(user, String(v.ledger_seq), String(v.txn_index), String(v.network_id));
      await waitFor(() => expect(screen.getByTestId('ctid-encoded')).toHaveTextContent(String(v.ctid).toUpperCase()));
    }
    for (const v of vectors.decode_valid.filter((d) => typeof d.input === 'string').slice(0, 3)) {
      await decode(user, String(v.input));
      const result = screen.getByTestId('ctid-decoded');
      expect(result).toHaveTextContent(String(v.ledger_seq));
      expect(result).toHaveTextContent(String(v.txn_index));
    }
  });
});
