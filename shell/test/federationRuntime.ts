/**
 * The federation runtime as the shell's tests see it: `loadRemote`, `registerRemotes` and
 * `preloadRemote` are Jest mocks each test programs (`jest.mock` in the test file points at
 * {@link runtimeModule}).
 */
export const loadRemote = jest.fn();
export const registerRemotes = jest.fn();
export const preloadRemote = jest.fn();

/** Stand-in for `@module-federation/enhanced/runtime`. */
export const runtimeModule = {
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  registerPlugins: () => undefined,
  preloadRemote: (...args: unknown[]) => preloadRemote(...args),
};
