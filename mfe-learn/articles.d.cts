/** Types of `articles.cjs` (the build step that turns an article's front matter into JSON). */
export declare function articleJson(text: string | Uint8Array): string;
