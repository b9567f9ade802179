import { useMemo } from 'react';
import QRCode from 'qrcode';

/** A QR code of `text`, drawn as one SVG path from the code's modules (no HTML from strings). */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const path = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let y = 0; y < modules.size; y += 1) {
      for (let x = 0; x < modules.size; x += 1) if (modules.get(x, y)) parts.push(`M${x + 4} ${y + 4}h1v1h-1z`);
    }
    return { d: parts.join(''), extent: modules.size + 8 };
  }, [text]);
  return (
    <svg className="qr-code" role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${path.extent} ${path.extent}`} shapeRendering="crispEdges">
      <rect width={path.extent} height={path.extent} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
