import { encode } from 'uqr';

/**
 * A QR code of `text` drawn as one SVG path (no HTML from a string), black on white with the
 * quiet zone scanners need, at `size` pixels square.
 */
export function QrCode({
  text,
  label,
  size = 192,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const { data } = encode(text, { ecc: 'M', border: 2 });
  const modules = data.length;
  const path = data
    .flatMap((row, y) => row.map((isDark, x) => (isDark ? `M${x} ${y}h1v1h-1z` : '')))
    .join('');
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className="rounded-box border border-base-300"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
