/**
 * `GET /api/stream/ledgers`: validated ledger closes pushed to browsers with Server-Sent Events
 * (@fastify/sse). One event `ledgerClosed` per close, its data one {@link LedgerClose} JSON object
 * and its id the ledger index; the newest close known is sent at once on connect; a heartbeat
 * comment (`: heartbeat`) every {@link SSE_HEARTBEAT_MS} keeps idle connections open through
 * proxies. A client that disconnects is removed from the feed.
 */
import type { FastifyInstance } from 'fastify';
import sse from '@fastify/sse';
import type { LedgerClose } from '@ledgerlens/shared/domain';
import { CACHE_CONTROL_NONE } from '../../cache';
import type { LedgerFeed } from './ledgerFeed';

/** Heartbeat comment period of SSE connections, milliseconds (at most 15 s, so proxies and load balancers that drop idle connections keep the stream open). */
export const SSE_HEARTBEAT_MS = 10_000;

/** Path of the ledger stream. */
export const LEDGER_STREAM_PATH = '/api/stream/ledgers';

/**
 * Reconnection delay sent with the first event of every stream (`retry:`), milliseconds. A browser
 * whose API instance dies without a `shutdown` event (killed, crashed) reconnects after this delay,
 * through the load balancer to another instance: within 5 s (Chromium's own default is 3 s).
 */
export const STREAM_RETRY_MS = 1_000;

/** Reconnection delay sent with the final `shutdown` event, milliseconds. */
export const SHUTDOWN_RETRY_MS = 2_000;

/** The last event of every stream when the API shuts down (SIGTERM): `event: shutdown`, then the stream ends. */
export const SHUTDOWN_MESSAGE = {
  event: 'shutdown',
  data: { reason: 'The API is shutting down; reconnect shortly.', retryMs: SHUTDOWN_RETRY_MS },
  retry: SHUTDOWN_RETRY_MS,
};

const message = (close: LedgerClose) => ({ id: String(close.ledgerIndex), event: 'ledgerClosed', data: close });

/** Registers the SSE route over `feed` (in its own plugin scope, with @fastify/sse). */
export function registerStreamRoutes(app: FastifyInstance, { feed, heartbeatMs = SSE_HEARTBEAT_MS }: { feed: LedgerFeed; heartbeatMs?: number }): void {
  void app.register(async (scope) => {
    await scope.register(sse, { heartbeatInterval: heartbeatMs });
    // Open streams end when the app closes (the server would otherwise wait for them forever):
    // each client first gets a final `shutdown` event, whose `retry` tells EventSource to reconnect
    // after SHUTDOWN_RETRY_MS (to the restarted API, or another instance behind the balancer).
    const open = new Set<() => Promise<void>>();
    scope.addHook('preClose', async () => {
      await Promise.all([...open].map((end) => end()));
    });
    scope.get(
      LEDGER_STREAM_PATH,
      {
        sse: { kind: 'only' },
        schema: {
          tags: ['ledgers'],
          summary: 'Validated ledger closes (Server-Sent Events)',
          description:
            '`text/event-stream`: one `ledgerClosed` event per validated ledger close (data: `{ ledgerIndex, ledgerHash, closeTime ' +
            '(Ripple-epoch seconds), closeTimeHuman (ISO 8601), txnCount, baseFeeXrp, reserveBaseXrp, reserveIncrementXrp, ' +
            'validatedLedgers }`), the newest close at once on connect (with `retry: 1000`: a browser whose instance dies reconnects ' +
            'after 1 s), and a `: heartbeat` comment every 10 s. When the API shuts down, a ' +
            'final `shutdown` event (data `{ reason, retryMs }`, with `retry: 2000`) ends the stream. Source: the node\'s ' +
            '`ledger` stream (rippled `subscribe`), else `ledger validated` polled every 4 s.',
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', CACHE_CONTROL_NONE).header('x-accel-buffering', 'no');
        reply.sse.keepAlive();
        // Each close once per client: the close sent on connect may also arrive from the feed.
        let lastHash: string | undefined;
        // The first event of the stream (from the feed or the newest close) carries STREAM_RETRY_MS.
        const send = (close: LedgerClose) => {
          if (!reply.sse.isConnected || close.ledgerHash === lastHash) return;
          const first = lastHash === undefined;
          lastHash = close.ledgerHash;
          void reply.sse.send(first ? { ...message(close), retry: STREAM_RETRY_MS } : message(close)).catch(() => undefined);
        };
        const unsubscribe = feed.subscribe(send);
        const end = async () => {
          // Bounded: a client that does not read (full socket buffer) must not hold the shutdown.
          if (reply.sse.isConnected) await Promise.race([reply.sse.send(SHUTDOWN_MESSAGE).catch(() => undefined), new Promise((r) => setTimeout(r, 1_000).unref())]);
          reply.sse.close();
        };
        open.add(end);
        reply.sse.onClose(() => {
          unsubscribe();
          open.delete(end);
        });
        try {
          send(await feed.latest());
        } catch {
          // The node is not reachable now: keep the stream open (the browser would not retry a 502);
          // the next close reaches this client when the node is back.
          await reply.sse.send({ data: '', event: 'waiting', retry: STREAM_RETRY_MS }).catch(() => undefined);
        }
      },
    );
  });
}
