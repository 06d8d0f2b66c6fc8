/**
 * Domain verification (XLS-26 `xrp-ledger.toml`): a domain that an account's `Domain` field or a
 * validator's manifest declares is only a claim. It is verified when the domain's own
 * `https://{domain}/.well-known/xrp-ledger.toml` lists the account (`[[ACCOUNTS]] address`) or the
 * validator's master key (`[[VALIDATORS]] public_key`).
 *
 * Live mode only: on the offline replay network there is no Internet, so nothing is checked and the
 * answer says so (`not-checked`). Each file is fetched at most once per domain at a time (concurrent
 * checks share the request), with a timeout, no redirects (a redirect could point anywhere) and a
 * size limit, and the result is cached with lru-cache (verified answers for `ttlMs`, failures for
 * `failureTtlMs`). Only plain public host names are fetched: no IP literals, no `localhost`, no
 * ports, so ledger text cannot make the API call an internal address by name.
 */
import { LRUCache } from 'lru-cache';
import { TomlError, parse as parseToml } from 'smol-toml';
import type { DomainVerification } from '@ledgerlens/shared/domain';

/** Timeout of one `xrp-ledger.toml` fetch, ms. */
export const TOML_TIMEOUT_MS = 4_000;
/** How long a fetched file (or its absence) is remembered, ms. */
export const TOML_TTL_MS = 60 * 60_000;
/** How long a failed fetch (timeout, network error, HTTP error, bad TOML) is remembered, ms. */
export const TOML_FAILURE_TTL_MS = 10 * 60_000;
/** Largest accepted file, bytes (the XLS-26 recommendation is far smaller). */
export const TOML_MAX_BYTES = 256 * 1024;
/** Longest a route waits for checks before answering with `pending` ones, ms. */
export const VERIFY_WAIT_MS = 3_000;

/** Reason texts (shown to people). */
export const VERIFICATION_REASONS = {
  offline: 'Offline network: the domain cannot be checked (no Internet access), so it is shown as declared, unverified',
  notHost: 'The domain is not a plain public host name, so it was not checked',
  pending: 'The check of the domain is still running; reload in a moment',
  listedAccount: 'The domain\'s xrp-ledger.toml lists this account',
  listedValidator: 'The domain\'s xrp-ledger.toml lists this validator\'s master key',
  notListedAccount: 'The domain\'s xrp-ledger.toml does not list this account',
  notListedValidator: 'The domain\'s xrp-ledger.toml does not list this validator\'s master key',
} as const;

/** A plain public host name (letters, digits, hyphens, dots; a letter TLD): no IP, port, path or `localhost`. */
export function checkableHost(domain: string): string | null {
  const host = domain.trim().toLowerCase().replace(/\.$/, '');
  if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(host)) return null;
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return null;
  return host;
}

/** URL of a host's `xrp-ledger.toml`. */
export const tomlUrl = (host: string): string => `https://${host}/.well-known/xrp-ledger.toml`;

/** What the file says (only the parts checked). */
interface TomlFacts {
  ok: true;
  accounts: Set<string>;
  validators: Set<string>;
  checkedAt: string;
}
interface TomlFailure {
  ok: false;
  reason: string;
  checkedAt: string;
}
type TomlResult = TomlFacts | TomlFailure;

/** Options of {@link DomainVerifier}. */
export interface DomainVerifierOptions {
  /** Whether checks can be made: false on the offline network. Called per check. */
  online: () => Promise<boolean> | boolean;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  ttlMs?: number;
  failureTtlMs?: number;
  now?: () => number;
}

const strings = (value: unknown, key: string): string[] =>
  Array.isArray(value) ? value.flatMap((e) => (e && typeof e === 'object' && typeof (e as Record<string, unknown>)[key] === 'string' ? [String((e as Record<string, unknown>)[key])] : [])) : [];

/** Checks declared domains against their `xrp-ledger.toml` (see the module comment). */
export class DomainVerifier {
  private readonly cache: LRUCache<string, TomlResult>;
  private readonly inFlight = new Map<string, Promise<TomlResult>>();
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private readonly ttlMs: number;
  private readonly failureTtlMs: number;
  private readonly now: () => number;

  constructor(private readonly options: DomainVerifierOptions) {
    this.fetchImpl = options.fetchImpl ?? fetch;
    this.timeoutMs = options.timeoutMs ?? TOML_TIMEOUT_MS;
    this.ttlMs = options.ttlMs ?? TOML_TTL_MS;
    this.failureTtlMs = options.failureTtlMs ?? TOML_FAILURE_TTL_MS;
    this.now = options.now ?? Date.now;
    this.cache = new LRUCache<string, TomlResult>({ max: 2_000, ttl: this.ttlMs, perf: { now: () => this.now() } });
  }

  /** Fetches and reads a host's file (cached, shared by concurrent callers). Never rejects. */
  private async load(host: string): Promise<TomlResult> {
    const hit = this.cache.get(host);
    if (hit) return hit;
    const running = this.inFlight.get(host);
    if (running) return running;
    const attempt = this.fetchToml(host).then((result) => {
      this.cache.set(host, result, { ttl: result.ok ? this.ttlMs : this.failureTtlMs });
      this.inFlight.delete(host);
      return result;
    });
    this.inFlight.set(host, attempt);
    return attempt;
  }

  private async fetchToml(host: string): Promise<TomlResult> {
    const url = tomlUrl(host);
    const checkedAt = new Date(this.now()).toISOString();
    try {
      const res = await this.fetchImpl(url, { redirect: 'error', signal: AbortSignal.timeout(this.timeoutMs), headers: { accept: 'application/toml, text/plain;q=0.9, */*;q=0.1' } });
      if (!res.ok) return { ok: false, reason: `The domain's xrp-ledger.toml could not be read (HTTP ${res.status}), so it is unverified`, checkedAt };
      const length = Number(res.headers.get('content-length') ?? '0');
      if (length > TOML_MAX_BYTES) return { ok: false, reason: 'The domain\'s xrp-ledger.toml is too large to read, so it is unverified', checkedAt };
      const text = await res.text();
      if (text.length > TOML_MAX_BYTES) return { ok: false, reason: 'The domain\'s xrp-ledger.toml is too large to read, so it is unverified', checkedAt };
      const doc = parseToml(text) as Record<string, unknown>;
      return { ok: true, accounts: new Set(strings(doc.ACCOUNTS, 'address')), validators: new Set(strings(doc.VALIDATORS, 'public_key')), checkedAt };
    } catch (err) {
      const name = err && typeof err === 'object' && 'name' in err ? String((err as { name: unknown }).name) : '';
      const what = name === 'TimeoutError' || name === 'AbortError' ? `did not answer within ${this.timeoutMs / 1000} s` : err instanceof TomlError ? 'is not valid TOML' : 'could not be fetched';
      return { ok: false, reason: `The domain's xrp-ledger.toml ${what}, so it is unverified`, checkedAt };
    }
  }

  private async verify(domain: string, kind: 'account' | 'validator', id: string): Promise<DomainVerification> {
    const host = checkableHost(domain);
    if (!(await this.options.online())) return { status: 'not-checked', reason: VERIFICATION_REASONS.offline, ...(host ? { source: tomlUrl(host) } : {}) };
    if (!host) return { status: 'unverified', reason: VERIFICATION_REASONS.notHost };
    const result = await this.load(host);
    const source = tomlUrl(host);
    if (!result.ok) return { status: 'unverified', reason: result.reason, source, checkedAt: result.checkedAt };
    const listed = kind === 'account' ? result.accounts.has(id) : result.validators.has(id);
    const reason = kind === 'account' ? (listed ? VERIFICATION_REASONS.listedAccount : VERIFICATION_REASONS.notListedAccount) : listed ? VERIFICATION_REASONS.listedValidator : VERIFICATION_REASONS.notListedValidator;
    return { status: listed ? 'verified' : 'unverified', reason, source, checkedAt: result.checkedAt };
  }

  /** Whether `domain`'s file lists the account `address` (classic). Never rejects. */
  verifyAccount(domain: string, address: string): Promise<DomainVerification> {
    return this.verify(domain, 'account', address);
  }

  /** Whether `domain`'s file lists the validator master key `pubkey` (`nH…`). Never rejects. */
  verifyValidator(domain: string, pubkey: string): Promise<DomainVerification> {
    return this.verify(domain, 'validator', pubkey);
  }
}

/**
 * `check` settled within `waitMs`, else a `not-checked` answer marked `pending` (the check goes on
 * and fills the cache, so a later request gets the result).
 */
export async function withinWait(check: Promise<DomainVerification>, waitMs: number = VERIFY_WAIT_MS): Promise<DomainVerification> {
  let timer: NodeJS.Timeout | undefined;
  const pending = new Promise<DomainVerification>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'not-checked', reason: VERIFICATION_REASONS.pending, pending: true }), waitMs);
    timer.unref?.();
  });
  try {
    return await Promise.race([check, pending]);
  } finally {
    clearTimeout(timer);
  }
}
