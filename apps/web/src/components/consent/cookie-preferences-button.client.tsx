'use client';
// The footer's permanent "Cookie preferences" control: reopens the banner's preferences.
import { showPreferences } from 'vanilla-cookieconsent';

export function CookiePreferencesButton({ label, className = '' }: { label: string; className?: string }) {
  return (
    <button type="button" onClick={() => showPreferences()} className={className} data-cookie-preferences>
      {label}
    </button>
  );
}
