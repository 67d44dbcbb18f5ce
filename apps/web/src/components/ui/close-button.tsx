// The × button that closes a dialog (drawer, search overlay).
export function CloseButton({ label, onClose, className = '' }: { label: string; onClose: () => void; className?: string }) {
  return (
    <button type="button" onClick={onClose} className={`rounded p-2 hover:bg-frost ${className}`}>
      <span className="sr-only">{label}</span>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}
