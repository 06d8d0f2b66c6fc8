import { STATUS_LABELS, errorCodeOf, isSuccessStatus, statusBadge, transactionStatusOf } from '../../src/domain/status';
import { explainFailure } from '../../src/domain/failures';
import { mainnetFiles, readMainnet, walk } from './helpers';

describe('transaction status (§4)', () => {
  it.each<[string | null | undefined, string | undefined]>([
    ['tesSUCCESS', 'success'],
    ['success', 'success'],
    ['SUCCESS', 'success'],
    [' tesSUCCESS ', 'success'],
    ['pending', 'pending'],
    ['Pending', 'pending'],
    ['tecPATH_DRY', 'failed'],
    ['tecUNFUNDED_PAYMENT', 'failed'],
    ['temBAD_FEE', 'failed'],
    ['tefPAST_SEQ', 'failed'],
    ['failed', 'failed'],
    ['error', 'failed'],
    ['tesSUCCESSX', 'failed'],
    ['', undefined],
    ['  ', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('transactionStatusOf(%j) = %s', (status, expected) => expect(transactionStatusOf(status)).toBe(expected));

  it('badge labels', () => {
    expect(STATUS_LABELS).toEqual({ success: 'Success', pending: 'Pending', failed: 'Failed' });
  });

  it.each<[string | null | undefined, string, string]>([
    ['tesSUCCESS', 'Success', 'success'],
    ['success', 'Success', 'success'],
    ['pending', 'Pending', 'info'],
    ['tecKILLED', 'Failed', 'danger'],
    [undefined, 'Unknown', 'warning'],
    [null, 'Unknown', 'warning'],
    ['', 'Unknown', 'warning'],
  ])('statusBadge(%j) = %s / %s', (status, label, tone) => {
    expect(statusBadge(status)).toMatchObject({ label, tone });
  });

  it.each<[string | null | undefined, string | undefined]>([
    ['tecPATH_DRY', 'tecPATH_DRY'],
    [' tecNO_DST ', 'tecNO_DST'],
    ['failed', 'failed'],
    ['tesSUCCESS', undefined],
    ['success', undefined],
    ['pending', undefined],
    [undefined, undefined],
  ])('errorCodeOf(%j) = %j', (status, code) => expect(errorCodeOf(status)).toBe(code));

  it('isSuccessStatus', () => {
    expect(isSuccessStatus('tesSUCCESS')).toBe(true);
    expect(isSuccessStatus('tecPATH_DRY')).toBe(false);
    expect(isSuccessStatus(undefined)).toBe(false);
  });

  it('maps every result code in the bundled mainnet data', () => {
    const codes = new Set<string>();
    for (const file of mainnetFiles()) {
      walk(readMainnet(file), (node) => {
        if (typeof node.TransactionResult === 'string') codes.add(node.TransactionResult);
      });
    }
    expect(codes.has('tesSUCCESS')).toBe(true);
    expect(codes.size).toBeGreaterThan(1);
    for (const code of codes) {
      const status = transactionStatusOf(code);
      expect(status).toBe(code === 'tesSUCCESS' ? 'success' : 'failed');
      if (status === 'failed') {
        expect(errorCodeOf(code)).toBe(code);
        expect(explainFailure(code).title).toEqual(expect.any(String));
      }
    }
  });
});
