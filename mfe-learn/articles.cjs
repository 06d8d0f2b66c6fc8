/**
 * Build step of the articles (Node only; used by webpack.config.cjs and the tests): each
 * `public/articles/{section}/{slug}.md` starts with a YAML front matter block (`---` … `---`),
 * parsed here by gray-matter and written next to it as `{slug}.json` = the header fields plus
 * `body` (the markdown after the header). The browser fetches the JSON, so it carries no YAML
 * parser: gray-matter with js-yaml is about 17 KiB gzip for the browser, and the article route
 * has less than 1 KiB left under its page-weight budget (bench/budgets.json).
 */
const matter = require('gray-matter');

/** A front matter value as JSON: YAML dates (`lastUpdated: 2026-11-24`) become `YYYY-MM-DD`. */
function plain(value) {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(plain);
  return value;
}

/**
 * The JSON text of one article file: its front matter fields and `body`.
 * @param {string | Buffer} text the markdown file
 * @returns {string}
 * @throws Error when the file has no front matter or no `title`.
 */
function articleJson(text) {
  const source = String(text);
  if (!matter.test(source)) throw new Error('article has no front matter (--- block)');
  const { data, content } = matter(source);
  if (typeof data.title !== 'string' || data.title === '') throw new Error('article front matter has no title');
  const fields = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, plain(v)]));
  return JSON.stringify({ ...fields, body: content.trim() });
}

module.exports = { articleJson };
