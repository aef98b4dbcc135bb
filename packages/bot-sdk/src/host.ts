/**
 * {@link GameHost}: the one place a game with bots in it advances — the CLI's `play`, the web
 * app's bot worker, the arena and an online server all run games through it, so they differ in how
 * they show and ask, never in how a game advances.
 *
 * The host owns the state and the game record (`game-record/1`), each seat's event cursor (a
 * seat is shown what happened since its previous decision, that decision's own events included,
 * filtered for it), the referee (every
 * bot answer is checked; a late, illegal or failing one is a strike and the fallback is played),
 * each seat's clock (per-decision time and bank) and the bounds of a turn (R7.3). Seats are played
 * by bots, which the host asks, or by people and remote clients, whose actions the front end
 * {@link GameHost.submit | submits}. A seat can be handed to a bot and back at any time.
 *
 * @module
 */
import type { GameConfig, ItaliaGame, RuleError } from "@italia/engine";
import type {
  ActionOf,
  AnyGame,
  ConfigOf,
  EventOf,
  GameError,
  PlatformRecord,
  Played,
  RecordSeat,
  Seat,
  StateOf,
} from "@italia/game-kit";
import type { Bot, GameBot, SettingsOf } from "./bot.js";
import { DEFAULT_DECISION_MS, DEFAULT_STARTUP_MS, SeatClock, type TimeControl } from "./clock.js";
import { EventCursors } from "./event-cursors.js";
import type { GamePackage } from "./game-package.js";
import { newItaliaGame } from "./italia/records.js";
import { defaultPackage, packageOf } from "./known-packages.js";
import type { LogEntryOf, RecordKeeping, RecordOf } from "./record-keeping.js";
import { type GameDecision, refereeGame, type Strike, type Waited } from "./referee.js";
import { addDecision, addTurn, emptyTimes, type SeatTimes } from "./seat-times.js";
import { botSeedFor, decisionRng, seatSeed } from "./seeds.js";
import { seatNumber } from "./text.js";
import { type TurnLimit, TurnMeter } from "./turn-limit.js";

/**
 * Who plays a seat: a bot the host asks, or `null` for a person or remote client who submits.
 * Italia's seats take Italia's {@link Bot}s; another game's its {@link GameBot}s.
 */
export type SeatPlayer<G extends AnyGame = ItaliaGame> =
  | (G extends ItaliaGame ? Bot : GameBot<G>)
  | null;

/** Options of a {@link GameHost}. */
export interface HostOptions<G extends AnyGame = ItaliaGame> {
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
  /**
   * The game (default Italia), or its package ({@link GamePackage}: how its records are kept and
   * its bots read it; a game's own is found by itself for Italia).
   */
  readonly game?: G | GamePackage<G>;
  /** The game's config, for its bots' terms (games other than Italia; default: the record's). */
  readonly config?: ConfigOf<G>;
}

/** A game to take over mid-way (see {@link GameHost.constructor}). */
export interface HostGame<G extends AnyGame = ItaliaGame> {
  /** Where the game stands. */
  readonly state: StateOf<G>;
  /** Its record so far (whose steps led to `state`); without one, {@link GameHost.record} throws. */
  readonly record?: RecordOf<G>;
  /** Actions played before `state`, when no record is given (default: the record's steps, or 0). */
  readonly step?: number;
  /** Per seat, the raw events it has not seen yet (e.g. a web worker asked for a few moves). */
  readonly unseen?: readonly (readonly EventOf<G>[])[];
  /** Actions already taken in the current turn, so its bound holds across hosts (default 0). */
  readonly turnActions?: number;
}

/** One applied action. */
export interface HostStep<G extends AnyGame = ItaliaGame> {
  readonly seat: Seat;
  /** The action (Italia's: a `PlayerAction`). */
  readonly action: ActionOf<G>;
  /** The action's events, unfiltered (show each seat its own filtered events). */
  readonly events: readonly EventOf<G>[];
  /** Set when a bot's answer was refused or the host ended an overlong turn. */
  readonly strike: Strike | null;
  /** Whether the action ended the seat's turn (or setup pass), or the game. */
  readonly turnEnded: boolean;
  /** Whether the host chose the action (a bot's answer or a fallback), not a person. */
  readonly byHost: boolean;
}

/** What {@link GameHost.submit} did. */
export type SubmitResult<G extends AnyGame = ItaliaGame> =
  | {
      readonly ok: true;
      /** The person's step, then any fallback steps the host played to end an overlong turn. */
      readonly steps: readonly HostStep<G>[];
    }
  | { readonly ok: false; readonly error: G extends ItaliaGame ? RuleError : GameError };

/** Limits of {@link GameHost.runBots}. */
export interface RunLimits<G extends AnyGame = ItaliaGame> {
  /** Stop after this many actions (default: no limit). */
  readonly maxActions?: number;
  /** Stop once this many milliseconds have passed (checked after each action). */
  readonly maxMs?: number;
  /** Called after each action (awaited if it returns a promise); return `false` to stop. */
  readonly onStep?: (step: HostStep<G>) => unknown;
}

type AnyPlayed<G extends AnyGame> = Played<StateOf<G>, EventOf<G>, ActionOf<G>>;

/** A decision to apply: what was chosen, by whom, and the game's result if it applied it already. */
interface Choice<G extends AnyGame> {
  readonly seat: Seat;
  readonly action: ActionOf<G>;
  readonly strike: Strike | null;
  readonly elapsedMs: number;
  readonly played?: AnyPlayed<G>;
}

/**
 * Runs one game: holds the state and the record, asks bots and referees them, takes people's
 * actions, keeps clocks and turn bounds. Italia's by default; any game of the platform with
 * {@link GameHost.play}.
 *
 * When several seats may act at once (a shared decision), the host asks every bot among them with
 * the same state and applies the answer of the lowest seat that did not wait (`null`); the other
 * answers are dropped, unseen. A bot waits while a person is among the actors: the people decide
 * (the first valid action counts), their turn timer bounding it. If every bot waits, the host plays
 * the fallback of the turn's owner (or of the lowest actor).
 *
 * @example
 * ```ts
 * const host = GameHost.start({ players: 3, seed: "s" }, [new GreedyBot(), null, new RandomBot()]);
 * await host.runBots();                          // bots play until seat 1 (a person) is to act
 * const events = host.takeEvents(1);             // what seat 1 has not seen yet, filtered for it
 * host.submit(1, { type: "place", seat: 1, region: "lazio", count: 3 });
 * ```
 */
export class GameHost<G extends AnyGame = ItaliaGame> {
  /** Every strike of the game so far. */
  readonly strikes: Strike[] = [];
  /** Per seat, how long its bots thought. */
  readonly times: readonly SeatTimes[];
  /** The game played. */
  readonly game: G;
  /** The game's package: its records, its bots' terms, how bots read it. */
  private readonly pkg: GamePackage<G>;
  private current: StateOf<G>;
  private readonly base: RecordOf<G> | null;
  private readonly steps: unknown[];
  private readonly firstStep: number;
  private readonly players: (GameBot<G> | null)[];
  private readonly clocks: readonly SeatClock[];
  private readonly cursors: EventCursors<EventOf<G>>;
  private readonly meter: TurnMeter;
  private readonly settings: readonly SettingsOf<G>[];
  private readonly keeping: RecordKeeping<G>;
  /** The current turn went past its bounds: the host plays the fallback until it ends. */
  private overlong = false;
  /** The actors and the turn of the state last asked about (each step asks several times). */
  private known: {
    state: StateOf<G>;
    actors: readonly Seat[];
    turn: ReturnType<G["turnOf"]> | undefined;
  } | null = null;

  /** A new game of Italia from `config`, `players[s]` playing seat `s`. */
  static start(
    config: GameConfig,
    players: readonly SeatPlayer[],
    options?: HostOptions,
  ): GameHost {
    return new GameHost(newItaliaGame(config, options?.seats), players, options);
  }

  /**
   * A new game of `game` (a game, or its package) from `config` and `seed`, `players[s]` playing
   * seat `s`.
   */
  static play<G extends AnyGame>(
    game: G | GamePackage<G>,
    config: ConfigOf<G>,
    seed: string,
    players: readonly SeatPlayer<G>[],
    options: Omit<HostOptions<G>, "game" | "config"> = {},
  ): GameHost<G> {
    const pkg = packageOf(game);
    const record = pkg.records.start(config, seed, options.seats);
    const state = pkg.game.newGame(config, seed) as StateOf<G>;
    return new GameHost<G>({ state, record }, players, { ...options, game: pkg, config });
  }

  /**
   * Takes over a game where it stands (a resumed game, or a worker asked for a few bot moves).
   *
   * @throws RangeError if `players` does not have one entry per seat
   */
  constructor(game: HostGame<G>, players: readonly SeatPlayer<G>[], options: HostOptions<G> = {}) {
    const { state } = game;
    this.pkg = packageOf(options.game ?? defaultPackage<G>());
    this.game = this.pkg.game;
    this.keeping = this.pkg.records;
    const config =
      options.config ??
      ((game.record as { config?: unknown } | undefined)?.config as ConfigOf<G> | undefined) ??
      null;
    const seatCount = this.seatCountOf(state, config);
    if (players.length !== seatCount) {
      throw new RangeError(`${seatCount} seats need ${seatCount} players`);
    }
    this.current = state;
    this.base = game.record ?? null;
    const recorded = (game.record as { steps?: readonly unknown[] } | undefined)?.steps;
    this.steps = recorded ? [...recorded] : [];
    this.firstStep = game.record ? 0 : (game.step ?? 0);
    this.players = [...players] as (GameBot<G> | null)[];
    const seats = Array.from({ length: seatCount }, (_, s) => s);
    const control = options.timeControl ?? {};
    this.clocks = seats.map(() => new SeatClock(control));
    this.times = seats.map(emptyTimes);
    this.cursors = new EventCursors<EventOf<G>>(seatCount, game.unseen);
    this.meter = new TurnMeter(options.turnLimit);
    this.meter.actions = Math.max(0, Math.floor(game.turnActions ?? 0));
    const botSeed =
      options.botSeed ?? (game.record ? botSeedFor(this.keeping.seedOf(game.record)) : "bots");
    this.settings = seats.map((seat) =>
      this.keeping.settings(
        {
          seed: seatSeed(botSeed, seat),
          decisionMs: control.decisionMs ?? DEFAULT_DECISION_MS,
          bankMs: control.bankMs ?? 0,
          startupMs: control.startupMs ?? DEFAULT_STARTUP_MS,
          turnActions: this.meter.actionLimit,
        },
        state,
        config,
      ),
    );
  }

  /** The number of seats of `state`: Italia's state says it; another game's config does. */
  private seatCountOf(state: StateOf<G>, config: ConfigOf<G> | null): number {
    if (config !== null) return this.game.seatCount(config);
    const players = (state as { players?: unknown }).players;
    if (typeof players === "number") return players;
    throw new RangeError("a game other than Italia is taken over with its record or its config");
  }

  /** The game as it stands (the real state: never show it to a seat; use the game's view). */
  get state(): StateOf<G> {
    return this.current;
  }

  /** Actions applied since the game began (the record's length). */
  get actionCount(): number {
    return this.firstStep + this.steps.length;
  }

  /** The actions this host knows, in order (the record's, for a host started with one). */
  get actions(): readonly LogEntryOf<G>[] {
    return this.steps.map((s) => this.keeping.entry(s));
  }

  /**
   * The actions from number `from` on (0 is the game's first), in order: what a host that stores
   * its game appends after each change, without copying the whole log. `from` before the
   * host's first known action starts there.
   */
  actionsFrom(from: number): LogEntryOf<G>[] {
    const start = Math.max(0, from - this.firstStep);
    const out: LogEntryOf<G>[] = [];
    for (let i = start; i < this.steps.length; i++) out.push(this.keeping.entry(this.steps[i]));
    return out;
  }

  /**
   * The game record (Italia's `italia-record/2`, kept for one more release: write
   * {@link platformRecord} instead; another game's `game-record/1`) as it stands, with the result
   * once the game is over.
   *
   * @throws Error for a host started mid-game without a record
   */
  record(): RecordOf<G> {
    if (!this.base) throw new Error("this host was started without a record");
    return this.keeping.finish(this.base, this.steps, this.current);
  }

  /**
   * The game record in the platform's format (`game-record/1`, every game's: `italia replay`, the
   * web app's viewer and `checkGameRecord` open it) as it stands, with the outcome once the game
   * is over. This is the record to write to a file or serve; for games other than Italia it is
   * {@link record}.
   *
   * @throws Error for a host started mid-game without a record
   */
  platformRecord(): PlatformRecord {
    if (!this.base) throw new Error("this host was started without a record");
    return this.keeping.platform(this.base, this.steps, this.current);
  }

  /** The game's terms for a seat's bot (as sent in a `hello` message). */
  settingsOf(seat: Seat): SettingsOf<G> {
    return this.settings[seat]!;
  }

  /** Who plays `seat`. */
  playerAt(seat: Seat): SeatPlayer<G> {
    return (this.players[seat] ?? null) as SeatPlayer<G>;
  }

  /** Hands `seat` to a bot (a player who left, or missed turns), or back to a person (`null`). */
  seat(seat: Seat, player: SeatPlayer<G>): void {
    if (seat < 0 || seat >= this.players.length)
      throw new RangeError(`no seat index ${seat} (seats are 0 to ${this.players.length - 1})`);
    this.players[seat] = player as GameBot<G> | null;
  }

  /** The seats that may act now (several at a shared decision; none once the game is over). */
  actors(): readonly Seat[] {
    return this.facts(this.current).actors;
  }

  /** The actors (and, once asked, the turn) of `state`, worked out once per state. */
  private facts(state: StateOf<G>): NonNullable<GameHost<G>["known"]> {
    const known = this.known;
    if (known !== null && known.state === state) return known;
    const fresh = {
      state,
      actors: this.game.actors(state) as readonly Seat[],
      turn: undefined as ReturnType<G["turnOf"]> | undefined,
    };
    this.known = fresh;
    return fresh;
  }

  /** The turn of `state` (see {@link facts}). */
  private turnOf(state: StateOf<G>): ReturnType<G["turnOf"]> {
    const facts = this.facts(state);
    if (facts.turn === undefined) facts.turn = this.game.turnOf(state) as ReturnType<G["turnOf"]>;
    return facts.turn;
  }

  /**
   * Whether the game goes on with a bot (or the host's fallback) to act: call {@link step}. At a
   * shared decision, only when no person is among the actors.
   */
  botToAct(): boolean {
    const actors = this.actors();
    if (actors.length === 0) return false;
    if (this.overlong) return true;
    if (actors.length === 1) return !!this.players[actors[0]!];
    return actors.every((s) => !!this.players[s]);
  }

  /**
   * What `seat` has not been shown yet, filtered for it, and marks it shown: what a front end
   * shows a person before they act, or a server sends a seat. The seat's own actions' events are
   * included (its dice, its conquests, the cards it drew): every event of the game reaches every
   * seat once, in order.
   */
  takeEvents(seat: Seat): EventOf<G>[] {
    const events = this.keeping.eventsFor(this.cursors.unseen(seat), seat);
    this.cursors.seen(seat);
    return events;
  }

  /**
   * Plays one decision: asks the bot of the seat to act (refereed; at a shared decision, every
   * bot among the actors) — or, once the turn went past its bounds, plays the fallback.
   * Synchronous when the bots answer synchronously.
   *
   * @throws Error if the game is over or a person is to act
   */
  step(): HostStep<G> | Promise<HostStep<G>> {
    return this.play(false) as HostStep<G> | Promise<HostStep<G>>;
  }

  /** The turn's owner: whose fallback ends an overlong turn (the lowest actor if it is not one). */
  private owner(actors: readonly Seat[]): Seat {
    const turn = this.turnOf(this.current);
    return turn && actors.includes(turn.seat) ? turn.seat : actors[0]!;
  }

  /**
   * {@link step}, and with `discardStale` a bot's late answer is dropped (`null`) when a seat
   * changed hands while the bot thought (a person took it back) or the game moved on meanwhile.
   */
  private play(discardStale: boolean): HostStep<G> | null | Promise<HostStep<G> | null> {
    const state = this.current;
    const actors = this.actors();
    if (actors.length === 0) throw new Error("the game is over");
    const why = this.overlong ? null : this.meter.exceeded();
    if (this.overlong || why !== null) {
      const seat = this.owner(actors);
      const strike = why === null ? null : this.turnStrike(seat, this.players[seat] ?? null, why);
      this.overlong = true;
      const action = this.game.fallback(state, seat) as ActionOf<G>;
      return this.commit({ seat, action, strike, elapsedMs: 0 }, true);
    }
    const person = actors.find((s) => !this.players[s]);
    if (person !== undefined)
      throw new Error(
        `seat ${seatNumber(person)} (index ${person}) is played by a person: submit its action`,
      );
    const step = this.actionCount;
    const shown = this.cursors.end; // the bots are shown every event so far
    if (actors.length === 1) {
      // one seat decides (the common case): no list of answers to choose from
      const seat = actors[0]!;
      const bot = this.players[seat]!;
      const decision = this.ask(state, seat, bot, step);
      if (!(decision instanceof Promise))
        return this.apply(state, [{ seat, bot }], [decision], shown);
      return decision.then((d) =>
        discardStale && (this.current !== state || this.players[seat] !== bot)
          ? null
          : this.apply(state, [{ seat, bot }], [d], shown),
      );
    }
    const asked = actors.map((seat) => ({ seat, bot: this.players[seat]! }));
    const decisions = asked.map(({ seat, bot }) =>
      this.ask(
        state,
        seat,
        bot,
        step,
        actors.filter((s) => s !== seat),
      ),
    );
    const settle = (answers: readonly (GameDecision<G> | Waited)[]): HostStep<G> | null => {
      if (
        discardStale &&
        (this.current !== state || asked.some(({ seat, bot }) => this.players[seat] !== bot))
      ) {
        return null;
      }
      return this.apply(state, asked, answers, shown);
    };
    if (decisions.every((d) => !(d instanceof Promise))) {
      return settle(decisions as (GameDecision<G> | Waited)[]);
    }
    return Promise.all(decisions).then(settle);
  }

  /** Asks `seat`'s `bot` for its decision in `state` (refereed), at the host's `step`. */
  private ask(
    state: StateOf<G>,
    seat: Seat,
    bot: GameBot<G>,
    step: number,
    alsoActing?: readonly Seat[],
  ): GameDecision<G> | Waited | Promise<GameDecision<G> | Waited> {
    return refereeGame(this.pkg, bot, state, {
      seat,
      timeLimitMs: this.clocks[seat]!.budget(),
      makeRng: () => decisionRng(this.settings[seat]!.seed, step),
      events: this.cursors.unseen(seat) as readonly EventOf<G>[],
      legal: this.pkg.reading.legal(state, seat),
      alsoActing,
      settings: this.settings[seat]!,
    });
  }

  /**
   * Applies the answer of the lowest asked seat that did not wait (every asked seat counts as
   * shown the events so far, and its bot's time is charged); if all waited, the owner's fallback.
   */
  private apply(
    state: StateOf<G>,
    asked: readonly { seat: Seat; bot: GameBot<G> }[],
    answers: readonly (GameDecision<G> | Waited)[],
    shown: number,
  ): HostStep<G> {
    let pick: Choice<G> | null = null;
    for (let i = 0; i < asked.length; i++) {
      const seat = asked[i]!.seat;
      const answer = answers[i]!;
      this.clocks[seat]!.spend(answer.elapsedMs);
      addDecision(this.times[seat]!, answer.elapsedMs);
      this.cursors.seen(seat, shown);
      if ("waited" in answer) continue;
      if (answer.strike) this.strikes.push(answer.strike);
      pick ??= {
        seat,
        action: answer.action,
        strike: answer.strike,
        elapsedMs: answer.elapsedMs,
        ...(answer.played ? { played: answer.played } : {}),
      };
    }
    if (!pick) {
      const seat = this.owner(asked.map((a) => a.seat));
      const action = this.game.fallback(state, seat) as ActionOf<G>;
      return this.commit({ seat, action, strike: null, elapsedMs: 0 }, true);
    }
    return this.commit(pick, true, true);
  }

  /**
   * Plays while a bot is to act, until a person is to act, the game is over or a limit is met.
   * Synchronous bots are not interrupted between actions: a front end that must stay responsive
   * (Ctrl-C) yields to the event loop in `onStep`, or calls {@link step} itself. A bot's answer
   * that arrives after its seat was handed to someone else ({@link seat}, e.g. a person who came
   * back) is discarded: the seat's new player acts instead.
   */
  async runBots(limits: RunLimits<G> = {}): Promise<HostStep<G>[]> {
    const started = Date.now();
    const done: HostStep<G>[] = [];
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
   * game, then applied. If it takes the turn past its bounds, the host ends the turn with the
   * fallback (a strike) and returns those steps too.
   */
  submit(seat: Seat, action: unknown): SubmitResult<G> {
    type Failure = Extract<SubmitResult<G>, { ok: false }>;
    const refuse = (error: GameError): SubmitResult<G> => ({ ok: false, error }) as Failure;
    const parsed = this.game.parseAction(action);
    if (!parsed.ok) {
      const e = parsed.error as GameError;
      // the host's own input (Italia's clockExpired) is no seat's to send
      if (e.code === "HOST_ACTION") {
        return refuse({
          code: "NOT_YOUR_TURN",
          rule: null,
          message: "Only the host reports that the clock ran out.",
        });
      }
      return refuse(e);
    }
    const a = parsed.value as { seat: Seat };
    if (a.seat !== seat) {
      return refuse({
        code: "NOT_YOUR_TURN",
        rule: null,
        message: `Seat ${seatNumber(seat)} cannot act for seat ${seatNumber(a.seat)} (in JSON: seat ${seat}, not ${a.seat}).`,
      });
    }
    const played = this.game.apply(this.current, parsed.value);
    if (!played.ok) return refuse(played.error as GameError);
    const value = played.value as AnyPlayed<G>;
    const steps = [
      this.commit({ seat, action: value.action, strike: null, elapsedMs: 0, played: value }, false),
    ];
    if (!steps[0]!.turnEnded && this.meter.exceeded() !== null) {
      while (this.overlong || this.meter.exceeded() !== null) {
        steps.push(this.step() as HostStep<G>); // the fallback: synchronous
        if (steps[steps.length - 1]!.turnEnded) break;
      }
    }
    return { ok: true, steps };
  }

  /**
   * The current turn's time ran out (the front end keeps people's turn timers): a strike, then
   * `bot` finishes the turn from where it stands (R13.3), or the fallback ends it if no bot is
   * given. The seat keeps its player.
   */
  async expireTurn(bot?: SeatPlayer<G>): Promise<HostStep<G>[]> {
    const state = this.current;
    const turn = this.turnOf(state);
    if (!turn) return [];
    const seat = turn.seat;
    const stand = (bot ?? null) as GameBot<G> | null;
    const strike: Strike = {
      seat,
      bot: stand ? stand.name : "(fallback)",
      reason: "timeout",
      message: `the turn's time ran out; ${stand ? `${stand.name} finished the turn` : "the host ended the turn"}`,
      round: roundOf(state),
    };
    this.strikes.push(strike);
    const keep = this.players[seat] ?? null;
    this.players[seat] = stand;
    if (!stand) this.overlong = true;
    const done: HostStep<G>[] = [];
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
   * game ends as its rules say. Returns the events, or the game's refusal (e.g. a game with a
   * round limit, or a game without a clock).
   */
  expireClock():
    | { readonly ok: true; readonly events: readonly EventOf<G>[] }
    | { readonly ok: false; readonly error: G extends ItaliaGame ? RuleError : GameError } {
    type Failure = {
      readonly ok: false;
      readonly error: G extends ItaliaGame ? RuleError : GameError;
    };
    const input = { type: "timeUp" } as const;
    const result = this.game.host
      ? this.game.host(this.current, input)
      : {
          ok: false as const,
          error: { code: "NO_CLOCK", rule: null, message: "this game has no game clock" },
        };
    if (!result.ok) return { ok: false, error: result.error } as Failure;
    const events = result.value.events as readonly EventOf<G>[];
    this.current = result.value.state as StateOf<G>;
    this.steps.push(this.keeping.hostStep(input, events));
    this.cursors.append(events);
    this.meter.reset();
    this.overlong = false;
    return { ok: true, events };
  }

  /** Lets every bot release what it holds (external programs), with the final view and outcome. */
  async end(): Promise<void> {
    const final = this.current;
    const outcome = this.game.outcome(final);
    await Promise.all(
      this.players.map(async (bot, seat) => {
        try {
          await bot?.end?.(this.game.view(final, seat), outcome);
        } catch {
          // A bot's end hook cannot hurt the host.
        }
      }),
    );
  }

  private turnStrike(seat: Seat, bot: GameBot<G> | null, message: string): Strike {
    return {
      seat,
      bot: bot ? bot.name : "(a person)",
      reason: "turn-limit",
      message,
      round: roundOf(this.current),
    };
  }

  /**
   * Applies a checked decision. `byHost`: a bot's answer or a fallback (charged to the meter);
   * `counted`: the bot's time was already charged to its seat's clock and timings.
   */
  private commit(choice: Choice<G>, byHost: boolean, counted = false): HostStep<G> {
    const before = this.current;
    const { seat } = choice;
    let played = choice.played;
    if (!played) {
      const result = this.game.apply(before, choice.action);
      if (!result.ok) {
        throw new Error(
          `the game refused a checked action (${result.error.code}): ${JSON.stringify(choice.action)}`,
        );
      }
      played = result.value as AnyPlayed<G>;
    }
    this.current = played.state;
    const action = played.action;
    const events = played.events;
    this.steps.push(this.keeping.step(action, events));
    if (!counted && choice.strike) this.strikes.push(choice.strike);
    const asked = byHost && !!this.players[seat] && !(this.overlong && choice.elapsedMs === 0);
    if (asked && !counted) {
      this.clocks[seat]!.spend(choice.elapsedMs);
      addDecision(this.times[seat]!, choice.elapsedMs);
    }
    this.meter.add(choice.elapsedMs);

    this.cursors.append(events);
    this.cursors.compact(this.keeping.inactive(this.current));

    const turnBefore = this.turnOf(before);
    const turnAfter = this.turnOf(this.current);
    const turnEnded = turnAfter === null || turnBefore?.key !== turnAfter.key;
    if (turnEnded) {
      if (!turnBefore?.setup && this.players[seat]) addTurn(this.times[seat]!, this.meter.ms);
      this.meter.reset();
      this.overlong = false;
    }
    return {
      seat,
      action: action as HostStep<G>["action"],
      events,
      strike: choice.strike,
      turnEnded,
      byHost,
    };
  }
}

/** The round a state is in, for strikes: the state's `round` if it has one, else 0. */
function roundOf(state: unknown): number {
  const round = (state as { round?: unknown }).round;
  return typeof round === "number" ? round : 0;
}
