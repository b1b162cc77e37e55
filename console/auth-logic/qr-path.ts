import { create } from 'qrcode';

/** Modules of quiet zone around a QR symbol, as scanners expect. */
export const QR_QUIET_ZONE = 4;

/** A QR symbol as one SVG path of its dark modules, with the side length of its view box (quiet zone included). */
export interface QrPath {
  size: number;
  d: string;
}

/** Encodes text as a QR symbol (error correction M) and answers its dark modules as an SVG path; drawn locally, nothing is sent anywhere. */
export function qrPath(text: string): QrPath {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.data[row * modules.size + col]) parts.push(`M${col + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * QR_QUIET_ZONE, d: parts.join('') };
}
