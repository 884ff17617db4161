// nginx with the production site file infra/nginx/shop.conf, the upstream
// names and the port swapped for loopback ones; every path in a temp dir.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CheckFailed, onTeardown, waitFor } from './harness';
import { freePort } from './ports';

const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';
const siteFile = path.resolve(import.meta.dirname, '../../infra/nginx/shop.conf');

export interface Nginx {
  url: string;
  accessLog: string;
}

/** Temp-path directives for the modules this nginx build has (nginx-light lacks some). */
function tempPaths(prefix: string): string {
  const version = spawnSync(NGINX, ['-V'], { encoding: 'utf8' });
  const build = `${version.stdout}${version.stderr}`; // nginx prints its configure line on stderr
  const kinds = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].filter(
    (kind) => kind === 'client_body' || !build.includes(`--without-http_${kind}_module`),
  );
  return kinds.map((kind) => `    ${kind}_temp_path ${prefix}/temp/${kind};`).join('\n');
}

async function siteConfig(port: number, upstreams: [number, number]): Promise<string> {
  const site = await readFile(siteFile, 'utf8');
  const replaced = site
    .replace('server app1:3000', `server 127.0.0.1:${upstreams[0]}`)
    .replace('server app2:3000', `server 127.0.0.1:${upstreams[1]}`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`);
  if (replaced.includes('app1:') || replaced.includes('app2:') || !replaced.includes(`:${port};`)) {
    throw new CheckFailed(`${siteFile} no longer has the upstreams/listen lines this test replaces`);
  }
  return replaced;
}

function mainConfig(prefix: string, site: string, accessLog: string): string {
  return `# Written by tests/cluster for one run.
${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 2;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 512; }
http {
    default_type application/octet-stream;
    log_format upstream '$status $request_method $uri upstream=$upstream_addr upstream_status=$upstream_status';
    access_log ${accessLog} upstream;
${tempPaths(prefix)}
${site}
}
`;
}

export async function startNginx(prefix: string, upstreams: [number, number]): Promise<Nginx> {
  await mkdir(path.join(prefix, 'temp'), { recursive: true });
  const port = await freePort();
  const accessLog = path.join(prefix, 'access.log');
  const configFile = path.join(prefix, 'nginx.conf');
  await writeFile(configFile, mainConfig(prefix, await siteConfig(port, upstreams), accessLog));
  const args = ['-p', prefix, '-c', configFile, '-e', path.join(prefix, 'error.log')];
  execFileSync(NGINX, [...args, '-t', '-q'], { stdio: 'pipe' });
  const child = spawn(NGINX, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = createWriteStream(path.join(prefix, 'nginx.out'));
  child.stdout.pipe(output);
  child.stderr.pipe(output);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  onTeardown('stop nginx', async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGQUIT'); // graceful stop of master and workers
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor('nginx to answer', 10_000, async () => {
    if (child.exitCode !== null) throw new CheckFailed(`nginx exited; see ${prefix}/error.log`);
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok ? true : undefined;
  });
  return { url, accessLog };
}

/** How many requests each upstream served, from the access log. */
export async function upstreamCounts(nginx: Nginx, uriPrefix: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const line of (await readFile(nginx.accessLog, 'utf8')).split('\n')) {
    const [, , uri] = line.split(' ');
    // After a retry the field lists every upstream tried; the last one answered.
    const upstream = /upstream=(.*) upstream_status=/.exec(line)?.[1]?.split(', ').pop();
    if (!uri?.startsWith(uriPrefix) || !upstream) continue;
    counts.set(upstream, (counts.get(upstream) ?? 0) + 1);
  }
  return counts;
}
