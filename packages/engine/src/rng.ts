/**
 * Italia's randomness: its rules draw dice, uniform integers and shuffles from a
 * {@link RandomSource}, by default the game's own seeded ChaCha20 generator ({@link Prng}, from
 * `@italia/game-kit`, where its algorithm is documented); conformance vectors script the dice
 * instead ({@link ScriptedDice}).
 *
 * @module
 */
import type { RandomSource as KitRandomSource } from "@italia/game-kit";

export { isRngState, Prng, type RngState, type Seed, seedRng } from "@italia/game-kit";

/** A source of the randomness Italia's rules need: the kit's draws and fair dice. */
export interface RandomSource extends KitRandomSource {
  /** A fair die: an integer from 1 to 6. */
  die(): number;
}

/** Thrown by a {@link ScriptedDice} source asked for something it cannot give. */
export class ScriptExhaustedError extends Error {
  override name = "ScriptExhaustedError";
}

/**
 * A {@link RandomSource} that plays back given die results, as conformance vectors do. It refuses
 * any other randomness (a shuffle of two or more items), since a vector cannot script it.
 */
export class ScriptedDice implements RandomSource {
  private position = 0;

  /** @param rolls the die results to hand out, in order (each 1–6). */
  constructor(private readonly rolls: readonly number[]) {}

  /** How many results have been handed out. */
  get used(): number {
    return this.position;
  }

  die(): number {
    const roll = this.rolls[this.position];
    if (roll === undefined) {
      throw new ScriptExhaustedError(
        `the action needed more dice than the ${this.rolls.length} listed in "rolls"`,
      );
    }
    this.position++;
    return roll;
  }

  int(n: number): number {
    if (n === 1) return 0;
    throw new ScriptExhaustedError("the action needed a random draw that is not a die roll");
  }

  shuffle<T>(items: T[]): void {
    if (items.length > 1) {
      throw new ScriptExhaustedError(
        `the action needed to shuffle ${items.length} items; give the deck explicitly instead`,
      );
    }
  }
}
