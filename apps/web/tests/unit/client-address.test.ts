// Who the visitor is (lib/server/client-address.mjs, decided by server.mjs): only a trusted proxy
// may name the visitor through X-Forwarded-For; IPv6 visitors count by /64 network.
import { describe, expect, it } from 'vitest';
import { normalizeAddress, resolveClientAddress, trustedProxies, visitorKey } from '@/lib/server/client-address.mjs';

const loopback = trustedProxies(undefined);

describe('client address', () => {
  it('trusts X-Forwarded-For from the loopback by default (an nginx on the same host)', () => {
    expect(resolveClientAddress({ peer: '127.0.0.1', forwardedFor: '198.51.100.7', trusted: loopback })).toBe('198.51.100.7');
    expect(resolveClientAddress({ peer: '::ffff:127.0.0.1', forwardedFor: '198.51.100.7', trusted: loopback })).toBe('198.51.100.7');
    expect(resolveClientAddress({ peer: '::1', realIp: '2001:db8::5', trusted: loopback })).toBe('2001:db8::5');
  });

  it('uses the socket address of any other peer, whatever the headers say', () => {
    expect(resolveClientAddress({ peer: '203.0.113.9', forwardedFor: '198.51.100.7', realIp: '198.51.100.8', trusted: loopback })).toBe('203.0.113.9');
    expect(resolveClientAddress({ peer: '::ffff:203.0.113.9', forwardedFor: '1.2.3.4', trusted: loopback })).toBe('203.0.113.9');
  });

  it('reads the chain from the right, skipping trusted hops, stopping at garbage', () => {
    const trusted = trustedProxies('10.0.0.0/8, 127.0.0.1');
    expect(resolveClientAddress({ peer: '10.0.0.2', forwardedFor: '6.6.6.6, 198.51.100.7, 10.1.1.1', trusted })).toBe('198.51.100.7');
    expect(resolveClientAddress({ peer: '10.0.0.2', forwardedFor: 'not-an-ip, 10.1.1.1', trusted })).toBe('10.1.1.1');
    expect(resolveClientAddress({ peer: '127.0.0.2', forwardedFor: '198.51.100.7', trusted })).toBe('127.0.0.2');
    expect(resolveClientAddress({ peer: undefined, forwardedFor: '198.51.100.7', trusted })).toBe('unknown');
  });

  it('trusts nobody with TRUSTED_PROXIES=none and refuses a malformed entry', () => {
    expect(resolveClientAddress({ peer: '127.0.0.1', forwardedFor: '198.51.100.7', trusted: trustedProxies('none') })).toBe('127.0.0.1');
    expect(() => trustedProxies('10.0.0.0/40')).toThrow(/TRUSTED_PROXIES/);
    expect(() => trustedProxies('proxy.example')).toThrow(/TRUSTED_PROXIES/);
  });

  it('groups IPv6 addresses by /64', () => {
    expect(visitorKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(visitorKey('2001:0db8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(visitorKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(visitorKey('::1')).toBe('0:0:0:0::/64');
    expect(visitorKey('198.51.100.7')).toBe('198.51.100.7');
    expect(normalizeAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('198.51.100.7:1234')).toBe('198.51.100.7');
  });
});
