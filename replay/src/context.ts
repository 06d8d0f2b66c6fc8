/**
 * What a replay RPC handler gets and returns. Method modules (`methods/*.ts`) build a
 * `Record<string, Handler>` spread into `HANDLERS` (handlers.ts).
 */
import type { JsonObject } from './json';
import type { ApiVersion } from './render';
import type { ReplayStore } from './store';
import type { StreamSession } from './streams';

/** What a handler needs: the store, the request parameters and its API version. */
export interface HandlerContext {
  store: ReplayStore;
  /** The whole request object (`command`, `id`, `api_version` and the method's parameters). */
  params: JsonObject;
  api: ApiVersion;
  /** Unix milliseconds now (server clock). */
  now: number;
  /** Unix milliseconds when the server started (for `uptime`). */
  startedAt: number;
  /** The WebSocket client's subscriptions (absent over JSON-RPC). */
  session?: StreamSession;
}

/** A handler's answer: rippled's `result`, plus response-level `warnings` when the replay has to flag something. */
export interface HandlerOutput {
  result: JsonObject;
  warnings?: JsonObject[];
}

/** One RPC method: rippled's `result` (or an RpcError thrown). */
export type Handler = (ctx: HandlerContext) => HandlerOutput;
