/**
 * {@link GameHost}: the one place a game with bots in it advances — the CLI's `play`, the web
 * app's bot worker, the arena and an online server all run games through it, so they differ in how
 * they show and ask, never in how a game advances.
 *
 * The host owns the state and the game record (`italia-record/2`), each seat's event cursor (a
 * seat is shown what happened since its previous decision, that decision's own events included,
 * filtered for it), the referee (every
 * bot answer is checked; a late, illegal or failing one is a strike and the fallback is played),
 * each seat's clock (per-decision time and bank) and the bounds of a turn (R7.3). Seats are played
 * by bots, which the host asks, or by people and remote clients, whose actions the front end
 * {@link GameHost.submit | submits}. A seat can be handed to a bot and back at any time.
 *
 * @module
 */
import {
  type Action,
  apply,
  checkAction,
  createRecord,
  diceOf,
  eventsFor,
  type GameConfig,
  type GameEvent,
  type GameRecord,
  type GameState,
  newGame,
  type PlayerAction,
  parseAction,
  type RecordSeat,
  type RecordStep,
  type RuleError,
  resultOf,
  type Seat,
  viewFor,
} from "@italia/engine";
import type { Bot, BotSettings } from "./bot.js";
import { DEFAULT_DECISION_MS, DEFAULT_STARTUP_MS, SeatClock, type TimeControl } from "./clock.js";
import { EventCursors } from "./event-cursors.js";
import { type Decision, fallbackAction, hostLegalMoves, referee, type Strike } from "./referee.js";
import { addDecision, addTurn, emptyTimes, type SeatTimes } from "./seat-times.js";
import { botSeedFor, decisionRng, seatSeed } from "./seeds.js";
import { seatNumber } from "./text.js";
import { type TurnLimit, TurnMeter } from "./turn-limit.js";

/** Who plays a seat: a bot the host asks, or `null` for a person or remote client who submits. */
export type SeatPlayer = Bot | null;

/** Options of a {@link GameHost}. */
export interface HostOptions {
  /** Each bot's time per decision, bank and start-up allowance (default 1000 ms, no bank). */
  readonly timeControl?: TimeControl;
  /** Bounds on one turn (default 500 actions): past them the host ends the turn (R7.3). */
  readonly turnLimit?: TurnLimit;
  /**
   * Seeds the bots' own generators (default: {@link botSeedFor} of the game's seed, which every
   * host uses, so the same seed and lineup give the same game everywhere).
   */
  readonly botSeed?: string;
  /** Who sat where, written into a new record. */
  readonly seats?: readonly RecordSeat[];
}

/** A game to take over mid-way (see {@link GameHost.constructor}). */
export interface HostGame {
  /** Where the game stands. */
  readonly state: GameState;
  /** Its record so far (whose steps led to `state`); without one, {@link GameHost.record} throws. */
  readonly record?: GameRecord;
  /** Actions played before `state`, when no record is given (default: the record's steps, or 0). */
  readonly step?: number;
  /** Per seat, the raw events it has not seen yet (e.g. a web worker asked for a few moves). */
  readonly unseen?: readonly (readonly GameEvent[])[];
  /** Actions already taken in the current turn, so its bound holds across hosts (default 0). */
  readonly turnActions?: number;
}

/** One applied action. */
export interface HostStep {
  readonly seat: Seat;
  readonly action: PlayerAction;
  /** The action's events, unfiltered (show each seat `eventsFor(events, seat)`). */
  readonly events: readonly GameEvent[];
  /** Set when a bot's answer was refused or the host ended an overlong turn. */
  readonly strike: Strike | null;
  /** Whether the action ended the seat's turn (or setup pass), or the game. */
  readonly turnEnded: boolean;
  /** Whether the host chose the action (a bot's answer or a fallback), not a person. */
  readonly byHost: boolean;
}

/** What {@link GameHost.submit} did. */
export type SubmitResult =
  | {
      readonly ok: true;
      /** The person's step, then any fallback steps the host played to end an overlong turn. */
      readonly steps: readonly HostStep[];
    }
  | { readonly ok: false; readonly error: RuleError };

/** Limits of {@link GameHost.runBots}. */
export interface RunLimits {
  /** Stop after this many actions (default: no limit). */
  readonly maxActions?: number;
  /** Stop once this many milliseconds have passed (checked after each action). */
  readonly maxMs?: number;
  /** Called after each action (awaited if it returns a promise); return `false` to stop. */
  readonly onStep?: (step: HostStep) => unknown;
}

/**
 * Runs one game: holds the state and the record, asks bots and referees them, takes people's
 * actions, keeps clocks and turn bounds.
 *
 * @example
 * ```ts
 * const host = GameHost.start({ players: 3, seed: "s" }, [new GreedyBot(), null, new RandomBot()]);
 * await host.runBots();                          // bots play until seat 1 (a person) is to act
 * const events = host.takeEvents(1);             // what seat 1 has not seen yet, filtered for it
 * host.submit(1, { type: "place", seat: 1, region: "lazio", count: 3 });
 * ```
 */
export class GameHost {
  /** Every strike of the game so far. */
  readonly strikes: Strike[] = [];
  /** Per seat, how long its bots thought. */
  readonly times: readonly SeatTimes[];
  private current: GameState;
  private readonly base: GameRecord | null;
  private readonly steps: RecordStep[];
  private readonly firstStep: number;
  private readonly players: SeatPlayer[];
  private readonly clocks: readonly SeatClock[];
  private readonly cursors: EventCursors;
  private readonly meter: TurnMeter;
  private readonly settings: readonly BotSettings[];
  /** The current turn went past its bounds: the host plays the fallback until it ends. */
  private overlong = false;

  /** A new game from `config`, `players[s]` playing seat `s`. */
  static start(
    config: GameConfig,
    players: readonly SeatPlayer[],
    options: HostOptions = {},
  ): GameHost {
    const record = createRecord(config, options.seats);
    return new GameHost({ state: newGame(config), record }, players, options);
  }

  /**
   * Takes over a game where it stands (a resumed game, or a worker asked for a few bot moves).
   *
   * @throws RangeError if `players` does not have one entry per seat
   */
  constructor(game: HostGame, players: readonly SeatPlayer[], options: HostOptions = {}) {
    const { state } = game;
    if (players.length !== state.players) {
      throw new RangeError(`${state.players} seats need ${state.players} players`);
    }
    this.current = state;
    this.base = game.record ?? null;
    this.steps = game.record ? [...game.record.steps] : [];
    this.firstStep = game.record ? 0 : (game.step ?? 0);
    this.players = [...players];
    const seats = Array.from({ length: state.players }, (_, s) => s);
    const control = options.timeControl ?? {};
    this.clocks = seats.map(() => new SeatClock(control));
    this.times = seats.map(emptyTimes);
    this.cursors = new EventCursors(state.players, game.unseen);
    this.meter = new TurnMeter(options.turnLimit);
    this.meter.actions = Math.max(0, Math.floor(game.turnActions ?? 0));
    const botSeed = options.botSeed ?? (game.record ? botSeedFor(game.record.config.seed) : "bots");
    this.settings = seats.map((seat) =>
      Object.freeze({
        seed: seatSeed(botSeed, seat),
        decisionMs: control.decisionMs ?? DEFAULT_DECISION_MS,
        bankMs: control.bankMs ?? 0,
        startupMs: control.startupMs ?? DEFAULT_STARTUP_MS,
        limit: state.limit,
        turnActions: this.meter.actionLimit,
      }),
    );
  }

  /** The game as it stands (the real state: never show it to a seat; use `viewFor`). */
  get state(): GameState {
    return this.current;
  }

  /** Actions applied since the game began (the record's length). */
  get actionCount(): number {
    return this.firstStep + this.steps.length;
  }

  /** The actions this host knows, in order (the record's, for a host started with one). */
  get actions(): readonly Action[] {
    return this.steps.map((s) => s.action);
  }

  /**
   * The actions from number `from` on (0 is the game's first), in order: what a host that stores
   * its game appends after each change, without copying the whole log. `from` before the
   * host's first known action starts there.
   */
  actionsFrom(from: number): Action[] {
    const start = Math.max(0, from - this.firstStep);
    const out: Action[] = [];
    for (let i = start; i < this.steps.length; i++) out.push(this.steps[i]!.action);
    return out;
  }

  /**
   * The game record (`italia-record/2`) as it stands, with the result once the game is over.
   *
   * @throws Error for a host started mid-game without a record
   */
  record(): GameRecord {
    if (!this.base) throw new Error("this host was started without a record");
    return { ...this.base, steps: [...this.steps], result: resultOf(this.current) };
  }

  /** The game's terms for a seat's bot (as sent in a `hello` message). */
  settingsOf(seat: Seat): BotSettings {
    return this.settings[seat]!;
  }

  /** Who plays `seat`. */
  playerAt(seat: Seat): SeatPlayer {
    return this.players[seat] ?? null;
  }

  /** Hands `seat` to a bot (a player who left, or missed turns), or back to a person (`null`). */
  seat(seat: Seat, player: SeatPlayer): void {
    if (seat < 0 || seat >= this.players.length)
      throw new RangeError(`no seat index ${seat} (seats are 0 to ${this.players.length - 1})`);
    this.players[seat] = player;
  }

  /** Whether the game goes on with a bot (or the host's fallback) to act: call {@link step}. */
  botToAct(): boolean {
    return (
      this.current.stage !== "over" && (this.overlong || !!this.players[this.current.currentSeat])
    );
  }

  /**
   * What `seat` has not been shown yet, filtered for it (`eventsFor`), and marks it shown: what
   * a front end shows a person before they act, or a server sends a seat. The seat's own actions'
   * events are included (its dice, its conquests, the cards it drew): every event of the game
   * reaches every seat once, in order.
   */
  takeEvents(seat: Seat): GameEvent[] {
    const events = eventsFor(this.cursors.unseen(seat), seat);
    this.cursors.seen(seat);
    return events;
  }

  /**
   * Plays one decision of the seat to act: asks its bot (refereed) — or, once the turn went past
   * its bounds, plays the fallback. Synchronous when the bot answers synchronously.
   *
   * @throws Error if the game is over or a person is to act
   */
  step(): HostStep | Promise<HostStep> {
    return this.play(false) as HostStep | Promise<HostStep>;
  }

  /**
   * {@link step}, and with `discardStale` a bot's late answer is dropped (`null`) when the seat
   * changed hands while the bot thought (a person took it back) or the game moved on meanwhile.
   */
  private play(discardStale: boolean): HostStep | null | Promise<HostStep | null> {
    const state = this.current;
    if (state.stage === "over") throw new Error("the game is over");
    const seat = state.currentSeat;
    const legal = hostLegalMoves(state);
    const bot = this.players[seat] ?? null;
    const why = this.overlong ? null : this.meter.exceeded();
    if (this.overlong || why !== null) {
      const strike = why === null ? null : this.turnStrike(seat, bot, why);
      this.overlong = true;
      return this.commit(seat, { action: fallbackAction(legal), strike, elapsedMs: 0 }, true);
    }
    if (!bot)
      throw new Error(
        `seat ${seatNumber(seat)} (index ${seat}) is played by a person: submit its action`,
      );
    const step = this.actionCount;
    const shown = this.cursors.end; // the bot is shown every event so far
    const decision = referee(bot, state, {
      timeLimitMs: this.clocks[seat]!.budget(),
      makeRng: () => decisionRng(this.settings[seat]!.seed, step),
      events: this.cursors.unseen(seat),
      legal,
      settings: this.settings[seat]!,
    });
    if (!(decision instanceof Promise)) return this.commit(seat, decision, true, shown);
    return decision.then((d) =>
      discardStale && (this.players[seat] !== bot || this.current !== state)
        ? null
        : this.commit(seat, d, true, shown),
    );
  }

  /**
   * Plays while a bot is to act, until a person is to act, the game is over or a limit is met.
   * Synchronous bots are not interrupted between actions: a front end that must stay responsive
   * (Ctrl-C) yields to the event loop in `onStep`, or calls {@link step} itself. A bot's answer
   * that arrives after its seat was handed to someone else ({@link seat}, e.g. a person who came
   * back) is discarded: the seat's new player acts instead.
   */
  async runBots(limits: RunLimits = {}): Promise<HostStep[]> {
    const started = Date.now();
    const done: HostStep[] = [];
    while (this.botToAct()) {
      if (limits.maxActions !== undefined && done.length >= limits.maxActions) break;
      const pending = this.play(true);
      const step = pending instanceof Promise ? await pending : pending;
      if (step === null) continue; // a stale answer: the seat changed hands meanwhile
      done.push(step);
      if ((await limits.onStep?.(step)) === false) break;
      if (limits.maxMs !== undefined && Date.now() - started >= limits.maxMs) break;
    }
    return done;
  }

  /**
   * A person's (or remote client's) action for `seat`: read as hostile input, checked by the
   * engine, then applied. If it takes the turn past its bounds, the host ends the turn with the
   * fallback (a strike) and returns those steps too.
   */
  submit(seat: Seat, action: unknown): SubmitResult {
    const parsed = parseAction(action);
    if (!parsed.ok) return { ok: false, error: parsed.error };
    const a = parsed.action;
    if (a.type === "clockExpired" || a.seat !== seat) {
      const error: RuleError = {
        code: "NOT_YOUR_TURN",
        rule: null,
        message:
          a.type === "clockExpired"
            ? "Only the host reports that the clock ran out."
            : `Seat ${seatNumber(seat)} cannot act for seat ${seatNumber(a.seat)} (in JSON: seat ${seat}, not ${a.seat}).`,
      };
      return { ok: false, error };
    }
    const error = checkAction(this.current, a);
    if (error) return { ok: false, error };
    const steps = [this.commit(seat, { action: a, strike: null, elapsedMs: 0 }, false)];
    if (!steps[0]!.turnEnded && this.meter.exceeded() !== null) {
      while (this.overlong || this.meter.exceeded() !== null) {
        steps.push(this.step() as HostStep); // the fallback: synchronous
        if (steps[steps.length - 1]!.turnEnded) break;
      }
    }
    return { ok: true, steps };
  }

  /**
   * The current seat's turn time ran out (the front end keeps people's turn timers): a strike,
   * then `bot` finishes the turn from where it stands (R13.3), or the fallback ends it if no bot
   * is given. The seat keeps its player.
   */
  async expireTurn(bot?: Bot): Promise<HostStep[]> {
    const state = this.current;
    if (state.stage === "over") return [];
    const seat = state.currentSeat;
    const strike: Strike = {
      seat,
      bot: bot ? bot.name : "(fallback)",
      reason: "timeout",
      message: `the turn's time ran out; ${bot ? `${bot.name} finished the turn` : "the host ended the turn"}`,
      round: state.round,
    };
    this.strikes.push(strike);
    const keep = this.players[seat] ?? null;
    this.players[seat] = bot ?? null;
    if (!bot) this.overlong = true;
    const done: HostStep[] = [];
    try {
      for (;;) {
        const pending = this.step();
        const step = pending instanceof Promise ? await pending : pending;
        done.push(step);
        if (step.turnEnded) break;
      }
    } finally {
      this.players[seat] = keep;
    }
    return done;
  }

  /**
   * The game's clock ran out (a timed game, R11.4): the host — never a seat — reports it, and the
   * engine ends the game as R11.4 says. Returns the events, or the engine's refusal (e.g. a game
   * with a round limit).
   */
  expireClock():
    | { readonly ok: true; readonly events: readonly GameEvent[] }
    | { readonly ok: false; readonly error: RuleError } {
    const action = { type: "clockExpired" } as const;
    const error = checkAction(this.current, action);
    if (error) return { ok: false, error };
    const result = apply(this.current, action);
    if (!result.ok) return { ok: false, error: result.error };
    this.current = result.state;
    const dice = diceOf(result.events);
    this.steps.push(dice.length > 0 ? { action, dice } : { action });
    this.cursors.append(result.events);
    this.meter.reset();
    this.overlong = false;
    return { ok: true, events: result.events };
  }

  /** Lets every bot release what it holds (external programs), with the final view. */
  async end(): Promise<void> {
    const final = this.current;
    await Promise.all(
      this.players.map(async (bot, seat) => {
        try {
          await bot?.end?.(viewFor(final, seat));
        } catch {
          // A bot's end hook cannot hurt the host.
        }
      }),
    );
  }

  private turnStrike(seat: Seat, bot: SeatPlayer, message: string): Strike {
    return {
      seat,
      bot: bot ? bot.name : "(a person)",
      reason: "turn-limit",
      message,
      round: this.current.round,
    };
  }

  /**
   * Applies a checked decision of `seat`. `shown` is where the event log ended when the seat's bot
   * was asked: those events count as seen by the seat (the action's own events do not yet).
   */
  private commit(seat: Seat, decision: Decision, byHost: boolean, shown?: number): HostStep {
    const before = this.current;
    const result = apply(before, decision.action);
    if (!result.ok) {
      throw new Error(
        `the engine refused a checked action (${result.error.code}): ${JSON.stringify(decision.action)}`,
      );
    }
    this.current = result.state;
    const a = decision.action;
    const dice = diceOf(result.events);
    this.steps.push(dice.length > 0 ? { action: a, dice } : { action: a });
    if (decision.strike) this.strikes.push(decision.strike);
    const asked = byHost && !!this.players[seat] && !(this.overlong && decision.elapsedMs === 0);
    if (asked) {
      this.clocks[seat]!.spend(decision.elapsedMs);
      addDecision(this.times[seat]!, decision.elapsedMs);
    }
    this.meter.add(decision.elapsedMs);

    if (shown !== undefined) this.cursors.seen(seat, shown);
    this.cursors.append(result.events);
    this.cursors.compact(this.current.eliminated);

    const turnEnded =
      this.current.stage === "over" ||
      result.events.some((e) => e.type === "turnEnded") ||
      (before.stage === "setup" && a.type === "place" && a.count === before.batchLeft);
    if (turnEnded) {
      if (before.stage !== "setup" && this.players[seat]) addTurn(this.times[seat]!, this.meter.ms);
      this.meter.reset();
      this.overlong = false;
    }
    return { seat, action: a, events: result.events, strike: decision.strike, turnEnded, byHost };
  }
}
