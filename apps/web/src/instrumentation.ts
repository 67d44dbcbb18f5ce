// Runs once when a website server starts: with REDIS_URL, connects to Redis and listens for the
// other instances' content-change announcements (lib/broadcast.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.REDIS_URL) return;
  // Not while `next build` prerenders: a build must not stay connected to anything.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { redisReady } = await import('./lib/redis');
  const { startBroadcast } = await import('./lib/broadcast');
  await redisReady();
  await startBroadcast();
}
