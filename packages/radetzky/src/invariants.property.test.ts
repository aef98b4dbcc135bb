/**
 * Property tests: invariants that hold after every action of any game, over random games (seeds,
 * 1–5 players, both modes, difficulty, hand information) played by a random or a greedy policy
 * over the listed legal moves.
 */
import { fc, test } from "@fast-check/vitest";
import { Prng, seedRng } from "@italia/game-kit";
import { describe, expect, it } from "vitest";
import type { RadetzkyAction } from "./actions.js";
import { apply } from "./apply.js";
import type { RadetzkyConfig } from "./config.js";
import {
  AUSTRIA_CARDS,
  adjacent,
  beater,
  beats,
  cleanAdjacent,
  ITALY_CARDS,
  iconOf,
  tableFor,
  ZONE_CARDS,
  ZONES,
} from "./data.js";
import type { RadetzkyEvent } from "./events.js";
import { outcome } from "./game.js";
import { legalMoves } from "./legal.js";
import { fromPosition, toPosition } from "./position.js";
import { actorsOf, poolOf } from "./seats.js";
import { newGame } from "./setup.js";
import type { RadetzkyState } from "./state.js";

type Policy = (state: RadetzkyState, moves: RadetzkyAction[], rng: Prng) => RadetzkyAction;

const random: Policy = (_s, moves, rng) => {
  // endTurn less often, so that games hold fights, Helps and conquests
  const busy = moves.filter((m) => m.type !== "endTurn");
  return busy.length > 0 && rng.int(5) > 0
    ? busy[rng.int(busy.length)]!
    : moves[rng.int(moves.length)]!;
};

/** Zones reachable from `from` by a Move, nearest first (breadth first). */
function distances(state: RadetzkyState, from: number): Map<number, number> {
  const links = state.config.mode === "advanced" ? cleanAdjacent : adjacent;
  const dist = new Map([[from, 0]]);
  const queue = [from];
  while (queue.length > 0) {
    const z = queue.shift()!;
    for (const w of links(z)) {
      if (!dist.has(w)) {
        dist.set(w, dist.get(z)! + 1);
        queue.push(w);
      }
    }
  }
  return dist;
}

/** A simple greedy team: conquers, fights to win, walks to the nearest conquerable Zone. */
const greedy: Policy = (state, moves, rng) => {
  const of = (type: RadetzkyAction["type"]) => moves.filter((m) => m.type === type);
  const fight = state.fight;
  if (state.stage === "respond" && fight) {
    const plays = of("playCard") as Extract<RadetzkyAction, { type: "playCard" }>[];
    if (fight.kind === "radetzky") {
      const need = fight.current.map((a) => beater(iconOf(a)));
      for (const c of fight.italyPlayed) need.splice(need.indexOf(iconOf(c)), 1);
      return plays.find((p) => need.includes(iconOf(p.card))) ?? plays[0]!;
    }
    const icons = fight.current.map(iconOf);
    return (
      plays.find((p) => icons.some((a) => beats(iconOf(p.card), a))) ??
      plays.find((p) => icons.includes(iconOf(p.card))) ??
      plays[0]!
    );
  }
  if (state.stage === "decide") {
    const pool = poolOf(state, fight?.zone ?? -1).length;
    return (pool >= 2 ? of("continueFight")[0] : undefined) ?? of("stopFight")[0]!;
  }
  if (state.stage !== "action") return moves[rng.int(moves.length)]!;
  const first = (type: RadetzkyAction["type"]) => of(type)[0];
  const conquer = first("conquer");
  if (conquer) return conquer;
  const here = state.patriots[state.active ?? 0]!;
  const handSize = (state.hands[state.config.players === 1 ? "solo" : String(state.active)] ?? [])
    .length;
  if (first("fightRadetzky") && handSize >= 3) return first("fightRadetzky")!;
  if (first("fightSoldiers") && (state.zones[String(here)]?.soldiers ?? 0) <= 3) {
    return first("fightSoldiers")!;
  }
  const targets = ZONES.filter(
    (z) =>
      state.zones[String(z)]!.owner === null &&
      state.radetzky !== z &&
      (state.available.includes(z) || state.zones[String(z)]!.soldiers > 0),
  );
  const dist = distances(state, here);
  const goal = targets.sort((a, b) => (dist.get(a) ?? 99) - (dist.get(b) ?? 99))[0];
  if (goal !== undefined && goal !== here) {
    const next = (of("move") as Extract<RadetzkyAction, { type: "move" }>[]).sort(
      (a, b) =>
        (distances(state, a.zone).get(goal) ?? 99) - (distances(state, b.zone).get(goal) ?? 99),
    )[0];
    if (next) return next;
  }
  return first("refresh") ?? first("fightSoldiers") ?? first("endTurn")!;
};

interface Step {
  readonly before: RadetzkyState;
  readonly action: RadetzkyAction;
  readonly after: RadetzkyState;
  readonly events: readonly RadetzkyEvent[];
}

/** Plays one game; returns its steps and last state. */
function play(config: RadetzkyConfig, seed: string, policy: Policy, maxSteps = 4000) {
  const rng = new Prng(seedRng(`${seed}/policy`));
  let state = newGame(config, seed);
  const start = state;
  const steps: Step[] = [];
  for (let n = 0; n < maxSteps; n++) {
    const actors = actorsOf(state);
    if (actors.length === 0) break;
    const seat = actors[rng.int(actors.length)]!;
    const moves = legalMoves(state, seat);
    if (moves.length === 0) throw new Error(`actor ${seat} has no legal move at step ${n}`);
    const action = policy(state, moves, rng);
    const r = apply(state, action);
    if (!r.ok) throw new Error(`listed ${JSON.stringify(action)} refused: ${r.error.message}`);
    steps.push({ before: state, action, after: r.value.state, events: r.value.events });
    state = r.value.state;
  }
  return { start, steps, last: state };
}

const configArb = fc.record({
  players: fc.integer({ min: 1, max: 5 }),
  mode: fc.constantFrom("basic" as const, "advanced" as const),
  difficulty: fc.integer({ min: -4, max: 4 }),
  handInfo: fc.constantFrom("open" as const, "iconCount" as const, "closed" as const),
});
const gameArb = fc.record({
  config: configArb,
  seed: fc.string({ maxLength: 8 }),
  greedy: fc.boolean(),
});

/** Every card of every deck, and where it is. */
function cardPlaces(s: RadetzkyState): Map<string | number, number> {
  const count = new Map<string | number, number>();
  const add = (xs: readonly (string | number)[]) => {
    for (const x of xs) count.set(x, (count.get(x) ?? 0) + 1);
  };
  add(s.zoneDeck);
  add(s.available);
  add(s.notAvailable);
  add(s.zoneRemoved);
  add(s.austriaDeck);
  add(s.austriaDiscard);
  add(s.italyDeck);
  add(s.italyDiscard);
  for (const h of Object.values(s.hands)) add(h);
  for (const t of Object.values(s.table)) add(t);
  for (const t of Object.values(s.helps)) add(t?.under ?? []);
  if (s.fight) {
    add(s.fight.current);
    add(s.fight.austriaUsed);
    add(s.fight.italyPlayed);
    if (s.fight.rifleCard) add([s.fight.rifleCard]);
  }
  return count;
}

describe("invariants over random games", () => {
  test.prop([gameArb], { numRuns: 30 })(
    "RZ5.1 RZ5.2 every card is in exactly one place at every step; RZ1.9 Soldiers never exceed the prepared number",
    ({ config, seed, greedy: g }) => {
      const { start, steps } = play(config, seed, g ? greedy : random);
      const all = [...ZONE_CARDS, ...AUSTRIA_CARDS, ...ITALY_CARDS];
      const prepared = tableFor(config.players).soldiersPrepared;
      for (const s of [start, ...steps.map((x) => x.after)]) {
        const places = cardPlaces(s);
        expect(places.size).toBe(all.length);
        for (const card of all) expect(places.get(card)).toBe(1);
        const soldiers =
          Object.values(s.zones).reduce((n, z) => n + z.soldiers, 0) + s.castle + s.lens;
        expect(soldiers + s.reserve).toBe(prepared);
        expect(s.reserve).toBeGreaterThanOrEqual(0);
        for (const z of Object.values(s.zones)) if (z.owner !== null) expect(z.soldiers).toBe(0);
        if (s.stage !== "over") expect(s.zones[String(s.radetzky)]!.owner).toBeNull();
      }
    },
  );

  test.prop([gameArb], { numRuns: 20 })(
    "RZ4.6 RZ16.1 some actor has a legal move until the end, and the game ends",
    ({ config, seed, greedy: g }) => {
      const { start, steps, last } = play(config, seed, g ? greedy : random);
      for (const s of [start, ...steps.map((x) => x.before)]) {
        const actors = actorsOf(s);
        expect(actors.length).toBeGreaterThan(0);
        expect(actors.some((seat) => legalMoves(s, seat).length > 0)).toBe(true);
      }
      expect(last.stage).toBe("over");
      expect(actorsOf(last)).toEqual([]);
      expect(outcome(last)).not.toBeNull();
    },
  );

  test.prop([gameArb], { numRuns: 10 })(
    "RZ26 the same config, seed and actions give the same game; positions read back as themselves",
    ({ config, seed, greedy: g }) => {
      const { start, steps } = play(config, seed, g ? greedy : random);
      expect(JSON.stringify(newGame(config, seed))).toBe(JSON.stringify(start));
      let state = start;
      for (const [i, s] of steps.entries()) {
        const r = apply(JSON.parse(JSON.stringify(state)), s.action);
        if (!r.ok) throw new Error(r.error.message);
        const { state: after, events } = r.value;
        expect(JSON.stringify({ state: after, events })).toBe(
          JSON.stringify({ state: s.after, events: s.events }),
        );
        state = r.value.state;
        if (i % 10 === 0) {
          const back = fromPosition(toPosition(state));
          if (!back.ok) throw new Error(`${back.error.path}: ${back.error.message}`);
          expect(toPosition(back.value)).toEqual(toPosition(state));
        }
      }
    },
  );
});

describe("RZ16 both endings are reachable", () => {
  it("RZ14.4 RZ14.5 games end at 2.C (either side winning) and at 2.D.1", () => {
    const seen = new Set<string>();
    for (let g = 0; g < 200 && seen.size < 3; g++) {
      const players = 1 + (g % 5);
      const difficulty = g % 2 === 0 ? -4 : 4;
      const config: RadetzkyConfig = { players, mode: "basic", difficulty, handInfo: "open" };
      const { last } = play(config, `ending ${g}`, greedy);
      if (last.winner) seen.add(`${last.winner}/${last.endReason}`);
    }
    expect([...seen].sort()).toEqual(["austria/reserve", "austria/zones", "italy/zones"]);
  });
});
