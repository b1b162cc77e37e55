import { useMemo } from 'react';
import { qrPath } from '../../auth-logic/qr-path.js';

/** A QR code drawn locally as SVG; always dark on light (inverted codes fail in many scanner apps), whatever the theme. */
export function QrCode({ text, label, size = 192 }: { text: string; label: string; size?: number }) {
  const { size: side, d } = useMemo(() => qrPath(text), [text]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${side} ${side}`} width={size} height={size} shapeRendering="crispEdges" className="rounded-control">
      <rect width={side} height={side} fill="white" />
      <path d={d} fill="black" />
    </svg>
  );
}
