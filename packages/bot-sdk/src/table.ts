/**
 * Internal: a table where bots play on the real state. It holds the state, asks the current seat's
 * bot through the referee, applies the answer, and keeps each seat's clock, generator, events not
 * yet shown to it, strikes and timings.
 *
 * @internal
 * @module
 */
import {
  apply,
  type GameEvent,
  type GameState,
  legalMoves,
  type PlayerAction,
  Prng,
  type Seat,
  seedRng,
} from "@italia/engine";
import type { Bot } from "./bot.js";
import { SeatClock, type TimeControl } from "./clock.js";
import { type Decision, fallbackAction, referee, type Strike } from "./referee.js";

/** Timings of one seat. */
export interface SeatTimes {
  /** Decisions the bot was asked. */
  decisions: number;
  /** Milliseconds spent deciding, in total. */
  decideMs: number;
  /** The slowest decision, in milliseconds. */
  maxDecisionMs: number;
  /** Turns completed (setup passes not counted). */
  turns: number;
  /** Milliseconds spent deciding in those turns. */
  turnsMs: number;
  /** The slowest whole turn (sum of its decisions), in milliseconds. */
  maxTurnMs: number;
}

/** What happened in one step. */
export interface Step {
  readonly seat: Seat;
  readonly action: PlayerAction;
  readonly events: readonly GameEvent[];
  readonly strike: Strike | null;
  /** Whether this action ended the seat's turn (or setup pass), or the game. */
  readonly turnEnded: boolean;
}

/** Table options. */
export interface TableOptions {
  readonly timeControl?: TimeControl;
  /** Seeds each seat's generator (seat number appended); default `"bots"`. */
  readonly botSeed?: string;
  /** Most actions one turn may take before the host passes for the bot (default 500). */
  readonly maxTurnActions?: number;
  /** Keep every applied action (for replays). */
  readonly record?: boolean;
}

export class Table {
  state: GameState;
  readonly clocks: SeatClock[];
  readonly rngs: Prng[];
  readonly strikes: Strike[] = [];
  readonly times: SeatTimes[];
  readonly actions: PlayerAction[] = [];
  /** Applied actions, recorded or not. */
  actionCount = 0;
  private log: GameEvent[] = [];
  private logStart = 0;
  private readonly cursors: number[];
  private turnActions = 0;
  private turnMs = 0;
  private readonly maxTurnActions: number;
  private readonly record: boolean;

  constructor(
    state: GameState,
    readonly bots: readonly (Bot | undefined)[],
    options: TableOptions = {},
  ) {
    this.state = state;
    const seats = Array.from({ length: state.players }, (_, s) => s);
    this.clocks = seats.map(() => new SeatClock(options.timeControl));
    this.rngs = seats.map((s) => new Prng(seedRng(`${options.botSeed ?? "bots"}/${s}`)));
    this.times = seats.map(() => ({
      decisions: 0,
      decideMs: 0,
      maxDecisionMs: 0,
      turns: 0,
      turnsMs: 0,
      maxTurnMs: 0,
    }));
    this.cursors = seats.map(() => 0);
    this.maxTurnActions = options.maxTurnActions ?? 500;
    this.record = options.record ?? false;
  }

  /** Asks the current seat's bot and applies its (refereed) answer. */
  step(): Step | Promise<Step> {
    const state = this.state;
    const seat = state.currentSeat;
    const bot = this.bots[seat];
    if (!bot) throw new Error(`no bot sits at seat ${seat}`);
    const legal = legalMoves(state);
    if (this.turnActions >= this.maxTurnActions) {
      const strike: Strike = {
        seat,
        bot: bot.name,
        reason: "illegal",
        message: `took more than ${this.maxTurnActions} actions in one turn; the host passed for it`,
        round: state.round,
      };
      return this.commit(seat, { action: fallbackAction(legal), strike, elapsedMs: 0 });
    }
    const cursor = this.cursors[seat]!;
    const events =
      cursor - this.logStart < this.log.length ? this.log.slice(cursor - this.logStart) : [];
    const decision = referee(bot, state, {
      timeLimitMs: this.clocks[seat]!.budget(),
      rng: this.rngs[seat]!,
      events,
      legal,
    });
    return decision instanceof Promise
      ? decision.then((d) => this.commit(seat, d))
      : this.commit(seat, decision);
  }

  private commit(seat: Seat, decision: Decision): Step {
    const before = this.state;
    const result = apply(before, decision.action);
    if (!result.ok) {
      throw new Error(
        `the engine refused a refereed action (${result.error.code}): ${JSON.stringify(decision.action)}`,
      );
    }
    this.state = result.state;
    this.actionCount++;
    if (this.record) this.actions.push(decision.action);
    if (decision.strike) this.strikes.push(decision.strike);
    this.clocks[seat]!.spend(decision.elapsedMs);
    const t = this.times[seat]!;
    t.decisions++;
    t.decideMs += decision.elapsedMs;
    if (decision.elapsedMs > t.maxDecisionMs) t.maxDecisionMs = decision.elapsedMs;
    this.turnMs += decision.elapsedMs;
    this.turnActions++;

    // Events: everyone sees them from their next decision on; the acting seat has seen all before.
    for (const e of result.events) this.log.push(e);
    this.cursors[seat] = this.logStart + this.log.length;
    this.compactLog();

    const a = decision.action;
    const turnEnded =
      this.state.stage === "over" ||
      result.events.some((e) => e.type === "turnEnded") ||
      (before.stage === "setup" && a.type === "place" && a.count === before.batchLeft);
    if (turnEnded) {
      if (before.stage !== "setup") {
        t.turns++;
        t.turnsMs += this.turnMs;
        if (this.turnMs > t.maxTurnMs) t.maxTurnMs = this.turnMs;
      }
      this.turnMs = 0;
      this.turnActions = 0;
    }
    return { seat, action: a, events: result.events, strike: decision.strike, turnEnded };
  }

  private compactLog(): void {
    if (this.log.length < 2048) return;
    const living = this.cursors.filter((_, s) => !this.state.eliminated.includes(s));
    const min = Math.min(...living);
    const drop = min - this.logStart;
    if (drop > 1024) {
      this.log = this.log.slice(drop);
      this.logStart = min;
    }
  }
}
