import type { SVGProps } from 'react';

/** Bondhon's mark: two interlinked rings (a bond) on maroon. Decorative: the brand text names it. */
export function LogoMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" {...props}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <circle cx="12.5" cy="16" r="6" fill="none" strokeWidth="2.5" className="stroke-gold" />
      <circle
        cx="19.5"
        cy="16"
        r="6"
        fill="none"
        strokeWidth="2.5"
        className="stroke-primary-content"
      />
    </svg>
  );
}
