// Next's dynamic floor (bench/run.mjs): a page rendered on every request, with what a filtered list
// shows and no more: a heading, 24 cards (picture, linked title, a line of text), about 36 KB of HTML
// with its inline RSC payload. No data source, no i18n, no CSS: what any per-request render costs.
import { connection } from 'next/server';

const WORDS = ['spinaci', 'piselli', 'carciofi', 'minestrone', 'fagiolini', 'broccoli', 'zucchine', 'cavolfiore', 'bietole', 'friarielli', 'patate', 'funghi'];

export default async function DynamicPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const asked = String((await searchParams).n ?? '0');
  const seed = Number.parseInt(asked, 10) || 0;
  const cards = Array.from({ length: 24 }, (_, i) => {
    const word = WORDS[(seed + i) % WORDS.length];
    return {
      id: `${seed}-${i}`,
      title: `${word} surgelati, confezione ${i + 1}`,
      slug: `${word}-${i + 1}`,
      text: `Raccolti e surgelati entro poche ore: ${word} pronti in pochi minuti, senza conservanti.`,
    };
  });
  return (
    <main>
      <h1>Risultati {asked}</h1>
      <ul>
        {cards.map((c) => (
          <li key={c.id}>
            <article className="card">
              <img
                src={`/img/${c.slug}.webp?w=640`}
                srcSet={`/img/${c.slug}.webp?w=320 320w, /img/${c.slug}.webp?w=640 640w`}
                sizes="(min-width: 768px) 33vw, 100vw"
                alt={c.title}
                width={640}
                height={480}
                loading="lazy"
              />
              <div className="card-body">
                <h3>
                  <a href={`/prodotti/verdure/${c.slug}`} className="card-link">
                    {c.title}
                  </a>
                </h3>
                <p className="card-text">{c.text}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}
