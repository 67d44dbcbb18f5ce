// A small browser-test harness on playwright-core driving Debian's chromium: `test(name, fn)`
// registers, `run()` executes each test in a fresh browser context and reports.
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';

export const WEB_URL = (process.env.WEB_URL ?? 'http://127.0.0.1:3100').replace(/\/$/, '');
export const CMS_URL = (process.env.CMS_URL ?? 'http://127.0.0.1:1338').replace(/\/$/, '');
const tests = [];

export function test(name, fn) {
  tests.push({ name, fn });
}

export class AssertionError extends Error {}
export function expect(condition, message) {
  if (!condition) throw new AssertionError(message);
}
export function expectEqual(actual, expected, message) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new AssertionError(`${message}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/** Fails on serious or critical accessibility violations. */
export async function expectAccessible(page, label) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length) {
    const detail = bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`).join('\n  ');
    throw new AssertionError(`${label}: accessibility violations\n  ${detail}`);
  }
}

export async function run() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  const only = process.env.E2E_ONLY;
  let failed = 0;
  const started = Date.now();
  for (const { name, fn } of tests) {
    if (only && !name.includes(only)) continue;
    const context = await browser.newContext({ baseURL: WEB_URL, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const consoleErrors = [];
    page.on('console', (msg) => msg.type() === 'error' && consoleErrors.push(msg.text()));
    page.on('pageerror', (err) => consoleErrors.push(err.message));
    const t0 = Date.now();
    try {
      await fn({ page, context, browser, consoleErrors });
      console.log(`  \x1b[32m✓\x1b[0m ${name} (${Date.now() - t0} ms)`);
    } catch (error) {
      failed += 1;
      console.log(`  \x1b[31m✗ ${name}\x1b[0m\n    ${String(error?.stack ?? error).split('\n').slice(0, 6).join('\n    ')}`);
    } finally {
      await context.close();
    }
  }
  await browser.close();
  const count = only ? tests.filter((t) => t.name.includes(only)).length : tests.length;
  console.log(`\n${count - failed} passed, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s)`);
  process.exit(failed ? 1 : 0);
}
