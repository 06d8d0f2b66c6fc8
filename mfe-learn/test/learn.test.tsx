/**
 * Learn hub, articles and the Learning Guide (spec §2, §3, §4, §5 "Links in article markdown", §8):
 * the real article files of public/articles, parsed; the 26 tips; markdown links kept inert.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, createAppStore } from '@ledgerlens/shared';
import { parseArticle, SECTIONS, wordCount } from '../src/features/learn/api/articles';
import { articleJson } from '../articles.cjs';
import { MarkdownBody, hasMarkdownTable } from '../src/features/learn/components/MarkdownBody';
import { TIPS, TIP_CATEGORIES } from '../src/features/tips/api/tips';
import LearningGuide from '../src/widgets/learningGuide';
import { delay, http } from 'msw';
import { renderAt } from './render';
import { server } from './setup';

const ARTICLES_DIR = path.join(__dirname, '..', 'public', 'articles');

/** An article file as the build serves it: front matter parsed by gray-matter (articles.cjs), then read by the page's parser. */
const load = (section: string, slug: string) => parseArticle(JSON.parse(articleJson(readFileSync(path.join(ARTICLES_DIR, section, `${slug}.md`), 'utf8'))), section, slug);

describe('article files', () => {
  it('are the nine of spec §3, 400 to 1,200 words each, with a complete header', () => {
    for (const section of SECTIONS) {
      expect(readdirSync(path.join(ARTICLES_DIR, section.id)).sort()).toEqual([...section.slugs].map((s) => `${s}.md`).sort());
      section.slugs.forEach((slug, i) => {
        const article = load(section.id, slug);
        expect(article).toMatchObject({ section: section.id, order: i + 1 });
        expect(['Beginner', 'Intermediate', 'Advanced']).toContain(article.difficulty);
        expect(article.readTime).toBe(Math.ceil(wordCount(article.body) / 200));
        expect(article.tags.length).toBeGreaterThan(0);
        expect(wordCount(article.body)).toBeGreaterThanOrEqual(400);
        expect(wordCount(article.body)).toBeLessThanOrEqual(1200);
      });
    }
  });

  it('front matter (gray-matter at build time): numbers as numbers, tags as a list, dates as YYYY-MM-DD, quoted text with colons, body after the block', () => {
    const json = articleJson('---\ntitle: T\ndescription: "D: with a colon"\nreadTime: 4\norder: 2\ntags: [a, "b c"]\ndifficulty: Advanced\nlastUpdated: 2026-11-24\n---\n\n# Body\ntext');
    const a = parseArticle(JSON.parse(json), 'xrpl-basics', 'x');
    expect(a).toMatchObject({ title: 'T', description: 'D: with a colon', readTime: 1, order: 2, tags: ['a', 'b c'], difficulty: 'Advanced', lastUpdated: '2026-11-24', body: '# Body\ntext' });
    expect(() => articleJson('---\ndescription: no title\n---\nbody')).toThrow(/no title/);
    expect(() => articleJson('title: no block\n\nbody')).toThrow(/no front matter/);
    expect(() => parseArticle({ description: 'no title' }, 's', 'x')).toThrow(/no title/);
  });
});

describe('learn hub and article page', () => {
  it('lists the three sections with their articles and a Start Exploring call to action', async () => {
    await renderAt('/en/learn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Learn About LedgerLens' })).toBeInTheDocument();
    for (const section of SECTIONS) expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('article-card').filter((c) => c.querySelector('h3'))).toHaveLength(9));
    expect(screen.getByRole('link', { name: /What is the XRP Ledger\?/ })).toHaveAttribute('href', '/en/learn/xrpl-basics/what-is-xrpl');
    expect(screen.getAllByRole('button', { name: 'Start Exploring' }).length).toBeGreaterThan(0);
    expect(document.querySelector('link[rel=canonical]')).toHaveAttribute('href', '/en/learn');
  });

  it('shows an article with breadcrumbs, badge, read time, structured data with its word count, and the helpful block', async () => {
    await renderAt('/en/learn/xrpl-basics/understanding-fees');
    expect(await screen.findByRole('heading', { level: 1, name: 'Understanding fees and reserves' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('XRPL Basics and Essentials')).toBeInTheDocument();
    expect(screen.getByText('Beginner')).toHaveAttribute('data-difficulty', 'Beginner');
    expect(screen.getByText(`${Math.ceil(wordCount(load('xrpl-basics', 'understanding-fees').body) / 200)} min read`)).toBeInTheDocument();
    expect(screen.getByText('Was this article helpful?')).toBeInTheDocument();
    const ld = JSON.parse(screen.getByTestId('article-jsonld').textContent ?? '{}');
    expect(ld.wordCount).toBe(wordCount(load('xrpl-basics', 'understanding-fees').body));
    expect(await screen.findByTestId('article-body')).toHaveTextContent('Since ledger 92,508,417 (2024-12-02) the base reserve on mainnet is 1 XRP');
  });

  it('says "Article Not Found" for an unknown slug or section', async () => {
    await renderAt('/en/learn/xrpl-basics/nope');
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Article not found or could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Learn' })).toBeInTheDocument();
  });

  it('gives up on an article whose server hangs after the 10 s timeout of every read, instead of loading forever', async () => {
    // The timeout's signal, fired by the test instead of the clock.
    const timeout = new AbortController();
    const spy = jest.spyOn(AbortSignal, 'timeout').mockImplementation(() => timeout.signal);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/articles/:section/:file', () => delay('infinite')));
    try {
      await renderAt('/en/learn/xrpl-basics/what-is-xrpl');
      await waitFor(() => expect(spy).toHaveBeenCalledWith(10_000));
      expect(screen.queryByRole('heading', { name: 'Article Not Found' })).not.toBeInTheDocument();
      timeout.abort(new DOMException('The operation timed out.', 'TimeoutError'));
      expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
    } finally {
      jest.restoreAllMocks();
    }
  });
});

describe('GitHub-flavoured Markdown tables (remark-gfm)', () => {
  it('loads remark-gfm only for the three articles with a table (hasMarkdownTable)', () => {
    const withTables = SECTIONS.flatMap((s) => s.slugs.map((slug) => [s.id, slug] as const)).filter(([section, slug]) => hasMarkdownTable(load(section, slug).body));
    expect(withTables.map(([, slug]) => slug).sort()).toEqual(['reading-transactions', 'search-functionality', 'verify-payments']);
    expect(hasMarkdownTable('| a | b |\n|:--|--:|\n| 1 | 2 |')).toBe(true);
    expect(hasMarkdownTable('A line - with a dash | and a pipe.')).toBe(false);
  });

  // The three articles with tables (issue 39 item 7): each table is a real <table>, in a region
  // named after its columns that the keyboard can reach (it scrolls there, never the page).
  for (const [section, slug, columns] of [
    ['using-ledgerlens', 'search-functionality', ['You type', 'LedgerLens opens', 'Example']],
    ['using-ledgerlens', 'verify-payments', ['Check', 'Where on the page']],
    ['transaction-issues', 'reading-transactions', ['Prefix', 'Meaning', 'In a ledger?', 'Fee charged?']],
  ] as const) {
    it(`${slug}: its table renders as a table, not pipe text`, async () => {
      await renderAt(`/en/learn/${section}/${slug}`);
      const body = await screen.findByTestId('article-body');
      const region = within(body).getByRole('region', { name: `Table: ${columns.join(', ')}` });
      expect(region).toHaveAttribute('tabindex', '0');
      const table = within(region).getByRole('table');
      expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([...columns]);
      const rows = load(section, slug).body.split('\n').filter((l) => /^\|/.test(l) && !/^\|[-|\s:]+\|$/.test(l));
      expect(within(table).getAllByRole('row')).toHaveLength(rows.length);
      expect(body).not.toHaveTextContent('|---|');
    });
  }
});

describe('markdown links (spec §5)', () => {
  it('keeps http(s), mailto and relative links and empties javascript: and data:, with no raw HTML', async () => {
    render(
      <AppProviders store={createAppStore()}>
        <MarkdownBody markdown={'[a](https://xrpl.org) [b](javascript:alert(1)) [c](data:text/html,hi) [d](mailto:x@y.z) <b>raw</b> <img src=x onerror=alert(1)>'} />
      </AppProviders>,
    );
    expect((await screen.findByText('a')).closest('a')).toHaveAttribute('href', 'https://xrpl.org');
    expect(screen.getByText('d').closest('a')).toHaveAttribute('href', 'mailto:x@y.z');
    for (const name of ['b', 'c']) {
      const link = screen.getByText(name).closest('a');
      expect(link?.getAttribute('href') ?? '').toBe('');
    }
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });
});

describe('Learning Guide widget', () => {
  it('has 26 tips, chips with counts, and one tip open at a time', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders store={createAppStore()}>
        <LearningGuide />
      </AppProviders>,
    );
    expect(TIPS).toHaveLength(26);
    expect(screen.getByRole('button', { name: 'All (26)' })).toHaveAttribute('aria-pressed', 'true');
    for (const c of TIP_CATEGORIES) {
      const n = TIPS.filter((t) => t.category === c).length;
      expect(n).toBeGreaterThan(0);
      expect(screen.getByRole('button', { name: `${c} (${n})` })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: `Security (${TIPS.filter((t) => t.category === 'Security').length})` }));
    const security = TIPS.filter((t) => t.category === 'Security');
    expect(screen.getByText(security[0]!.title)).toBeInTheDocument();
    expect(screen.queryByText(TIPS.find((t) => t.category === 'Basics')!.title)).not.toBeInTheDocument();
    await user.click(screen.getByText(security[0]!.title));
    expect(await screen.findByText(security[0]!.body)).toBeInTheDocument();
    await user.click(screen.getByText(security[1]!.title));
    expect(await screen.findByText(security[1]!.body)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(security[0]!.body)).not.toBeInTheDocument());
  });

  it('is an accordion: headings with header buttons, focus kept on the opened tip, arrow keys move between tips', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders store={createAppStore()}>
        <LearningGuide />
      </AppProviders>,
    );
    const [first, second] = TIPS;
    expect(screen.getByRole('heading', { level: 3, name: first!.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: first!.title }));
    expect(await screen.findByText(first!.body)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: first!.title })).toHaveFocus());
    expect(screen.getByRole('button', { name: first!.title })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: second!.title })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(second!.body)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(first!.body)).not.toBeInTheDocument());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText(second!.body)).not.toBeInTheDocument());
  });
});
