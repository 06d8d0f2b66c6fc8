/** Resolve feature: what a 64-hex identifier names, as an ordered list of steps (`steps.ts`). */
export { registerResolveRoute, INVALID_RESOLVE_MESSAGE, RESOLVE_NOT_FOUND_MESSAGE } from './routes';
export { RESOLVE_STEPS, resolveHex64, type ResolveStep } from './steps';
