/**
 * The simulation path for rollouts: a {@link Simulator} plays a game forward as fast as the rules
 * allow, for search bots and analysis that play thousands of games per decision.
 *
 * It runs the same rule modules as {@link apply}, so it reaches exactly the same states and
 * outcomes (a property test checks this over many random games), but it does less work per
 * action:
 * - {@link Simulator.step} trusts its action: it must come from the simulator's own
 *   {@link Simulator.legalActions} or {@link Simulator.legalMoves} (through `moveAction`), so it is
 *   neither schema-checked nor checked against the rules;
 * - it builds no events (the rule modules skip making them);
 * - one generator carries the dice from action to action instead of a new one per action.
 *
 * - while nobody holds its current state, it changes that state in place: a step copies only what
 *   no earlier step since the last hand-out has copied (copy-on-write, as `apply`, from each state
 *   handed out). Reading {@link Simulator.state} or calling {@link Simulator.clone} hands the state
 *   out; it never changes afterwards. Loops that read only {@link Simulator.stage},
 *   {@link Simulator.currentSeat}, {@link Simulator.winner} and the legal lists between steps run
 *   fastest.
 *
 * Every state it hands out shares its unchanged parts with the one before, so
 * {@link Simulator.clone} costs nothing but a new generator, and {@link Simulator.state} can be
 * kept and read at any time. Unlike `apply`'s results, these states
 * are not frozen (freezing is a share of every action): the engine never changes them, and code
 * that hands one to untrusted code should pass it through `apply` or freeze it first. Anything arriving from outside (a
 * player, a file, the network) goes through {@link apply} or {@link Simulator.tryStep}.
 *
 * @example
 * ```ts
 * const sim = new Simulator(state);
 * while (sim.stage !== "over") {
 *   const actions = sim.legalActions();
 *   sim.step(actions[rng.int(actions.length)]!);
 * }
 * console.log(sim.state.winner);
 * ```
 *
 * @module
 */
import type { PlayerAction } from "./actions.js";
import { checkAction, playRule } from "./apply.js";
import { REGION_IDS } from "./board.js";
import { Draft } from "./draft.js";
import { type RuleError, ruleError } from "./errors.js";
import { generateInto, type LegalMove, legalActions, legalMoves } from "./legal.js";
import { regionTable } from "./region-table.js";
import { Prng } from "./rng.js";
import { parseAction } from "./schema.js";
import type { GameState, Seat, Stage } from "./state.js";

/**
 * A game being simulated (see the module notes). Mutable: {@link step} moves it on; the states it
 * hands out are never changed afterwards.
 */
export class Simulator {
  private current: GameState;
  private readonly rng: Prng;
  /**
   * The working copy while {@link current} is private: made by this simulator and not yet handed
   * out (read through {@link state} or shared by {@link clone}). The next step then changes the
   * parts this draft already copied in place (a transient, as in Clojure); once the state has been
   * handed out, the next step starts a new draft, so a state handed out never changes.
   */
  private draft: Draft | null = null;
  /** The indexed legal list of the current state (its first {@link listed} entries). */
  private readonly list: unknown[] = [];
  /** How many entries of {@link list} are current; −1 until listed for the current state. */
  private listed = -1;

  /** @param state where the simulation starts (not modified; its PRNG state seeds the dice) */
  constructor(state: GameState) {
    this.current = state;
    this.rng = new Prng(state.rng);
  }

  /** The current state: a plain {@link GameState}, equal to what {@link apply} would return, not frozen. */
  get state(): GameState {
    this.draft = null;
    return this.current;
  }

  /** The current stage (`"over"` once the game has ended). */
  get stage(): Stage {
    return this.current.stage;
  }

  /** Whose decision it is. */
  get currentSeat(): Seat {
    return this.current.currentSeat;
  }

  /** The winner once the game is over, else `null`. */
  get winner(): Seat | null {
    return this.current.winner;
  }

  /** Every legal action now (as {@link legalActions}); any of them may be passed to {@link step}. */
  legalActions(): PlayerAction[] {
    if (this.listed >= 0) return this.list.slice(0, this.listed) as PlayerAction[];
    return legalActions(this.current);
  }

  /**
   * How many legal actions there are now: the length {@link legalActions} would return, without
   * building that array. The list is made once per state (into a buffer of this simulator's own)
   * and indexed by {@link actionAt} and {@link stepIndex}, in {@link legalActions}' order.
   * 0 once the game is over.
   */
  legalCount(): number {
    if (this.listed < 0) this.listed = generateInto(this.list, this.current, true);
    return this.listed;
  }

  /**
   * The legal action at `index` (0 ≤ index < {@link legalCount}), the same as
   * `legalActions()[index]`: frozen and shared, like every listed action.
   * @throws RangeError for an index outside the list
   */
  actionAt(index: number): PlayerAction {
    const count = this.legalCount();
    if (!(Number.isInteger(index) && index >= 0 && index < count)) {
      throw new RangeError(`no legal action at index ${String(index).slice(0, 20)} of ${count}`);
    }
    return this.list[index] as PlayerAction;
  }

  /**
   * Plays the legal action at `index`, as `step(legalActions()[index])` does, with no array made
   * for the list (the fast path of a random or index-based rollout policy).
   * @throws RangeError for an index outside the list (the state is then unchanged)
   */
  stepIndex(index: number): void {
    this.step(this.actionAt(index));
  }

  /** The legal moves now (as {@link legalMoves}); `moveAction` of any of them may be stepped. */
  legalMoves(): LegalMove[] {
    return legalMoves(this.current);
  }

  /**
   * Plays an action taken from this simulator's own legal list for the current state, without
   * checking it. An action from anywhere else gives a state the rules do not allow: use
   * {@link tryStep} for those.
   */
  step(action: PlayerAction): void {
    const before = this.rng.drawn;
    this.listed = -1;
    let d = this.draft;
    if (d === null) {
      d = new Draft(this.current, this.rng, false);
      this.draft = d;
    }
    playRule(d, action);
    if (this.rng.drawn !== before) d.s.rng = this.rng.state();
    this.current = d.s;
  }

  /**
   * Checks any action as {@link apply} does (schema, then the rules) and plays it if legal.
   * Returns the refusal, or `null` once played. The host's `clockExpired` is refused here: it is
   * no seat's move.
   */
  tryStep(action: unknown): RuleError | null {
    const parsed = parseAction(action);
    if (!parsed.ok) return parsed.error;
    if (parsed.action.type === "clockExpired") {
      return ruleError(
        "INVALID_ACTION",
        "R11.4",
        "A simulator plays the seats' moves only; report the clock with apply.",
      );
    }
    const error = checkAction(this.current, parsed.action);
    if (error) return error;
    this.step(parsed.action);
    return null;
  }

  /** An independent simulator at the same point (cheap: states are shared, never changed). */
  clone(): Simulator {
    this.draft = null;
    return new Simulator(this.current);
  }

  // ── Reading without handing out ───────────────────────────────────────────────────────────
  // Read-only accessors for rollout policies (the strong bot's). They never hand the state out,
  // so the next step still changes it in place. Kept together at the end of the class: changes to
  // the stepping code above need not touch them.

  /**
   * The current state, to read now without handing it out (unlike {@link state}): the next
   * {@link step} keeps changing it in place, so what this returns — and every part of it — is
   * valid only until then. Read what a decision needs and keep nothing; to keep a state, use
   * {@link state}. Never write into it.
   *
   * @example
   * ```ts
   * while (sim.stage !== "over") {
   *   const s = sim.peek(); // no copy: the next step may change `s`
   *   sim.step(choose(s, sim.legalMoves()));
   * }
   * ```
   */
  peek(): GameState {
    return this.current;
  }

  /** The owner of the region at board index `index` (the order of `REGION_IDS`), now. */
  regionOwner(index: number): Seat {
    return this.current.regions[REGION_IDS[index]!]!.owner;
  }

  /** The armies on the region at board index `index` (the order of `REGION_IDS`), now. */
  regionArmies(index: number): number {
    return this.current.regions[REGION_IDS[index]!]!.armies;
  }

  /**
   * Copies the owner and armies of every region, by board index, into the given tables (each at
   * least `REGION_IDS.length` long): one pass over the board, no allocation.
   */
  readBoard(owner: Int8Array, armies: Int16Array): void {
    // From the board's table (the move generator's, kept in step with every change): two array
    // reads per region instead of a keyed lookup.
    const table = regionTable(this.current.regions);
    for (let i = 0; i < REGION_IDS.length; i++) {
      owner[i] = table.owner[i]!;
      armies[i] = table.armies[i]!;
    }
  }

  /** How many cards `seat` holds now. */
  cardCount(seat: Seat): number {
    return this.current.hands[seat]?.length ?? 0;
  }
}
