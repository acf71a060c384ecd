import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** The production server: tsc's output bundled (scripts/lib/server-bundle.mjs), as `npm start` and the image run it. */
export const BUILT_MAIN = path.resolve(__dirname, '../../dist/server-bundle/main.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Runs the built server (`npm run build` first) as a real process, resolving once it says Ready. */
export async function spawnServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  if (!existsSync(BUILT_MAIN)) throw new Error(`${BUILT_MAIN} is missing: run "npm run build" first`);
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, [BUILT_MAIN], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), timeoutMs);
    const check = () => {
      if (output.includes('Ready: ')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`));
    });
  });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Runs the built server expecting it to fail at start; resolves with its exit code and output. */
export function runServerToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [BUILT_MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/**
 * The settings of one of several built servers sharing a database: its own data folder, the same
 * JWT secret and first admin, errors only in the log.
 */
export function sharedDatabaseEnv(databaseUrl: string, dataDir: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ADMIN_EMAIL: 'root@example.com',
    ADMIN_PASSWORD: 'root-password-for-tests',
    LOG_LEVEL: 'error',
  };
}
