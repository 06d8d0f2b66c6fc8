/**
 * The integrity of a remote's server build, declared once for the build that publishes it
 * (`scripts/build-ssr.mjs`, `metaData.ssr.integrity` of the remote's manifest) and the web server
 * that checks it before running the build (`server/src/manifests.ts`). Node only.
 */
import { createHash } from 'node:crypto';

/** Subresource-integrity digest of a server build's text: `sha256-<base64>` of its UTF-8 bytes. */
export function serverBuildIntegrity(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
