/**
 * The icon base (`Svg`) and the search icon: the only icon of the header's compact search, kept in
 * its own module so the header widget (on every page) does not carry the page icons of `./icons`.
 */
import type { SVGProps } from 'react';

/** Props of an icon: SVG attributes and a size (default 1em). */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

/** A 24×24 stroke icon (currentColor, hidden from assistive technology). */
export function Svg({ size = '1em', children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** Magnifying glass. */
export const SearchIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Svg>
);
