// Helpers for the two root commands (start, test). Node built-ins only: they run before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = new Set();

export function log(message) {
  console.log(`\x1b[36m[brina]\x1b[0m ${message}`);
}

/** Runs a command to completion (inheriting output); throws on failure. */
export function run(command, args, options = {}) {
  log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

/**
 * Runs a command to completion without blocking this process (other steps go on meanwhile); resolves
 * with its duration in seconds, rejects on failure. `quiet`: its output is kept and printed in one
 * block when it ends, so that steps running side by side do not interleave their lines.
 */
export function runAsync(command, args, options = {}) {
  const { quiet = false, ...spawnOptions } = options;
  const started = Date.now();
  log(`$ ${command} ${args.join(' ')}${quiet ? ' (in the background; its output when it ends)' : ''}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: true,
      ...spawnOptions,
      env: { ...process.env, ...spawnOptions.env },
    });
    children.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      children.delete(child);
      reject(error);
    });
    child.on('close', (code, signal) => {
      children.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      if (quiet) {
        log(`--- output of: ${command} ${args.join(' ')} ---`);
        process.stdout.write(Buffer.concat(output));
      }
      if (code === 0) {
        log(`done in ${seconds} s: ${command} ${args.join(' ')}`);
        resolve(seconds);
      } else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`));
    });
  });
}

/** Starts a long-running process; it is stopped when this script exits. */
export function start(name, command, args, options = {}) {
  log(`starting ${name}: ${command} ${args.join(' ')}`);
  const child = spawn(command, args, { cwd: ROOT, stdio: options.stdio ?? 'inherit', detached: true, ...options, env: { ...process.env, ...options.env } });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    // `expectedExit` marks a process stopped on purpose (scripts/services.mjs stopChild).
    if (!stopping && !child.expectedExit && options.critical !== false) {
      console.error(`[brina] ${name} stopped (${code ?? signal})`);
      stopAll(1);
    }
  });
  return child;
}

/**
 * Keeps a process running: when it exits on its own it is started again after a delay that doubles
 * on each quick crash (1 s up to 30 s) and resets once it has run for a minute. Every restart is
 * logged. Returns a handle whose `current` is the running child.
 */
export function supervise(name, command, args, options = {}) {
  const handle = { current: null, restarts: 0 };
  let delay = 1000;
  const launch = () => {
    const startedAt = Date.now();
    const child = start(name, command, args, { ...options, critical: false });
    handle.current = child;
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt > 60_000) delay = 1000;
      handle.restarts += 1;
      console.error(`[brina] ${name} exited (${code ?? signal}); restart ${handle.restarts} in ${delay / 1000} s`);
      setTimeout(launch, delay);
      delay = Math.min(delay * 2, 30_000);
    });
  };
  launch();
  return handle;
}

let stopping = false;
export function stopAll(code = 0) {
  stopping = true;
  // The exit timer is unref'd: once the children are gone Node may exit before it fires, and must
  // still report the failure.
  process.exitCode = code;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  setTimeout(() => process.exit(code), children.size ? 1500 : 0).unref();
  if (!children.size) process.exit(code);
}
process.on('SIGINT', () => stopAll(130));
process.on('SIGTERM', () => stopAll(143));

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstall() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

export async function waitFor(check, what, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
}

export async function waitForHttp(url, { timeoutMs = 180_000, okStatuses = [200, 204] } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (okStatuses.includes(response.status)) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Newest modification time of any file under the given folders (skipping build output). */
export function newestMtime(dirs) {
  let newest = 0;
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', '.next', 'dist', '.tmp', 'build', 'public'].includes(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  dirs.forEach(walk);
  return newest;
}
