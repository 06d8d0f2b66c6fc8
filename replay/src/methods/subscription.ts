/**
 * `subscribe` and `unsubscribe` (rippled `doSubscribe` / `doUnsubscribe`, `streams` only) for a
 * WebSocket client, in advance mode. Without advance mode, or over JSON-RPC, both answer
 * `notSupported`: the recorded data is static, so there is nothing to stream.
 */
import { RpcError, expectedField } from '../errors';
import type { JsonObject } from '../json';
import type { HandlerContext, HandlerOutput } from '../context';
import { PUBLISHED_STREAMS, UNPUBLISHED_STREAMS, ledgerStreamFields, type PublishedStream } from '../streams';

function requestedStreams(params: JsonObject): PublishedStream[] {
  if (!('streams' in params)) return [];
  const { streams } = params;
  if (!Array.isArray(streams)) throw expectedField('streams', 'array');
  const out: PublishedStream[] = [];
  for (const name of streams) {
    if (typeof name !== 'string') throw new RpcError('malformedStream');
    if ((PUBLISHED_STREAMS as readonly string[]).includes(name)) out.push(name as PublishedStream);
    else if (UNPUBLISHED_STREAMS.has(name)) throw new RpcError('notSupported', `The LedgerLens replay node does not publish the '${name}' stream.`);
    else throw new RpcError('malformedStream');
  }
  return out;
}

function checkAvailable(ctx: HandlerContext): NonNullable<HandlerContext['session']> {
  if (!ctx.store.advancing || !ctx.session) {
    throw new RpcError('notSupported', 'The LedgerLens replay node streams ledger closes only over WebSocket in advance mode (REPLAY_ADVANCE_MS).');
  }
  if ('accounts' in ctx.params || 'accounts_proposed' in ctx.params || 'books' in ctx.params) {
    throw new RpcError('notSupported', 'The LedgerLens replay node publishes streams only (no accounts or books).');
  }
  return ctx.session;
}

function subscribe(ctx: HandlerContext): HandlerOutput {
  const session = checkAvailable(ctx);
  const streams = requestedStreams(ctx.params);
  let result: JsonObject = {};
  for (const stream of streams) {
    session.streams.set(stream, ctx.api);
    const ledger = ctx.store.newestLedger;
    if (stream === 'ledger' && ledger) result = { ...result, ...ledgerStreamFields(ctx.store, ledger, ctx.api, false) };
  }
  return { result };
}

function unsubscribe(ctx: HandlerContext): HandlerOutput {
  const session = checkAvailable(ctx);
  for (const stream of requestedStreams(ctx.params)) session.streams.delete(stream);
  return { result: {} };
}

/** The stream methods, spread into `HANDLERS`. */
/** Subscription methods, by rippled command name. */
export const SUBSCRIPTION_HANDLERS = { subscribe, unsubscribe } as const;
