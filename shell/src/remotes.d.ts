/**
 * Hand-written types of the modules the remotes expose (federation `dts: false`). Every remote
 * exposes `./routes` with a default export of type `RemoteRoutesModule` from @ledgerlens/shared.
 */
declare module 'mfe_search/routes' {
  const mod: import('@ledgerlens/shared').RemoteRoutesModule;
  export default mod;
}
