/** Types of `page-declarations.mjs` for TypeScript callers (the web server's tests). */
/** A remote's page declarations (`src/pages.ts`, bundled and checked); undefined when it has none. */
export function readRemoteDeclarations(folder: string): Promise<{ declarations: unknown; problems: string[] } | undefined>;
/** `manifest` with `metaData.pages`/`metaData.widgetData` from `declarations`; throws when `problems` is not empty. */
export function withDeclarations(manifest: any, declarations: any, problems: string[]): any;
/** One message per declared page whose `chunk` is not among the build's `pageChunks` (empty: none missing). */
export function missingPageChunks(remote: string, declarations: { pages?: Array<{ path: string; chunk: string }> } | undefined, pageChunks: Record<string, string[]> | undefined): string[];
