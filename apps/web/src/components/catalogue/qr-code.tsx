// A QR code drawn on the server (inline SVG, no script, no image request).
import { qrMatrix, qrPath } from '@/lib/catalogue/qr';

export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const matrix = qrMatrix(text);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${matrix.size} ${matrix.size}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
      className={className}
      data-qr={text}
    >
      <rect width="100%" height="100%" fill="#fff" />
      <path fill="#000" d={qrPath(matrix)} />
    </svg>
  );
}
