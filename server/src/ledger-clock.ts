/**
 * How the web server learns of validated ledger closes: the API's own feed, `GET /api/stream/ledgers`
 * (Server-Sent Events, `api/src/features/stream`: one `ledgerClosed` event per close, `data` a JSON
 * object with `ledgerIndex`, the newest close sent at once on connect). One connection per web
 * server, to its first API upstream, kept open and reconnected (1 s, doubling up to 30 s) when it
 * ends. The kept live renders (`render-cache.ts`) are keyed by the index it gives: a close makes
 * them stale, and the next visitor gets the kept page while it is rendered again.
 *
 * Chosen over reading the validated ledger index out of each API answer: the stream is one
 * connection for the whole server, says "a new ledger" before any visitor asks, and needs nothing
 * from the pages' answers.
 */

/** The ledger clock ({@link createLedgerClock}). */
export interface LedgerClock {
  /** The newest validated ledger index seen; undefined while not connected (a restart, the API down). */
  current(): number | undefined;
  /** Calls `listener` with each new index. */
  onClose(listener: (ledgerIndex: number) => void): () => void;
  close(): void;
}

/** Path of the API's ledger stream. */
export const LEDGER_STREAM_PATH = '/api/stream/ledgers';
const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

/** The `ledgerIndex` of each `ledgerClosed` event in a chunk of SSE text (`buffer` carries a partial event over). */
export function parseLedgerEvents(buffer: string): { indexes: number[]; rest: string } {
  const events = buffer.split(/\r?\n\r?\n/);
  const rest = events.pop() ?? '';
  const indexes: number[] = [];
  for (const event of events) {
    const lines = event.split(/\r?\n/);
    const name = lines.find((l) => l.startsWith('event:'))?.slice(6).trim() ?? 'message';
    if (name !== 'ledgerClosed') continue;
    const data = lines
      .filter((l) => l.startsWith('data:'))
      .map((l) => l.slice(5).trimStart())
      .join('\n');
    try {
      const index = (JSON.parse(data) as { ledgerIndex?: unknown }).ledgerIndex;
      if (typeof index === 'number' && Number.isSafeInteger(index) && index > 0) indexes.push(index);
    } catch {
      // Not JSON: skipped.
    }
  }
  return { indexes, rest };
}

/**
 * Follows the API's ledger stream at `apiUrl` (see the module comment).
 * @param options.onError told when the stream cannot be read (it is retried)
 */
export function createLedgerClock(apiUrl: string, { onError = () => {} }: { onError?: (error: unknown) => void } = {}): LedgerClock {
  const listeners = new Set<(ledgerIndex: number) => void>();
  let index: number | undefined;
  let closed = false;
  let controller: AbortController | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MIN_MS;

  const publish = (next: number) => {
    if (next === index) return;
    index = next;
    for (const l of listeners) l(next);
  };

  const connect = async () => {
    controller = new AbortController();
    try {
      const res = await fetch(`${apiUrl.replace(/\/+$/, '')}${LEDGER_STREAM_PATH}`, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
      if (!res.ok || !res.body) throw new Error(`status ${res.status}`);
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        const parsed = parseLedgerEvents(buffer + decoder.decode(chunk, { stream: true }));
        buffer = parsed.rest;
        for (const i of parsed.indexes) publish(i);
        if (parsed.indexes.length) delay = RECONNECT_MIN_MS;
      }
    } catch (error) {
      if (!closed) onError(error);
    }
    // Ended or failed: the index is no longer known until the stream answers again.
    index = undefined;
    if (closed) return;
    timer = setTimeout(() => void connect(), delay);
    timer.unref?.();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };
  void connect();

  return {
    current: () => index,
    onClose(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      clearTimeout(timer);
      controller?.abort();
    },
  };
}
