// The offline service worker (lib/kitchen/service-worker.ts), versioned by this build's id and
// revalidated by the browser on every check (no-cache), so a deployment replaces it.
import fs from 'node:fs';
import path from 'node:path';
import en from '../../../messages/en.json';
import it from '../../../messages/it.json';
import { pathFor } from '@/lib/routing/paths';
import { serviceWorkerScript } from '@/lib/kitchen/service-worker';

export const dynamic = 'force-dynamic';

let script: string | null = null;

function buildId(): string {
  try {
    return fs.readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    // Development: no build id; a new server start is a new version.
    return `dev-${process.pid}-${Date.now()}`;
  }
}

export function GET() {
  script ??= serviceWorkerScript(buildId(), {
    it: { ...it.kitchen.offline, listPath: pathFor('shopping-list', 'it') },
    en: { ...en.kitchen.offline, listPath: pathFor('shopping-list', 'en') },
  });
  return new Response(script, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Service-Worker-Allowed': '/',
    },
  });
}
