/**
 * Exact decimal text arithmetic (BigInt, never a float), for XRPL amounts: rippled writes token
 * values with up to 16 significant digits, sometimes in scientific notation. Used by the API and
 * the replay node (Node only: exported from `@ledgerlens/shared/domain`, not from the browser bundle).
 */

/**
 * A decimal text in plain notation, exactly (no float): rippled writes issued-currency values
 * with up to 16 significant digits and sometimes in scientific notation (`1.5e-7`, `1e+20`).
 * Returns undefined for anything that is not a decimal number.
 */
export function plainDecimal(text: string): string | undefined {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return undefined;
  const sign = m[1] === '-' ? '-' : '';
  let digits = `${m[2]}${m[3] ?? ''}`;
  let point = m[2].length + Number(m[4] ?? 0);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits = digits + '0'.repeat(point - digits.length);
  let whole = digits.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  const fraction = digits.slice(point).replace(/0+$/, '');
  if (whole === '') whole = '0';
  const zero = /^0*$/.test(whole) && fraction === '';
  return `${zero ? '' : sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** An exact decimal as a BigInt scaled by 10^scale. */
export interface Scaled {
  units: bigint;
  scale: number;
}

/** A decimal text as a scaled BigInt; undefined when it is not a decimal. */
export function parseScaled(text: string): Scaled | undefined {
  const plain = plainDecimal(text);
  if (plain === undefined) return undefined;
  const negative = plain.startsWith('-');
  const [whole, fraction = ''] = (negative ? plain.slice(1) : plain).split('.');
  const units = BigInt(whole + fraction);
  return { units: negative ? -units : units, scale: fraction.length };
}

/** A scaled BigInt as plain decimal text (trailing zeros removed). */
export function formatScaled({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative && (whole !== '0' || fraction) ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

function align(a: Scaled, b: Scaled): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale), scale];
}

/** Exact a + b of two decimal texts; undefined when one is not a decimal. */
export function addDecimal(a: string, b: string): string | undefined {
  const x = parseScaled(a);
  const y = parseScaled(b);
  if (!x || !y) return undefined;
  const [p, q, scale] = align(x, y);
  return formatScaled({ units: p + q, scale });
}

