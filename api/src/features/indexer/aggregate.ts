/**
 * Streaming aggregation of ledger-state objects (rippled `ledger_data`, `binary: false`) into the
 * rich list, balance cohorts and token directory. Memory is bounded: one pass, a top-K list of
 * accounts, per-owner escrow and per-(currency, issuer) token counters only.
 */
import { addDecimal, plainDecimal } from '@ledgerlens/shared/domain';

/** Cohort lower bounds in XRP, largest first (the usual XRP distribution table bands). */
export const COHORT_BOUNDS_XRP = [1_000_000_000, 500_000_000, 100_000_000, 20_000_000, 10_000_000, 5_000_000, 1_000_000, 500_000, 100_000, 75_000, 50_000, 25_000, 10_000, 5_000, 1_000, 500, 0] as const;

/** One account kept in the top-K list; amounts in drops. */
export interface TopAccount {
  account: string;
  balanceDrops: bigint;
  domain?: string;
}

/** Per-token counters: trust lines, non-zero lines, obligations (exact decimal text, units of the token). */
export interface TokenCounter {
  currency: string;
  issuer: string;
  trustlines: number;
  holders: number;
  obligations: string;
}

/** Accumulates ledger-state objects; call {@link StateAggregator.add} per object, then read the fields. */
export class StateAggregator {
  readonly top: TopAccount[] = [];
  readonly escrowByOwner = new Map<string, bigint>();
  readonly cohortCounts = COHORT_BOUNDS_XRP.map(() => 0);
  readonly cohortDrops = COHORT_BOUNDS_XRP.map(() => 0n);
  readonly tokens = new Map<string, TokenCounter>();
  readonly domains = new Map<string, string>();
  /** Liquid balance (drops) of escrow owners whose AccountRoot came after one of their escrows. */
  readonly liquidOfEscrowOwner = new Map<string, bigint>();
  /** Escrow owners whose first Escrow came before their AccountRoot. */
  private readonly escrowOwnersSeenFirst = new Set<string>();
  accounts = 0;
  balanceDrops = 0n;
  escrowDrops = 0n;
  objects = 0;
  /**
   * Zero-balance trust lines whose issuer the line does not tell ({@link zeroLineIssuer}: both
   * sides or neither hold a reserve with a non-zero limit); counted apart, credited to no token.
   */
  unattributedZeroLines = 0;

  constructor(private readonly topK: number) {}

  /** Adds one ledger object. Throws on a malformed AccountRoot/RippleState/Escrow. */
  add(obj: Record<string, unknown>): void {
    this.objects += 1;
    switch (obj.LedgerEntryType) {
      case 'AccountRoot':
        this.addAccount(obj);
        break;
      case 'Escrow': {
        if (typeof obj.Account !== 'string' || typeof obj.Amount !== 'string') throw new Error('malformed Escrow object');
        const drops = BigInt(obj.Amount);
        this.escrowDrops += drops;
        if (!this.escrowByOwner.has(obj.Account)) this.escrowOwnersSeenFirst.add(obj.Account);
        this.escrowByOwner.set(obj.Account, (this.escrowByOwner.get(obj.Account) ?? 0n) + drops);
        break;
      }
      case 'RippleState':
        this.addLine(obj);
        break;
      default:
        break;
    }
  }

  private addAccount(obj: Record<string, unknown>): void {
    if (typeof obj.Account !== 'string' || typeof obj.Balance !== 'string' || !/^\d+$/.test(obj.Balance)) throw new Error('malformed AccountRoot object');
    const drops = BigInt(obj.Balance);
    this.accounts += 1;
    this.balanceDrops += drops;
    if (this.escrowOwnersSeenFirst.has(obj.Account)) this.liquidOfEscrowOwner.set(obj.Account, drops);
    const xrp = Number(drops / 1_000_000n);
    const band = COHORT_BOUNDS_XRP.findIndex((bound) => xrp >= bound);
    this.cohortCounts[band] += 1;
    this.cohortDrops[band] += drops;
    if (typeof obj.Domain === 'string') this.domains.set(obj.Account, Buffer.from(obj.Domain, 'hex').toString('utf8'));
    if (this.top.length < this.topK || drops > this.top[this.top.length - 1].balanceDrops) {
      const entry: TopAccount = { account: obj.Account, balanceDrops: drops };
      let i = this.top.length;
      while (i > 0 && this.top[i - 1].balanceDrops < drops) i -= 1;
      this.top.splice(i, 0, entry);
      if (this.top.length > this.topK) this.top.pop();
    }
  }

  /**
   * Escrow owners whose liquid balance the pass did not keep (their AccountRoot came before their
   * first Escrow and they are not in the top-K list): the job reads them with `account_info` at the
   * same ledger, then calls {@link cohortsWithEscrow}.
   */
  escrowOwnersWithoutLiquid(): string[] {
    const inTop = new Set(this.top.map((t) => t.account));
    return [...this.escrowByOwner.keys()].filter((a) => !this.liquidOfEscrowOwner.has(a) && !inTop.has(a));
  }

  /**
   * Moves every escrow owner from the cohort of its liquid balance to the cohort of its liquid
   * balance plus its escrow (what the rich list's cohort text says). `liquidOf` gives the liquid
   * balances the pass did not keep (drops). Call once, after the last object.
   *
   * @throws Error when an escrow owner's liquid balance is unknown.
   */
  cohortsWithEscrow(liquidOf: ReadonlyMap<string, bigint> = new Map()): void {
    const top = new Map(this.top.map((t) => [t.account, t.balanceDrops]));
    const band = (drops: bigint) => COHORT_BOUNDS_XRP.findIndex((bound) => Number(drops / 1_000_000n) >= bound);
    for (const [owner, escrow] of this.escrowByOwner) {
      const liquid = this.liquidOfEscrowOwner.get(owner) ?? top.get(owner) ?? liquidOf.get(owner);
      if (liquid === undefined) throw new Error(`no AccountRoot balance for escrow owner ${owner}`);
      const from = band(liquid);
      const to = band(liquid + escrow);
      this.cohortCounts[from] -= 1;
      this.cohortDrops[from] -= liquid;
      this.cohortCounts[to] += 1;
      this.cohortDrops[to] += liquid + escrow;
    }
  }

  private addLine(obj: Record<string, unknown>): void {
    const balance = obj.Balance as { currency?: string; value?: string } | undefined;
    const low = obj.LowLimit as { issuer?: string; value?: string } | undefined;
    const high = obj.HighLimit as { issuer?: string; value?: string } | undefined;
    if (!balance?.currency || balance.value === undefined || !low?.issuer || !high?.issuer) throw new Error('malformed RippleState object');
    const value = plainDecimal(String(balance.value));
    if (value === undefined) throw new Error('malformed RippleState balance');
    const negative = value.startsWith('-');
    const zero = value === '0';
    // Positive balance: the low account holds and the high account issues; negative: the reverse.
    // A zero line: see zeroLineIssuer (low and high are only the order of the two AccountIDs).
    const issuer = zero ? zeroLineIssuer(obj, low, high) : negative ? low.issuer : high.issuer;
    if (issuer === null) {
      this.unattributedZeroLines += 1;
      return;
    }
    const key = `${balance.currency}:${issuer}`;
    const counter = this.tokens.get(key) ?? { currency: balance.currency, issuer, trustlines: 0, holders: 0, obligations: '0' };
    counter.trustlines += 1;
    if (!zero) {
      counter.holders += 1;
      counter.obligations = addDecimal(counter.obligations, negative ? value.slice(1) : value) ?? counter.obligations;
    }
    this.tokens.set(key, counter);
  }
}

/** RippleState flags (rippled `LedgerFormats.h`): the side whose owner reserve the line takes. */
export const LSF_LOW_RESERVE = 0x0001_0000;
export const LSF_HIGH_RESERVE = 0x0002_0000;

/**
 * The issuer of a zero-balance trust line, or null when the line does not say. Low and high are
 * only the numeric order of the two AccountIDs, so neither is the issuer by position. The holder
 * is the side that set the line up: its reserve flag is set (`lsfLowReserve` / `lsfHighReserve`,
 * rippled `TrustSet.cpp`: a side is "non-default", and takes a reserve, when it has a non-zero
 * limit or non-default flags) and its limit is non-zero. When exactly one side is such a holder,
 * the other side is the issuer; when both or neither are, the line is ambiguous (null).
 * xrpl.org "RippleState": "lsfLowReserve … the low account has set the trust line to a non-default state".
 */
export function zeroLineIssuer(obj: Record<string, unknown>, low: { issuer?: string; value?: string }, high: { issuer?: string; value?: string }): string | null {
  const flags = typeof obj.Flags === 'number' ? obj.Flags : 0;
  const nonZero = (v: unknown) => typeof v === 'string' && plainDecimal(v) !== undefined && plainDecimal(v) !== '0';
  const lowHolds = (flags & LSF_LOW_RESERVE) !== 0 && nonZero(low.value);
  const highHolds = (flags & LSF_HIGH_RESERVE) !== 0 && nonZero(high.value);
  if (lowHolds === highHolds) return null;
  return (lowHolds ? high.issuer : low.issuer) ?? null;
}
