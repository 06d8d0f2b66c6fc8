/**
 * What an index run stores: the rich list (accounts by balance with escrow, supply figures and
 * balance cohorts), the token directory and the ledger they describe, from one aggregation of a
 * ledger's whole state ({@link StateAggregator}); and the progress of a run through the key space.
 */
import { dropsToXrp, isHex64, knownAddressDetails, type IndexedLedger, type RichList, type Token } from '@ledgerlens/shared/domain';
import { COHORT_BOUNDS_XRP, type StateAggregator } from './aggregate';

/** Total XRP ever created, drops (burned = this − `total_coins`). */
export const INITIAL_DROPS = 100_000_000_000n * 1_000_000n;

/** What a completed run stores (and the routes serve). */
export interface IndexResult {
  ledger: IndexedLedger;
  richList: RichList;
  /** Tokens without market figures (added at request time). */
  tokens: Token[];
  objects: number;
}

const KEYSPACE = 2n ** 256n;

/** Percent of the 256-bit key space before `marker` (0–100, one decimal). */
export function markerPercent(marker: string | undefined): number | null {
  if (!marker || !isHex64(marker)) return null;
  return Math.round(Number((BigInt(`0x${marker}`) * 1000n) / KEYSPACE)) / 10;
}

/** Share of circulating supply in percent, 4 decimals, from drops. */
function share(drops: bigint, circulating: bigint): number {
  return circulating > 0n ? Number((drops * 100_000_000n) / circulating) / 1_000_000 : 0;
}

/** The stored result of an aggregation over `ledger`. */
export function buildResult(agg: StateAggregator, ledger: IndexedLedger, totalCoinsDrops: bigint, nowIso: string): IndexResult {
  const escrowed = agg.escrowDrops;
  const circulating = totalCoinsDrops - escrowed;
  const accounts = agg.top.map((t, i) => {
    const escrow = agg.escrowByOwner.get(t.account);
    const supply = t.balanceDrops + (escrow ?? 0n);
    const known = knownAddressDetails(t.account);
    const domain = agg.domains.get(t.account);
    const row: RichList['accounts'][number] = {
      rank: i + 1,
      account: t.account,
      verified: Boolean(known?.verified),
      balanceXrp: dropsToXrp(t.balanceDrops.toString()),
      escrowXrp: escrow === undefined ? null : dropsToXrp(escrow.toString()),
      supplyXrp: dropsToXrp(supply.toString()),
      shareOfCirculating: share(supply, circulating),
    };
    if (domain) row.domain = domain;
    if (known?.label) {
      row.label = known.label;
      row.displayName = known.label;
    } else if (domain) row.displayName = domain;
    return row;
  });
  const distribution = COHORT_BOUNDS_XRP.map((bound, i) => ({
    label: i === 0 ? `≥ ${bound.toLocaleString('en-US')} XRP` : bound === 0 ? `< ${COHORT_BOUNDS_XRP[i - 1].toLocaleString('en-US')} XRP` : `${bound.toLocaleString('en-US')} – ${COHORT_BOUNDS_XRP[i - 1].toLocaleString('en-US')} XRP`,
    totalXrp: dropsToXrp(agg.cohortDrops[i].toString()),
    percentageOfCirculating: share(agg.cohortDrops[i], circulating),
    accountCount: agg.cohortCounts[i],
  }));
  const richList: RichList = {
    summary: {
      circulatingSupply: dropsToXrp(circulating.toString()),
      escrowedSupply: dropsToXrp(escrowed.toString()),
      burnedSupply: dropsToXrp((INITIAL_DROPS - totalCoinsDrops).toString()),
      totalSupply: dropsToXrp(totalCoinsDrops.toString()),
      topAccounts: accounts.length,
      lastUpdatedISO: ledger.closeTimeHuman,
      accounts: agg.accounts,
      unattributedZeroLines: agg.unattributedZeroLines,
      ledger,
    },
    accounts,
    distribution,
  };
  void nowIso;
  const tokens: Token[] = [...agg.tokens.values()].map((t) => {
    const token: Token = {
      currency: t.currency,
      issuer: t.issuer,
      name: knownAddressDetails(t.issuer)?.label ?? t.currency,
      priceUsd: null,
      priceChange24h: null,
      volume24h: null,
      marketCapUsd: null,
      trustlines: t.trustlines,
      holders: t.holders,
      totalSupply: t.obligations,
    };
    const domain = agg.domains.get(t.issuer);
    if (domain) token.domain = domain;
    return token;
  });
  return { ledger, richList, tokens, objects: agg.objects };
}
