import { describe, expect, it } from "vitest";
import { apply } from "./apply.js";
import { appendStep, checkRecord, createRecord, type GameRecord } from "./record.js";
import oldRecord from "./testing/fixtures/record-engine-0.0.0.json";
import { playRandomGame } from "./testing/random-play.js";
import { ENGINE_VERSION } from "./version.js";

const config = { players: 4 as const, seed: "record-test", limit: { rounds: 3 } };

function recordedGame(): GameRecord {
  let record = createRecord(config, [
    { name: "a" },
    { name: "b", bot: "random" },
    { name: "c" },
    { name: "d" },
  ]);
  playRandomGame(config, 11, ({ action, events, after }) => {
    record = appendStep(record, action, events, after);
  });
  return JSON.parse(JSON.stringify(record)) as GameRecord;
}

describe("game records", () => {
  const record = recordedGame();

  it("carries the engine version, the config and a result once the game is over", () => {
    expect(record.format).toBe("italia-record/2");
    expect(record.engine).toBe(ENGINE_VERSION);
    expect(record.config).toEqual(config);
    expect(record.result?.scores).toHaveLength(4);
    expect(record.steps.some((s) => (s.dice?.length ?? 0) >= 2)).toBe(true);
  });

  it("replays to the recorded result", () => {
    const check = checkRecord(record);
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.state.endReason).toBe(record.result?.endReason);
  });

  it("names the first step whose action is refused", () => {
    const steps = record.steps.slice();
    const i = steps.findIndex((s) => s.action.type === "attack");
    steps[i] = { action: { ...steps[i]!.action, seat: 9 } as never };
    const check = checkRecord({ ...record, steps });
    expect(check).toMatchObject({ ok: false, step: i });
    if (!check.ok) expect(check.problem).toMatch(/refused/);
  });

  it("names the first step whose recorded dice differ from the engine's", () => {
    const steps = record.steps.slice();
    const i = steps.findIndex((s) => s.dice !== undefined);
    const dice = steps[i]!.dice!.slice();
    dice[0] = dice[0] === 6 ? 1 : 6;
    steps[i] = { ...steps[i]!, dice };
    const check = checkRecord({ ...record, steps });
    expect(check).toMatchObject({ ok: false, step: i });
    if (!check.ok) expect(check.problem).toMatch(/dice/);
  });

  it("reports a recorded result that does not match the replay", () => {
    const check = checkRecord({ ...record, result: { ...record.result!, winner: 7 } });
    expect(check).toMatchObject({ ok: false, step: null });
    if (!check.ok) expect(check.problem).toMatch(/recorded result/);
  });

  it("resumes a saved game (no result) at its last state", () => {
    const saved = { ...record, steps: record.steps.slice(0, 40), result: null };
    const check = checkRecord(saved);
    expect(check.ok).toBe(true);
    if (check.ok) {
      const next = record.steps[40]!.action;
      expect(apply(check.state, next).ok).toBe(true);
    }
  });

  it.each([
    [null, /JSON object/],
    [{ ...createRecord(config), format: "other" }, /\$\.format/],
    [{ ...createRecord(config), config: { players: 5, seed: 1 } }, /\$\.config\.players/],
    [{ ...createRecord(config), steps: [{ nope: 1 }] }, /\$\.steps\[0\]/],
    [
      { ...createRecord(config), steps: [{ action: { type: "endTurn", seat: 0 }, dice: ["x"] }] },
      /\$\.steps\[0\]\.dice/,
    ],
  ])("refuses a malformed record with the field named (%#)", (input, problem) => {
    const check = checkRecord(input);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problem).toMatch(problem);
  });

  it("refuses a record written by engine 0.0.x (the old generator) with a clear reason", () => {
    // A real record, written by engine 0.0.0 (FNV-1a + sfc32) before the switch to ChaCha20.
    const check = checkRecord(oldRecord);
    expect(check).toMatchObject({ ok: false, step: null });
    if (!check.ok) {
      expect(check.problem).toMatch(/older engine \(engine "0\.0\.0"\)/);
      expect(check.problem).toMatch(/ChaCha20/);
      expect(check.problem).toMatch(/@italia\/engine 0\.0\.x/);
    }
  });

  it("an old record relabelled as format 2 fails at a step, never silently", () => {
    const check = checkRecord({ ...oldRecord, format: "italia-record/2" });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.step).not.toBeNull();
  });

  it("quotes at most a short prefix of an old record's engine field", () => {
    const check = checkRecord({ ...oldRecord, engine: "x".repeat(10_000) });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problem.length).toBeLessThan(400);
  });
});
