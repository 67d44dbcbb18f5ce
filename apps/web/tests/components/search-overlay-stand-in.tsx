// A stand-in for the search dialog in the search icon's tests: shows whether it is open.
import type { SearchOverlayProps } from '@/components/layout/search-overlay.client';

export function SearchOverlay({ open, onClose }: SearchOverlayProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Ricerca">
      <button type="button" onClick={onClose}>
        Chiudi
      </button>
    </div>
  );
}
