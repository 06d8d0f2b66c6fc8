/** Utility methods of rippled: `ping`. */
import type { Handler } from '../context';

const ping: Handler = () => ({ result: {} });

/** Utility methods, by rippled command name. */
export const UTILITY_HANDLERS: Record<string, Handler> = { ping };
