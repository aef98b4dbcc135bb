/**
 * #8.3 through the real binary: Ctrl-C (SIGINT) ends every bot program with what it started, in
 * this thread or in the arena's worker threads, although programs run in groups of their own
 * (which the terminal's Ctrl-C no longer reaches).
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startItalia } from "./testing/run-italia.js";

const work = mkdtempSync(join(tmpdir(), "italia-bot-groups-"));

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

/** Waits until `check` holds; the bound is how long to look (generous: `italia` and the program
 * start slowly on a loaded machine), not a limit on the behaviour. */
async function eventually(check: () => boolean, ms = 30_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

describe.each(["0", "1"])("italia bot --workers %s, interrupted", (workers) => {
  it("ends the program's whole group on SIGINT", async () => {
    const pidFile = join(work, `w${workers}.pid`);
    const homeFile = join(work, `w${workers}.home`);
    const script = join(work, `w${workers}.sh`);
    // A wrapper that leaves a grandchild behind, then never answers.
    writeFileSync(
      script,
      `#!/bin/sh\necho "$HOME" > ${homeFile}\nsleep 300 &\necho $! > ${pidFile}\nexec sleep 300\n`,
      {
        mode: 0o755,
      },
    );
    const run = startItalia(
      ["bot", "--cmd", script, "--games", "1", "--workers", workers, "--decision-ms", "60000"],
      { cwd: work },
    );
    expect(
      await eventually(() => existsSync(pidFile) && readFileSync(pidFile, "utf8") !== ""),
    ).toBe(true);
    const grandchild = Number(readFileSync(pidFile, "utf8").trim());
    expect(alive(grandchild)).toBe(true);
    // Only an order matters: the worker posted its announcement before the script wrote the pid
    // file; the main thread just has to have read it. A generous margin for a loaded machine.
    await new Promise((r) => setTimeout(r, 2000));
    run.signal("SIGINT");
    const end = await run.exited;
    expect(end.signal ?? end.code).toBeTruthy();
    expect(await eventually(() => !alive(grandchild))).toBe(true);
    // The program's private folder (its HOME) is removed too.
    const home = readFileSync(homeFile, "utf8").trim();
    expect(home).toMatch(/italia-bot-/);
    expect(existsSync(home)).toBe(false);
  }, 90_000);
});
