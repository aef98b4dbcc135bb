/**
 * A local game of Radetzky: one device, people and bots in any seats. It holds the state, asks
 * the rules for everything (who acts, the legal moves, every refusal) and keeps the log; it never
 * decides a rule itself. The screen drives it: a person's action applies on arrival, bots are
 * stepped one decision at a time.
 *
 * Shared decisions (a card owed from a pool several seats hold, RZ4.6, RZ11.2): the bots wait
 * for the people, as in an online room. The people among the actors decide (the first valid play
 * counts); they may also let the bots answer ({@link LocalRadetzky.stepBots}): the lowest bot
 * seat's answer that is not `null` applies, and if every bot waits the people still decide. With
 * no person among the actors, the bots decide, and if they all wait, the first actor's fallback
 * applies.
 *
 * @module
 */
import {
  controllerOf,
  RADETZKY_BOTS,
  type RadetzkyAction,
  type RadetzkyBot,
  type RadetzkyConfig,
  type RadetzkyEvent,
  type RadetzkyState,
  type RadetzkyView,
  radetzky,
} from "@italia/radetzky";
import { botRandom } from "./botRandom";
import { EMPTY_JOURNAL, fileAction, type RzJournal, type RzLogEntry } from "./journal";
import type { RzSeat, RzSetup } from "./setup";
import { type RzBotQuestion, think, thinkHere } from "./thinking";

export type { RzLogEntry } from "./journal";

/** A refusal of the rules (`apply`'s error): a stable code, the rule it cites, a message. */
export interface RzRefusal {
  readonly code: string;
  readonly rule: string | null;
  readonly message: string;
  /** The field of a malformed action or config the refusal points at. */
  readonly path?: string;
}

/** What the game waits for. */
export type RzWaiting =
  | { readonly kind: "over" }
  /** Other seats decide, elsewhere (online: people at other devices, or the room's bots). */
  | { readonly kind: "others"; readonly seats: readonly number[] }
  /** Bots decide next: call {@link LocalRadetzky.stepBots}. */
  | { readonly kind: "bots" }
  /** These people may act (several at a shared decision). */
  | {
      readonly kind: "people";
      /** The people among the actors. */
      readonly seats: readonly number[];
      /** The bots among the actors, waiting for the people (a shared decision). */
      readonly bots: readonly number[];
      /**
       * Online: the other seats that may answer the same shared decision from their own devices
       * (the first valid play counts).
       */
      readonly elsewhere?: readonly number[];
    };

/**
 * What the game screen needs from a table — the one connection it plays through: the seats, what
 * the game waits for, the viewer's view, a seat's legal moves, playing one, and the log.
 * {@link LocalRadetzky} is the local one (over the rules); `OnlineRadetzky` (online.ts) plays in
 * a room of the server (views and moves from its updates, refusals from its answer). Its journal
 * (the log, the fight's and the Austrian turn's events) is the viewer's: each event shown through
 * `eventFor` for it.
 */
export interface RzTable extends RzJournal {
  /** The seats, as set up. */
  readonly seats: readonly RzSeat[];
  /**
   * The one seat this device plays (online), or `null` when people share the device (local):
   * the screen then follows whoever holds it.
   */
  readonly me: number | null;
  /**
   * A spectator's table (online, by a watch link): nobody's eyes but the public's — the screen
   * shows the public view, no hand and no move, and never acts.
   */
  readonly watching?: boolean;
  /** What the game waits for. */
  waiting(): RzWaiting;
  /** Whether several people share the device and hands are hidden: hand-overs are needed. */
  hiddenHands(): boolean;
  /** What `viewer` sees (RZ24). */
  view(viewer: number | null): RadetzkyView;
  /** The legal moves of `seat`. */
  moves(seat: number): readonly RadetzkyAction[];
  /** The seat controlling Patriot `patriot`. */
  controllerOf(patriot: number): number;
  /**
   * Plays an action; the rules' refusal, or `null` (online: sent, and a refusal comes later as
   * {@link RzTable.refusal}).
   */
  play(action: RadetzkyAction): RzRefusal | null;
  /** A refusal that came after {@link RzTable.play} returned (online), else `null`. */
  refusal(): RzRefusal | null;
  /** Lets the bots make one decision; whether one was applied. */
  stepBots(): boolean;
  /**
   * As {@link RzTable.stepBots}, the search bot thinking in the bots' worker (thinking.ts);
   * absent where no bot of this device thinks.
   */
  thinkBots?(): Promise<boolean>;
  /** The team's result once over. */
  result(): RzResult | null;
}

/** The team's result (RZ16): the winning faction, why, and the round it ended in. */
export interface RzResult {
  readonly winner: "italy" | "austria";
  readonly reason: "zones" | "reserve";
  readonly round: number;
}

/**
 * The result of starting a game: the game, or the rules' refusal — of the config (RZ3), or, for a
 * saved game, of the saved action number `step` (from 1), which then does not replay.
 */
export type RzStart =
  | { readonly ok: true; readonly game: LocalRadetzky }
  | { readonly ok: false; readonly error: RzRefusal; readonly step?: number };

/** A local game of Radetzky (see the module's description for the shared-decision rule). */
export class LocalRadetzky implements RzTable {
  /** The current state (every secret: never shown as it is). */
  state: RadetzkyState;
  /** The seats, as set up. */
  readonly seats: readonly RzSeat[];
  /** The config the rules accepted. */
  readonly config: RadetzkyConfig;
  /** People share this device: no one seat is "mine". */
  readonly me = null;
  /** The log, the fight and the Austrian turn so far. */
  journal: RzJournal = EMPTY_JOURNAL;
  /** Every action applied, in order (what a saved game keeps). */
  readonly actions: RadetzkyAction[] = [];
  /** Called after each applied action (the screen saves the game). */
  onPlayed: (() => void) | null = null;
  /** The setup it started from. */
  readonly setup: RzSetup;
  private readonly bots: (RadetzkyBot | null)[];
  private readonly rngs: { int(n: number): number }[];

  private constructor(config: RadetzkyConfig, setup: RzSetup) {
    this.config = config;
    this.setup = setup;
    this.seats = setup.seats.slice(0, config.players);
    this.state = radetzky.newGame(config, setup.seed);
    this.bots = this.seats.map((s) => (s.kind === "person" ? null : RADETZKY_BOTS[s.kind]()));
    this.rngs = this.seats.map((_, i) => botRandom(`${setup.seed}/bot/${i}`));
  }

  /** Starts a game from the form's setup; the config is checked by the rules (RZ3). */
  static start(setup: RzSetup): RzStart {
    const checked = radetzky.checkConfig(setup.config);
    if (!checked.ok) return { ok: false, error: checked.error };
    if (setup.seats.length < checked.value.players) {
      return { ok: false, error: { code: "SEATS", rule: "RZ3", message: "one seat per player" } };
    }
    return { ok: true, game: new LocalRadetzky(checked.value, setup) };
  }

  /** Every event so far, oldest first. */
  get log(): readonly RzLogEntry[] {
    return this.journal.log;
  }

  /** The events of the current or last fight, oldest first. */
  get fightEvents(): readonly RadetzkyEvent[] {
    return this.journal.fightEvents;
  }

  /** The zone of the current or last fight, or `null` before the first. */
  get fightZone(): number | null {
    return this.journal.fightZone;
  }

  /** The events of the last Austrian turn (RZ14), oldest first, with its round. */
  get austrianTurn(): RzJournal["austrianTurn"] {
    return this.journal.austrianTurn;
  }

  /** A local game's refusals come straight from {@link play}. */
  refusal(): RzRefusal | null {
    return null;
  }

  /**
   * A saved game again: started from its setup, then every saved action replayed through the
   * rules (RZ26: the same seed and actions give the same game). An action the rules refuse is a
   * save that does not belong to this game: refused with the rules' refusal and the step.
   */
  static resume(setup: RzSetup, actions: readonly RadetzkyAction[]): RzStart {
    const started = LocalRadetzky.start(setup);
    if (!started.ok) return started;
    const game = started.game;
    for (let i = 0; i < actions.length; i++) {
      const error = game.play(actions[i]!);
      if (error !== null) return { ok: false, error, step: i + 1 };
    }
    return { ok: true, game };
  }

  /** Whether a seat is played by a person at this device. */
  isPerson(seat: number): boolean {
    return this.seats[seat]?.kind === "person";
  }

  /** The seats the rules ask now (RZ4.6). */
  actors(): readonly number[] {
    return radetzky.actors(this.state);
  }

  /** Whether seats other than `seat` hold hands `seat` may not see (RZ24.3): hand-overs matter. */
  hiddenHands(): boolean {
    return (
      this.config.handInfo !== "open" && this.seats.filter((s) => s.kind === "person").length > 1
    );
  }

  /** What the game waits for now. */
  waiting(): RzWaiting {
    const actors = this.actors();
    if (actors.length === 0) return { kind: "over" };
    const people = actors.filter((s) => this.isPerson(s));
    const bots = actors.filter((s) => !this.isPerson(s));
    if (people.length === 0) return { kind: "bots" };
    // At a shared decision the bots wait for the people.
    return { kind: "people", seats: people, bots };
  }

  /** What `viewer` may see now (`null`: a spectator), as the rules give it (RZ24). */
  view(viewer: number | null): RadetzkyView {
    return radetzky.view(this.state, viewer);
  }

  /** The legal moves of `seat` now (the rules' list). */
  moves(seat: number): readonly RadetzkyAction[] {
    return radetzky.legalMoves(this.state, seat);
  }

  /** The seat controlling Patriot `patriot` now (RZ4.3, RZ21.3). */
  controllerOf(patriot: number): number {
    return controllerOf(this.state, patriot);
  }

  /**
   * Applies a person's (or a bot's) action through the rules. Returns the rules' refusal, or
   * `null` when it applied.
   */
  play(action: RadetzkyAction): RzRefusal | null {
    const before = this.state;
    const result = radetzky.apply(before, action);
    if (!result.ok) return result.error;
    this.state = result.value.state;
    this.actions.push(result.value.action ?? action);
    this.record(before, action.seat, result.value.events);
    this.onPlayed?.();
    return null;
  }

  /**
   * Lets the bots make one decision: when {@link waiting} says `"bots"`, or at a shared decision
   * when the people let the bots answer. Returns whether a step was applied (`false`: every bot
   * among the actors waited, and the people decide).
   */
  stepBots(): boolean {
    const actors = this.actors();
    if (actors.length === 0) return false;
    for (const seat of this.botsAmong(actors)) {
      const q = this.question(seat, actors);
      if (q === null) continue;
      const answer = this.thinks(seat)
        ? thinkHere(q)
        : this.bots[seat]!.decide({ ...q, rng: this.rngs[seat]! });
      if (answer !== null && this.play(answer) === null) return true;
      // An answer the rules refuse counts as waiting (the bots are the package's and legal).
    }
    return this.fallback(actors);
  }

  /**
   * {@link stepBots} with the search bot (`strong`) thinking in the bots' worker, so the page
   * stays responsive: the same answers. A step a person took meanwhile wins: the bots' answer is
   * then dropped (`false`).
   */
  async thinkBots(): Promise<boolean> {
    const before = this.state;
    const actors = this.actors();
    if (actors.length === 0) return false;
    for (const seat of this.botsAmong(actors)) {
      const q = this.question(seat, actors);
      if (q === null) continue;
      const answer = this.thinks(seat)
        ? await think(q)
        : this.bots[seat]!.decide({ ...q, rng: this.rngs[seat]! });
      if (this.state !== before) return false;
      if (answer !== null && this.play(answer) === null) return true;
    }
    return this.fallback(actors);
  }

  /** Whether the bot of `seat` is the search bot (it thinks through thinking.ts). */
  private thinks(seat: number): boolean {
    return this.seats[seat]?.kind === "strong";
  }

  /** The bots among `actors`. */
  private botsAmong(actors: readonly number[]): number[] {
    return actors.filter((s) => !this.isPerson(s));
  }

  /**
   * What the bot of `seat` is asked now (`null`: no legal action): its view, its actions, the
   * other actors, and the seed of the search bot's generator for this decision (the game's seed,
   * the seat and the step, so a game replays alike).
   */
  private question(seat: number, actors: readonly number[]): RzBotQuestion | null {
    const actions = radetzky.legalMoves(this.state, seat);
    if (actions.length === 0) return null;
    return {
      level: "strong",
      seat,
      view: radetzky.view(this.state, seat),
      actions,
      alsoActing: actors.filter((s) => s !== seat),
      seed: `${this.setup.seed}/bot/${seat}/${this.actions.length}`,
    };
  }

  /** Every bot waited: with no person among the actors, the first actor's fallback plays. */
  private fallback(actors: readonly number[]): boolean {
    if (actors.some((s) => this.isPerson(s))) return false;
    for (const seat of actors) {
      if (this.play(radetzky.fallback(this.state, seat)) === null) return true;
    }
    return false;
  }

  /** The team's result once the game is over (RZ16), else `null`. */
  result(): RzResult | null {
    const s = this.state;
    if (s.stage !== "over" || s.winner === null || s.endReason === null) return null;
    return { winner: s.winner, reason: s.endReason, round: s.round };
  }

  private record(before: RadetzkyState, seat: number, events: readonly RadetzkyEvent[]): void {
    const fight = this.state.fight;
    const started = before.fight === null && fight !== null ? fight.zone : null;
    this.journal = fileAction(this.journal, seat, before.round, events, started);
  }
}
