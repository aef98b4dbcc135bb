/**
 * Parsers for option values: each turns the text of an option into a number or refuses it with a
 * message that commander prints (exit 2). Limits that are a game's rules are in its folder
 * (Italia's round limit: `italia/options.ts`).
 */
import { InvalidArgumentError } from "commander";

/**
 * The number `value` writes in decimal digits only, else `NaN`: no sign, exponent, hex or
 * fraction ("1e3" and "0x10" are refused).
 */
export function digits(value: string): number {
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
