/**
 * Italia's option values for the command: its round limit (R11.4), checked by the engine.
 */
import { checkConfig } from "@italia/engine";
import { InvalidArgumentError } from "commander";
import { digits } from "../option-values.js";

/**
 * A round limit (R11.4) the engine accepts: checked with the engine's own `checkConfig`, so the
 * range and its wording are the engine's.
 */
export function roundLimit(value: string): number {
  const rounds = digits(value);
  if (Number.isNaN(rounds)) throw new InvalidArgumentError("expected a whole number of rounds");
  const check = checkConfig({ players: 4, seed: "rounds", limit: { rounds } });
  if (!check.ok) throw new InvalidArgumentError(check.error.message);
  return rounds;
}
