/** Transaction methods of rippled: `tx` by hash or CTID. */
import { decodeRippledCtid } from '@ledgerlens/shared/domain';
import { RpcError } from '../errors';
import { isHash256, isUInt } from '../json';
import { renderTx } from '../render';
import type { TxRecord } from '../types';
import type { Handler } from '../context';

const tx: Handler = (ctx) => {
  const { store, params, api } = ctx;
  if ('transaction' in params && 'ctid' in params) throw new RpcError('invalidParams');
  let record: TxRecord | undefined;
  if ('transaction' in params) {
    const hash = params.transaction;
    // rippled answers a transaction id that does not parse as 256-bit hex with notImpl.
    if (!isHash256(hash)) throw new RpcError('notImpl');
    record = store.getTransaction(hash);
  } else if ('ctid' in params) {
    const ctid = decodeRippledCtid(params.ctid);
    if (!ctid) throw new RpcError('invalidParams');
    if (ctid.networkId !== store.networkId) {
      throw new RpcError(
        'wrongNetwork',
        `Wrong network. You should submit this request to a node running on NetworkID: ${ctid.networkId}`,
      );
    }
    record = store.getTransactionByPosition(ctid.ledgerIndex, ctid.txIndex);
    if (!record) throw new RpcError('txnNotFound');
  } else {
    throw new RpcError('invalidParams');
  }

  let range: { min: number; max: number } | undefined;
  if ('min_ledger' in params && 'max_ledger' in params) {
    const { min_ledger: min, max_ledger: max } = params;
    if (!isUInt(min) || !isUInt(max)) throw new RpcError('invalidLgrRange');
    if (max < min) throw new RpcError('invalidLgrRange');
    if (max - min > 1000) throw new RpcError('excessiveLgrRange');
    range = { min, max };
  }
  // As in rippled, a found transaction is returned even outside min_ledger..max_ledger: the range only
  // decides `searched_all` when it is not found.
  if (!record) {
    if (!range) throw new RpcError('txnNotFound');
    // searched_all is true only when every ledger of the range is recorded with a complete transaction list.
    let all = true;
    for (let i = range.min; i <= range.max && all; i++) all = store.txListStatus(i) === 'complete';
    throw new RpcError('txnNotFound', undefined, { searched_all: all });
  }
  return { result: renderTx(store, record, api, params.binary === true) };
};

// ---------------------------------------------------------------------------------------------
// account_info

/** Transaction methods, by rippled command name. */
export const TRANSACTION_HANDLERS: Record<string, Handler> = { tx };
