// No personal data in logs (issue 36, docs/operations.md "Logs"): the email addresses a log holds.
// The cooperative's own addresses (@brina.local, the demo's staff and mail settings) are not
// visitors' data; any other address in a log line is a leak. `npm test` and `npm run test:scale`
// scan the website's and the CMS's logs of their run with it.
import fs from 'node:fs';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** Every email address in `text` but the cooperative's own. */
export function emailsIn(text) {
  return [...new Set(text.match(EMAIL) ?? [])].filter((address) => !address.toLowerCase().endsWith('@brina.local'));
}

/** `{ file: [addresses] }` for the files that hold any. */
export function emailsInFiles(files) {
  const found = {};
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    const addresses = emailsIn(fs.readFileSync(file, 'utf8'));
    if (addresses.length) found[file] = addresses;
  }
  return found;
}
