import { spawn, type ChildProcess } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface OwnServer {
  url: string;
  dir: string;
  /** Kills the server (SIGKILL) and keeps its data: the site is really unreachable. */
  pause(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  resume(): Promise<void>;
  /** Kills the server and deletes its data. */
  stop(): Promise<void>;
}

export interface OwnServerOptions {
  /**
   * A data directory whose keys.json the server should use. A built dist carries the anon key
   * it was built with, so pages that call the API need the server to sign with the same keys.
   */
  keysFrom?: string;
}

/**
 * Starts a separate Haven server (its own data dir and port) serving `distDir`, for tests that
 * must stop the server (a real "offline") or swap the built site under it (an update).
 */
export async function startOwnServer(distDir: string, { keysFrom }: OwnServerOptions = {}): Promise<OwnServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'haven-own-'));
  const dataDir = path.join(dir, 'data');
  if (keysFrom) {
    await mkdir(dataDir, { recursive: true });
    await copyFile(path.join(keysFrom, 'keys.json'), path.join(dataDir, 'keys.json'));
  }
  const pickPort = () => 4600 + Math.floor(Math.random() * 900);
  let port = pickPort();
  let child: ChildProcess | null = null;

  async function start() {
    const started = spawn(process.execPath, ['server/serve.ts'], {
      env: { ...process.env, PORT: String(port), HAVEN_DATA_DIR: dataDir, HAVEN_DIST_DIR: distDir, HAVEN_SKIP_BUILD: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Haven is ready')) resolve();
      };
      started.stdout?.on('data', collect);
      started.stderr?.on('data', collect);
      started.once('exit', (code) => reject(new Error(`The test server exited (${code}):\n${output}`)));
    });
  }

  async function kill() {
    const running = child;
    child = null;
    if (running && running.exitCode === null && running.signalCode === null) {
      running.kill('SIGKILL');
      await new Promise((resolve) => running.once('exit', resolve));
    }
  }

  // Another test's server may hold the port picked (the CI of 5485d91 met one): pick again.
  for (let attempt = 1; ; attempt++) {
    try {
      await start();
      break;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('EADDRINUSE')) throw error;
      port = pickPort();
    }
  }
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    pause: kill,
    resume: start,
    async stop() {
      await kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
