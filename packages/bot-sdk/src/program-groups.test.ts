/**
 * #8.3: a bot program's children end with it. Each test program is a shell wrapper that leaves a
 * grandchild (`sleep`) running and writes its pid to a file; after the host ends the program, no
 * process of the group may survive, and the host must not wait for the grandchild.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ExternalBot } from "./external.js";
import { GreedyBot } from "./italia/bots/greedy.js";
import { playGame } from "./italia/play-game.js";

const here = dirname(fileURLToPath(import.meta.url));
const randomBot = resolve(here, "../examples/python/random_bot.py");
const work = mkdtempSync(join(tmpdir(), "italia-groups-"));

/** A wrapper script: leaves `sleep 300` running (its pid in `pidFile`), then runs `then`. */
function wrapper(name: string, then: string): { command: string[]; pidFile: string } {
  const pidFile = join(work, `${name}.pid`);
  const script = join(work, `${name}.sh`);
  writeFileSync(script, `#!/bin/sh\nsleep 300 &\necho $! > ${pidFile}\n${then}\n`, {
    mode: 0o755,
  });
  return { command: [script], pidFile };
}

/** Whether `pid` runs (a zombie waiting to be reaped by init does not). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

/** Waits up to `ms` for `check` to hold. */
async function eventually(check: () => boolean, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
}

const pidIn = (file: string) => Number(readFileSync(file, "utf8").trim());
const greedy = () => [new GreedyBot(), new GreedyBot(), new GreedyBot()];

describe("bot programs run in a process group of their own (#8.3)", () => {
  it("ends the wrapper's grandchild with the game, and the game ends promptly", async () => {
    const { command, pidFile } = wrapper("game", `python3 ${randomBot} 3`);
    const bot = new ExternalBot({ command });
    const start = performance.now();
    const record = await playGame([bot, ...greedy()], {
      seed: "groups",
      limit: { rounds: 2 },
      timeControl: { decisionMs: 10_000 },
    });
    const ms = performance.now() - start;
    expect(record.strikes).toEqual([]);
    const grandchild = pidIn(pidFile);
    expect(await eventually(() => !alive(grandchild))).toBe(true);
    // The grandchild sleeps 300 s: a host that waited for it would not be done in 20 s.
    expect(ms).toBeLessThan(20_000);
  });

  it("ends the whole group of a program that misses its deadline", async () => {
    const { command, pidFile } = wrapper("hang", "exec sleep 300");
    const bot = new ExternalBot({ command, maxRestarts: 0, startupMs: 200 });
    const record = await playGame([bot, ...greedy()], {
      seed: "hang",
      limit: { rounds: 1 },
      timeControl: { decisionMs: 300 },
    });
    expect(record.strikes[0]!.reason).toBe("timeout");
    expect(await eventually(() => !alive(pidIn(pidFile)))).toBe(true);
  });

  it("ends the group of a program that exits by itself, leaving a child behind", async () => {
    const { command, pidFile } = wrapper("quitter", "exit 4");
    const bot = new ExternalBot({ command, maxRestarts: 0 });
    const record = await playGame([bot, ...greedy()], {
      seed: "quitter",
      limit: { rounds: 1 },
      timeControl: { decisionMs: 5000 },
    });
    expect(record.strikes[0]!.message).toContain("exit code 4");
    expect(await eventually(() => !alive(pidIn(pidFile)))).toBe(true);
  });
});
