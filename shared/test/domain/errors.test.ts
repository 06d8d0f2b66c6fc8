import { MESSAGES, REQUEST_ERROR_MESSAGES, describeRequestError, isNotFoundError, isNotFoundMessage, shouldRetryQuery } from '../../src/domain/errors';
import { FAILED_TRANSACTION_NOTE, FAILURE_CATALOGUE, UNKNOWN_FAILURE_TITLE, explainFailure, type FailureCategory, type FailureSeverity } from '../../src/domain/failures';

const NOT_FOUND = 'Resource not found';
const SERVER = 'Server error - please try again later';
const TIMEOUT = 'Request timeout - please check your connection';
const UNEXPECTED = 'An unexpected error occurred';

describe('request failure mapping (§8)', () => {
  it('has the spec texts', () => {
    expect(REQUEST_ERROR_MESSAGES).toEqual({ notFound: NOT_FOUND, server: SERVER, timeout: TIMEOUT, unexpected: UNEXPECTED });
  });

  it.each<[string, unknown, string]>([
    // FetchBaseQueryError with an HTTP status
    ['404 with a body', { status: 404, data: { error: 'Transaction not found' } }, NOT_FOUND],
    ['404 without a body', { status: 404, data: undefined }, NOT_FOUND],
    ['500', { status: 500, data: { error: 'boom' } }, SERVER],
    ['502', { status: 502, data: '<html>' }, SERVER],
    ['503', { status: 503 }, SERVER],
    ['599', { status: 599 }, SERVER],
    ['400 with error field', { status: 400, data: { error: 'Invalid ledger index' } }, 'Invalid ledger index'],
    ['400 error field wins over message', { status: 400, data: { error: 'E', message: 'M' } }, 'E'],
    ['400 with message only', { status: 400, data: { message: 'Bad request body' } }, 'Bad request body'],
    ['400 with text body', { status: 400, data: 'plain text' }, UNEXPECTED],
    ['400 with empty error', { status: 400, data: { error: '' } }, UNEXPECTED],
    ['429 no body', { status: 429, data: null }, UNEXPECTED],
    // FetchBaseQueryError special statuses
    ['TIMEOUT_ERROR', { status: 'TIMEOUT_ERROR', error: 'AbortError: signal timed out' }, TIMEOUT],
    ['FETCH_ERROR', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'TypeError: Failed to fetch'],
    ['FETCH_ERROR without text', { status: 'FETCH_ERROR', error: '' }, UNEXPECTED],
    ['PARSING_ERROR from a 502 page', { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' }, SERVER],
    ['PARSING_ERROR from a 404 page', { status: 'PARSING_ERROR', originalStatus: 404, data: 'Not Found', error: 'SyntaxError' }, NOT_FOUND],
    ['PARSING_ERROR 200', { status: 'PARSING_ERROR', originalStatus: 200, data: 'x', error: 'SyntaxError: Unexpected token' }, 'SyntaxError: Unexpected token'],
    ['CUSTOM_ERROR', { status: 'CUSTOM_ERROR', error: 'Custom failure' }, 'Custom failure'],
    ['CUSTOM_ERROR with body', { status: 'CUSTOM_ERROR', error: 'x', data: { error: 'from body' } }, 'from body'],
    // Errors and SerializedError
    ['Error', new Error('Network down'), 'Network down'],
    ['Error without message', new Error(''), UNEXPECTED],
    ['TimeoutError', Object.assign(new Error('signal timed out'), { name: 'TimeoutError' }), TIMEOUT],
    ['ECONNABORTED', { code: 'ECONNABORTED', message: 'timeout of 10000ms exceeded' }, TIMEOUT],
    ['ETIMEDOUT', Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' }), TIMEOUT],
    ['SerializedError', { name: 'Error', message: 'Rejected' }, 'Rejected'],
    // axios-like
    ['response 404', { response: { status: 404, data: {} }, message: 'Request failed' }, NOT_FOUND],
    ['response 500', { response: { status: 500 } }, SERVER],
    ['response 400 with error', { response: { status: 400, data: { error: 'Bad address' } }, message: 'x' }, 'Bad address'],
    ['response 400 without body', { response: { status: 400 }, message: 'Request failed with status code 400' }, 'Request failed with status code 400'],
    // others
    ['string', 'Something specific', 'Something specific'],
    ['empty string', '', UNEXPECTED],
    ['null', null, UNEXPECTED],
    ['undefined', undefined, UNEXPECTED],
    ['number', 42, UNEXPECTED],
    ['empty object', {}, UNEXPECTED],
  ])('%s', (_name, error, message) => {
    expect(describeRequestError(error)).toBe(message);
  });
});

describe('not-found rule (§7: such errors are not retried)', () => {
  it.each<[string | null | undefined, boolean]>([
    ['Resource not found', true],
    ['resource NOT FOUND', true],
    ['Transaction not found', true],
    ['Account Not Found', true],
    ['not found', true],
    ['Server error - please try again later', false],
    ['Request timeout - please check your connection', false],
    ['notfound', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('isNotFoundMessage(%j) = %s', (message, expected) => expect(isNotFoundMessage(message)).toBe(expected));

  it.each<[unknown, boolean]>([
    [{ status: 404 }, true],
    [{ status: 'PARSING_ERROR', originalStatus: 404 }, true],
    [{ status: 400, data: { error: 'Ledger not found' } }, true],
    [new Error('Account not found'), true],
    [{ status: 500 }, false],
    [{ status: 'TIMEOUT_ERROR' }, false],
  ])('isNotFoundError(%j) = %s', (error, expected) => expect(isNotFoundError(error)).toBe(expected));

  it.each<[number, unknown, boolean]>([
    [1, { status: 500 }, true],
    [2, { status: 'FETCH_ERROR', error: 'x' }, true],
    [3, { status: 'TIMEOUT_ERROR' }, true],
    [4, { status: 500 }, false],
    [1, { status: 404 }, false],
    [1, { status: 400, data: { error: 'Transaction not found' } }, false],
    [1, new Error('Resource not found'), false],
  ])('shouldRetryQuery(%i, %j) = %s', (count, error, expected) => expect(shouldRetryQuery(count, error)).toBe(expected));
});

describe('failure catalogue (§8)', () => {
  // [code, title, severity (spec where listed), category]
  const CATALOGUE: Array<[string, string, FailureSeverity, FailureCategory]> = [
    ['tecUNFUNDED_PAYMENT', 'Insufficient Balance', 'error', 'insufficient_funds'],
    ['tecINSUFFICIENT_RESERVE', 'Insufficient Reserve', 'error', 'insufficient_funds'],
    ['tecUNFUNDED_OFFER', 'Insufficient Funds for Offer', 'error', 'insufficient_funds'],
    ['temINVALID', 'Invalid Transaction', 'error', 'invalid_params'],
    ['temINVALID_FLAG', 'Invalid Flag', 'error', 'invalid_params'],
    ['temBAD_AMOUNT', 'Invalid Amount', 'error', 'invalid_params'],
    ['temBAD_CURRENCY', 'Invalid Currency', 'error', 'invalid_params'],
    ['temBAD_FEE', 'Invalid Fee', 'error', 'invalid_params'],
    ['tecNO_DST', 'Destination Account Not Found', 'error', 'account'],
    ['tecNO_DST_INSUF_XRP', 'Destination Needs Activation', 'error', 'account'],
    ['tecNO_AUTH', 'Not Authorized', 'error', 'account'],
    ['tecFROZEN', 'Account or Trust Line Frozen', 'error', 'account'],
    ['tecNO_LINE', 'No Trust Line', 'error', 'account'],
    ['tecPATH_PARTIAL', 'Path Partially Consumed', 'warning', 'path'],
    ['tecPATH_DRY', 'No Liquidity in Path', 'error', 'path'],
    ['tecFAILED_PROCESSING', 'Processing Failed', 'error', 'other'],
    ['tecINTERNAL', 'Internal Error', 'error', 'other'],
    ['tecEXPIRED', 'Offer Expired', 'info', 'other'],
    ['tecKILLED', 'Offer Killed', 'info', 'other'],
  ];

  it('has exactly the 19 codes of the spec', () => {
    expect(Object.keys(FAILURE_CATALOGUE).sort()).toEqual(CATALOGUE.map(([code]) => code).sort());
  });

  it.each(CATALOGUE)('%s: %s (%s, %s)', (code, title, severity, category) => {
    const entry = explainFailure(code);
    expect(entry).toBe(FAILURE_CATALOGUE[code]);
    expect(entry).toMatchObject({ code, title, severity, category });
    // One clear sentence: capital start, one final full stop, no placeholder text.
    expect(entry.description).toMatch(/^[A-Z].{30,}\.$/);
    expect(entry.description.slice(0, -1)).not.toMatch(/\.\s/);
  });

  it('tecNO_DST_INSUF_XRP names the base reserve with its date, never a fixed "10 XRP reserve"', () => {
    const text = FAILURE_CATALOGUE.tecNO_DST_INSUF_XRP.description;
    expect(text).not.toMatch(/10 XRP/);
    expect(text).toContain('the base reserve (1 XRP on mainnet since ledger 92,508,417, 2024-12-02)');
  });

  it.each(['tecNO_ENTRY', 'tecUNFUNDED', 'tefPAST_SEQ', 'failed', 'error', ''])('unknown code %j → fallback', (code) => {
    expect(explainFailure(code)).toEqual({
      code,
      title: 'Transaction Failed',
      description: `This transaction failed with error code: ${code}.`,
      category: 'other',
      severity: 'error',
    });
  });

  it('does not treat Object.prototype keys as codes', () => {
    expect(explainFailure('toString').title).toBe(UNKNOWN_FAILURE_TITLE);
    expect(explainFailure('constructor').title).toBe('Transaction Failed');
  });
});

describe('screen messages (§8, §2), exact text', () => {
  it.each<[keyof typeof MESSAGES, string]>([
    ['resourceNotFound', 'Resource not found'],
    ['serverError', 'Server error - please try again later'],
    ['requestTimeout', 'Request timeout - please check your connection'],
    ['unexpectedError', 'An unexpected error occurred'],
    ['networkLoadError', 'Unable to load network data'],
    ['networkUnavailable', 'Network data is temporarily unavailable. Please try again later.'],
    ['noNetworkData', 'No Network Data Available'],
    ['validatorMetricsError', 'Unable to load validator metrics.'],
    ['validatorDataError', 'Unable to load validator data. Please try again.'],
    ['tokenDataError', 'Unable to load token data. Please try again.'],
    ['accountNotAvailable', 'Account not available'],
    ['accountMayNotExist', 'The account may not exist or returned no data.'],
    ['accountDataUnavailable', 'Account data is not available for this address.'],
    ['transactionNotFound', 'Transaction Not Found'],
    ['transactionDataUnavailable', 'Transaction Data Unavailable'],
    ['transactionDetailsUnavailable', 'Unable to display transaction details at this time.'],
    ['ledgerNotAvailable', 'Ledger Not Available'],
    ['ledgerLoadError', 'Unable to load ledger information.'],
    ['ledgerDataUnavailable', 'Ledger data is not available at the moment.'],
    ['noValidators', 'No validators found'],
    ['noTokens', 'No tokens found'],
    ['ledgerNoTransactions', 'This ledger does not contain any transactions.'],
    ['copied', 'Copied'],
    ['copyUnsupported', 'Unable to copy'],
    ['balancesLoadError', 'Unable to load balances'],
    ['balancesTryLater', 'Please try again later'],
    ['articleNotFound', 'Article not found'],
    ['articleContentMissing', 'Article content not available yet'],
    ['articleLoadFailed', 'Article not found or could not be loaded'],
    ['articleNotFoundHeading', 'Article Not Found'],
    ['marketDataUnavailable', 'Market data is not available right now.'],
    ['walletDataUnavailable', 'Wallet Data Unavailable'],
    ['walletInfoUnavailable', 'Unable to display wallet information at this time.'],
    ['somethingWentWrong', 'Something went wrong'],
    [
      'componentLoadError',
      'An unexpected error occurred while loading this component. Please try refreshing or contact support if the problem persists.',
    ],
    ['pageNotFound', 'Page Not Found'],
    ['pageNotFoundMessage', "The page you're looking for doesn't exist or has been moved."],
  ])('%s', (key, text) => expect(MESSAGES[key]).toBe(text));

  it('has no untested keys', () => {
    expect(Object.keys(MESSAGES)).toHaveLength(37);
  });
});

describe('what a failure explanation claims (xrpl.org "tec Codes")', () => {
  it('tecNO_LINE says what the code means, and that a payment to an account without a trust line gets tecPATH_DRY', () => {
    const text = FAILURE_CATALOGUE.tecNO_LINE.description;
    expect(text).toMatch(/trust line that does not exist/);
    expect(text).toMatch(/payment to an account without a trust line fails with tecPATH_DRY/);
    expect(text).not.toMatch(/cannot hold or receive/);
  });
  it('the note under every explanation names what a failed transaction still did', () => {
    expect(FAILED_TRANSACTION_NOTE).toMatch(/fee was destroyed/);
    expect(FAILED_TRANSACTION_NOTE).toMatch(/Sequence advanced \(or its Ticket was used up\)/);
    expect(FAILED_TRANSACTION_NOTE).toMatch(/unfunded or expired offers/);
    expect(FAILED_TRANSACTION_NOTE).not.toMatch(/nothing else changed/i);
    for (const entry of Object.values(FAILURE_CATALOGUE)) expect(entry.description).not.toMatch(/nothing else changed/i);
  });
});
