/**
 * Characterisation tests: today's games, pinned byte for byte, so that a refactor of the host,
 * the referee, the records or the registry (making the platform generic over games) shows at once
 * if it changed what a game does. They assert no rule: only that the same seed and lineup still
 * give the same game record, the same summary and the same events shown to each seat.
 *
 * What is pinned, per game (fixtures in `__fixtures__/characterisation/`):
 * - the game record (`italia-record/2`) as `JSON.stringify` writes it — its SHA-256, with the
 *   `engine` field replaced by `"<engine>"` so that a version bump alone does not fail (the field
 *   is checked to be the engine's `ENGINE_VERSION` instead), plus readable fields: config, seats,
 *   result, and one line per step (`moves`: the action's fields and the dice), so that a failure
 *   shows where the game first went another way;
 * - for {@link playGame}: the summary less its timings (ranks, scores, decisions, turns);
 * - for two games: the events each seat is shown, as digests — what each bot gets in
 *   `ctx.events` (with its view, legal moves and settings) at every decision, and what
 *   `host.takeEvents` gives a person's seat between its decisions, with the host's `submit`.
 *
 * Nothing depends on the wall clock: the bots are iteration-limited (never `timeMs`), the decision
 * time is 10 minutes (no answer can be late, so no strike and no fallback; checked), and the
 * `timeLeftMs`/`deadline` of a decision are never pinned.
 *
 * To regenerate the fixtures on purpose (a deliberate change of behaviour, never to make a failing
 * refactor pass), run from `packages/bot-sdk`:
 *
 * ```sh
 * UPDATE_CHARACTERISATION=1 pnpm exec vitest run src/characterisation.test.ts
 * pnpm exec biome check --write src/__fixtures__/characterisation
 * ```
 *
 * and review the diff. By default the test only compares, and fails on any difference.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  ENGINE_VERSION,
  type GameRecord,
  type LegalMove,
  legalMoves,
  moveAction,
  type PlayerAction,
  type Seed,
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

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "__fixtures__/characterisation");
const UPDATE = process.env.UPDATE_CHARACTERISATION === "1";

/** Ten minutes per decision: no answer of these bots can be late, however slow the machine. */
const TIME = { decisionMs: 600_000 } as const;

/** SHA-256 (hex) of a value as `JSON.stringify` writes it. */
function digest(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

/**
 * Compares `actual` with the fixture `name` (writes it instead under `UPDATE_CHARACTERISATION=1`).
 */
function pinned(name: string, actual: unknown): void {
  const file = join(FIXTURES, `${name}.json`);
  if (UPDATE) {
    mkdirSync(FIXTURES, { recursive: true });
    writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
    return;
  }
  if (!existsSync(file)) {
    expect.fail(`no fixture ${file}: write it with UPDATE_CHARACTERISATION=1 (see the header)`);
  }
  expect(actual, `differs from ${name}.json`).toEqual(JSON.parse(readFileSync(file, "utf8")));
}

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
