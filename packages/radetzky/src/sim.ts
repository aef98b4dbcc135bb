/**
 * A fast simulator for search bots: the same rules as {@link apply} (the same `perform` of
 * every action, the same draws from the state's generator, RZ26), on one mutable copy of the
 * state, without copying, freezing or keeping events at every step. The property test
 * `sim.test.ts` plays random games both ways and compares the states step by step.
 *
 * @module
 */
import { deepFreeze, Prng } from "@italia/game-kit";
import type { RadetzkyAction } from "./actions.js";
import { checkRead, perform, readAction } from "./apply.js";
import { type Ctx, generatorChance } from "./chance.js";
import type { RadetzkyError } from "./errors.js";
import type { RadetzkyEvent } from "./events.js";
import { legalMoves } from "./legal.js";
import { actorsOf } from "./seats.js";
import { cloneState, type Draft, type RadetzkyState, type Stage } from "./state.js";

/**
 * A game played in place: `step` trusts its action (one of {@link Simulator.legal}'s, or one
 * checked by {@link Simulator.tryStep}) and changes the simulator's own copy of the state.
 * Deterministic: the same start and the same actions give the same states as {@link apply}.
 *
 * @example
 * ```ts
 * const sim = new Simulator(state);
 * while (sim.stage !== "over") {
 *   const seat = sim.actors()[0]!;
 *   sim.step(sim.legal(seat)[0]!);
 * }
 * sim.state().winner; // "italy" | "austria"
 * ```
 */
export class Simulator {
  readonly #d: Draft;
  readonly #rng: Prng;
  readonly #ctx: Ctx;
  readonly #events: RadetzkyEvent[] = [];
  /** Actions stepped since the start. */
  steps = 0;

  /** A simulation starting from `state` (copied: `state` is never changed). */
  constructor(state: RadetzkyState) {
    this.#d = cloneState(state);
    this.#rng = new Prng(state.rng);
    this.#ctx = { d: this.#d, events: this.#events, chance: generatorChance(this.#rng) };
  }

  /** The current stage. */
  get stage(): Stage {
    return this.#d.stage;
  }

  /**
   * The current position, read in place: valid until the next step, never to be changed, and
   * its `rng` field is stale (see {@link Simulator.state} for a true state).
   */
  peek(): RadetzkyState {
    return this.#d as RadetzkyState;
  }

  /** The seats asked to act now (RZ4.6). */
  actors(): number[] {
    return actorsOf(this.#d as RadetzkyState);
  }

  /** The legal actions of `seat` now, as `legalMoves` lists them. */
  legal(seat: number): RadetzkyAction[] {
    return legalMoves(this.#d as RadetzkyState, seat);
  }

  /** Performs a legal `action` (unchecked: an illegal one breaks the simulation). */
  step(action: RadetzkyAction): void {
    this.#events.length = 0;
    perform(this.#ctx, action as unknown as Readonly<Record<string, unknown>>);
    this.steps++;
  }

  /** Checks `action` as `apply` does and performs it if legal; the refusal otherwise. */
  tryStep(action: unknown): RadetzkyError | null {
    const read = readAction(action);
    const error = checkRead(this.#d as RadetzkyState, read);
    if (error !== null) return error;
    this.step(read as unknown as RadetzkyAction);
    return null;
  }

  /** The events of the last step (overwritten by the next one). */
  lastEvents(): readonly RadetzkyEvent[] {
    return this.#events;
  }

  /** A deeply frozen copy of the current state, generator included. */
  state(): RadetzkyState {
    const copy = cloneState(this.#d as RadetzkyState);
    copy.rng = this.#rng.state();
    return deepFreeze(copy as RadetzkyState);
  }
}
