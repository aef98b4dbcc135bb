import { describe, expect, it } from "vitest";
import { apply } from "./apply.js";
import { appendStep, createRecord, type GameRecord } from "./record.js";
import { checkRecord } from "./record-check.js";
import { nested } from "./testing/documents.js";
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
    const action = steps[i]!.action as { seat: number };
    // Another seat's attack: not its turn (R4.7).
    steps[i] = { action: { ...action, seat: (action.seat + 1) % config.players } as never };
    const check = checkRecord({ ...record, steps });
    expect(check).toMatchObject({
      ok: false,
      step: i,
      error: { code: "RECORD_STEP_REFUSED", path: `$.steps[${i}].action`, rule: "R4.7" },
    });
    if (!check.ok) expect(check.error.message).toMatch(/refused/);
  });

  it("names the first step whose recorded dice differ from the engine's", () => {
    const steps = record.steps.slice();
    const i = steps.findIndex((s) => s.dice !== undefined);
    const dice = steps[i]!.dice!.slice();
    dice[0] = dice[0] === 6 ? 1 : 6;
    steps[i] = { ...steps[i]!, dice };
    const check = checkRecord({ ...record, steps });
    expect(check).toMatchObject({
      ok: false,
      step: i,
      error: { code: "RECORD_DICE_DIFFER", path: `$.steps[${i}].dice`, rule: null },
    });
    if (!check.ok) expect(check.error.message).toMatch(/dice/);
  });

  it("reports a recorded result that does not match the replay", () => {
    const check = checkRecord({ ...record, result: { ...record.result!, winner: 7 } });
    expect(check).toMatchObject({
      ok: false,
      step: null,
      error: { code: "RECORD_RESULT_DIFFERS", path: "$.result" },
    });
    if (!check.ok) expect(check.error.message).toMatch(/recorded result/);
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
    [null, "INVALID_RECORD", "$", /JSON object/],
    [{ ...createRecord(config), format: "other" }, "INVALID_RECORD", "$.format", /\$\.format/],
    [
      { ...createRecord(config), config: { players: 5, seed: 1 } },
      "INVALID_CONFIG",
      "$.config.players",
      /\$\.config\.players/,
    ],
    [
      { ...createRecord(config), steps: [{ nope: 1 }] },
      "INVALID_RECORD",
      "$.steps[0]",
      /\$\.steps\[0\]/,
    ],
    [
      { ...createRecord(config), steps: [{ action: { type: "endTurn", seat: 0 }, dice: ["x"] }] },
      "INVALID_RECORD",
      "$.steps[0].dice",
      /\$\.steps\[0\]\.dice/,
    ],
  ])("refuses a malformed record with the field named (%#)", (input, code, path, message) => {
    const check = checkRecord(input);
    expect(check).toMatchObject({ ok: false, step: null, error: { code, path } });
    if (!check.ok) expect(check.error.message).toMatch(message);
  });

  describe("never throws on deep, cyclic or huge input (bounded reading)", () => {
    it("refuses a result nested 20,000 levels with TOO_DEEP", () => {
      const input = { ...record, result: nested(20_000) };
      let check: ReturnType<typeof checkRecord> | undefined;
      expect(() => {
        check = checkRecord(input);
      }).not.toThrow();
      expect(check).toMatchObject({ ok: false, step: null, error: { code: "TOO_DEEP" } });
      expect(check?.ok === false && check.error.path?.startsWith("$.result.a.a")).toBe(true);
    });

    it("refuses a cyclic record with TOO_DEEP", () => {
      const input: Record<string, unknown> = { ...record };
      input.seats = [input];
      expect(checkRecord(input)).toMatchObject({ ok: false, error: { code: "TOO_DEEP" } });
    });

    it("refuses a huge record with TOO_LARGE", () => {
      const steps = new Array(3_000_000).fill(record.steps[0]);
      expect(checkRecord({ ...record, steps })).toMatchObject({
        ok: false,
        error: { code: "TOO_LARGE", path: "$.steps" },
      });
    });

    it("quotes at most a short prefix of a recorded result that differs", () => {
      const result = { ...record.result!, endReason: "x".repeat(5000) };
      const check = checkRecord({ ...record, result });
      expect(check).toMatchObject({ ok: false, error: { code: "RECORD_RESULT_DIFFERS" } });
      if (!check.ok) expect(check.error.message.length).toBeLessThan(400);
    });

    it("replays the copy it checked, not the caller's object read again", () => {
      let reads = 0;
      const first = record.steps[0]!.action;
      const step = {
        get action() {
          reads++;
          // Well-formed when checked, refused if read a second time.
          return reads === 1 ? first : { type: "endTurn", seat: 9 };
        },
      };
      const check = checkRecord({ ...record, steps: [step, ...record.steps.slice(1)] });
      expect(check.ok).toBe(true);
      expect(reads).toBe(1);
    });
  });

  it("refuses a record written by engine 0.0.x (the old generator) with a clear reason", () => {
    // A real record, written by engine 0.0.0 (FNV-1a + sfc32) before the switch to ChaCha20.
    const check = checkRecord(oldRecord);
    expect(check).toMatchObject({ ok: false, step: null });
    if (!check.ok) {
      expect(check.error.message).toMatch(/older engine \(engine "0\.0\.0"\)/);
      expect(check.error.message).toMatch(/ChaCha20/);
      expect(check.error.message).toMatch(/@italia\/engine 0\.0\.x/);
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
    if (!check.ok) expect(check.error.message.length).toBeLessThan(400);
  });
});
