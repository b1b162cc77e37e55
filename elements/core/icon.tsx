/** Props of {@link Icon}. */
export interface IconProps {
  /** SVG path data of a 24×24 icon (from `@mdi/js`). */
  path: string;
  /** Size in px; default 20. */
  size?: number;
  /** Mirrors the icon in right-to-left layouts (chevrons, back arrows). */
  mirrorInRtl?: boolean;
  /** Extra classes. */
  className?: string;
}

/** A decorative SVG icon; the surrounding control carries the accessible name. */
export function Icon({ path, size = 20, mirrorInRtl = false, className = '' }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 fill-current ${mirrorInRtl ? 'rtl:-scale-x-100' : ''} ${className}`}
    >
      <path d={path} />
    </svg>
  );
}
