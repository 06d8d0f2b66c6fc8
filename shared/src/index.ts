/**
 * @ledgerlens/shared: the run-time singleton shared by the shell and every remote.
 * Pure domain logic is also importable alone from `@ledgerlens/shared/domain`.
 */
export * from './domain/core';
export type { AccountAddressCheck } from './domain/address';
export * from './config';
export * from './runtimeConfig';
export * from './samples';
export * from './federation';
export * from './api/baseApi';
export * from './api/urlTemplate';
export * from './api/staleSlice';
export * from './api/explorerApi';
export * from './api/networkApi';
export { networkBadgeLabel, type NetworkInfo } from './domain/network';
export * from './api/frozenAnswer';
export * from './store/createAppStore';
export * from './theme/tokens';
export * from './theme/useStyles';
export * from './theme/themeSlice';
export * from './theme/ThemeProvider';
export * from './toast/toastSlice';
export * from './toast/Toaster';
export * from './ui/primitives';
export * from './ui/overlays';
export * from './ui/CopyButton';
export * from './ui/NotShown';
export * from './ui/TableAmount';
export * from './ui/CurrencyCode';
export * from './ui/useClipboard';
export * from './ui/ErrorBoundary';
export * from './ui/ComingSoon';
export * from './AppProviders';
export * from './vendor';
export * from './router';
export * from './renderTime';
