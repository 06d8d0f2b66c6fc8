/**
 * Entry of the compiled web server (`server/dist/main.js`):
 * - run: `node server/dist/main.js <shell|mfe-search|...>` serves that front end's `dist` (`serve.ts`);
 * - required or imported (tests, benches): the server's modules, nothing started.
 */
import { main } from './serve';

export * from './serve';
export * from './boot';
export * from './config';
export * from './html';
export * from './ledger-clock';
export * from './manifests';
export * from './navigation';
export * from './preload';
export * from './render-cache';
export * from './runtime-files';
export * from './shell-boot';
export * from './policy';
export * from './metrics';
export * from './api-upstreams';
// The shell's renderer, as the server makes one (benches measure a render with it).
export { createShellRenderer } from 'shell/server';
// The page-declaration reader, for tools that plan a navigation as the server does (bench/bundle.mjs).
export { readDeclarations } from '@ledgerlens/shared/pages';

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
