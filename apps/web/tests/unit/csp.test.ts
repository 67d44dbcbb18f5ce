// The Content-Security-Policy lets Google Tag Manager's hosts in only when a container is configured.
import { afterEach, describe, expect, it, vi } from 'vitest';

async function csp(gtmId: string | undefined): Promise<string> {
  vi.resetModules();
  vi.stubEnv('GTM_ID', gtmId);
  const { default: config } = await import('../../next.config');
  const rules = (await config.headers?.()) ?? [];
  const header = rules.flatMap((r) => r.headers).find((h) => h.key === 'Content-Security-Policy');
  if (!header) throw new Error('No Content-Security-Policy header');
  return header.value;
}

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

afterEach(() => vi.unstubAllEnvs());

describe('Content-Security-Policy', () => {
  it('names no Google host without GTM_ID', async () => {
    const policy = await csp(undefined);
    expect(policy).not.toMatch(/google/);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
  });

  it('ignores a GTM_ID that is not a container id', async () => {
    expect(await csp('not-an-id')).not.toMatch(/google/);
  });

  it('allows the tag manager script and its beacons with GTM_ID', async () => {
    const policy = await csp('GTM-AB12CD');
    expect(directive(policy, 'script-src')).toContain('https://*.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(policy, 'img-src')).toContain('https://*.googletagmanager.com');
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
  });
});

describe('Content-Security-Policy hardening (issue 22)', () => {
  it('refuses plugins, a foreign <base>, form posts elsewhere and inline event handlers', async () => {
    const policy = await csp(undefined);
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
    expect(directive(policy, 'script-src-attr')).toBe("script-src-attr 'none'");
  });
});
