/**
 * The nine articles (spec §3 "Article metadata"): markdown files served with mfe-learn
 * (`public/articles/{section}/{slug}.md`, copied to `dist/`), each starting with a `key: value`
 * header. Loaded per section and slug into the RTK Query cache; a failed load is logged and shown
 * as missing (spec §7/§8).
 */
import { PRODUCT_NAME, baseApi } from '@ledgerlens/shared';

/** Difficulty levels of spec §3. */
export type Difficulty = 'Beginner' | 'Intermediate' | 'Advanced';

/** Article metadata parsed from the header (spec §3). */
export interface ArticleMeta {
  slug: string;
  section: string;
  title: string;
  description: string;
  author?: string;
  /** Date, `YYYY-MM-DD`. */
  lastUpdated: string;
  tags: string[];
  difficulty: Difficulty | string;
  /** Reading time, minutes: computed from the body, {@link readingMinutes} (never typed into the header). */
  readTime: number;
  order: number;
}

/** A loaded article: metadata and the markdown body (after the header). */
export interface Article extends ArticleMeta {
  body: string;
}

/** The three sections in order, with their titles (spec §2 "Learn hub"; `using-{product}` is `using-ledgerlens`). */
export const SECTIONS = [
  { id: 'xrpl-basics', title: 'XRPL Basics and Essentials', slugs: ['what-is-xrpl', 'destination-tag-vs-memo', 'understanding-fees'] },
  { id: 'using-ledgerlens', title: `Using ${PRODUCT_NAME}`, slugs: ['search-functionality', 'verify-payments', 'trace-funds'] },
  { id: 'transaction-issues', title: 'Common Transaction Issues', slugs: ['reading-transactions', 'missing-xrp-faq', 'missing-destination-tag'] },
] as const;

/** Title of a section id, 'Learn' for an unknown one (spec §2 "Article page"). */
export function sectionTitle(section: string | undefined): string {
  return SECTIONS.find((s) => s.id === section)?.title ?? 'Learn';
}

/** True when `section/slug` is one of the nine articles. */
export function isKnownArticle(section: string | undefined, slug: string | undefined): boolean {
  return SECTIONS.some((s) => s.id === section && (s.slugs as readonly string[]).includes(slug ?? ''));
}

const NUMBER_KEYS = new Set(['order']);

/** Words read per minute for {@link readingMinutes}. */
export const WORDS_PER_MINUTE = 200;

/** Reading time of a markdown body, minutes: `ceil(words / 200)` ({@link wordCount}), at least 1. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(wordCount(markdown) / WORDS_PER_MINUTE));
}

/**
 * Parses an article file: the `key: value` header lines up to the first blank line (numbers parsed
 * as numbers, `tags` as a list: `[a, b]` or `a, b`), then the body. `readTime` is computed from the
 * body ({@link readingMinutes}); a `readTime` header line is ignored.
 *
 * @throws Error when the header lacks `title`.
 */
export function parseArticle(text: string, section: string, slug: string): Article {
  const normalized = text.replace(/\r\n/g, '\n').replace(/^\uFEFF/, '');
  const end = normalized.indexOf('\n\n');
  const head = end >= 0 ? normalized.slice(0, end) : normalized;
  const body = end >= 0 ? normalized.slice(end + 2).trim() : '';
  const fields: Record<string, string | number | string[]> = {};
  for (const line of head.split('\n')) {
    const m = /^([A-Za-z]+):\s*(.*)$/.exec(line.trim());
    if (!m) continue;
    const [, key, raw] = m as unknown as [string, string, string];
    if (key === 'tags') fields.tags = raw.replace(/^\[|\]$/g, '').split(',').map((t) => t.trim().replace(/^["']|["']$/g, '')).filter(Boolean);
    else if (NUMBER_KEYS.has(key) && /^\d+(\.\d+)?$/.test(raw)) fields[key] = Number(raw);
    else fields[key] = raw.replace(/^["']|["']$/g, '');
  }
  if (typeof fields.title !== 'string' || fields.title === '') throw new Error(`Article ${section}/${slug} has no title in its header`);
  const meta = SECTIONS.find((s) => s.id === section);
  const order = typeof fields.order === 'number' ? fields.order : meta ? (meta.slugs as readonly string[]).indexOf(slug) + 1 : 0;
  return {
    slug,
    section: typeof fields.section === 'string' ? fields.section : section,
    title: fields.title,
    description: typeof fields.description === 'string' ? fields.description : '',
    author: typeof fields.author === 'string' ? fields.author : undefined,
    lastUpdated: typeof fields.lastUpdated === 'string' ? fields.lastUpdated : '',
    tags: Array.isArray(fields.tags) ? fields.tags : [],
    difficulty: typeof fields.difficulty === 'string' ? fields.difficulty : 'Beginner',
    readTime: readingMinutes(body),
    order,
    body,
  };
}

/** Number of words a reader reads in a markdown body (link targets are not read), for the structured data and {@link readingMinutes}. */
export function wordCount(markdown: string): number {
  return markdown
    .replace(/\]\([^)\s]*\)/g, ']')
    .replace(/[#>*_`[\]()|-]/g, ' ')
    .split(/\s+/)
    .filter((w) => /\w/.test(w)).length;
}

declare const __webpack_public_path__: string | undefined;

/** URL of an article file, next to this remote's own files (its webpack public path). */
export function articleUrl(section: string, slug: string): string {
  const base = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== '' ? __webpack_public_path__ : '/';
  return `${base.endsWith('/') ? base : `${base}/`}articles/${encodeURIComponent(section)}/${encodeURIComponent(slug)}.md`;
}

/** Message of an article that is unknown or could not be loaded (spec §8). */
export const ARTICLE_MISSING = 'Article not found or could not be loaded';

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Article'] });

/** `getArticle({ section, slug })`: the article file, parsed; unknown or failed loads reject with {@link ARTICLE_MISSING} (logged). */
export const learnApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getArticle: build.query<Article, { section: string; slug: string }>({
      async queryFn({ section, slug }) {
        if (!isKnownArticle(section, slug)) return { error: { status: 404, data: { error: ARTICLE_MISSING } } };
        try {
          const res = await fetch(articleUrl(section, slug));
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          return { data: parseArticle(await res.text(), section, slug) };
        } catch (err) {
          console.error(`[learn] article ${section}/${slug} could not be loaded:`, err);
          return { error: { status: 404, data: { error: ARTICLE_MISSING } } };
        }
      },
      keepUnusedDataFor: 600,
      providesTags: (_r, _e, a) => [{ type: 'Article', id: `${a.section}/${a.slug}` }],
    }),
  }),
});

export const { useGetArticleQuery } = learnApi;
