/**
 * #8.6, #8.7: text from outside — records, vectors, bot answers — reaches the terminal escaped,
 * and quoted input is cut short, so a file cannot clear the screen and a huge answer cannot make
 * a huge report.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runItalia } from "./testing/run-italia.js";

const work = mkdtempSync(join(tmpdir(), "italia-safe-output-"));
const italia = (args: string[], input = "") => runItalia(args, { input, cwd: work });
const CLEAR = "\u001b[2J";

/** A saved hot-seat game between people. */
function savedGame(name: string): string {
  const record = join(work, `${name}.json`);
  italia(["play", "--seed", name, "--players", "3", "--bots", "", "--record", record], "q\n");
  return record;
}

describe("terminal escapes in records and vectors are printed escaped (#8.6)", () => {
  it("play --resume: a seat name with an escape sequence", () => {
    const record = savedGame("names");
    const json = JSON.parse(readFileSync(record, "utf8"));
    for (const seat of json.seats) seat.name = `${CLEAR}forged\u202e`;
    writeFileSync(record, JSON.stringify(json));
    const r = italia(["play", "--resume", record], "\nq\n");
    expect(r.code).toBe(0);
    expect(r.out).toContain("\\x1b[2Jforged\\u202e");
    expect(r.out).not.toContain(CLEAR);
    expect(r.out).not.toContain("\u202e");
  });

  it("replay: a record quoting an escape sequence in a step", () => {
    const record = savedGame("steps");
    const json = JSON.parse(readFileSync(record, "utf8"));
    json.steps.push({
      action: { type: "place", seat: 1, region: `${CLEAR}x`.repeat(1_000), count: 1 },
    });
    writeFileSync(record, JSON.stringify(json));
    const r = italia(["replay", record]);
    expect(r.code).toBe(1);
    expect(r.err).toContain("step 1: ");
    // Escaped, by the CLI (\x1b) or already by the engine's JSON quoting (\u001b).
    expect(r.err).toMatch(/\\(x1b|u001b)\[2Jx/);
    expect(r.err).not.toContain("\u001b");
    expect(r.err.length).toBeLessThan(1000);
    const j = italia(["replay", record, "--json"]);
    expect(j.out.length).toBeLessThan(1000);
    expect(JSON.parse(j.out).ok).toBe(false);
  });

  it("verify: a vector whose name holds an escape sequence", () => {
    const file = join(work, "vectors.json");
    writeFileSync(
      file,
      JSON.stringify([
        {
          name: `${CLEAR}PASS everything`,
          setup: { players: 3, seed: "x" },
          actions: [],
          expect: { stage: "nonsense" },
        },
      ]),
    );
    const r = italia(["verify", file]);
    expect(r.out).not.toContain("\u001b");
    expect(r.out).toContain("\\x1b[2J");
  });
});

describe("huge answers make short strikes and small reports (#8.7)", () => {
  const huge = join(work, "huge.py");
  writeFileSync(
    huge,
    [
      "import json, sys",
      "for line in sys.stdin:",
      "    m = json.loads(line)",
      "    if m['type'] != 'decide': continue",
      "    seat = m['view']['me']['seat']",
      "    region = '\\x1b[2J' + 'x' * 900000",
      "    print(json.dumps({'id': m['id'], 'action': {'type': 'place', 'seat': seat, 'region': region, 'count': 1}}), flush=True)",
    ].join("\n"),
  );

  it("italia bot: each strike quotes a short prefix; the report stays small", () => {
    const r = italia([
      "bot",
      "--cmd",
      `python3 ${huge}`,
      "--games",
      "1",
      "--rounds",
      "1",
      "--workers",
      "0",
      "--json",
    ]);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out);
    expect(report.strikes.length).toBeGreaterThan(5);
    for (const s of report.strikes) {
      expect(s.message.length).toBeLessThan(600);
      expect(s.message).not.toContain("\u001b");
    }
    expect(r.out.length).toBeLessThan(100_000);
    const table = italia([
      "bot",
      "--cmd",
      `python3 ${huge}`,
      "--games",
      "1",
      "--rounds",
      "1",
      "--workers",
      "0",
    ]);
    expect(table.out).not.toContain("\u001b");
    expect(table.out.length).toBeLessThan(10_000);
  });
});
