'use client';
// Last resort when even the error page fails (the root layout broke): spec section 8's message.
// A plain link, not next/link: a full load is what a broken page needs, and next/link here put a
// second copy of its code (about 3 KB compressed) in a chunk every page loads.
export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
        <main>
          <h1>An error occurred while showing the error page</h1>
          <p>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load on purpose, see above */}
            <a href="/it">Brina</a>
          </p>
        </main>
      </body>
    </html>
  );
}
