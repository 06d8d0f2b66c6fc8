/**
 * The nine articles (spec §3 "Article metadata"): markdown files of mfe-learn
 * (`public/articles/{section}/{slug}.md`), each starting with a YAML front matter block. The build
 * parses the front matter with gray-matter (`mfe-learn/articles.cjs`) and serves
 * `articles/{section}/{slug}.json` (the fields plus `body`) next to the remote, so the browser
 * carries no YAML parser. Loaded per section and slug into the RTK Query cache, with the 10 s
 * timeout of every read; a failed or timed-out load is logged and shown as missing (spec §7/§8).
 */
import { HTTP_TIMEOUT_MS, PRODUCT_NAME, baseApi } from '@ledgerlens/shared';

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

/** Words read per minute for {@link readingMinutes}. */
export const WORDS_PER_MINUTE = 200;

/** Reading time of a markdown body, minutes: `ceil(words / 200)` ({@link wordCount}), at least 1. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(wordCount(markdown) / WORDS_PER_MINUTE));
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && /^\d+(\.\d+)?$/.test(v) ? Number(v) : undefined);

/**
 * An article from its build-time JSON (`articles.cjs`: the front matter fields and `body`), with
 * the defaults of spec §3 (difficulty Beginner, order from the section's list); `readTime` is
 * computed from the body ({@link readingMinutes}), a `readTime` field is ignored.
 *
 * @param data the parsed JSON of `articles/{section}/{slug}.json`
 * @throws Error when it is not an object or has no `title`.
 */
export function parseArticle(data: unknown, section: string, slug: string): Article {
  if (typeof data !== 'object' || data === null) throw new Error(`Article ${section}/${slug} is not an object`);
  const fields = data as Record<string, unknown>;
  const title = str(fields.title);
  if (!title) throw new Error(`Article ${section}/${slug} has no title in its header`);
  const meta = SECTIONS.find((s) => s.id === section);
  return {
    slug,
    section: str(fields.section) ?? section,
    title,
    description: str(fields.description) ?? '',
    author: str(fields.author),
    lastUpdated: str(fields.lastUpdated) ?? '',
    tags: Array.isArray(fields.tags) ? fields.tags.filter((t): t is string => typeof t === 'string') : [],
    difficulty: str(fields.difficulty) ?? 'Beginner',
    readTime: readingMinutes(str(fields.body) ?? ''),
    order: num(fields.order) ?? (meta ? (meta.slugs as readonly string[]).indexOf(slug) + 1 : 0),
    body: str(fields.body) ?? '',
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

/** URL of an article's JSON (made at build time), next to this remote's own files (its webpack public path). */
export function articleUrl(section: string, slug: string): string {
  const base = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== '' ? __webpack_public_path__ : '/';
  return `${base.endsWith('/') ? base : `${base}/`}articles/${encodeURIComponent(section)}/${encodeURIComponent(slug)}.json`;
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
          // Every read has the 10 s timeout of spec §7: a hung server ends in the missing-article state.
          const res = await fetch(articleUrl(section, slug), { signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          return { data: parseArticle(await res.json(), section, slug) };
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
