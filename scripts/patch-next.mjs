// One fix to the installed Next.js, applied after every install (the root package's postinstall).
//
// Next's IncrementalCache.set weighs EVERY entry it writes with `JSON.stringify(data).length`, to
// refuse data-cache (fetch) entries over 2 MB; the size is read only for those. For a page written to
// the ISR cache (a list's filter combination on its first visit) `data` holds the page's RSC payload
// as a Buffer, which JSON.stringify turns into an array of numbers: about 13 ms of CPU and a few
// hundred KB of garbage per page written, for a number that is thrown away (bench/README.md, issue
// 34). The fix measures only what the check reads: `fetchCache ? JSON.stringify(data).length : 0`.
//
// The statement is found by its shape (readable in dist/server, minified in the compiled runtimes),
// so a Next that changes it is reported, not patched blindly: `apps/web/tests/unit/next-patch.test.ts`
// fails when an installed copy still weighs pages, so an upgrade cannot drop the fix silently.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const WEIGH = /\b(const|let|var) ([\w$]+) ?= ?JSON\.stringify\(([\w$]+)\)\.length;(?=\s*(?:\/\/[^\n]*\n\s*)?if ?\(([\w$]+)\.fetchCache ?&& ?\2 ?>)/g;
const FIXED = /\b(?:const|let|var) [\w$]+ ?= ?[\w$]+\.fetchCache ?\? ?JSON\.stringify\([\w$]+\)\.length ?: ?0;/;

/** Every JavaScript file of Next's dist that holds the statement, patched or not. */
export function nextFiles(nextDir) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.js')) {
        const text = fs.readFileSync(file, 'utf8');
        if (text.includes('fetchCache') && (new RegExp(WEIGH.source).test(text) || FIXED.test(text))) out.push(file);
      }
    }
  };
  walk(path.join(nextDir, 'dist'));
  return out;
}

/** The statement rewritten in `text`: the count of places still weighing every entry before, and the new text. */
export function fixText(text) {
  let count = 0;
  const fixed = text.replace(WEIGH, (_all, kind, size, data, ctx) => {
    count += 1;
    return `${kind} ${size}=${ctx}.fetchCache?JSON.stringify(${data}).length:0;`;
  });
  return { count, fixed };
}

/** Whether a file still weighs every entry it writes. */
export const weighsEveryEntry = (text) => new RegExp(WEIGH.source).test(text);

function main() {
  let nextDir;
  try {
    nextDir = path.dirname(createRequire(path.resolve('apps/web/package.json')).resolve('next/package.json'));
  } catch {
    console.log('patch-next: next is not installed here; nothing to do');
    return;
  }
  let patched = 0;
  for (const file of nextFiles(nextDir)) {
    const { count, fixed } = fixText(fs.readFileSync(file, 'utf8'));
    if (count) {
      fs.writeFileSync(file, fixed);
      patched += count;
    }
  }
  console.log(
    `patch-next: ${patched ? `fixed ${patched} place(s)` : 'already fixed'} in ${path.relative(process.cwd(), nextDir)} (ISR writes no longer weigh pages with JSON.stringify)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
