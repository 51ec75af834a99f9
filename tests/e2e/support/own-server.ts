import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface OwnServer {
  url: string;
  dir: string;
  stop(): Promise<void>;
}

/**
 * Starts a separate Haven server (its own data dir and port) serving `distDir`, for tests that
 * must stop the server (a real "offline") or swap the built site under it (an update).
 */
export async function startOwnServer(distDir: string): Promise<OwnServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'haven-own-'));
  const port = 4600 + Math.floor(Math.random() * 900);
  const child: ChildProcess = spawn(process.execPath, ['server/serve.ts'], {
    env: { ...process.env, PORT: String(port), HAVEN_DATA_DIR: path.join(dir, 'data'), HAVEN_DIST_DIR: distDir, HAVEN_SKIP_BUILD: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Haven is ready')) resolve();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => reject(new Error(`The test server exited (${code}):\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
