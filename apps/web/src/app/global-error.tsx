'use client';
import Link from 'next/link';
// Last resort when even the error page fails (the root layout broke): spec section 8's message.
export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
        <main>
          <h1>An error occurred while showing the error page</h1>
          <p>
            <Link href="/it">Brina</Link>
          </p>
        </main>
      </body>
    </html>
  );
}
