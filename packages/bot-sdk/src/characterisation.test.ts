import {
  ENGINE_VERSION,
  type GameRecord,
  type LegalMove,
  legalMoves,
  moveAction,
  type PlayerAction,
  type Seed,
  toPlatformRecord,
} from "@italia/engine";
import { describe, expect, it } from "vitest";
import {
  type Bot,
  createBot,
  type DecisionContext,
  GameHost,
  type GameSummary,
  playGame,
} from "./index.js";
import { digest, pinned } from "./testing/pinned.js";

/** Ten minutes per decision: no answer of these bots can be late, however slow the machine. */
const TIME = { decisionMs: 600_000 } as const;

/** The record's pinned form: its digest (engine version aside) and a few readable fields. */
function recordPin(record: GameRecord) {
  expect(record.engine).toBe(ENGINE_VERSION);
  const text = JSON.stringify(record);
  const normalised = JSON.parse(text) as Record<string, unknown>;
  normalised.engine = "<engine>";
  return {
    format: record.format,
    config: record.config,
    seats: record.seats ?? null,
    steps: record.steps.length,
    diceSteps: record.steps.filter((s) => s.dice !== undefined).length,
    result: record.result,
    recordSha256: digest(normalised),
    // readable, to find where a game first went another way: one line per step
    moves: record.steps.map(
      (s) => `${Object.values(s.action).join(" ")}${s.dice ? ` | ${s.dice.join("")}` : ""}`,
    ),
  };
}

/** The summary of {@link playGame} less what the wall clock decides (its timings). */
function summaryPin(summary: GameSummary) {
  return {
    seed: summary.seed,
    players: summary.players,
    limit: summary.limit,
    winner: summary.winner,
    endReason: summary.endReason,
    rounds: summary.rounds,
    actions: summary.actions,
    seats: summary.seats.map((s) => ({
      seat: s.seat,
      bot: s.bot,
      rank: s.rank,
      score: s.score,
      eliminated: s.eliminated,
      strikes: s.strikes,
      decisions: s.decisions,
      turns: s.turns,
    })),
    strikes: summary.strikes.length,
  };
}

/** The games played with {@link playGame}: 3 and 4 seats, every kind of registry bot. */
const GAMES: readonly {
  readonly name: string;
  readonly seed: Seed;
  readonly lineup: readonly string[];
  readonly rounds?: number;
  /** Left out: the host's default, `botSeedFor(seed)`. */
  readonly botSeed?: string;
}[] = [
  { name: "greedy-random-3", seed: "pin-1", lineup: ["greedy", "random", "greedy"], botSeed: "b1" },
  {
    name: "random-greedy-4",
    seed: "pin-2",
    lineup: ["random", "greedy", "random", "greedy"],
    botSeed: "b2",
  },
  {
    name: "strong-fast-3",
    seed: "pin-3",
    lineup: ["strong-fast", "greedy", "random"],
    botSeed: "b3",
  },
  {
    name: "strong-16-4",
    seed: "pin-4",
    lineup: ["greedy", "strong:iterations=16", "random", "greedy"],
    botSeed: "b4",
  },
  // a numeric seed and the default bot seed (derived from the game's seed)
  { name: "default-bot-seed-3", seed: 20_240_607, lineup: ["random", "random", "greedy"] },
];

describe("characterisation: whole games of registry bots", () => {
  for (const g of GAMES) {
    it(`${g.name}: seed ${JSON.stringify(g.seed)}, ${g.lineup.join(" / ")}: the same record and summary`, async () => {
      const summary = await playGame(g.lineup.map(createBot), {
        seed: g.seed,
        ...(g.rounds === undefined ? {} : { limit: { rounds: g.rounds } }),
        ...(g.botSeed === undefined ? {} : { botSeed: g.botSeed }),
        timeControl: TIME,
        keepRecord: true,
        record: true,
      });
      // a strike would be a late answer: the game would depend on the machine's speed
      expect(summary.strikes).toEqual([]);
      const record = summary.gameRecord!;
      expect(summary.log).toEqual(record.steps.map((s) => s.action));
      expect(summary.actions).toBe(record.steps.length);
      // the file written is the same game in the platform's format
      expect(toPlatformRecord(record)).toEqual({ ok: true, record: summary.platformRecord });
      pinned(g.name, { summary: summaryPin(summary), record: recordPin(record) });
    });
  }
});

/** A registry bot that remembers what it is shown at each decision, then decides as it would. */
function watched(spec: string): Bot & { seen: unknown[] } {
  const bot = createBot(spec);
  const seen: unknown[] = [];
  return {
    name: bot.name,
    seen,
    decide: (ctx: DecisionContext) => {
      // never timeLeftMs or deadline: they depend on the wall clock
      seen.push({
        seat: ctx.seat,
        events: ctx.events,
        legal: ctx.legal,
        view: digest(ctx.view),
        settings: ctx.settings,
      });
      return bot.decide(ctx);
    },
  };
}

/** How many of each. */
function tally(words: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const w of [...words].sort()) counts[w] = (counts[w] ?? 0) + 1;
  return counts;
}

/** The per-seat pin of a list of things shown to a seat: how many, and their digest. */
function streamPin(items: readonly unknown[]) {
  return { count: items.length, sha256: digest(items) };
}

/**
 * A person's action, chosen from the legal moves by a fixed rule (independent of any bot): the
 * first 3-dice attack at three of every four decisions, else «Passa» when listed, else the first
 * move with the most armies.
 */
function personAction(legal: readonly LegalMove[], k: number): PlayerAction {
  const attack = legal.find((m) => m.type === "attack" && m.maxDice === 3);
  if (attack && k % 4 !== 3) return moveAction(attack, 3);
  const pass = legal.find((m) => m.type === "endTurn");
  if (pass) return moveAction(pass);
  const first = legal[0]!;
  return moveAction(first, "max" in first ? first.max : undefined);
}

describe("characterisation: the events each seat is shown", () => {
  it("what every bot is given at each decision (events, legal moves, view, settings), per seat", async () => {
    const bots = ["greedy", "random", "greedy", "strong-fast"].map(watched);
    const host = GameHost.start({ players: 4, seed: "pin-events", limit: { rounds: 4 } }, bots, {
      botSeed: "b-events",
      timeControl: TIME,
      seats: bots.map((b) => ({ name: b.name, bot: b.name })),
    });
    await host.runBots();
    expect(host.state.stage).toBe("over");
    expect(host.strikes).toEqual([]);
    const first = bots[0]!.seen[0] as { settings: unknown; events: unknown[] };
    pinned("events-bots-4", {
      record: recordPin(host.record()),
      firstDecision: { settings: first.settings, events: first.events.length },
      seats: bots.map((b) => streamPin(b.seen)),
    });
  });

  it("what a person's seat is shown by takeEvents between its submitted actions, and what submit returns", async () => {
    const players = [createBot("greedy"), null, createBot("random")];
    const host = GameHost.start({ players: 3, seed: "pin-person", limit: { rounds: 5 } }, players, {
      botSeed: "b-person",
      timeControl: TIME,
    });
    /** Per decision of the person: the events shown before it, the action, what submit did. */
    const person: unknown[] = [];
    let bySeat: unknown[][] = [[], [], []];
    const over = () => host.state.stage === "over";
    for (let k = 0; !over(); k++) {
      expect(k).toBeLessThan(5000);
      const ran = await host.runBots();
      for (const step of ran) {
        bySeat[step.seat]!.push({ action: step.action.type, ended: step.turnEnded });
      }
      if (over()) break;
      expect(host.state.currentSeat).toBe(1);
      const events = host.takeEvents(1);
      const action = personAction(legalMoves(host.state), k);
      const result = host.submit(1, action);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      person.push({
        events,
        action,
        steps: result.steps.map((s) => ({
          seat: s.seat,
          action: s.action,
          events: s.events.length,
          strike: s.strike,
          turnEnded: s.turnEnded,
          byHost: s.byHost,
        })),
      });
    }
    expect(host.strikes).toEqual([]);
    const rest = [0, 1, 2].map((seat) => host.takeEvents(seat));
    // every event reaches a seat once: nothing is left to take
    expect([0, 1, 2].map((seat) => host.takeEvents(seat).length)).toEqual([0, 0, 0]);
    bySeat = bySeat.map((steps) => [steps.length, digest(steps)]);
    pinned("events-person-3", {
      record: recordPin(host.record()),
      person: streamPin(person),
      personActions: tally(person.map((p) => (p as { action: PlayerAction }).action.type)),
      firstShown: (person[0] as { events: unknown[] }).events.length,
      botSteps: bySeat,
      rest: rest.map(streamPin),
    });
  });
});
