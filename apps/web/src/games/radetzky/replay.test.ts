import { radetzky } from "@italia/radetzky";
import { describe, expect, it } from "vitest";
import { LocalRadetzky } from "./local";
import { isRadetzkyRecord, ReplayRadetzky, replayRecord } from "./replay";

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
  const record = {
    format: "game-record/1",
    game: "radetzky",
    version: radetzky.info.version,
    config: game.config,
    seed: "replay-unit",
    seats: [{ name: "A", bot: "greedy" }, { name: "B", bot: "greedy" }, { name: "C" }],
    steps: game.actions.map((action) => ({ action })),
    outcome: null,
  };
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
      expect(refused.error.message).toMatch(/^step 4: /);
    }
    for (const [x, why] of [
      [{ ...record, game: "italia" }, /not a Radetzky record/],
      [{ ...record, seed: 1 }, /no seed/],
      [{ ...record, config: { ...record.config, players: 9 } }, /^config: /],
      [{ ...record, steps: [{ host: {} }] }, /^step 1 is no action/],
      [{ ...record, steps: "x" }, /steps must be a list/],
    ] as const) {
      const r = replayRecord(x);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(why);
    }
  });
});
