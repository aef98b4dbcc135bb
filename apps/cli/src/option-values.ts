/**
 * Parsers for option values: each turns the text of an option into a number or refuses it with a
 * message that commander prints (exit 2). Limits that are rules come from the engine.
 */
import { checkConfig } from "@italia/engine";
import { InvalidArgumentError } from "commander";

/** Decimal digits only: no sign, exponent, hex or fraction ("1e3" and "0x10" are refused). */
function digits(value: string): number {
  return /^\d{1,15}$/.test(value.trim()) ? Number(value) : Number.NaN;
}

/** A whole number of at least 1 (`--games`). */
export function positiveInt(value: string): number {
  const n = digits(value);
  if (!(n >= 1)) throw new InvalidArgumentError("expected a whole number of at least 1");
  return n;
}

/** The longest time a timer can wait in Node.js, in milliseconds (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

/** Milliseconds per bot decision (`--decision-ms`): 1 up to what a timer can wait. */
export function decisionMs(value: string): number {
  const n = digits(value);
  if (!(n >= 1 && n <= MAX_TIMER_MS))
    throw new InvalidArgumentError(`expected milliseconds from 1 to ${MAX_TIMER_MS}`);
  return n;
}

/** A whole number of at least 0 (`--workers`). */
export function naturalInt(value: string): number {
  const n = digits(value);
  if (!(n >= 0)) throw new InvalidArgumentError("expected a whole number ≥ 0");
  return n;
}

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
