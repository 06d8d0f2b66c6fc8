import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { TOAST_LIMIT } from '../domain/constants';

/** Toast variants of spec §3. */
export type ToastVariant = 'default' | 'destructive';

/** A toast (spec §3): id, title, description, action, variant. */
export interface ToastItem {
  id: string;
  title?: string;
  description?: string;
  /** Label and target of an optional action button (a route or an https URL). */
  action?: { label: string; href: string };
  variant: ToastVariant;
  /** False once dismissed; the item is removed 5000 ms later (exit animation, spec §9). */
  open: boolean;
}

export type ToastInput = Omit<ToastItem, 'id' | 'open' | 'variant'> & { variant?: ToastVariant };

export const toastSlice = createSlice({
  name: 'toast',
  initialState: { toasts: [] as ToastItem[] },
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<ToastItem>) {
        // Newest first; at most TOAST_LIMIT (3) at once.
        state.toasts = [action.payload, ...state.toasts].slice(0, TOAST_LIMIT);
      },
      prepare(input: ToastInput) {
        return { payload: { ...input, variant: input.variant ?? 'default', id: nanoid(), open: true } };
      },
    },
    toastDismissed(state, action: PayloadAction<string | undefined>) {
      for (const t of state.toasts) if (action.payload === undefined || t.id === action.payload) t.open = false;
    },
    toastRemoved(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((t) => t.id !== action.payload);
    },
  },
  selectors: { selectToasts: (state) => state.toasts },
});

export const { toastAdded, toastDismissed, toastRemoved } = toastSlice.actions;
export const { selectToasts } = toastSlice.selectors;
