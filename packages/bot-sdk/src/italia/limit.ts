/**
 * Italia's game limit ({@link Limit}: rounds, or minutes for a timed game, R11.4) as the bot SDK
 * takes it — in the arena, `playGame` and its bots' terms — and the limit of a game that names
 * none ({@link defaultLimit}).
 *
 * @module
 */
import { type Limit, RULES } from "@italia/engine";

export type { Limit };

/** The limit of an Italia game that names none: the rules' default round limit (R11.4). */
export function defaultLimit(): Limit {
  return { rounds: RULES.defaultRounds };
}
