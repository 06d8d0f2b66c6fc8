import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store/createAppStore';
import { LedgerLensThemeProvider } from './theme/ThemeProvider';
import { Toaster } from './toast/Toaster';
import { TooltipProvider } from './ui/overlays';

/**
 * Everything a LedgerLens page needs around it: the Redux store, theme, tooltips and toasts.
 * Used by the shell and by each remote in standalone mode (with its own store).
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <LedgerLensThemeProvider>
        <TooltipProvider>
          <Toaster>{children}</Toaster>
        </TooltipProvider>
      </LedgerLensThemeProvider>
    </Provider>
  );
}
