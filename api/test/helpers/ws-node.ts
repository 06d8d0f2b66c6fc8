/**
 * Test helper: a minimal rippled-like WebSocket server for exercising the real xrpl.js client
 * (connect, reconnect, timeouts). `answer` returns the `result` of a request, an `{ error }` object
 * for an error response, or `'ignore'` to never answer.
 */
import { createServer } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

type Json = Record<string, unknown>;
export type Answer = Json | { error: string; error_message?: string } | 'ignore';

export interface WsNode {
  url: string;
  port: number;
  /** Every request received, in order. */
  requests: Json[];
  /** Number of WebSocket connections accepted so far. */
  connections: number;
  /** Drops every open connection abruptly (as a crashing node would). */
  dropClients(): void;
  /** Sends `message` to every open connection (a stream message, e.g. `{ type: 'ledgerClosed', ... }`). */
  broadcast(message: Json): void;
  close(): Promise<void>;
}

/** A TCP port that was free a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startWsNode(answer: (request: Json) => Answer, port = 0): Promise<WsNode> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve);
    wss.once('error', reject);
  });
  const address = wss.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const sockets = new Set<WebSocket>();
  const node: WsNode = {
    url: `ws://127.0.0.1:${boundPort}`,
    port: boundPort,
    requests: [],
    connections: 0,
    dropClients() {
      for (const socket of sockets) socket.terminate();
      sockets.clear();
    },
    broadcast(message) {
      for (const socket of sockets) socket.send(JSON.stringify(message));
    },
    close() {
      node.dropClients();
      return new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
  wss.on('connection', (socket) => {
    node.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('message', (data) => {
      const request = JSON.parse(String(data)) as Json;
      node.requests.push(request);
      const reply = request.command === 'ping' ? {} : answer(request);
      if (reply === 'ignore') return;
      const base = { id: request.id, type: 'response', api_version: request.api_version };
      if (typeof (reply as Json).error === 'string' && Object.keys(reply).every((k) => k === 'error' || k === 'error_message')) {
        socket.send(JSON.stringify({ ...base, status: 'error', ...reply, request }));
      } else {
        socket.send(JSON.stringify({ ...base, status: 'success', result: reply }));
      }
    });
  });
  return node;
}
