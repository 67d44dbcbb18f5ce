// Self-hosted variable fonts (copied from @fontsource-variable, SIL OFL 1.1, licences beside them).
import localFont from 'next/font/local';

export const sans = localFont({ src: '../fonts/inter-latin-wght-normal.woff2', variable: '--font-sans', display: 'swap', weight: '100 900' });
export const serif = localFont({ src: '../fonts/fraunces-latin-wght-normal.woff2', variable: '--font-serif', display: 'swap', weight: '100 900' });
