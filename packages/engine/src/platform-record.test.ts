/**
 * Italia's records in the platform's format (`game-record/1`): `checkRecord` reads them beside
 * `italia-record/2`, `toPlatformRecord` writes them, and the game kit's generic reader agrees.
 */
import { checkGameRecord, type PlatformRecord, Prng, seedRng } from "@italia/game-kit";
import { describe, expect, it } from "vitest";
import { apply } from "./apply.js";
import { italia } from "./game.js";
import { appendStep, createRecord, type GameRecord, platformRecordOf } from "./record.js";
import { checkRecord, toPlatformRecord } from "./record-check.js";
import { newGame } from "./setup.js";
import { randomAction } from "./testing/random-play.js";

/**
 * A timed game of 3 seats played at random, the clock reported expired (R11.4) at step 60: its
 * `italia-record/2`, and its `game-record/1` written as the platform's host writes one.
 */
function timedGame(stopAt = Number.POSITIVE_INFINITY) {
  const config = { players: 3 as const, seed: "platform record", limit: { minutes: 30 } };
  const seats = [{ name: "Ada" }, { name: "greedy", bot: "greedy" }, { name: "Bea" }];
  let mine = createRecord(config, seats);
  const { seed, ...rest } = config;
  const steps: PlatformRecord["steps"][number][] = [];
  let state = newGame(config);
  const rng = new Prng(seedRng(5));
  for (let n = 0; state.stage !== "over" && n < stopAt; n++) {
    const action = n === 60 ? ({ type: "clockExpired" } as const) : randomAction(state, rng);
    const r = apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    mine = appendStep(mine, action, r.events, r.state);
    const chance = italia.chanceOf?.(r.events);
    const step =
      action.type === "clockExpired" ? { host: { type: "timeUp" as const } } : { action };
    steps.push(chance === undefined ? step : { ...step, chance });
    state = r.state;
  }
  const platform: PlatformRecord = {
    format: "game-record/1",
    game: "italia",
    version: mine.engine,
    config: rest,
    seed,
    seats,
    steps,
    outcome: italia.outcome(state),
  };
  const parsed = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
  return { italia2: parsed(mine), platform: parsed(platform), state };
}

describe("Italia's game-record/1 (R11.4's clock as the host's input, dice as chance)", () => {
  const { italia2, platform, state } = timedGame();

  it("the game is a whole one: dice rolled, the clock expired, an outcome", () => {
    expect(state.stage).toBe("over");
    expect(platform.steps[60]).toEqual({ host: { type: "timeUp" } });
    expect(platform.steps.some((s) => Array.isArray(s.chance))).toBe(true);
    expect(platform.outcome?.results).toHaveLength(3);
  });

  it("checkRecord replays it to the same state as its italia-record/2, and gives it in that form", () => {
    const fromPlatform = checkRecord(platform);
    const fromItalia = checkRecord(italia2);
    if (!fromPlatform.ok || !fromItalia.ok) throw new Error("a record did not replay");
    expect(fromPlatform.state).toEqual(fromItalia.state);
    expect(fromPlatform.state).toEqual(state);
    expect(fromPlatform.record).toEqual(italia2);
  });

  it("toPlatformRecord writes it from either format, and the game kit's reader replays it alike", () => {
    expect(toPlatformRecord(italia2)).toEqual({ ok: true, record: platform });
    expect(toPlatformRecord(platform)).toEqual({ ok: true, record: platform });
    const kit = checkGameRecord(italia, platform);
    if (!kit.ok) throw new Error(kit.error.message);
    expect(kit.state).toEqual(state);
    expect(kit.record).toEqual(platform);
  });

  it("a saved game (no outcome) converts and resumes where it stopped", () => {
    const saved = timedGame(20);
    expect(saved.platform.outcome).toBeNull();
    const check = checkRecord(saved.platform);
    expect(check.ok && check.state).toEqual(saved.state);
    expect(check.ok && check.record.result).toBeNull();
    expect(toPlatformRecord(saved.italia2)).toEqual({ ok: true, record: saved.platform });
  });

  it("what does not hold is named at the record's own paths", () => {
    const refusal = (input: unknown) => {
      const check = checkRecord(input);
      if (check.ok) throw new Error("accepted");
      return { code: check.error.code, path: check.error.path, step: check.step };
    };
    const steps = () => JSON.parse(JSON.stringify(platform.steps)) as Record<string, unknown>[];
    expect(refusal({ ...platform, game: "radetzky" })).toEqual({
      code: "INVALID_RECORD",
      path: "$.game",
      step: null,
    });
    expect(checkRecord({ ...platform, game: "radetzky" })).toMatchObject({
      error: { message: expect.stringContaining(`"radetzky"; @italia/engine replays Italia's`) },
    });
    expect(
      refusal({ ...platform, config: { ...(platform.config as object), seed: "x" } }),
    ).toMatchObject({
      path: "$.config.seed",
    });
    expect(refusal({ ...platform, config: { players: 7 } })).toMatchObject({
      code: "INVALID_CONFIG",
    });
    expect(refusal({ ...platform, seed: 42 })).toMatchObject({ path: "$.seed" });
    expect(refusal({ ...platform, steps: { 0: platform.steps[0] } })).toEqual({
      code: "INVALID_RECORD",
      path: "$.steps",
      step: null,
    });
    const rolled = platform.steps.findIndex((s) => Array.isArray(s.chance));
    const otherDice = steps();
    otherDice[rolled] = { ...otherDice[rolled], chance: [1, 1, 1] };
    expect(refusal({ ...platform, steps: otherDice })).toEqual({
      code: "RECORD_DICE_DIFFER",
      path: `$.steps[${rolled}].chance`,
      step: rolled,
    });
    const noDice = steps();
    delete noDice[rolled]!.chance;
    expect(refusal({ ...platform, steps: noDice })).toMatchObject({ code: "RECORD_DICE_DIFFER" });
    // the clock reported twice: the second time is refused (R11.4), named at its host input
    const twice = steps();
    twice.splice(61, 0, { host: { type: "timeUp" } });
    expect(refusal({ ...platform, steps: twice })).toEqual({
      code: "RECORD_STEP_REFUSED",
      path: "$.steps[61].host",
      step: 61,
    });
    const badHost = steps();
    badHost[60] = { host: { type: "pause" } };
    expect(refusal({ ...platform, steps: badHost })).toMatchObject({ path: "$.steps[60].host" });
    const outcome = { ...platform.outcome!, results: platform.outcome!.results.map(() => "draw") };
    expect(refusal({ ...platform, outcome })).toEqual({
      code: "RECORD_RESULT_DIFFERS",
      path: "$.outcome",
      step: null,
    });
  });

  it("R11.4: the clock's expiry written as a seat's action is refused (only the host reports it)", () => {
    const steps = JSON.parse(JSON.stringify(platform.steps)) as Record<string, unknown>[];
    steps[60] = { action: { type: "clockExpired" } };
    const check = checkRecord({ ...platform, steps });
    expect(check).toMatchObject({
      ok: false,
      error: { code: "RECORD_STEP_REFUSED", path: "$.steps[60].action" },
      step: 60,
    });
  });

  it("takes a step that rolled nothing written with empty dice (chance: [])", () => {
    const steps = platform.steps.map((s) => (s.chance === undefined ? { ...s, chance: [] } : s));
    const check = checkRecord({ ...platform, steps });
    expect(check.ok && check.state).toEqual(state);
  });

  it("keeps the seats as written, a front end's own fields included", () => {
    const seats = platform.seats!.map((s, i) => (i === 0 ? { ...s, standIn: "resigned" } : s));
    const check = checkRecord({ ...platform, seats });
    expect(check.ok && check.record.seats).toEqual(seats);
    expect(checkRecord({ ...platform, seats: seats.slice(1) })).toMatchObject({
      ok: false,
      error: { code: "INVALID_RECORD", path: "$.seats" },
    });
  });

  it("an italia-record/2 with its dice left out still converts, with the dice the engine rolls", () => {
    const bare: GameRecord = {
      ...italia2,
      steps: italia2.steps.map((s) => ({ action: s.action })),
    };
    expect(toPlatformRecord(bare)).toEqual({ ok: true, record: platform });
  });

  it("checkRecord gives each step with the dice it rolled, written or not (what a host resumes from)", () => {
    const bare: GameRecord = {
      ...italia2,
      steps: italia2.steps.map((s) => ({ action: s.action })),
    };
    const check = checkRecord(bare);
    if (!check.ok) throw new Error(check.error.message);
    expect(check.record.steps).toEqual(italia2.steps);
    expect(check.record.steps.some((s) => (s.dice?.length ?? 0) > 0)).toBe(true);
    // no empty dice lists: a step that rolled nothing has none
    expect(check.record.steps.every((s) => s.dice === undefined || s.dice.length > 0)).toBe(true);
  });

  it("platformRecordOf converts a record with its dice without a replay, as toPlatformRecord does", () => {
    expect(platformRecordOf(italia2, state)).toEqual(platform);
    const saved = timedGame(20);
    expect(platformRecordOf(saved.italia2, saved.state)).toEqual(saved.platform);
    // it trusts its input: the dice are copied as they stand, not rolled again
    const rolled = italia2.steps.findIndex((s) => s.dice !== undefined);
    const steps = [...italia2.steps];
    steps[rolled] = { ...steps[rolled]!, dice: [9] };
    expect(platformRecordOf({ ...italia2, steps }, state).steps[rolled]).toMatchObject({
      chance: [9],
    });
  });
});
