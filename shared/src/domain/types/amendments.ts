/**
 * Amendments as the API answers them (`GET /api/amendments`, `/api/amendments/{name or id}`): status, votes, events and the name list they come from.
 */
/** Status of an amendment in `GET /api/amendments`: in the ledger's `Amendments`, in its `Majorities`, or only in rippled's list. */
export type AmendmentStatus = 'enabled' | 'majority' | 'known';

/** One amendment of `GET /api/amendments` (source: rippled `ledger_entry` Amendments, rippled's name list). */
export interface AmendmentSummary {
  /** SHA-512Half of the name, 64 upper-case hex. */
  id: string;
  /** Name from rippled's list; null when no name of the list hashes to the ID. */
  name: string | null;
  status: AmendmentStatus;
  /** Ledger of the recorded EnableAmendment transaction that enabled it, when recorded. */
  enabledLedger?: number;
  /** When it gained majority (the `Majorities` entry's `CloseTime`), ISO-8601. */
  majoritySince?: string;
  /**
   * `majoritySince` + the two-week majority period (ledger time), ISO-8601: the earliest time, not
   * a prediction. The first flag ledger that closes at or after it (and still has the majority)
   * puts the EnableAmendment in the ledger after it (flag + 1); the amendment's rules apply from
   * the ledger after that (flag + 2).
   */
  expectedAt?: string;
  /**
   * How rippled's list (features.macro at `source.commit`) carries it: `retired` (XRPL_RETIRE:
   * its pre-amendment code removed, no vote), `unsupported` (Supported::no: that rippled cannot run
   * with it and would stop when it is enabled), `obsolete` (VoteBehavior::Obsolete: never to be
   * voted for); absent for a supported amendment that is votable, or one not on the list.
   */
  listing?: 'retired' | 'unsupported' | 'obsolete';
  /**
   * Live only, on amendments not enabled: the trusted validators voting for it, from their
   * validations of the voting ledger before flag ledger `votes.ledgerIndex` (validations stream,
   * `amendments` field). Absent offline (the replay node's validations carry no votes).
   */
  votes?: AmendmentVoteCount;
}

/**
 * The validator count a vote is taken against (live only), as rippled's `AmendmentTable.cpp`
 * (`TrustedVotes`, `AmendmentSet`) and `RCLConsensus.cpp` (negative UNL filter) take it.
 */
export interface AmendmentVoteTally {
  /** The flag ledger the count is for (its votes are in validations of ledger `ledgerIndex - 1`). */
  ledgerIndex: number;
  /** Validators on the verified signed list (UNL). */
  trusted: number;
  /** Trusted validators (not on the negative UNL) whose validation of this voting ledger was seen. */
  counted: number;
  /**
   * The denominator: trusted validators heard from (a voting-ledger validation) in the last 24 hours
   * and not on the negative UNL. Each votes with its latest voting-ledger validation.
   */
  available: number;
  /** Trusted validators on the ledger's negative UNL, left out of the count. */
  negativeUnl: number;
  /** Yes votes needed: more than 80 % of `available`, i.e. floor(available × 0.8) + 1 (1 for a single validator). */
  threshold: number;
}

/** One amendment's votes (live only). */
export interface AmendmentVoteCount extends AmendmentVoteTally {
  /** Trusted validators voting for it. */
  yes: number;
}

/** The tally of all amendments at one flag ledger (what the API counts). */
export interface AmendmentVotes extends AmendmentVoteTally {
  /** Amendment ID (upper-case hex) → trusted validators voting for it. */
  byAmendment: Record<string, number>;
}

/** Where the amendment name list comes from. */
export interface AmendmentListSource {
  repository: string;
  path: string;
  commit: string;
}

/** `GET /api/amendments`. */
export interface AmendmentsAnswer {
  /** Ledger of the `Amendments` entry read (offline: the newest recorded state). */
  ledgerIndex: number;
  source: AmendmentListSource;
  /** True on the offline replay network (validator votes are not recorded there). */
  offline: boolean;
  /** Live only: the tally the entries' `votes` come from; absent offline or before the first flag ledger seen. */
  votes?: AmendmentVoteTally;
  amendments: AmendmentSummary[];
}

/** One recorded EnableAmendment transaction about an amendment. */
export interface AmendmentEvent {
  hash: string;
  ledgerIndex: number;
  /** `tfGotMajority` → gotMajority, `tfLostMajority` → lostMajority, no flag → enabled. */
  event: 'gotMajority' | 'lostMajority' | 'enabled';
}

/** `GET /api/amendments/{name or id}`. */
export interface AmendmentDetail extends AmendmentSummary {
  ledgerIndex: number;
  source: AmendmentListSource;
  /** True on the offline replay network (votes and unrecorded history are not known there). */
  offline: boolean;
  /** Oldest first, from the EnableAmendment transactions the node has (offline: the recorded ones). */
  history: AmendmentEvent[];
}
