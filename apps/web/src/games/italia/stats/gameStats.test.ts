import { rollOdds } from "@italia/bot-sdk";
import {
  apply,
  armiesOnMap,
  type DiceRolledEvent,
  type GameEvent,
  newGame,
  regionCount,
} from "@italia/engine";
import { describe, expect, it } from "vitest";
import { finishedRecord } from "../replay/testing";
import { expectedLosses, gameStats, luckOf, StatsCollector } from "./gameStats";

const record = finishedRecord("stats", 10);
const stats = gameStats(record);

/** Every action's events and the state after it, replayed here independently. */
function history() {
  let state = newGame(record.config);
  const out: { events: readonly GameEvent[]; state: typeof state }[] = [];
  for (const step of record.steps) {
    const result = apply(state, step.action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    out.push({ events: result.events, state });
  }
  return out;
}
const played = history();
const all = played.flatMap((h) => h.events);
const count = (type: GameEvent["type"]) => all.filter((e) => e.type === type).length;
const sum = (f: (s: (typeof stats.seats)[number]) => number) =>
  stats.seats.reduce((n, s) => n + f(s), 0);

describe("end-of-game statistics", () => {
  it("expected losses are the exact averages of rollOdds (R6.3)", () => {
    expect(expectedLosses(1, 1)).toEqual({ attacker: 21 / 36, defender: 15 / 36 });
    for (const [a, d] of [
      [3, 2],
      [2, 2],
      [3, 3],
    ] as const) {
      const e = expectedLosses(a, d);
      expect(e.attacker + e.defender).toBeCloseTo(Math.min(a, d), 12);
      const outcomes = rollOdds(a, d);
      expect(e.attacker).toBeCloseTo(
        outcomes.reduce((n, o) => n + o.attackerLosses * o.probability, 0),
        12,
      );
    }
  });

  it("samples armies and regions of each seat at the start of every round, then at the end", () => {
    expect(stats.finished).toBe(true);
    const starts = played.filter((h, i) =>
      h.events.some(
        (e) =>
          e.type === "turnStarted" &&
          !played
            .slice(0, i)
            .some((p) => p.events.some((x) => x.type === "turnStarted" && x.round >= e.round)),
      ),
    );
    const points = [...starts.map((h) => h.state), played[played.length - 1]!.state];
    expect(stats.rounds).toEqual(points.map((s) => s.round));
    expect(stats.rounds[0]).toBe(1);
    for (let seat = 0; seat < 4; seat++) {
      expect(stats.armies[seat]).toEqual(points.map((s) => armiesOnMap(s, seat)));
      expect(stats.regions[seat]).toEqual(points.map((s) => regionCount(s, seat)));
    }
    // 20 regions at every point (R1).
    for (let k = 0; k < points.length; k++) expect(sum((s) => stats.regions[s.seat]![k]!)).toBe(20);
  });

  it("counts rolls, battles won by conquest and regions lost from the events", () => {
    const rolls = all.filter((e): e is DiceRolledEvent => e.type === "diceRolled");
    expect(rolls.length).toBeGreaterThan(20);
    expect(sum((s) => s.rolls)).toBe(rolls.length);
    const byAttack = all.filter((e) => e.type === "regionConquered" && e.by === "attack").length;
    expect(sum((s) => s.battlesWon)).toBe(byAttack);
    expect(sum((s) => s.regionsLost)).toBe(count("regionConquered"));
    expect(sum((s) => s.battlesLost)).toBe(sum((s) => s.defencesHeld));
    const losses = rolls.reduce((n, e) => n + e.attackerLosses + e.defenderLosses, 0);
    expect(sum((s) => s.armiesLost)).toBe(losses);
    expect(sum((s) => s.armiesDestroyed)).toBe(losses);
  });

  it("dice luck is measured against the exact expectation and sums to zero over the seats", () => {
    const rolls = all.filter((e): e is DiceRolledEvent => e.type === "diceRolled");
    const expected = rolls.reduce((n, e) => {
      const x = expectedLosses(e.attackerDice.length, e.defenderDice.length);
      return n + x.attacker + x.defender;
    }, 0);
    expect(sum((s) => s.expectedLost)).toBeCloseTo(expected, 9);
    expect(sum((s) => s.expectedDestroyed)).toBeCloseTo(expected, 9);
    expect(sum(luckOf)).toBeCloseTo(0, 9);
    expect(stats.seats.some((s) => Math.abs(luckOf(s)) > 0.5)).toBe(true);
  });

  it("counts combinations played (R5), colpi (R9) and eliminations (R6.5) per seat", () => {
    expect(count("cardsPlayed")).toBeGreaterThan(0);
    expect(sum((s) => Object.values(s.combinations).reduce((n, k) => n + (k ?? 0), 0))).toBe(
      count("cardsPlayed"),
    );
    const armies = all.reduce((n, e) => n + (e.type === "cardsPlayed" ? e.armies : 0), 0);
    expect(sum((s) => s.cardArmies)).toBe(armies);
    expect(sum((s) => s.colpi.length)).toBe(count("bonusCompleted"));
    expect(sum((s) => s.eliminated.length)).toBe(count("playerEliminated"));
  });

  it("splits rolls into battles: a run on one target, ended by a conquest or called off", () => {
    const start = newGame({ players: 3, seed: "battles" });
    const c = new StatsCollector(start);
    const roll = (from: string, to: string, a: number, d: number): DiceRolledEvent =>
      ({
        type: "diceRolled",
        seat: 0,
        defender: 1,
        from,
        to,
        attackerDice: [6, 5, 4],
        defenderDice: [3, 2],
        attackerLosses: a,
        defenderLosses: d,
      }) as DiceRolledEvent;
    const conquest = {
      type: "regionConquered",
      seat: 0,
      region: "lazio",
      from: "toscana",
      previousOwner: 1,
      by: "attack",
    } as GameEvent;
    c.step([roll("toscana", "lazio", 1, 1)], start);
    c.step([roll("toscana", "lazio", 0, 2), conquest], start);
    c.step([roll("umbria", "marche", 2, 0)], start);
    c.step([roll("umbria", "abruzzo", 2, 0)], start);
    c.step([{ type: "turnEnded", seat: 0, round: 1 }], start);
    const s = c.finish();
    expect(s.seats[0]).toMatchObject({ battlesWon: 1, battlesLost: 2, rolls: 4, armiesLost: 5 });
    expect(s.seats[1]).toMatchObject({ defencesHeld: 2, regionsLost: 1, armiesLost: 3 });
  });
});
