/**
 * Facts of the learning texts: each correction is checked against the real
 * article files and tips, and the reading time is computed (words / 200, rounded up), never typed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { articleJson } from '../articles.cjs';
import { parseArticle, readingMinutes, SECTIONS, wordCount } from '../src/features/learn/api/articles';
import { TIPS } from '../src/features/tips/api/tips';

const DIR = path.join(__dirname, '..', 'public', 'articles');
const raw = (section: string, slug: string) => readFileSync(path.join(DIR, section, `${slug}.md`), 'utf8');
/** An article as the build serves it: front matter parsed by gray-matter (articles.cjs), then read by the page's parser. */
const load = (section: string, slug: string) => parseArticle(JSON.parse(articleJson(raw(section, slug))), section, slug);
const body = (section: string, slug: string) => load(section, slug).body.replace(/\s+/g, ' ');
const tip = (id: string) => TIPS.find((t) => t.id === id)!.body;

describe('reading time', () => {
  it('is ceil(words / 200) of the body, for every article, and no header types it in', () => {
    for (const section of SECTIONS) {
      for (const slug of section.slugs) {
        const text = raw(section.id, slug);
        const article = load(section.id, slug);
        expect(text).not.toMatch(/^readTime:/m);
        expect(article.readTime).toBe(Math.ceil(wordCount(article.body) / 200));
      }
    }
  });

  it('counts the words a reader reads: link targets are not words', () => {
    expect(wordCount('See [this payment](/transaction/589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D) now.')).toBe(4);
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(201))).toBe(2);
    expect(readingMinutes('')).toBe(1);
  });
});

describe('what-is-xrpl', () => {
  const text = body('xrpl-basics', 'what-is-xrpl');
  it('reserves change through validator fee voting, not amendments, dated', () => {
    expect(text).not.toMatch(/Figures that can change this way, such as reserves/);
    expect(text).toMatch(/Reserves and the reference transaction cost are not changed by amendments: validators vote on them \(\*\*fee voting\*\*\)/);
    expect(text).toContain('ledger 92,508,417 (2024-12-02)');
  });
  it('quorum is at least 80 %, and Sequence does not move for a transaction that uses a Ticket', () => {
    expect(text).not.toMatch(/more than 80% of the trusted validators agree/);
    expect(text).toMatch(/at least 80% of the trusted validators/);
    expect(text).not.toMatch(/increases with every transaction/);
    expect(text).toMatch(/\*\*Ticket\*\* consumes the Ticket instead and leaves `Sequence` unchanged/);
  });
});

describe('reading-transactions', () => {
  const text = body('transaction-issues', 'reading-transactions');
  it('tecNO_LINE is not "no trust line at the receiver": that payment fails with tecPATH_DRY', () => {
    expect(text).not.toMatch(/`tecNO_LINE` \/ `tecNO_AUTH`: the receiver has no trust line/);
    expect(text).toMatch(/A payment to a receiver without a trust line does not give this code: it fails with `tecPATH_DRY`/);
  });
  it('delivered_amount is added by the server; the ledger stores DeliveredAmount only for partial payments', () => {
    expect(text).not.toMatch(/From it the ledger records/);
    expect(text).toMatch(/Servers add this field to the metadata in their answers \(it is computed, not stored\); the ledger itself stores `DeliveredAmount` only for partial payments/);
  });
  it('a tec result may clean up objects, and consumes a Ticket instead of the Sequence', () => {
    expect(text).not.toMatch(/changed nothing except the fee/);
    expect(text).toMatch(/if the transaction used a \*\*Ticket\*\*, that Ticket is consumed instead\. It may also clean up objects/);
  });
  it('raw JSON in API v2 shows DeliverMax; tecPATH_DRY also covers same-currency token payments', () => {
    expect(text).toMatch(/a Payment's `Amount` appears as \*\*`DeliverMax`\*\*/);
    expect(text).toMatch(/also same-currency token payments/);
  });
});

describe('other articles', () => {
  it('verify-payments: before ledger 4,594,095 delivered_amount reads "unavailable"; the amount is in the affected entries', () => {
    const text = body('using-ledgerlens', 'verify-payments');
    expect(text).not.toMatch(/have no `delivered_amount` field/);
    expect(text).toMatch(/`delivered_amount` reads `"unavailable"`/);
    expect(text).toMatch(/metadata's affected entries/);
  });
  it('missing-xrp-faq: no garbled sentence; a transaction not found may not be validated yet', () => {
    const text = body('transaction-issues', 'missing-xrp-faq');
    expect(text).not.toMatch(/except possibly nothing at all/);
    expect(text).toMatch(/It may simply not be validated yet/);
  });
  it('trace-funds: escrows lock XRP or tokens', () => {
    expect(body('using-ledgerlens', 'trace-funds')).toMatch(/\*\*Escrows\*\* lock XRP or tokens/);
  });
  it('understanding-fees: closing a trust line needs a zero balance, a zero limit and default flags; reserves dated', () => {
    const text = body('xrpl-basics', 'understanding-fees');
    expect(text).toMatch(/a zero balance, a zero limit and the line's flags back to their defaults/);
    expect(text).toMatch(/Since ledger 92,508,417 \(2024-12-02\) the base reserve on mainnet is 1 XRP/);
  });
});

describe('no learning text states a fixed 10 XRP reserve', () => {
  it('articles mention 10 XRP only as the former value, dated; tips never', () => {
    for (const section of SECTIONS) {
      for (const slug of section.slugs) {
        for (const m of body(section.id, slug).matchAll(/[^.]*\b10 XRP\b[^.]*\./g)) expect(m[0]).toMatch(/Before that|out of date/);
      }
    }
    for (const t of TIPS) expect(t.body).not.toMatch(/\b10 XRP\b/);
  });
  it('tips: the base reserve comes back only by deleting the account; a tec result is not "nothing else changes"', () => {
    expect(tip('reserve')).toMatch(/the base reserve comes back only by deleting the account/);
    expect(tip('reserve')).toContain('since ledger 92,508,417 (2024-12-02)');
    expect(tip('tec')).not.toMatch(/nothing else changes/);
  });
});
