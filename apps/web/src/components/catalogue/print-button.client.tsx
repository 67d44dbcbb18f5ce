'use client';

export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-full border-2 border-leaf px-5 py-2 font-semibold text-leaf hover:bg-frost no-print"
    >
      {label}
    </button>
  );
}
