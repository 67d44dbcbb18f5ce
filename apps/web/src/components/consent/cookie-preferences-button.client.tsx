'use client';
// The footer's permanent "Cookie preferences" control: reopens the banner's preferences (the
// banner's library is loaded on demand, consent-runtime.ts).

export function CookiePreferencesButton({ label, className = '' }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      onClick={() => void import('./consent-runtime').then(({ showPreferences }) => showPreferences())}
      className={className}
      data-cookie-preferences
    >
      {label}
    </button>
  );
}
