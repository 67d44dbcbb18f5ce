import { settingText } from '../config.mjs';
// Runs once when a website server starts: builds the search index from the CMS (while the server
// begins to answer) and hands the search endpoint to the production server's fast path; starts the
// retry timer that sends the mails an SMTP or CMS outage left pending; with REDIS_URL, connects to
// Redis and listens for the other instances' content-change announcements (lib/broadcast.ts).
// With OTEL_EXPORTER_OTLP_ENDPOINT, first starts the OpenTelemetry SDK (lib/tracing-sdk.ts), which
// Next's own spans and the site's (lib/tracing.ts) then use; without it the SDK is never loaded.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Not while `next build` prerenders: a build must not load the index or stay connected to anything.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  if (settingText('OTEL_EXPORTER_OTLP_ENDPOINT')) await (await import('./lib/tracing-sdk')).startTracing();
  const [{ startSearchIndex }, { registerSearchEndpoint }, { startMailRetry }, { onContentChange }, { clearPageCache }] = await Promise.all([
    import('./lib/search/service'),
    import('./lib/search/endpoint'),
    import('./lib/server/mail-service'),
    import('./lib/broadcast'),
    import('./lib/page-cache'),
  ]);
  // The pages server.mjs keeps (search, store locator) show the chrome's content too.
  onContentChange(() => clearPageCache());
  startSearchIndex();
  registerSearchEndpoint();
  startMailRetry();
  if (!settingText('REDIS_URL')) return;
  const { redisReady } = await import('./lib/redis');
  const { startBroadcast } = await import('./lib/broadcast');
  await redisReady();
  await startBroadcast();
}
