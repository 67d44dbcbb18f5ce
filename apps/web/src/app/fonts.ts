// Self-hosted variable fonts (copied from @fontsource-variable, SIL OFL 1.1, licences beside them).
// `optional`: a font that has not arrived in the browser's short block period (it is preloaded, so
// on a normal connection it has) is not swapped in later for that page; the text stays in the
// metric-matched fallback next/font generates. With `swap`, on a slow connection the swap repainted
// the largest heading or the cookie banner's text seconds after the first paint, and that repaint
// was the page's Largest Contentful Paint (bench/README.md, issue 24).
import localFont from 'next/font/local';

export const sans = localFont({ src: '../fonts/inter-latin-wght-normal.woff2', variable: '--font-sans', display: 'optional', weight: '100 900' });
export const serif = localFont({ src: '../fonts/fraunces-latin-wght-normal.woff2', variable: '--font-serif', display: 'optional', weight: '100 900' });
