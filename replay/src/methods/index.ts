/**
 * The replay node's RPC methods, one module per rippled method group (as in rippled's API
 * reference): `account.ts` (Account methods), `ledger.ts` (Ledger methods), `transaction.ts`
 * (Transaction methods), `book.ts` (Path and Order Book methods), `server.ts` (Server Info
 * methods), `objects.ts` (`ledger_entry` for any recorded entry, `account_channels`, `account_offers`, `feature`), `subscription.ts` (Subscription methods), `utility.ts` (Utility methods), `assets.ts` (`account_nfts`, and AMM
 * entries for `ledger_data` from recorded metadata).
 *
 * Each handler takes the request parameters and returns rippled's `result` object, or throws an
 * {@link RpcError} (rippled's error token, code and message). Behaviour follows rippled 2.x for a
 * non-admin client; everything is answered from the {@link ReplayStore}, nothing is invented.
 */
import type { Handler } from '../context';
import { ACCOUNT_HANDLERS } from './account';
import { ASSET_HANDLERS } from './assets';
import { BOOK_HANDLERS } from './book';
import { LEDGER_HANDLERS } from './ledger';
import { OBJECT_HANDLERS } from './objects';
import { SERVER_HANDLERS } from './server';
import { SUBSCRIPTION_HANDLERS } from './subscription';
import { TRANSACTION_HANDLERS } from './transaction';
import { UTILITY_HANDLERS } from './utility';

export type { Handler, HandlerContext, HandlerOutput } from '../context';
export { BUILD_VERSION } from './server';
export { WARNING_INCOMPLETE_TRANSACTIONS } from './ledger';
export { ACCOUNT_TX_LIMITS } from './account';

/** Methods this node answers, by rippled command name. */
export const HANDLERS: Readonly<Record<string, Handler>> = {
  ...ACCOUNT_HANDLERS,
  ...LEDGER_HANDLERS,
  ...TRANSACTION_HANDLERS,
  ...BOOK_HANDLERS,
  ...SERVER_HANDLERS,
  ...SUBSCRIPTION_HANDLERS,
  ...UTILITY_HANDLERS,
  // After LEDGER_HANDLERS: its ledger_entry (every recorded entry) replaces the FeeSettings-only one.
  ...OBJECT_HANDLERS,
  ...ASSET_HANDLERS,
};

/** rippled public methods this node knows but cannot answer from recordings (answered with `notSupported`). */
export const UNSUPPORTED_RIPPLED_METHODS: ReadonlySet<string> = new Set([
  'account_currencies',
  'channel_authorize', 'channel_verify', 'deposit_authorized',
  'get_aggregate_price', 'manifest', 'nft_buy_offers',
  'nft_sell_offers', 'noripple_check', 'path_find', 'ripple_path_find', 'server_definitions', 'sign', 'sign_for',
  'simulate', 'submit', 'submit_multisigned', 'transaction_entry', 'tx_history',
  'vault_info', 'version', 'wallet_propose',
]);
