/**
 * Parsers for option values: each turns the text of an option into a number or refuses it with a
 * message that commander prints (exit 2). Limits that are rules come from the engine.
 */
import { checkConfig } from "@italia/engine";
import { InvalidArgumentError } from "commander";

/** A whole number of at least 1 (`--games`, `--decision-ms`). */
export function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new InvalidArgumentError("expected a whole number of at least 1");
  return n;
}

/** A whole number of at least 0 (`--workers`). */
export function naturalInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError("expected a whole number ≥ 0");
  return n;
}

/**
 * A round limit (R11.4) the engine accepts: checked with the engine's own `checkConfig`, so the
 * range and its wording are the engine's.
 */
export function roundLimit(value: string): number {
  const rounds = Number(value);
  const problem = checkConfig({ players: 4, seed: "rounds", limit: { rounds } });
  if (problem) throw new InvalidArgumentError(problem.message);
  return rounds;
}
