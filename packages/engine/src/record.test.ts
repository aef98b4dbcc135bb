import { describe, expect, it } from "vitest";
import { apply } from "./apply.js";
import { appendStep, checkRecord, createRecord, type GameRecord } from "./record.js";
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
    expect(record.format).toBe("italia-record/1");
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
});
