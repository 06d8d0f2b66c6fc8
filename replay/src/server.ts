/**
 * The replay node's transports: rippled's WebSocket API (request `{id, command, ...params, api_version?}`)
 * and, on the same port, rippled's JSON-RPC over HTTP POST (`{method, params: [{...}]}`).
 * Envelopes, error shapes and API-version handling follow rippled `ServerHandler.cpp`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { RpcError } from './errors';
import { HANDLERS, UNSUPPORTED_RIPPLED_METHODS, type HandlerOutput } from './methods';
import { isObject, type JsonObject } from './json';
import { defaultDataDirs, loadReplayData, type LogFn } from './loader';
import { parseReplayNetwork, REPLAY_NETWORKS, type ReplayNetworkName } from './network';
import type { ApiVersion } from './render';
import type { ReplayStore } from './store';
import { publishLedgerClosed, type StreamSession } from './streams';
import { loadSimulatedValidators, publishValidations, type SimulatedValidator } from './validations';

/** rippled `Tuning::maxRequestSize`: larger messages are answered with `jsonInvalid`. */
const MAX_REQUEST_BYTES = 1_000_000;

/** What the replay CLI writes to stdout per request (`REPLAY_LOG`). */
export type ReplayLogMode = 'quiet' | 'requests';

/**
 * Reads `REPLAY_LOG`: `quiet` (the default when unset or empty) writes only the startup line and
 * warnings; `requests` adds one line per request (about 70 bytes each: 240,000 requests ≈ 17 MB).
 * Case and surrounding spaces are ignored.
 *
 * @throws {Error} for any other value, naming the accepted ones.
 */
export function parseReplayLog(value: string | undefined): ReplayLogMode {
  const mode = (value ?? '').trim().toLowerCase();
  if (mode === '' || mode === 'quiet') return 'quiet';
  if (mode === 'requests') return 'requests';
  throw new Error(`REPLAY_LOG must be "quiet" or "requests", got "${value}"`);
}

/** API version used when a request has no `api_version` (rippled 2.x: 1). */
export const DEFAULT_API_VERSION: ApiVersion = 1;

/** Options of {@link startReplayServer}. */
export interface ReplayServerOptions {
  /** TCP port; 0 picks a free one (tests). Default 6006. */
  port?: number;
  /** Interface to listen on. Default `127.0.0.1`. */
  host?: string;
  /** Data directories (see {@link defaultDataDirs}, the default). Ignored when `store` is given. */
  dataDirs?: string[];
  /**
   * Network served (`mainnet` or `devnet`): only its records are loaded, and `server_info` reports its
   * id. Default `REPLAY_NETWORK`, else mainnet. Ignored when `store` is given.
   */
  network?: ReplayNetworkName;
  /** Receives warnings and (with `logRequests`) exactly one line per request. Default `console.log`. */
  log?: LogFn;
  /**
   * Write one line per request to `log` (transport, method, API version, parameter summary, outcome,
   * milliseconds). Default true; the CLI sets it from `REPLAY_LOG` (see {@link parseReplayLog}).
   * When false, only requests answered `internal` (a replay-node bug) are logged.
   */
  logRequests?: boolean;
  /** An already loaded store (lets several servers share one load). */
  store?: ReplayStore;
  /**
   * Prove the recorded ledgers' transaction lists complete in the background after listening (one ledger
   * per event-loop turn) instead of on first use. Answers are the same either way. Default true.
   */
  verifyInBackground?: boolean;
  /**
   * Advance mode (`REPLAY_ADVANCE_MS`): reveal the recorded ledgers one at a time, in ascending
   * order, one every `advanceMs` milliseconds, as ledger closes; `subscribe` to the `ledger` stream
   * gets a `ledgerClosed` message for each. After the last it starts again from the first. Off when
   * absent or 0: every recorded ledger is visible at once.
   */
  advanceMs?: number;
}

/** A running replay node. */
export interface ReplayServer {
  /** WebSocket URL, e.g. `ws://127.0.0.1:6006`. The same port answers JSON-RPC over HTTP POST. */
  url: string;
  /** The port actually bound (useful with `port: 0`). */
  port: number;
  /** The data being served. */
  store: ReplayStore;
  /** Closes every connection and stops listening. */
  close(): Promise<void>;
}

/** Outcome of one WebSocket message: what to send back, and what the log line reports. */
export interface ProcessedMessage {
  /** The response object to send (rippled envelope). */
  response: JsonObject;
  /** `success`, or the error token (`txnNotFound`, `jsonInvalid`, `missingCommand`, ...). */
  status: string;
  /** The command name (`(invalid JSON)` / `(no command)` when there is none). */
  command: string;
  /** Short `key=value` summary of the parameters (long strings cut). */
  summary: string;
  /** API version the request was answered with; undefined when it was rejected before dispatch. */
  api: ApiVersion | undefined;
}

function sortedEnvelope(obj: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(obj).sort()) out[key] = obj[key];
  return out;
}

function summarize(request: JsonObject): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(request)) {
    if (key === 'command' || key === 'method' || key === 'id' || key === 'api_version') continue;
    let text: string;
    if (typeof value === 'string') text = value.length > 20 ? `${value.slice(0, 12)}…` : value;
    else {
      text = JSON.stringify(value) ?? String(value);
      if (text.length > 40) text = `${text.slice(0, 39)}…`;
    }
    parts.push(`${key}=${text}`);
  }
  return parts.join(' ');
}

/** rippled `RPC::getAPIVersionNumber` for this node: absent → 1; 1 or 2 → itself; anything else → invalid. */
function apiVersionOf(request: JsonObject): ApiVersion | 'invalid' {
  if (!('api_version' in request)) return DEFAULT_API_VERSION;
  const value = request.api_version;
  return value === 1 || value === 2 ? value : 'invalid';
}

/** Copies the request for an error envelope, masking secrets like rippled does. */
function maskedRequest(request: JsonObject): JsonObject {
  const copy = { ...request };
  for (const key of ['passphrase', 'secret', 'seed', 'seed_hex']) if (key in copy) copy[key] = '<masked>';
  return copy;
}

/** Runs a command (already parsed, command name and API version checked). */
function runCommand(
  store: ReplayStore,
  command: string,
  request: JsonObject,
  api: ApiVersion,
  startedAt: number,
  session?: StreamSession,
): { output?: HandlerOutput; error?: JsonObject; note?: string } {
  const handler = HANDLERS[command];
  try {
    if (!handler) {
      if (UNSUPPORTED_RIPPLED_METHODS.has(command)) {
        throw new RpcError('notSupported', `The LedgerLens replay node has no recorded data for '${command}'.`);
      }
      throw new RpcError('unknownCmd');
    }
    return { output: handler({ store, params: request, api, now: Date.now(), startedAt, session }) };
  } catch (err) {
    if (err instanceof RpcError) return { error: err.toResult() };
    // A bug, not a client error: answer rippled's `internal` and put the cause on the request's log line.
    const note = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    return { error: new RpcError('internal').toResult(), note };
  }
}

/**
 * Answers one WebSocket message exactly as rippled's `onWSMessage` + `processSession` would:
 * - not JSON / not an object / over 1 MB → `{type: "error", error: "jsonInvalid", value: <text>}`;
 * - bad `api_version` or no string `command` → `{type: "response", status: "error", error:
 *   "invalid_API_version" | "missingCommand", request, id?, api_version?}`;
 * - otherwise `{id?, api_version?, result, status: "success", type: "response", warnings?}` or the error
 *   result's fields plus `{status: "error", request, type: "response"}`.
 *
 * @param store the data to answer from
 * @param text the message as received
 * @param startedAt Unix ms the server started (for `server_info.uptime`)
 * @param session the client's stream subscriptions (`subscribe` / `unsubscribe` in advance mode)
 */
export function processWebSocketMessage(store: ReplayStore, text: string, startedAt: number = Date.now(), session?: StreamSession): ProcessedMessage {
  let request: unknown;
  try {
    request = Buffer.byteLength(text) > MAX_REQUEST_BYTES ? undefined : JSON.parse(text);
  } catch {
    request = undefined;
  }
  if (!isObject(request)) {
    return {
      response: { type: 'error', error: 'jsonInvalid', value: text },
      status: 'jsonInvalid',
      command: '(invalid JSON)',
      summary: `${Buffer.byteLength(text)} bytes`,
      api: undefined,
    };
  }
  const echo: JsonObject = {};
  if ('id' in request) echo.id = request.id;
  if ('api_version' in request) echo.api_version = request.api_version;

  const api = apiVersionOf(request);
  const { command: cmd, method } = request;
  const commandOk =
    (cmd !== undefined || method !== undefined) &&
    (cmd === undefined || typeof cmd === 'string') &&
    (method === undefined || typeof method === 'string') &&
    (cmd === undefined || method === undefined || cmd === method);
  const command = typeof cmd === 'string' ? cmd : typeof method === 'string' ? method : '(no command)';
  if (api === 'invalid' || !commandOk) {
    const error = api === 'invalid' ? 'invalid_API_version' : 'missingCommand';
    return {
      response: sortedEnvelope({ ...echo, type: 'response', status: 'error', error, request }),
      status: error,
      command,
      summary: summarize(request),
      api: undefined,
    };
  }

  const { output, error, note } = runCommand(store, command, request, api, startedAt, session);
  const response: JsonObject = error
    ? { ...error, status: 'error', request: maskedRequest(request), ...echo, type: 'response' }
    : { result: output!.result, status: 'success', ...echo, type: 'response', ...(output!.warnings ? { warnings: output!.warnings } : {}) };
  return {
    response: sortedEnvelope(response),
    status: error ? String(error.error) + (note ? ` [${note}]` : '') : 'success',
    command,
    summary: summarize(request),
    api,
  };
}

/**
 * Answers one JSON-RPC body (`{method, params: [{...}]}`) like rippled's `processRequest`: HTTP 400 with a
 * text reason for unusable requests, else 200 with `{result: {...result, status: "success"}}` or
 * `{result: {error, error_code, error_message, request, status: "error"}}`.
 */
function processJsonRpc(
  store: ReplayStore,
  body: string,
  startedAt: number,
): { httpStatus: number; body: string; status: string; command: string; summary: string; api: ApiVersion | undefined } {
  const fail = (reason: string, command = '(http)'): ReturnType<typeof processJsonRpc> => ({
    httpStatus: 400,
    body: reason,
    status: reason,
    command,
    summary: '',
    api: undefined,
  });
  let request: unknown;
  try {
    request = JSON.parse(body);
  } catch (err) {
    return fail(`Unable to parse request: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!isObject(request)) return fail('Unable to parse request: not a JSON object');
  const method = request.method;
  if (method === undefined || method === null) return fail('Null method');
  if (typeof method !== 'string') return fail('method is not string');
  if (method === '') return fail('method is empty');
  let params: JsonObject = {};
  if (request.params !== undefined && request.params !== null) {
    if (!Array.isArray(request.params) || request.params.length !== 1) return fail('params unparsable', method);
    const first = request.params[0] ?? {};
    if (!isObject(first)) return fail('params unparsable', method);
    params = first;
  }
  const api = apiVersionOf(params);
  if (api === 'invalid') return fail('invalid_API_version', method);
  const full: JsonObject = { ...params, command: method };
  const { output, error, note } = runCommand(store, method, full, api, startedAt);
  const result = error
    ? sortedEnvelope({ ...error, request: maskedRequest(full), status: 'error' })
    : sortedEnvelope({ ...output!.result, status: 'success' });
  const envelope: JsonObject = { result };
  if (output?.warnings) envelope.warnings = output.warnings;
  return {
    httpStatus: 200,
    body: JSON.stringify(envelope),
    status: error ? String(error.error) + (note ? ` [${note}]` : '') : 'success',
    command: method,
    summary: summarize(params),
    api,
  };
}

function logLine(transport: 'ws' | 'http', p: { command: string; summary: string; api: ApiVersion | undefined; status: string }, ms: number): string {
  const version = p.api === undefined ? '' : ` v${p.api}`;
  const summary = p.summary === '' ? '' : ` ${p.summary}`;
  const outcome = p.status === 'success' ? 'success' : `error ${p.status}`;
  return `[replay] ${transport} ${p.command}${version}${summary} -> ${outcome} (${ms.toFixed(1)} ms)`;
}

function rawToString(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/**
 * Loads the data (unless `store` is given) and starts the replay node.
 *
 * With `logRequests` (default true) every request produces exactly one log line: transport, method, API
 * version, a short parameter summary, `success` or `error <token>`, and the handling time in milliseconds.
 *
 * @returns the running server; `url` is `ws://host:port` with the port actually bound
 */
export async function startReplayServer(opts: ReplayServerOptions = {}): Promise<ReplayServer> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const logAll = opts.logRequests !== false;
  // Quiet mode still reports `internal` answers (a bug in the replay node, with its cause).
  const logRequest = (transport: 'ws' | 'http', p: Parameters<typeof logLine>[1], ms: number): void => {
    if (logAll || p.status.startsWith('internal')) log(logLine(transport, p, ms));
  };
  const network = opts.network ?? parseReplayNetwork(process.env.REPLAY_NETWORK);
  const store = opts.store ?? loadReplayData(opts.dataDirs ?? defaultDataDirs(), log, { networkId: REPLAY_NETWORKS[network] });
  const host = opts.host ?? '127.0.0.1';
  const startedAt = Date.now();
  let closed = false;

  const httpServer = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      const t0 = performance.now();
      const out =
        req.method === 'POST' && size <= MAX_REQUEST_BYTES
          ? processJsonRpc(store, Buffer.concat(chunks).toString('utf8'), startedAt)
          : {
              httpStatus: 400,
              body: 'Unable to parse request: ',
              status: 'Unable to parse request',
              command: `(${req.method ?? 'HTTP'})`,
              summary: '',
              api: undefined,
            };
      res.writeHead(out.httpStatus, { 'Content-Type': out.httpStatus === 200 ? 'application/json' : 'text/plain' });
      res.end(out.body);
      logRequest('http', out, performance.now() - t0);
    });
  });

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(opts.port ?? 6006, host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  const port = (httpServer.address() as AddressInfo).port;

  // Attached after a successful listen, so a failed listen rejects instead of emitting an unhandled
  // 'error' on the WebSocket server.
  const wss = new WebSocketServer({ server: httpServer, maxPayload: 2 * MAX_REQUEST_BYTES });
  wss.on('error', (err) => log(`[replay] server error: ${err.message}`));
  const sessions = new Set<StreamSession>();
  wss.on('connection', (socket: WebSocket) => {
    const session: StreamSession = {
      streams: new Map(),
      send: (message) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      },
    };
    sessions.add(session);
    socket.on('close', () => sessions.delete(session));
    socket.on('error', (err) => log(`[replay] websocket error: ${err.message}`));
    socket.on('message', (data) => {
      const t0 = performance.now();
      const processed = processWebSocketMessage(store, rawToString(data), startedAt, session);
      socket.send(JSON.stringify(processed.response));
      logRequest('ws', processed, performance.now() - t0);
    });
  });

  if (opts.verifyInBackground ?? true) {
    const pending = [...store.ledgerRecords.keys()];
    const step = (): void => {
      const next = pending.shift();
      if (closed || next === undefined) return;
      store.txListStatus(next);
      setImmediate(step);
    };
    setImmediate(step);
  }

  let advanceTimer: ReturnType<typeof setInterval> | undefined;
  const advanceMs = opts.advanceMs ?? 0;
  if (advanceMs > 0) {
    const first = store.startAdvance();
    let simulated: SimulatedValidator[] = [];
    try {
      simulated = loadSimulatedValidators();
    } catch (err) {
      log(`[replay] validations stream unavailable: the bundled validator list could not be read (${(err as Error).message})`);
    }
    if (first) {
      log(
        `[replay] advance mode: revealing ${store.ledgerRecords.size} recorded ledgers one every ${advanceMs} ms, ` +
          `starting at ${first.header.ledger_index}; every record stays queryable`,
      );
      advanceTimer = setInterval(() => {
        const { ledger, wrapped } = store.advance();
        if (wrapped) log(`[replay] advance mode: reached the last recorded ledger; starting again from ${ledger.header.ledger_index}`);
        publishLedgerClosed(store, ledger, sessions);
        publishValidations(ledger, simulated, sessions);
      }, advanceMs);
      advanceTimer.unref?.();
    } else log('[replay] advance mode: no recorded ledger to reveal');
  }

  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `ws://${urlHost}:${port}`,
    port,
    store,
    close: async () => {
      closed = true;
      if (advanceTimer) clearInterval(advanceTimer);
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
