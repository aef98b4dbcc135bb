/**
 * The test helper's own promise: a process a test started never outlives the test, even when the
 * test times out while the process waits (a bot that joined a room that never starts waits
 * forever, and held the whole run).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startItalia } from "./run-italia.js";

/** Whether a process with id `pid` is still alive (a zombie not yet reaped counts as gone). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return true;
}

/** Resolves once process `pid` is gone, polling; rejects after `ms` (a generous bound). */
async function gone(pid: number, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (alive(pid)) {
    if (Date.now() > until) throw new Error(`process ${pid} still runs after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A fresh folder for the games' records. */
const work = mkdtempSync(join(tmpdir(), "italia-run-helper-"));

describe("startItalia's process ends with its test", () => {
  let waiting = -1;
  let passed = -1;

  // A test that times out while `italia play` waits for a move that never comes.
  it.fails("(times out on purpose while the process waits for input)", async () => {
    const game = startItalia(["play", "--seed", "hung"], { cwd: work });
    waiting = game.pid;
    await game.waitFor(/> $/, 0, 60_000);
    await game.exited; // never: nobody types a move
  }, 5_000);

  it("kills the process of a test that timed out", async () => {
    expect(waiting).toBeGreaterThan(0);
    await gone(waiting);
  });

  it("(starts a process and passes, leaving it running)", async () => {
    const game = startItalia(["play", "--seed", "left"], { cwd: work });
    passed = game.pid;
    await game.waitFor(/> $/, 0, 60_000);
    expect(alive(passed)).toBe(true);
  });

  it("kills the process a passing test left running", async () => {
    expect(passed).toBeGreaterThan(0);
    await gone(passed);
  });
});
