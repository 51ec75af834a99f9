import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { projectRoot } from '../../server/config.ts';
import { anonClient, TEST_PASSWORD, testEmail } from '../support/server.ts';

interface Child {
  process: ChildProcess;
  url: string;
  anonKey: string;
  output: string[];
}

/** Runs `node server/main.ts` as a user would and waits for its ready line. */
function startChild(dataDir: string): Promise<Child> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      HAVEN_DATA_DIR: dataDir,
      HAVEN_DIST_DIR: path.join(dataDir, 'no-dist'),
      HAVEN_LOG_REQUESTS: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line:\n${output.join('')}`)), 60_000);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      const ready = /Haven is ready at (http:\/\/localhost:\d+)/.exec(output.join(''));
      if (ready) {
        clearTimeout(timer);
        void import('node:fs/promises')
          .then((fs) => fs.readFile(path.join(dataDir, 'keys.json'), 'utf8'))
          .then((keys) => resolve({ process: child, url: ready[1]!, anonKey: (JSON.parse(keys) as { anonKey: string }).anonKey, output }));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output.join('')}`));
    });
  });
}

function killHard(child: Child): Promise<void> {
  return new Promise((resolve) => {
    child.process.once('exit', () => resolve());
    child.process.kill('SIGKILL');
  });
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'haven-persist-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('persistence', () => {
  test('users, sessions and keys survive a SIGKILL and restart', { timeout: 120_000 }, async () => {
    const email = testEmail('persist');
    const first = await startChild(dataDir);
    expect(first.output.join('')).toContain(`Haven data dir: ${dataDir}`);
    expect(first.output.join('').match(/Haven is ready at/g)).toHaveLength(1);
    const client = anonClient(first);
    const signUp = await client.auth.signUp({ email, password: TEST_PASSWORD, options: { data: { note: 'kept' } } });
    expect(signUp.error).toBeNull();
    await killHard(first);

    const second = await startChild(dataDir);
    try {
      expect(second.anonKey).toBe(first.anonKey);
      const { data, error } = await anonClient(second).auth.signInWithPassword({ email, password: TEST_PASSWORD });
      expect(error).toBeNull();
      expect(data.user?.user_metadata).toEqual({ note: 'kept' });
      const refreshed = await anonClient(second).auth.refreshSession({ refresh_token: signUp.data.session!.refresh_token });
      expect(refreshed.error).toBeNull();
    } finally {
      second.process.kill('SIGTERM');
      await new Promise((resolve) => second.process.once('exit', resolve));
    }
    expect(second.output.join('')).toContain('stopping Haven');
  });
});
