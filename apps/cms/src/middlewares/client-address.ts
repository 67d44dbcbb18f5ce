// Koa trusts X-Forwarded-For / -Proto / -Host (config/server.ts: `proxy.koa`), so the admin's
// login limits see the real client and the admin cookie gets `Secure` behind the TLS proxy. Only
// the proxy may say so: from any other peer those headers are dropped here, first of all
// middlewares, and the socket address counts. CMS_TRUSTED_PROXIES lists the proxies' addresses
// (default: this machine, where the reference nginx runs).
import type { IncomingMessage } from 'node:http';
import { list } from '../../config/settings';

type Ctx = { req: IncomingMessage };

const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded', 'x-real-ip'];

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) is 127.0.0.1. */
export function plainAddress(address: string | undefined): string {
  const value = (address ?? '').trim().toLowerCase();
  return value.startsWith('::ffff:') && value.includes('.') ? value.slice(7) : value;
}

export function trustedProxies(env: NodeJS.ProcessEnv = process.env): Set<string> {
  return new Set(list('CMS_TRUSTED_PROXIES', env).map(plainAddress).filter(Boolean));
}

export default () => {
  const trusted = trustedProxies();
  return async (ctx: Ctx, next: () => Promise<void>) => {
    if (!trusted.has(plainAddress(ctx.req.socket.remoteAddress))) {
      for (const name of FORWARDED) Reflect.deleteProperty(ctx.req.headers, name);
    }
    await next();
  };
};
