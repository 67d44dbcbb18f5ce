'use client';
// The footer's permanent "Cookie preferences" control: reopens the banner's preferences (the
// banner's library is fetched and configured on demand by the consent manager).
import { consentRuntime } from './consent-manager.client';

export function CookiePreferencesButton({ label, className = '' }: { label: string; className?: string }) {
  return (
    <button type="button" onClick={() => void consentRuntime().then(({ showPreferences }) => showPreferences())} className={className} data-cookie-preferences>
      {label}
    </button>
  );
}
