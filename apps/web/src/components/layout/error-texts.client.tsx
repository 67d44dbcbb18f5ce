'use client';
// The error boundary (app/[locale]/error.tsx) gets no props from a server parent: the locale
// layout puts its texts (CLIENT_TEXTS.error, a few hundred bytes) in this context instead.
import { createContext, type ReactNode } from 'react';
import type { Texts } from '@/i18n/texts';

export const ErrorTextsContext = createContext<Texts<'error'>>({ locale: 'it', messages: {} });

export function ErrorTexts({ texts, children }: { texts: Texts<'error'>; children: ReactNode }) {
  return <ErrorTextsContext value={texts}>{children}</ErrorTextsContext>;
}
