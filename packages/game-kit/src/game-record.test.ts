/** The platform's game record (`game-record/1`): read from anywhere, replayed with a game's rules. */
import { describe, expect, it } from "vitest";
import type { Game } from "./game.js";
import { checkGameRecord, type PlatformRecord, type PlatformStep } from "./game-record.js";
import { ok, refused } from "./result.js";
import {
  type RelayAction,
  type RelayConfig,
  type RelayEvent,
  type RelayState,
  type RelayView,
  relay,
} from "./testing/relay.js";

type Relay = Game<RelayConfig, RelayState, RelayAction, RelayView, RelayEvent>;

/** Relay with a game clock: time up ends the game, lost. */
const clocked: Relay = {
  ...relay,
  host: (state, input) =>
    input.type === "timeUp"
      ? ok({
          state: { ...state, stage: "over", result: "loss", waiting: [] },
          events: [{ type: "ended", result: "loss" }],
        })
      : refused("BAD_INPUT", "the only host input is timeUp"),
};

/** Plays `config` from `seed` with each seat's first listed move, writing the record as a host does. */
function play(
  game: Relay,
  config: RelayConfig,
  seed: string,
  opts: { maxSteps?: number; timeUpAt?: number } = {},
) {
  let state = game.newGame(config, seed);
  const steps: PlatformStep[] = [];
  for (let n = 0; game.actors(state).length > 0 && n < (opts.maxSteps ?? 1000); n++) {
    if (n === opts.timeUpAt) {
      const hosted = game.host!(state, { type: "timeUp" });
      if (!hosted.ok) throw new Error(hosted.error.message);
      state = hosted.value.state;
      steps.push({ host: { type: "timeUp" } });
      continue;
    }
    const seat = game.actors(state).at(-1)!;
    const action = game.actionsOf(game.legalMoves(state, seat)[0]!)[0]!;
    const applied = game.apply(state, action);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
    const chance = game.chanceOf?.(applied.value.events);
    steps.push(chance === undefined ? { action } : { action, chance });
  }
  const record: PlatformRecord = {
    format: "game-record/1",
    game: game.info.id,
    version: game.info.version,
    config,
    seed,
    seats: Array.from({ length: config.players }, (_, i) => ({ name: `p${i + 1}` })),
    steps,
    outcome: game.outcome(state),
  };
  return { record, state };
}

const config: RelayConfig = { players: 3, target: 21 };
const finished = play(relay, config, "a record");
/** The record as a file from outside: parsed JSON, nothing shared with what wrote it. */
const file = (): Record<string, unknown> => JSON.parse(JSON.stringify(finished.record));

describe("checkGameRecord: a record that holds", () => {
  it("a finished game's record replays to the same state, with each step's chance and the outcome", () => {
    expect(finished.record.outcome).not.toBeNull();
    expect(finished.record.steps.some((s) => s.chance !== undefined)).toBe(true);
    const check = checkGameRecord(relay, file());
    if (!check.ok) throw new Error(check.error.message);
    expect(check.state).toEqual(finished.state);
    expect(check.record).toEqual(finished.record);
    expect(check.events).toHaveLength(finished.record.steps.length);
    expect(check.config).toEqual(config);
  });

  it("tells each step's state and events as it replays them, in order, once", () => {
    const seen: { step: number; state: unknown; events: readonly unknown[] }[] = [];
    const check = checkGameRecord(relay, file(), {
      onStep: (step, state, events) => seen.push({ step, state, events }),
    });
    if (!check.ok) throw new Error(check.error.message);
    expect(seen.map((s) => s.step)).toEqual(finished.record.steps.map((_, i) => i));
    expect(seen.map((s) => s.events)).toEqual(check.events);
    expect(seen.at(-1)?.state).toEqual(check.state);
    // each state is the one its step leads to: the next step applies to it
    let state = relay.newGame(config, "a record");
    for (const [i, step] of finished.record.steps.entries()) {
      const r = relay.apply(state, (step as { action: unknown }).action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
      expect(seen[i]!.state).toEqual(state);
    }
  });

  it("a saved game (no outcome yet) resumes where it stopped", () => {
    const saved = play(relay, config, "saved", { maxSteps: 2 });
    expect(saved.record.outcome).toBeNull();
    const check = checkGameRecord(relay, JSON.parse(JSON.stringify(saved.record)));
    expect(check.ok && check.state).toEqual(saved.state);
  });

  it("a host input (the game clock's time up) is replayed by the game's host", () => {
    const timed = play(clocked, config, "clock", { timeUpAt: 1 });
    expect(timed.record.steps[1]).toEqual({ host: { type: "timeUp" } });
    const check = checkGameRecord(clocked, JSON.parse(JSON.stringify(timed.record)));
    expect(check.ok && check.record.outcome).toEqual(clocked.outcome(timed.state));
    // a game without a clock takes no host input
    expect(checkGameRecord(relay, JSON.parse(JSON.stringify(timed.record)))).toMatchObject({
      ok: false,
      step: 1,
      error: { code: "INVALID_RECORD", path: "$.steps[1].host" },
    });
  });

  it("fields in another order, and seats left out, are the same record", () => {
    const { seats: _, ...rest } = finished.record;
    const reordered = Object.fromEntries(Object.entries(rest).reverse());
    const check = checkGameRecord(relay, reordered);
    expect(check.ok && check.state).toEqual(finished.state);
  });
});

describe("checkGameRecord: what does not hold is named, and nothing throws", () => {
  const fails = (input: unknown, code: string, path: string, step: number | null = null) => {
    const check = checkGameRecord(relay, input);
    expect(check).toMatchObject({ ok: false, step, error: { code, path } });
    return check.ok ? "" : check.error.message;
  };

  it("the head: format, game, version, config, seed, seats, steps", () => {
    expect(fails([], "INVALID_RECORD", "$")).toMatch(/a JSON object/);
    expect(fails({ ...file(), format: "italia-record/2" }, "INVALID_RECORD", "$.format")).toMatch(
      /"italia-record\/2", not "game-record\/1"/,
    );
    expect(fails({ ...file(), game: "radetzky" }, "INVALID_RECORD", "$.game")).toMatch(
      /record of the game "radetzky"; these are the rules of "relay"/,
    );
    fails({ ...file(), version: 3 }, "INVALID_RECORD", "$.version");
    expect(
      fails({ ...file(), config: { players: 9 } }, "INVALID_CONFIG", "$.config.players"),
    ).toMatch(/players is a whole number from 1 to 5/);
    // the game's own refusal comes with it, for a front end's words
    expect(checkGameRecord(relay, { ...file(), config: { players: 9 } })).toMatchObject({
      refusal: { code: "BAD_CONFIG", path: "$.players" },
    });
    fails({ ...file(), seed: "" }, "INVALID_RECORD", "$.seed");
    fails({ ...file(), seed: "s".repeat(1001) }, "INVALID_RECORD", "$.seed");
    fails({ ...file(), seats: [{ name: "only one" }] }, "INVALID_RECORD", "$.seats");
    fails(
      { ...file(), seats: [{ name: 1 }, { name: "b" }, { name: "c" }] },
      "INVALID_RECORD",
      "$.seats[0].name",
    );
    fails(
      { ...file(), seats: [{ name: "a" }, { name: "b", bot: 7 }, { name: "c" }] },
      "INVALID_RECORD",
      "$.seats[1].bot",
    );
    fails({ ...file(), steps: {} }, "INVALID_RECORD", "$.steps");
    fails({ ...file(), outcome: "won" }, "INVALID_RECORD", "$.outcome");
  });

  it("a step: its shape, a refused action (with its rule), other randomness", () => {
    const steps = () => file().steps as Record<string, unknown>[];
    const both = steps();
    both[2] = { ...both[2], host: { type: "timeUp" } };
    fails({ ...file(), steps: both }, "INVALID_RECORD", "$.steps[2]", 2);
    const refusedStep = steps();
    refusedStep[1] = { action: { type: "play", seat: 2, card: 99 } };
    expect(
      fails({ ...file(), steps: refusedStep }, "RECORD_STEP_REFUSED", "$.steps[1].action", 1),
    ).toMatch(/the action was refused/);
    // the game's own refusal comes with it, as the rules said it
    const first = relay.apply(
      relay.newGame(config, "a record"),
      (finished.record.steps[0] as { action: unknown }).action,
    );
    const own = first.ok && relay.apply(first.value.state, refusedStep[1]!.action);
    expect(own && !own.ok).toBe(true);
    expect(checkGameRecord(relay, { ...file(), steps: refusedStep })).toMatchObject({
      refusal: own && !own.ok ? own.error : "none",
    });
    const drawn = finished.record.steps.findIndex((s) => s.chance !== undefined);
    const other = steps();
    other[drawn] = { ...other[drawn], chance: { draws: [0] } };
    expect(
      fails(
        { ...file(), steps: other },
        "RECORD_CHANCE_DIFFERS",
        `$.steps[${drawn}].chance`,
        drawn,
      ),
    ).toMatch(/the seed draws/);
    const missing = steps();
    const { chance: _, ...bare } = missing[drawn]!;
    missing[drawn] = bare;
    fails(
      { ...file(), steps: missing },
      "RECORD_CHANCE_DIFFERS",
      `$.steps[${drawn}].chance`,
      drawn,
    );
  });

  it("an outcome the steps do not lead to; an outcome before the end", () => {
    const outcome = file().outcome as { results: string[] };
    const flipped = outcome.results.map((r) => (r === "win" ? "loss" : "win"));
    fails(
      { ...file(), outcome: { ...outcome, results: flipped } },
      "RECORD_OUTCOME_DIFFERS",
      "$.outcome",
    );
    const early = { ...file(), steps: (file().steps as unknown[]).slice(0, 3) };
    expect(fails(early, "RECORD_OUTCOME_DIFFERS", "$.outcome")).toMatch(/not over/);
  });

  it("deep, cyclic, huge or unreadable documents are refused, never a crash", () => {
    let deep: unknown = file();
    for (let i = 0; i < 10_000; i++) deep = { steps: deep };
    expect(checkGameRecord(relay, deep)).toMatchObject({ ok: false, error: { code: "TOO_DEEP" } });
    const cyclic: Record<string, unknown> = file();
    cyclic.config = cyclic;
    expect(checkGameRecord(relay, cyclic)).toMatchObject({
      ok: false,
      error: { code: "TOO_DEEP" },
    });
    expect(checkGameRecord(relay, { ...file(), seed: "x".repeat(20_000) })).toMatchObject({
      ok: false,
      error: { code: "TOO_LARGE", path: "$.seed" },
    });
    const getter = Object.defineProperty(file(), "steps", {
      enumerable: true,
      get() {
        throw new Error("boom");
      },
    });
    expect(checkGameRecord(relay, getter)).toMatchObject({
      ok: false,
      error: { code: "INVALID_RECORD" },
    });
    for (const junk of [null, 3, "game-record/1", undefined, [file()]]) {
      expect(checkGameRecord(relay, junk).ok).toBe(false);
    }
  });

  it("the steps are read once: what was checked is what is replayed", () => {
    let reads = 0;
    const sneaky = file();
    const first = (sneaky.steps as Record<string, unknown>[])[0]!;
    const action = first.action;
    Object.defineProperty(first, "action", {
      enumerable: true,
      get() {
        reads++;
        return reads === 1 ? action : { type: "play", seat: 0, card: 99 };
      },
    });
    expect(checkGameRecord(relay, sneaky).ok).toBe(true);
    expect(reads).toBe(1);
  });
});
