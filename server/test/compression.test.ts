/**
 * A written page's compressed bytes, kept per ETag and encoding (`compression.ts`): a kept render
 * is compressed once, not once per visitor.
 */
import zlib from 'node:zlib';
import { createEncodedPages } from '../src/compression';

const PAGE = `<!doctype html><html><body>${Array.from({ length: 400 }, (_, i) => `<li>row ${i}</li>`).join('')}</body></html>`;

describe('encoded pages', () => {
  it('compresses a page once per content and encoding: Brotli first, gzip for a browser without it', () => {
    const pages = createEncodedPages({ brotliQuality: 5 });
    const first = pages.encode(PAGE, '"a"', 'gzip, deflate, br')!;
    const again = pages.encode(PAGE, '"a"', 'br')!;
    expect(first.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(first.body).toString()).toBe(PAGE);
    // The same bytes, not compressed again.
    expect(again.body).toBe(first.body);
    const gz = pages.encode(PAGE, '"a"', 'gzip')!;
    expect(gz.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(PAGE);
    expect(pages.bytes).toBe(first.body.length + gz.body.length);
  });

  it('sends a page as written to a request that accepts neither, and a short page always', () => {
    const pages = createEncodedPages({ brotliQuality: 5 });
    expect(pages.encode(PAGE, '"a"', undefined)).toBeUndefined();
    expect(pages.encode(PAGE, '"a"', 'identity')).toBeUndefined();
    expect(pages.encode(PAGE, '"a"', 'br;q=0, gzip;q=0')).toBeUndefined();
    expect(pages.encode('<p>short</p>', '"b"', 'br')).toBeUndefined();
  });

  it('a new content (another ETag) is compressed anew; memory stays within its bound', () => {
    const pages = createEncodedPages({ brotliQuality: 5, maxBytes: 4096 });
    for (let i = 0; i < 50; i += 1) {
      const html = PAGE.replace('row 0', `row ${i}-${'x'.repeat(i)}`);
      const e = pages.encode(html, `"${i}"`, 'br')!;
      expect(zlib.brotliDecompressSync(e.body).toString()).toBe(html);
    }
    expect(pages.bytes).toBeLessThanOrEqual(4096);
  });
});
