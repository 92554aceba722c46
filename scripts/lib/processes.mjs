// Child-process helpers shared by the mock, start and e2e-server scripts: spawn with prefixed
// output, wait for a port, pick a free port, and stop every child on Ctrl-C / SIGTERM so no
// prism or vite process outlives its parent.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A binary from the project's own node_modules/.bin (never a global one). */
export function localBin(name) {
  return path.join(projectRoot, 'node_modules', '.bin', name);
}

const children = new Set();

/**
 * Spawns a child whose stdout/stderr lines are printed with a `[label]` prefix (or inherited when
 * no label is given). The child is tracked so stopChildren() can end it.
 */
export function startChild(command, args, { label, env, cwd = projectRoot } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  children.add(child);
  child.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
  // spawn errors (ENOENT, EACCES) arrive as 'error' and are followed by no 'exit' event.
  child.once('error', (error) => {
    children.delete(child);
    console.error(`[${label ?? path.basename(command)}] ${error.message}`);
  });
  if (label) {
    prefixLines(child.stdout, process.stdout, label);
    prefixLines(child.stderr, process.stderr, label);
  }
  return child;
}

function prefixLines(from, to, label) {
  let pending = '';
  from.setEncoding('utf8');
  from.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) to.write(`[${label}] ${line}\n`);
  });
  from.on('end', () => {
    if (pending) to.write(`[${label}] ${pending}\n`);
  });
}

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export async function run(command, args, options = {}) {
  const child = startChild(command, args, options);
  const { code, signal } = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.exited.then(resolve);
  });
  if (code !== 0) {
    throw new Error(
      `${path.basename(command)} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`,
    );
  }
}

/** True when something accepts TCP connections on host:port. */
export function isListening(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function canBind(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The preferred port when free, else the next free one within `span` ports. */
export async function findFreePort(preferred, { host = '127.0.0.1', span = 50 } = {}) {
  for (let port = preferred; port < preferred + span; port += 1) {
    if ((await canBind(port, host)) && !(await isListening(port, host))) return port;
  }
  throw new Error(`No free port in ${preferred}-${preferred + span - 1} on ${host}`);
}

/**
 * Resolves once host:port accepts connections; rejects when the child exits first or the timeout
 * passes, so a crashing server fails fast with its own output above the error.
 */
export async function waitForPort(port, { host = '127.0.0.1', child, name, timeoutMs = 60_000 }) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  child?.exited.then((result) => (exited = result));
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(
        `${name} exited before listening (${exited.signal ?? `exit ${exited.code}`})`,
      );
    }
    if (await isListening(port, host)) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${name} did not listen on ${host}:${port} within ${timeoutMs / 1000} s`);
}

/** Sends SIGTERM to every tracked child, SIGKILL after `graceMs`, and waits for all to exit. */
export async function stopChildren(graceMs = 5_000) {
  const running = [...children];
  for (const child of running) child.kill('SIGTERM');
  const timer = setTimeout(() => running.forEach((child) => child.kill('SIGKILL')), graceMs);
  await Promise.all(running.map((child) => child.exited));
  clearTimeout(timer);
}

/**
 * Keeps long-running children in step with this process: on SIGINT/SIGTERM/SIGHUP every child is
 * stopped once and the process exits with the conventional 128+n code; when a watched child dies
 * on its own, the others are stopped too and the process exits non-zero.
 */
export function superviseChildren() {
  let stopping = false;
  const shutdown = (code) => {
    if (stopping) return;
    stopping = true;
    stopChildren().finally(() => process.exit(code));
  };
  for (const [signal, code] of Object.entries({ SIGINT: 130, SIGTERM: 143, SIGHUP: 129 })) {
    process.on(signal, () => shutdown(code));
  }
  // npm 11 exits on SIGTERM without passing it on; once the parent is gone we are re-parented,
  // so a changed ppid means "stop too" instead of leaving prism and vite running.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) shutdown(143);
  }, 1_000).unref();
  return {
    shutdown,
    watch(child, name) {
      child.exited.then(({ code, signal }) => {
        if (stopping) return;
        console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
        shutdown(code || 1);
      });
    },
  };
}
