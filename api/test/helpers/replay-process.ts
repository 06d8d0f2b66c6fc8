/**
 * Test helper: the replay node as a separate process (`replay/src/main.ts` under tsx), so tests can
 * kill it (SIGKILL), hang it (SIGSTOP / SIGCONT) and start it again on the same port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const REPLAY_MAIN = join(__dirname, '..', '..', '..', 'replay', 'src', 'main.ts');

export interface ReplayProcess {
  url: string;
  child: ChildProcess;
  /** Milliseconds since the epoch when it printed its "listening" line. */
  listeningAt: number;
  /** SIGKILL and wait for the exit. */
  kill(): Promise<void>;
}

/** Starts the replay node on 127.0.0.1:`port`; resolves once it listens. */
export function startReplayProcess(port: number): Promise<ReplayProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', REPLAY_MAIN], {
    cwd: join(__dirname, '..', '..', '..'),
    env: { ...process.env, REPLAY_HOST: '127.0.0.1', REPLAY_PORT: String(port), REPLAY_LOG: 'quiet' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`replay node did not start: ${out}`)), 30_000);
    child.once('exit', (code) => reject(new Error(`replay node exited (${code}): ${out}`)));
    child.stderr!.on('data', (d) => (out += String(d)));
    child.stdout!.on('data', (d) => {
      out += String(d);
      if (out.includes('listening on')) {
        clearTimeout(timer);
        resolve({
          url: `ws://127.0.0.1:${port}`,
          child,
          listeningAt: Date.now(),
          async kill() {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
            await exited;
          },
        });
      }
    });
  });
}

/** Resolves with the time the node at `url` first answers `server_info` over a fresh WebSocket (polling every 50 ms). */
export async function nodeAnsweringAt(url: string, timeoutMs = 30_000): Promise<number> {
  const { WebSocket } = await import('ws');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answered = await new Promise<boolean>((resolve) => {
      const socket = new WebSocket(url);
      const done = (ok: boolean) => {
        socket.terminate();
        resolve(ok);
      };
      const timer = setTimeout(() => done(false), 1_000);
      socket.on('error', () => {
        clearTimeout(timer);
        done(false);
      });
      socket.on('open', () => socket.send(JSON.stringify({ id: 1, command: 'server_info' })));
      socket.on('message', () => {
        clearTimeout(timer);
        done(true);
      });
    });
    if (answered) return Date.now();
    if (Date.now() > deadline) throw new Error(`${url} does not answer`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
