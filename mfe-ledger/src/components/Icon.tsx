/**
 * Inline SVG icons of mfe-ledger: one component, the icon chosen by name (stroke = currentColor,
 * 1em square, hidden from assistive technology: each sits next to a visible text label).
 */
const PATHS = {
  back: ['M19 12H5', 'M12 19l-7-7 7-7'],
  prev: ['M15 18l-6-6 6-6'],
  next: ['M9 18l6-6-6-6'],
  refresh: ['M21 12a9 9 0 1 1-3-6.7', 'M21 4v5h-5'],
  latest: ['M5 12h14', 'M13 5l7 7-7 7', 'M20 5v14'],
  parent: ['M12 19V5', 'M5 12l7-7 7 7'],
  alert: ['M12 9v4', 'M12 17h.01', 'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z'],
  empty: ['M3 7h18', 'M5 7v12h14V7', 'M9 11h6'],
} as const;

/** Names of the icons. */
export type IconName = keyof typeof PATHS;

/** One icon by name. */
export function Icon({ name, size = '1em' }: { name: IconName; size?: number | string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
