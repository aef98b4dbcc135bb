import { describe, expect, it } from "vitest";
import { LocalRadetzky } from "./local";
import { teamStats } from "./stats";

describe("the team's statistics at the end", () => {
  it("RZ12, RZ14: counts cards played by seat, fights by result and Austria's soldiers by round from a whole game", () => {
    const started = LocalRadetzky.start({
      config: { players: 3, mode: "basic", difficulty: 0, handInfo: "open" },
      seats: [
        { kind: "greedy", name: "A" },
        { kind: "greedy", name: "B" },
        { kind: "greedy", name: "C" },
      ],
      seed: "stats-unit",
    });
    if (!started.ok) throw new Error(started.error.message);
    const game = started.game;
    for (let i = 0; i < 5000 && game.waiting().kind !== "over"; i++) game.stepBots();
    const stats = teamStats(game.log);
    const events = game.log.map((e) => e.event);
    const played = events.filter((e) => e.type === "italyPlayed");
    const ended = events.filter((e) => e.type === "fightEnded");
    expect(played.length).toBeGreaterThan(0);
    expect(Object.values(stats.cardsBySeat).reduce((a, b) => a + b, 0)).toBe(played.length);
    expect(stats.fights.won + stats.fights.lost + stats.fights.stopped).toBe(ended.length);
    const placed = events.reduce((n, e) => n + (e.type === "soldiersPlaced" ? e.count : 0), 0);
    expect(stats.soldiersByRound.reduce((n, r) => n + r.placed, 0)).toBe(placed);
    const rounds = stats.soldiersByRound.map((r) => r.round);
    expect(rounds).toEqual([...rounds].sort((a, b) => a - b));
    expect(teamStats([])).toEqual({
      cardsBySeat: {},
      fights: { won: 0, lost: 0, stopped: 0 },
      defeated: 0,
      soldiersByRound: [],
    });
  });
});
