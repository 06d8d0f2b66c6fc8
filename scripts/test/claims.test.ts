/**
 * Our own claims, checked against the code: what the learning articles, the home tips and Page Not
 * Found say about LedgerLens's behaviour, wherever it can be checked mechanically.
 *
 * - The search messages an article quotes are the messages the search boxes show, and the cases it
 *   gives for them hold (the CTID message only below 16 characters).
 * - Address lengths and CTID ranges written anywhere are the rules the code applies.
 * - Every page an article links to is a route LedgerLens serves, with an identifier it accepts and,
 *   for a ledger record, one the replay network has.
 * - Every tip that says what LedgerLens does has a check below; a new one without a check fails,
 *   so the next claim gets one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generateSeed } from 'ripple-keypairs';
import {
  SEARCH_MESSAGES,
  NO_FREEZE_MEANING,
  SECRET_KEY_MESSAGE,
  SECRET_KEY_SERVER_MESSAGE,
  SECRET_NUMBERS_MESSAGE,
  classifySearch,
  encodeCtid,
  hasClassicAddressShape,
  isClassicAddress,
  isTransactionIdentifier,
  issuerSettingsOf,
  showsCtid,
} from '@ledgerlens/shared/domain';
import { TIPS } from '../../mfe-learn/src/features/tips/api/tips';

const ROOT = path.join(__dirname, '../..');
const read = (p: string) => readFileSync(path.join(ROOT, p), 'utf8');
const ARTICLE_DIR = 'mfe-learn/public/articles';
const ARTICLES = readdirSync(path.join(ROOT, ARTICLE_DIR)).flatMap((section) =>
  readdirSync(path.join(ROOT, ARTICLE_DIR, section))
    .filter((f) => f.endsWith('.md'))
    .map((f) => ({ section, slug: f.replace(/\.md$/, ''), file: `${ARTICLE_DIR}/${section}/${f}`, text: read(`${ARTICLE_DIR}/${section}/${f}`) })),
);
/** Visible texts about LedgerLens outside the articles: tips, Page Not Found, the CTID tool's About card. */
const PAGES = ['shell/src/pages/NotFound.tsx', 'mfe-learn/src/features/ctid/components/AboutCtids.tsx'].map((file) => ({ file, text: read(file).replace(/&apos;/g, "'") }));
const ALL = [...ARTICLES.map(({ file, text }) => ({ file, text })), ...PAGES, ...TIPS.map((t) => ({ file: `tip ${t.id}`, text: `${t.title}. ${t.body}` }))];
const REMOTES = JSON.parse(read('shell/public/remotes.json')) as Record<string, { routes?: string[] }>;
const RECORDED = readdirSync(path.join(ROOT, 'replay/data/mainnet'));

/** 'r' followed by `n` Base58 characters. */
const rPlus = (n: number) => `r${'pshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz'.repeat(2).slice(0, n)}`;

it('the texts checked are all there', () => {
  expect(ARTICLES).toHaveLength(9);
  expect(TIPS).toHaveLength(26);
});

describe('search messages quoted in the articles', () => {
  const article = ARTICLES.find((a) => a.slug === 'search-functionality')!;
  const section = article.text.slice(article.text.indexOf('## Error messages'));
  const quoted = [...section.matchAll(/^- \*(.+?)\*:/gm)].map((m) => m[1]);

  it('are the messages the search boxes show', () => {
    expect(quoted.length).toBeGreaterThanOrEqual(4);
    for (const message of quoted) expect([...Object.values(SEARCH_MESSAGES), SECRET_KEY_MESSAGE]).toContain(message);
  });

  it('the CTID message comes exactly when the article says: a C–F hex start shorter than 16', () => {
    const line = section.split('\n').find((l) => l.includes(SEARCH_MESSAGES.ctidLength))!;
    expect(line).toMatch(/fewer than 16 characters/);
    expect(line).not.toMatch(/too long/);
    for (let n = 1; n <= 15; n += 1) expect(classifySearch(`C${'0'.repeat(n - 1)}`).error).toBe(SEARCH_MESSAGES.ctidLength);
    // "Longer hex is read as a transaction hash and gets the hash message."
    expect(line).toMatch(/Longer hex is read as a transaction hash/);
    for (let n = 17; n <= 63; n += 1) {
      if (n === 48) continue;
      expect(classifySearch(`D${'0'.repeat(n - 1)}`).error).toBe(SEARCH_MESSAGES.hashLength);
    }
    // "except exactly 48 hex characters, which is an MPTokenIssuanceID and opens its MPT page."
    expect(line).toMatch(/exactly 48 hex characters, which is an MPTokenIssuanceID/);
    expect(classifySearch(`D${'0'.repeat(47)}`)).toMatchObject({ type: 'mpt', isValid: true, navigateTo: `/mpt/D${'0'.repeat(47)}` });
  });

  it('a pasted X-address opens the account page and a pasted secret key is refused, unsent, as the articles and tips say', () => {
    expect(article.text).toMatch(/X-address\*\* into any search box, LedgerLens opens the account page/);
    expect(article.text).toMatch(/every search box refuses it, does not send it anywhere and warns you/);
    const x = 'XVLhHMPHU98es4dbozjVtdWzVrDjtV18pX8yuPT7y4xaEHi';
    expect(classifySearch(x)).toMatchObject({ isValid: true, pasted: 'xAddress', navigateTo: `/account/${x}` });
    for (const seed of [generateSeed({ algorithm: 'ecdsa-secp256k1' }), generateSeed({ algorithm: 'ed25519' })]) {
      expect(classifySearch(seed)).toMatchObject({ isValid: false, pasted: 'secret', error: SECRET_KEY_MESSAGE, normalizedQuery: '', rawQuery: '' });
    }
    // XLS-12 secret numbers (8 groups of 6 digits): refused too, never a ledger index (nothing prefetched or put in a URL).
    for (const numbers of ['554872 394893 635468 183471 223344 556677 889900 112233', '5'.repeat(48)]) {
      expect(classifySearch(numbers)).toMatchObject({ isValid: false, pasted: 'secret', error: SECRET_NUMBERS_MESSAGE, normalizedQuery: '', type: 'address' });
    }
  });

  // Issue 39 item 8: what the page says after the key travelled in /search?q=… (no JavaScript, or before the app ran).
  it('a secret key that reached the server: "not stored, logged or looked up", each checked against the server code', () => {
    expect(article.text).toMatch(/Without JavaScript, the browser sends the form itself to LedgerLens's server, which does not store, log or look the key up/);
    expect(SECRET_KEY_SERVER_MESSAGE).toMatch(/reached LedgerLens's server in the page address/);
    expect(SECRET_KEY_SERVER_MESSAGE).toMatch(/did not store, log or look it up, but treat the key as exposed/);
    expect(SECRET_KEY_SERVER_MESSAGE).not.toMatch(/not sent anywhere/);
    // Not looked up: the search rules give no page to redirect to and nothing to request.
    expect(classifySearch(generateSeed())).toMatchObject({ isValid: false, normalizedQuery: '' });
    // Not logged: the web server logs a navigation by its path, never its query; request logging is off.
    const serve = read('server/src/serve.ts');
    expect(read('server/src/shell-boot.ts')).toMatch(/const line = \{\n\s+path: pathname,\n\s+outcome,/);
    expect(serve).toMatch(/disableRequestLogging: true/);
    expect(serve).not.toMatch(/log\.(?:info|warn|error)\([^)]*\b(?:query|search|req\.url)\b/);
    // Not stored: a server render is kept only when it fetched answers, all immutable (the search page fetches none).
    expect(read('shell/src/server.tsx')).toMatch(/const immutable = fetched\.length > 0 &&/);
    // ...and a live render (kept per ledger close) is never kept when its query holds a secret.
    expect(read('server/src/boot.ts')).toMatch(/if \(holdsSecret\(request\)\) return drawn;/);
  });
});

// Issue 39 item 1: No Freeze (rippled SetAccount.cpp, SetTrust.cpp; xrpl.org "Freezing tokens").
describe('what the token page says about No Freeze', () => {
  it('names what it rules out (single-line freezes, clearing a global freeze) and what it does not (enacting one)', () => {
    expect(NO_FREEZE_MEANING.on).toMatch(/gave up freezing single trust lines/);
    expect(NO_FREEZE_MEANING.on).toMatch(/can never clear a global freeze/);
    expect(NO_FREEZE_MEANING.on).toMatch(/can still enact a global freeze/);
    expect(issuerSettingsOf({ Flags: 0x0020_0000 }, false).find((s) => s.key === 'noFreeze')).toMatchObject({ meaning: NO_FREEZE_MEANING.on, tone: 'info' });
  });
});

// Issue 39 item 6: the NFT page's "not found on this node" notice says the fields are decoded from the ID.
describe('what the NFT page says about an NFTokenID the node does not know', () => {
  it('"decoded from the NFTokenID itself": the API decodes it with xrpl.js parseNFTokenID and sends it with known: false', () => {
    expect(read('mfe-account/src/features/nft/components/NftNotKnown.tsx')).toMatch(/What follows is decoded from the\s+NFTokenID itself, not read from the ledger/);
    const nft = read('api/src/features/nfts/nft.ts');
    expect(nft).toMatch(/parseNFTokenID\(id\.toUpperCase\(\)\)/);
    expect(nft).toMatch(/throw new NftNotKnownError\(decoded\)/);
    expect(nft).toMatch(/known: false,/);
  });
});

describe('numbers written about addresses and CTIDs', () => {
  it('address lengths: "r followed by / plus 24 to 33", or "25 to 34" in all, as the search rule checks', () => {
    let checked = 0;
    for (const { file, text } of ALL) {
      for (const m of text.matchAll(/['`]?r['`]? (?:followed by|plus) (\d+) to (\d+)/g)) {
        checked += 1;
        expect({ file, range: [Number(m[1]), Number(m[2])] }).toEqual({ file, range: [24, 33] });
      }
      for (const m of text.matchAll(/(?:\bis|\bare) (\d+)(?: to |-|–)(\d+)(?: Base58)? characters/g)) {
        checked += 1;
        expect({ file, range: [Number(m[1]), Number(m[2])] }).toEqual({ file, range: [25, 34] });
      }
    }
    expect(checked).toBeGreaterThanOrEqual(4);
    expect([hasClassicAddressShape(rPlus(23)), hasClassicAddressShape(rPlus(24)), hasClassicAddressShape(rPlus(33)), hasClassicAddressShape(rPlus(34))]).toEqual([false, true, true, false]);
  });

  it('CTIDs: 16 hex characters, prefix C up to ledger 268,435,455, then D', () => {
    const texts = ALL.filter(({ text }) => /CTID/.test(text));
    for (const { file, text } of texts) {
      for (const m of text.matchAll(/(\d+)(?:-character| hex(?:adecimal)? characters)/g)) {
        if (/CTID/.test(text.slice(Math.max(0, m.index! - 120), m.index! + 120)) && !/hash/.test(text.slice(Math.max(0, m.index! - 40), m.index!))) {
          expect({ file, length: Number(m[1]) }).toEqual({ file, length: expect.any(Number) });
          expect([16, 64]).toContain(Number(m[1]));
        }
      }
      for (const m of text.matchAll(/(\d{3},\d{3},\d{3})/g)) {
        const n = Number(m[1].replace(/,/g, ''));
        if (n === 268_435_455) {
          expect(encodeCtid(n, 0, 0).ctid.startsWith('C')).toBe(true);
          expect(encodeCtid(n + 1, 0, 0).ctid.startsWith('D')).toBe(true);
        }
      }
    }
    expect(encodeCtid(1, 0, 0).ctid).toHaveLength(16);
    // "Every validated transaction has one, index 0 too; the page shows it when the index is above 0."
    const reading = ARTICLES.find((a) => a.slug === 'reading-transactions')!.text;
    expect(reading).toMatch(/index 0 too; the page shows it when the index is above 0/);
    expect(encodeCtid(94_084_608, 0, 0).ctid).toMatch(/^C/);
    expect([showsCtid(0), showsCtid(1)]).toEqual([false, true]);
  });
});

describe('pages the articles link to', () => {
  const links = ARTICLES.flatMap(({ file, text }) => [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => ({ file, href: m[1] })));
  const prefixes = Object.values(REMOTES).flatMap((r) => r.routes ?? []);

  it('are routes LedgerLens serves, with identifiers it accepts and records the replay network has', () => {
    expect(links.length).toBeGreaterThan(10);
    for (const { file, href } of links) {
      const [pathname] = href.split(/[?#]/);
      const owned = pathname === '/' || prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
      expect({ file, href, owned }).toEqual({ file, href, owned: true });
      const [, kind, id] = pathname.split('/');
      if (kind === 'transaction') {
        expect(isTransactionIdentifier(id)).toBe(true);
        expect(RECORDED).toContain(`tx-${id.toUpperCase()}.json`);
      } else if (kind === 'account') {
        expect(isClassicAddress(id)).toBe(true);
      } else if (kind === 'ledger') {
        expect(RECORDED.some((f) => f.startsWith(`ledger-${id}-`))).toBe(true);
      } else if (kind === 'en') {
        const [, , , section, slug] = pathname.split('/');
        if (slug) expect(ARTICLES.some((a) => a.section === section && a.slug === slug)).toBe(true);
      }
    }
  });
});

describe('tips that say what LedgerLens does', () => {
  const source = (p: string) => read(p);
  /** One check per tip that names a LedgerLens behaviour or page. */
  const CHECKS: Record<string, () => void> = {
    'xrp-drops': () => expect(read('shared/src/domain/format.ts')).toMatch(/six decimals|6 decimals|maximumFractionDigits: 6|toFixed\(6\)/),
    validated: () => {
      // The ledger page badges a validated ledger; a transaction not yet validated is "Pending".
      expect(read('mfe-ledger/src/features/ledger/components/LedgerHeader.tsx')).toMatch(/ledger\.validated \? <Badge tone="success">Validated<\/Badge> : <Badge tone="warning">Pending<\/Badge>/);
      expect(read('mfe-search/test/transactionPage.test.tsx')).toMatch(/toHaveTextContent\('Pending'\)/);
    },
    delivered: () => expect(read('api/src/mapping/transaction.ts')).toMatch(/delivered_amount/),
    ctid: () => expect(classifySearch('C473910300100000')).toMatchObject({ isValid: true, type: 'transaction' }),
    'x-address': () => {
      const x = 'XVLhHMPHU98es4dbozjVtdWzVrDjtV18pX8yuPT7y4xaEHi';
      expect(classifySearch(x).navigateTo).toBe(`/account/${x}`);
      expect(source('mfe-account/src/features/account/routes/AccountPage.tsx')).toMatch(/X-address with tag \$\{converted\.tag\}/);
    },
    'read-only': () => expect(classifySearch(generateSeed()).pasted).toBe('secret'),
    'test-small': () => expect(prefixes()).toContain('/transaction'),
    'require-tag': () => expect(source('mfe-account/src/features/account/components/AccountDetails.tsx')).toMatch(/\['Require destination tag', \(a\) => a\.requireDestinationTag\]/),
    'missing-xrp': () => {
      const hero = source('mfe-account/src/features/account/components/AccountHero.tsx');
      for (const label of ['Available balance', 'Total', 'Reserved']) expect(hero).toContain(label);
    },
    validators: () => expect(prefixes()).toContain('/validators'),
  };
  const prefixes = () => Object.values(REMOTES).flatMap((r) => r.routes ?? []);

  it.each(TIPS.filter((t) => /LedgerLens|search|account page|security settings/i.test(t.body)).map((t) => [t.id] as const))('tip %s has a check, and it holds', (id) => {
    expect(Object.keys(CHECKS)).toContain(id);
    CHECKS[id]();
  });
});

describe('what the articles say about addresses, history filters and a transaction not found (issue 39 item 15)', () => {
  const tabs = read('mfe-account/src/features/account/components/HoldingsTabs.tsx');
  const history = read('mfe-account/src/features/account/components/TransactionHistory.tsx');
  const sentences = ALL.flatMap(({ file, text }) => text.split(/(?<=[.!?])\s+|\n/).map((sentence) => ({ file, sentence })));

  it('"its own address": the account tab an article quotes is one the page reads from ?tab=, and the filters live in the query string', () => {
    const quoted = ARTICLES.flatMap(({ text }) => [...text.matchAll(/\?tab=([a-z]+)/g)].map((m) => m[1]));
    expect(quoted.length).toBeGreaterThan(0);
    const accepted = /ACCOUNT_TABS = \[([^\]]+)\]/.exec(tabs)![1];
    for (const tab of quoted) expect(accepted).toContain(`'${tab}'`);
    expect(tabs).toMatch(/accountTabOf\(params\.get\('tab'\)\)/);
    expect(history).toMatch(/setParams\(writeFilters\(/);
    // No article promises that a filtered history keeps its page: paging is by marker, in memory.
    expect(history).not.toMatch(/params\.get\('(?:page|marker)'\)/);
    // Where a sentence promises an address for the history, it or the next one says the page number is not kept.
    sentences.forEach(({ file, sentence }, i) => {
      if (!/own address/i.test(sentence) || !/histor/i.test(sentence)) return;
      const said = `${sentence} ${sentences[i + 1]?.sentence ?? ''}`;
      expect({ file, sentence, pageNamed: /page number is not in the address/.test(said) }).toEqual({ file, sentence, pageNamed: true });
    });
  });

  it('history filters are said to act on the page shown, as the page filters its loaded transactions', () => {
    expect(history).toMatch(/filterTransactions\(data\?\.transactions \?\? \[\], filters\)/);
    expect(history).toMatch(/FILTERS_SCOPE_NOTE = '[^']*on this page/);
    const about = sentences.filter((s) => /\bfilter/i.test(s.sentence) && /history|transactions/i.test(s.sentence) && !/^description:/.test(s.sentence));
    expect(about.length).toBeGreaterThanOrEqual(2);
    for (const { file, sentence } of about.filter((s) => /narrow|filter by/i.test(s.sentence))) {
      expect({ file, sentence, scoped: /on this page|page shown/.test(sentence) }).toEqual({ file, sentence, scoped: true });
    }
  });

  it('"not found means not validated" is said only of a node that keeps the full history', () => {
    const claims = sentences.filter((s) => /(does not find|not found)/i.test(s.sentence) && /not in a validated ledger/i.test(s.sentence));
    expect(claims.length).toBeGreaterThan(0);
    for (const { file, sentence } of claims) {
      const qualified = /full history/i.test(sentence) || /recent ledgers/i.test(sentences[sentences.findIndex((s) => s.sentence === sentence) + 1]?.sentence ?? '');
      expect({ file, sentence, qualified }).toEqual({ file, sentence, qualified: true });
    }
  });
});

describe('when an amendment applies (issue 39 item 9)', () => {
  it('the article says what the amendments page says: enabled in flag + 1, applied from flag + 2', () => {
    const article = ARTICLES.find((a) => a.slug === 'what-is-xrpl')!.text;
    expect(article).toMatch(/the first flag ledger after that enables it in the ledger that follows, and its rules apply from the ledger after that/);
    const page = read('mfe-network/src/features/amendments/components/amendmentText.ts');
    expect(page).toMatch(/enables the amendment in the next ledger \(flag \+ 1\); its rules apply from the ledger after that \(flag \+ 2\)/);
    // The API's expectedAt is majority time + two weeks: the earliest time, as both say.
    expect(read('api/src/features/amendments/amendments.ts')).toMatch(/MAJORITY_PERIOD_SECONDS = 14 \* 24 \* 3600/);
  });
});
