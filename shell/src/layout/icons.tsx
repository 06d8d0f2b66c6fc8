/**
 * The shell's icons (header and footer) as inline SVG, not text glyphs: `⌕`, `☰`, `☀`, `☾` and `↑`
 * come from whichever font has them (on many phones none has `⌕`: a box is drawn), and each glyph
 * missing from the page's font makes the browser search the system fonts during the first layout.
 * Stroke = currentColor, 1em square by default, hidden from assistive technology: each sits in a
 * control whose accessible name or visible text says what it does.
 */
const PATHS = {
  search: ['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'm20 20-3.5-3.5'],
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  sun: ['M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z', 'M12 2v2', 'M12 20v2', 'm4.9 4.9 1.4 1.4', 'm17.7 17.7 1.4 1.4', 'M2 12h2', 'M20 12h2', 'm4.9 19.1 1.4-1.4', 'm17.7 6.3 1.4-1.4'],
  moon: ['M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z'],
  up: ['M12 19V5', 'M5 12l7-7 7 7'],
} as const;

/** Names of the shell's icons. */
export type ShellIconName = keyof typeof PATHS;

/**
 * One shell icon by name.
 * @param size CSS length or pixels (default `1em`: the size of the surrounding text)
 */
export function ShellIcon({ name, size = '1em' }: { name: ShellIconName; size?: number | string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" data-icon={name}>
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
