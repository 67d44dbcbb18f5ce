// Throwaway PostgreSQL, Redis and nginx servers on loopback ports, for `npm run test:pg`, the scale
// test and the benchmarks. Each installs its Debian package when missing and keeps its data in a
// fresh folder under /tmp that `stop()` removes. Node built-ins only (they run before `npm ci`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT, log, start, waitFor } from './lib.mjs';

/** Refuses a port something already listens on (it would answer in the new server's place). */
async function ensureFree(port, what) {
  const inUse = await new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
  if (inUse) throw new Error(`port ${port} for ${what} is already in use`);
}

let aptUpdated = false;
/** Installs Debian packages whose command is missing (as the test suite does for chromium). */
export function ensureDebian(commands) {
  const missing = Object.entries(commands).filter(([command]) => !fs.existsSync(command));
  if (!missing.length) return;
  const packages = [...new Set(missing.map(([, pkg]) => pkg))];
  log(`installing Debian ${packages.join(', ')}`);
  const apt = (args) => {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (run as root, or install ${packages.join(' ')} yourself)`);
  };
  if (!aptUpdated) apt(['update', '-qq']);
  aptUpdated = true;
  apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
}

function pgBin(name) {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', name))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`PostgreSQL's ${name} not found under ${base}`);
  return path.join(base, newest, 'bin', name);
}

function sync(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * A throwaway PostgreSQL cluster on 127.0.0.1:port (trust authentication, loopback only) with an
 * empty database. PostgreSQL refuses to run as root: as root the cluster runs as the `postgres`
 * user that Debian's package creates. Returns the DATABASE_URL and helpers.
 */
export async function startPostgres({ port, database = 'brina', name = 'postgres' }) {
  ensureDebian({ '/usr/bin/psql': 'postgresql' });
  await ensureFree(port, 'PostgreSQL');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brina-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? 'postgres' : os.userInfo().username;
  if (asRoot) sync('chown', ['-R', 'postgres:postgres', dir]);
  fs.chmodSync(dir, 0o755);
  const as = (bin, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', pgBin(bin), ...args]] : [pgBin(bin), args]);
  try {
    sync(...as('initdb', ['-D', data, '-U', user, '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']));
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const settings = [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'fsync=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'max_connections=100',
  ];
  // The server log goes to a file, never to a pipe: a parent blocked in spawnSync (the test runner)
  // would stop reading it, and PostgreSQL would hang writing its log.
  const logFd = fs.openSync(path.join(dir, 'postgres.log'), 'a');
  const child = start(name, ...as('postgres', ['-D', data, ...settings]), { stdio: ['ignore', logFd, logFd] });
  fs.closeSync(logFd);
  // A run that ends through stopAll (npm test) still leaves no cluster folder behind.
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const psql = (sql, db = 'postgres') =>
    sync(pgBin('psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', user, '-d', db, '-v', 'ON_ERROR_STOP=1', '-Atc', sql]);
  await waitFor(() => spawnSync(pgBin('pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]).status === 0, `PostgreSQL on port ${port}`, 60_000);
  psql(`CREATE DATABASE ${database}`);
  const url = (db = database) => `postgres://${user}@127.0.0.1:${port}/${db}`;
  log(`PostgreSQL ready: ${url()}`);
  return {
    url: url(),
    urlFor: url,
    user,
    psql,
    /** pg_dump in PostgreSQL's custom format, as the backup procedure (docs/operations.md) does. */
    dump(file, db = database) {
      sync(pgBin('pg_dump'), ['-h', '127.0.0.1', '-p', String(port), '-U', user, '-Fc', '-f', file, db]);
    },
    restore(file, db) {
      psql(`CREATE DATABASE ${db}`);
      sync(pgBin('pg_restore'), ['-h', '127.0.0.1', '-p', String(port), '-U', user, '-d', db, '--no-owner', file]);
    },
    /** Fast shutdown (SIGINT), then the cluster's folder is removed. */
    async stop() {
      await stopChild(child, 'SIGINT');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Signals a started process group and waits (at most 10 s) until its leader has exited. */
export async function stopChild(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.expectedExit = true;
  try {
    process.kill(-child.pid, signal);
  } catch {
    return;
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/** A throwaway Redis on 127.0.0.1:port without persistence. */
export async function startRedis({ port, name = 'redis' }) {
  ensureDebian({ '/usr/bin/redis-server': 'redis-server' });
  await ensureFree(port, 'Redis');
  // The deployment's settings (deploy/redis/brina.conf), on this run's port and loopback only.
  const conf = path.join(ROOT, 'deploy/redis/brina.conf');
  const child = start(name, '/usr/bin/redis-server', [conf, '--port', String(port), '--bind', '127.0.0.1', '--loglevel', 'warning'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ping = () => spawnSync('/usr/bin/redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG';
  await waitFor(ping, `Redis on port ${port}`, 30_000);
  const url = `redis://127.0.0.1:${port}`;
  log(`Redis ready: ${url}`);
  return {
    url,
    cli: (...args) => sync('/usr/bin/redis-cli', ['-p', String(port), ...args]).trim(),
    stop: () => stopChild(child),
  };
}

/**
 * nginx in the foreground with a generated main configuration that includes `site` (a server
 * block file) and keeps its pid, logs and caches under a fresh folder.
 */
export async function startNginx({ site, name = 'nginx', port }) {
  ensureDebian({ '/usr/sbin/nginx': 'nginx-light' });
  await ensureFree(port, 'nginx');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brina-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${dir}/access.log;`,
      `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
      '  sendfile on; tcp_nopush on; keepalive_timeout 65;',
      // autocannon (the tests' and benchmarks' load) ignores `Connection: close`: it writes its next
      // request on the connection nginx closes after keepalive_requests (1000 by default), and
      // counts the reset as a failed request. A browser opens a new connection.
      '  keepalive_requests 1000000;',
      `  include ${site};`,
      '}',
      '',
    ].join('\n'),
  );
  sync('/usr/sbin/nginx', ['-t', '-q', '-c', conf, '-p', dir]);
  const child = start(name, '/usr/sbin/nginx', ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(
    async () => {
      try {
        await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
        return true;
      } catch {
        return false;
      }
    },
    `nginx on port ${port}`,
    30_000,
  );
  log(`nginx ready: http://127.0.0.1:${port}`);
  return {
    dir,
    reload: () => sync('/usr/sbin/nginx', ['-c', conf, '-p', dir, '-s', 'reload']),
    async stop() {
      await stopChild(child, 'SIGQUIT');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Prometheus (Debian's package, installed when missing) on 127.0.0.1:port with deploy/prometheus's
 * configuration: its targets replaced by `targets` ({ 'brina-web': [...], 'brina-cms': [...] }),
 * a 1 s scrape interval, node_exporter's job dropped, and the alert rules beside it. The rules are
 * checked (`promtool check rules`, and their unit tests with `promtool test rules`) first.
 * Returns `query(expr)` (the instant vector's values) and `stop()`.
 */
export async function startPrometheus({ port, targets, name = 'prometheus' }) {
  ensureDebian({ '/usr/bin/prometheus': 'prometheus', '/usr/bin/promtool': 'prometheus' });
  await ensureFree(port, 'Prometheus');
  const deploy = path.join(ROOT, 'deploy/prometheus');
  sync('/usr/bin/promtool', ['check', 'rules', path.join(deploy, 'brina-rules.yml')]);
  sync('/usr/bin/promtool', ['test', 'rules', path.join(deploy, 'brina-rules.test.yml')]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brina-prometheus-'));
  fs.copyFileSync(path.join(deploy, 'brina-rules.yml'), path.join(dir, 'brina-rules.yml'));
  let conf = fs.readFileSync(path.join(deploy, 'prometheus.yml'), 'utf8');
  const replace = (from, to) => {
    if (!conf.includes(from)) throw new Error(`deploy/prometheus/prometheus.yml no longer contains "${from}": update scripts/services.mjs`);
    conf = conf.split(from).join(to);
  };
  replace("['127.0.0.1:13001', '127.0.0.1:13002']", JSON.stringify(targets['brina-web']));
  replace("['127.0.0.1:11337']", JSON.stringify(targets['brina-cms']));
  replace('scrape_interval: 15s', 'scrape_interval: 1s');
  replace('evaluation_interval: 15s', 'evaluation_interval: 1s');
  // No node_exporter in the test: its job (the last one) would only be down.
  conf = conf.slice(0, conf.indexOf('  - job_name: node'));
  const file = path.join(dir, 'prometheus.yml');
  fs.writeFileSync(file, conf);
  sync('/usr/bin/promtool', ['check', 'config', file]);
  const child = start(
    name,
    '/usr/bin/prometheus',
    [`--config.file=${file}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--log.level=warn'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      try {
        return (await fetch(`${base}/-/ready`, { signal: AbortSignal.timeout(1000) })).ok;
      } catch {
        return false;
      }
    },
    `Prometheus on port ${port}`,
    60_000,
  );
  log(`Prometheus ready: ${base}`);
  return {
    url: base,
    /** The values of an instant query, each with its labels. */
    async query(expr) {
      const body = await fetch(`${base}/api/v1/query?query=${encodeURIComponent(expr)}`).then((r) => r.json());
      if (body.status !== 'success') throw new Error(`Prometheus query ${expr}: ${JSON.stringify(body).slice(0, 300)}`);
      return body.data.result.map((r) => ({ labels: r.metric, value: Number(r.value[1]) }));
    },
    stop: async () => {
      await stopChild(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
