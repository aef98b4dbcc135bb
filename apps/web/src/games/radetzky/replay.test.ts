import { radetzky } from "@italia/radetzky";
import { describe, expect, it } from "vitest";
import { LocalRadetzky } from "./local";
import { isRadetzkyRecord, localRecord, ReplayRadetzky, replayRecord } from "./replay";

/** A whole game of bots and its record, as game-record/1 keeps it. */
function played() {
  const started = LocalRadetzky.start({
    config: { players: 3, mode: "basic", difficulty: 0, handInfo: "closed" },
    seats: [
      { kind: "greedy", name: "A" },
      { kind: "greedy", name: "B" },
      { kind: "random", name: "C" },
    ],
    seed: "replay-unit",
  });
  if (!started.ok) throw new Error(started.error.message);
  const game = started.game;
  for (let i = 0; i < 5000 && game.waiting().kind !== "over"; i++) game.stepBots();
  const record = localRecord({
    config: game.config,
    setup: { seed: "replay-unit" },
    seats: [
      { kind: "greedy", name: "A" },
      { kind: "greedy", name: "B" },
      { kind: "person", name: "C" },
    ],
    actions: game.actions,
  });
  return { game, record: JSON.parse(JSON.stringify(record)) as typeof record };
}

describe("a Radetzky record in the replay viewer", () => {
  it("RZ26: replays to the game's states; each step from a seat's point of view (RZ24)", () => {
    const { game, record } = played();
    expect(isRadetzkyRecord(record)).toBe(true);
    const r = replayRecord(record);
    if (!r.ok) throw new Error(r.error.message);
    const { replay } = r;
    expect(replay.states.at(-1)).toEqual(game.state);
    expect(replay.seats.map((s) => [s.name, s.kind])).toEqual([
      ["A", "greedy"],
      ["B", "greedy"],
      ["C", "person"],
    ]);
    const end = new ReplayRadetzky(replay, replay.steps.length, 1);
    expect(end.waiting()).toEqual({ kind: "over" });
    expect(end.result()).toEqual(game.result());
    expect(end.log).toEqual(game.log);
    const mid = Math.floor(replay.steps.length / 2);
    const at = new ReplayRadetzky(replay, mid, 2);
    expect(at.view(null)).toEqual(radetzky.view(replay.states[mid]!, 2));
    expect(at.moves()).toEqual([]);
    expect(at.waiting()).toEqual({ kind: "others", seats: radetzky.actors(replay.states[mid]!) });
  });

  it("refuses a record the rules do not accept, saying where", () => {
    const { record } = played();
    const bad = structuredClone(record);
    (bad.steps[3] as { action: unknown }).action = { type: "move", seat: 0, zone: 99 };
    const refused = replayRecord(bad);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error).toMatchObject({ why: "refused", step: 4 });
      expect(refused.error.message).toMatch(/^the action was refused: /);
      expect(refused.error.refusal?.rule).toMatch(/^RZ/);
    }
    const drawn = record.steps.findIndex((s) => s.chance !== undefined);
    const steps = record.steps.map((s, i) =>
      i === drawn ? { ...s, chance: { shuffles: [[1]] } } : s,
    );
    const otherChance = { ...record, steps };
    const outcome = { ...record.outcome!, reason: "other" };
    for (const [x, why, step] of [
      [{ ...record, game: "italia" }, "notRecord"],
      [{ ...record, seed: 1 }, "noSeed"],
      [{ ...record, config: { ...(record.config as object), players: 9 } }, "config"],
      [{ ...record, steps: [{ host: {} }] }, "notAction", 1],
      [{ ...record, steps: "x" }, "steps"],
      [otherChance, "chance", drawn + 1],
      [{ ...record, outcome }, "outcome"],
      [{ ...record, seats: [] }, "invalid"],
    ] as const) {
      const r = replayRecord(x);
      expect(r.ok ? "held" : r.error.why, JSON.stringify(x).slice(0, 60)).toBe(why);
      if (!r.ok) expect(r.error.step).toBe(step);
    }
  });
});
