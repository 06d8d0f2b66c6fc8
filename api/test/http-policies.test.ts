/**
 * Security headers (helmet), the Swagger UI's own CSP, and the per-IP rate limit.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { FakeGateway } from './helpers/fake-gateway';
import { readJson } from './helpers/mainnet';

type Json = Record<string, unknown>;

const serverInfo = readJson('server_info-ws.json').result as Json;
let app: FastifyInstance;

afterEach(async () => {
  await app?.close();
});

/** Headers helmet sends by default that act only on an HTML document (not sent on JSON answers). */
const DOCUMENT_ONLY = ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];

const directives = (csp: string) => new Map(csp.split(';').map((d) => d.trim()).filter(Boolean).map((d) => [d.split(/\s+/)[0], d.split(/\s+/).slice(1)]));

describe('security headers', () => {
  beforeEach(async () => {
    app = await buildApp({ xrpl: new FakeGateway(() => serverInfo), rateLimit: false });
  });

  it('JSON routes (success and error): CSP default-src none, nosniff, strict-origin-when-cross-origin', async () => {
    for (const url of ['/api/health', '/api/transaction/xyz', '/api/nope']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('JSON answers carry the API set of the OWASP REST cheat sheet, not the headers that act only on HTML documents', async () => {
    for (const url of ['/api/health', '/api/transaction/xyz']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['cache-control']).toBeDefined();
      for (const name of DOCUMENT_ONLY) expect({ url, name, value: res.headers[name] }).toEqual({ url, name, value: undefined });
    }
  });

  it('the Swagger UI page (HTML) keeps the document headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['origin-agent-cluster']).toBe('?1');
    expect(res.headers['x-dns-prefetch-control']).toBe('off');
    expect(res.headers['x-download-options']).toBe('noopen');
    expect(res.headers['x-permitted-cross-domain-policies']).toBe('none');
    expect(res.headers['x-xss-protection']).toBe('0');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('the Swagger UI gets a CSP allowing its own scripts, styles and images, and nothing from elsewhere', async () => {
    for (const url of ['/api/docs', '/api/docs/static/swagger-initializer.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const header = res.headers['content-security-policy'] as string;
      const csp = directives(header);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toContain("'self'");
      expect(csp.get('img-src')).toContain("'self'");
      expect(csp.get('connect-src')).toEqual(["'self'"]); // the UI fetches /api/docs/json
      expect(header).not.toMatch(/https?:/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('rate limit', () => {
  it('over the per-IP limit → 429 with Retry-After and the API error shape; other clients unaffected', async () => {
    app = await buildApp({ xrpl: new FakeGateway(() => serverInfo), rateLimit: { max: 3, timeWindowMs: 60_000 } });
    const from = (ip: string) => app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });
    for (let i = 0; i < 3; i += 1) expect((await from('10.0.0.1')).statusCode).toBe(200);
    const limited = await from('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({ error: expect.stringMatching(/too many requests/i), code: 'rateLimited' });
    expect(limited.headers['cache-control']).toBe('no-store');
    expect((await from('10.0.0.2')).statusCode).toBe(200);
  });

  it('counts visitors behind the loopback /api proxy by X-Forwarded-For, and ignores it from anyone else', async () => {
    app = await buildApp({ xrpl: new FakeGateway(() => serverInfo), rateLimit: { max: 2, timeWindowMs: 60_000 } });
    const viaProxy = (visitor: string) =>
      app.inject({ method: 'GET', url: '/api/health', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': visitor } });
    expect((await viaProxy('203.0.113.7')).statusCode).toBe(200);
    expect((await viaProxy('203.0.113.7')).statusCode).toBe(200);
    expect((await viaProxy('203.0.113.7')).statusCode).toBe(429);
    // Another visitor through the same proxy has a budget of its own.
    expect((await viaProxy('198.51.100.4')).statusCode).toBe(200);
    // A client that is not a trusted proxy cannot pick its own identity.
    const spoof = (fake: string) =>
      app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.9', headers: { 'x-forwarded-for': fake } });
    expect((await spoof('192.0.2.1')).statusCode).toBe(200);
    expect((await spoof('192.0.2.2')).statusCode).toBe(200);
    expect((await spoof('192.0.2.3')).statusCode).toBe(429);
  });

  it('is on by default (600 per minute per IP)', async () => {
    app = await buildApp({ xrpl: new FakeGateway(() => serverInfo) });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-ratelimit-limit']).toBe('600');
  });
});
