/**
 * The process supervisor of `npm start` (`scripts/supervisor.mjs`) as an operator meets it: the real
 * module runs in a child Node process supervising real child processes; we read its log and send it
 * signals.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

jest.setTimeout(30_000);

const SUPERVISOR = new URL(`file://${path.resolve(__dirname, '../supervisor.mjs')}`).href;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'supervisor-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  proc: ChildProcess;
  output: () => string;
  waitFor: (re: RegExp, ms?: number) => Promise<void>;
  exited: Promise<{ code: number | null; ms: number }>;
}

/** Runs `supervise(services)` (with signal handling) in a child Node process. */
function runSupervisor(services: object[], options: object = {}): Run {
  const code = `
    const { supervise } = await import(${JSON.stringify(SUPERVISOR)});
    supervise(JSON.parse(process.env.SERVICES), { ...JSON.parse(process.env.OPTIONS), log: (l) => console.log(l) });
  `;
  const proc = spawn(process.execPath, ['--input-type=module', '-e', code], {
    env: { ...process.env, SERVICES: JSON.stringify(services), OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  proc.stdout?.on('data', (d: Buffer) => (text += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (text += d.toString()));
  let signalledAt = 0;
  const kill = proc.kill.bind(proc);
  proc.kill = (signal?: NodeJS.Signals | number) => {
    signalledAt = Date.now();
    return kill(signal);
  };
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) => proc.once('exit', (c) => resolve({ code: c, ms: Date.now() - signalledAt })));
  const waitFor = async (re: RegExp, ms = 15_000) => {
    const t0 = Date.now();
    while (!re.test(text)) {
      if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${re} in:\n${text}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { proc, output: () => text, waitFor, exited };
}

const node = (name: string, script: string) => ({ name, cmd: process.execPath, args: ['-e', script] });

describe('scripts/supervisor.mjs', () => {
  it('restarts a service that exits unexpectedly, with back-off 0.5 s, 1 s, 2 s … and logs each restart', async () => {
    const run = runSupervisor([node('crashy', "console.log('up at ' + Date.now()); process.exit(3)")]);
    await run.waitFor(/restart 4 in 4 s/, 20_000);
    const text = run.output();
    expect(text).toContain('[crashy] exited (exit 3) unexpectedly; restart 1 in 0.5 s');
    expect(text).toContain('[crashy] exited (exit 3) unexpectedly; restart 2 in 1 s');
    expect(text).toContain('[crashy] exited (exit 3) unexpectedly; restart 3 in 2 s');
    // The starts really are spaced by the back-off.
    const ups = [...text.matchAll(/\[crashy\] up at (\d+)/g)].map((m) => Number(m[1]));
    expect(ups.length).toBeGreaterThanOrEqual(4);
    expect(ups[1] - ups[0]).toBeGreaterThanOrEqual(450);
    expect(ups[2] - ups[1]).toBeGreaterThanOrEqual(950);
    expect(ups[3] - ups[2]).toBeGreaterThanOrEqual(1950);
    run.proc.kill('SIGTERM');
    expect((await run.exited).code).toBe(0);
  });

  it('restarts a killed service and keeps the others running', async () => {
    const run = runSupervisor([
      node('victim', "console.log('victim pid ' + process.pid); setInterval(() => {}, 1000)"),
      node('bystander', "console.log('bystander pid ' + process.pid); setInterval(() => {}, 1000)"),
    ]);
    await run.waitFor(/victim pid (\d+)/);
    await run.waitFor(/bystander pid (\d+)/);
    const victim = Number(/victim pid (\d+)/.exec(run.output())?.[1]);
    const bystander = Number(/bystander pid (\d+)/.exec(run.output())?.[1]);
    process.kill(victim, 'SIGKILL');
    await run.waitFor(/\[victim\] exited \(SIGKILL\) unexpectedly; restart 1 in 0.5 s/);
    await run.waitFor(/victim pid \d+[\s\S]*victim pid \d+/); // started again
    expect(Number([...run.output().matchAll(/victim pid (\d+)/g)][1][1])).not.toBe(victim);
    expect(() => process.kill(bystander, 0)).not.toThrow();
    run.proc.kill('SIGTERM');
    await run.exited;
  });

  it('forwards SIGTERM to every child and exits only after they have finished their shutdown', async () => {
    const marker = path.join(dir, 'graceful');
    const run = runSupervisor([
      node(
        'slow',
        // The handler is installed before 'ready' is printed: a SIGTERM after 'ready' always finds it.
        `process.on('SIGTERM', () => setTimeout(() => { require('fs').writeFileSync(${JSON.stringify(marker)}, 'done'); process.exit(0); }, 800));
         setInterval(() => {}, 1000); console.log('ready');`,
      ),
      node('fast', "console.log('ready'); setInterval(() => {}, 1000)"),
    ]);
    await run.waitFor(/\[slow\] ready[\s\S]*\[fast\] ready|\[fast\] ready[\s\S]*\[slow\] ready/);
    run.proc.kill('SIGTERM');
    const { code, ms } = await run.exited;
    expect(code).toBe(0);
    expect(ms).toBeGreaterThanOrEqual(750); // waited for the slow child's shutdown
    expect(existsSync(marker) && readFileSync(marker, 'utf8')).toBe('done');
    expect(run.output()).not.toMatch(/unexpectedly/); // an asked-for exit is not restarted
  });

  it('forwards SIGINT too, and SIGKILLs a child that ignores it after killAfterMs', async () => {
    const run = runSupervisor([node('stubborn', "console.log('ready ' + process.pid); process.on('SIGINT', () => {}); setInterval(() => {}, 1000)")], { killAfterMs: 1000 });
    await run.waitFor(/ready (\d+)/);
    const pid = Number(/ready (\d+)/.exec(run.output())?.[1]);
    run.proc.kill('SIGINT');
    const { code, ms } = await run.exited;
    expect(code).toBe(0);
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(5000);
    expect(run.output()).toContain('still running after 1 s, killing them');
    expect(() => process.kill(pid, 0)).toThrow();
  });
});

describe('restart back-off', () => {
  it('waits 0.5 s, then doubles per consecutive failure up to 10 s', async () => {
    const { restartDelayMs } = (await import('../supervisor.mjs')) as { restartDelayMs: (n: number, min?: number, max?: number) => number };
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => restartDelayMs(n))).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect(restartDelayMs(3, 100, 1000)).toBe(400);
  });
});
