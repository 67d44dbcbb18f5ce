// What a page's inline RSC payload is made of: `node bench/payload.mjs <url> [rows]` prints the
// HTML bytes, the payload bytes, and the payload's largest rows (client references, texts,
// element trees) with their first characters, so that a diet can start with the biggest.
// The payload is the `self.__next_f.push([1,"…"])` strings of the HTML, decoded and joined.

const url = process.argv[2];
const shown = Number(process.argv[3] ?? 15);
if (!url) {
  console.error('usage: node bench/payload.mjs <url> [rows]');
  process.exit(2);
}

const html = await (await fetch(url)).text();
const chunks = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map((m) => JSON.parse(m[1]));
const payload = chunks.join('');
const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, m) => sum + m[0].length, 0);

// Rows are `<hex id>:<type?><data>\n`; text rows (`T<hex length>,`) carry their own length.
const rows = [];
let at = 0;
while (at < payload.length) {
  const colon = payload.indexOf(':', at);
  if (colon < 0) break;
  const id = payload.slice(at, colon);
  let end;
  const text = /^T([0-9a-f]+),/.exec(payload.slice(colon + 1, colon + 20));
  if (text) end = colon + 1 + text[0].length + Number.parseInt(text[1], 16);
  else {
    end = payload.indexOf('\n', colon);
    if (end < 0) end = payload.length;
  }
  rows.push({ id, bytes: Buffer.byteLength(payload.slice(at, end + 1)), start: payload.slice(colon + 1, colon + 121).replace(/\s+/g, ' ') });
  at = end + 1;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`${url}\nHTML ${kb(Buffer.byteLength(html))}, inline scripts ${kb(scripts)}, RSC payload ${kb(Buffer.byteLength(payload))} in ${rows.length} rows`);
const clientRefs = rows.filter((r) => r.start.startsWith('I['));
console.log(`client references: ${clientRefs.length} rows, ${kb(clientRefs.reduce((s, r) => s + r.bytes, 0))}`);
for (const row of [...rows].sort((a, b) => b.bytes - a.bytes).slice(0, shown)) console.log(`${kb(row.bytes).padStart(9)}  ${row.id}: ${row.start}`);
