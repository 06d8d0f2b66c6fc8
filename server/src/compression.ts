/**
 * Compression: every answer Brotli or gzip, negotiated per request ({@link registerCompression}),
 * and written pages compressed once per content and encoding ({@link createEncodedPages}): a kept
 * render (a live page for the ledger it shows, an immutable page) is the same HTML for every
 * visitor until it is replaced, so its Brotli or gzip bytes are kept beside it, keyed by its ETag,
 * instead of being compressed again for every request (on the account page, the largest to write,
 * compressing was most of a kept page's cost). Bounded by bytes (lru-cache).
 */
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';

/** Bytes of compressed pages kept at most. */
export const ENCODED_PAGES_MAX_BYTES = 32 * 1024 * 1024;
/** Pages shorter than this are sent as written (as @fastify/compress does: no gain). */
const MIN_BYTES = 1024;

/** A page's compressed bytes and their `Content-Encoding`. */
export interface EncodedPage {
  encoding: 'br' | 'gzip';
  body: Buffer;
}

/** See the module comment. */
export interface EncodedPages {
  /**
   * The page's bytes in the encoding the request accepts (Brotli first, then gzip), compressed once
   * per `etag`; undefined when the request accepts neither or the page is too short to gain.
   * @param html the written page
   * @param etag its ETag (a digest of `html`)
   * @param acceptEncoding the request's `Accept-Encoding`
   */
  encode(html: string, etag: string, acceptEncoding: string | undefined): EncodedPage | undefined;
  /** Bytes kept now. */
  readonly bytes: number;
}

/** See the module comment. `brotliQuality`: the web server's (its compression of other answers). */
export function createEncodedPages({ brotliQuality, maxBytes = ENCODED_PAGES_MAX_BYTES }: { brotliQuality: number; maxBytes?: number }): EncodedPages {
  const kept = maxBytes > 0 ? new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (b) => Math.max(1, b.length) }) : undefined;
  const compress = (html: string, encoding: EncodedPage['encoding']) =>
    encoding === 'br'
      ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } })
      : zlib.gzipSync(html, { level: 9 });
  return {
    encode(html, etag, acceptEncoding) {
      if (html.length < MIN_BYTES || !acceptEncoding) return undefined;
      const encoding = negotiate(acceptEncoding, ['br', 'gzip']);
      if (encoding !== 'br' && encoding !== 'gzip') return undefined;
      const key = `${encoding} ${etag}`;
      let body = kept?.get(key);
      if (!body) {
        body = compress(html, encoding);
        if (kept && body.length <= kept.maxSize) kept.set(key, body);
      }
      return { encoding, body };
    },
    get bytes() {
      return kept?.calculatedSize ?? 0;
    },
  };
}

/** Brotli or gzip, negotiated per request. */
export async function registerCompression(server: FastifyInstance<any, any, any, any>, brotliQuality: number): Promise<void> {
  await server.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    // Its default types leave out text/event-stream, so Server-Sent Events pass uncompressed, as written.
    brotliOptions: {
      params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality },
    },
    // Level 9: static JS is what the page-weight budgets count; on these files it costs a few ms.
    zlibOptions: { level: 9 },
  });
}
