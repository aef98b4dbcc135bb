/**
 * What a player typed at the move prompt — a command (`b`, `o`, `s`, `q`, `?`) or a numbered choice
 * with an optional number of armies or dice — and at "How many?". Numbers out of a move's range
 * are refused here, before the engine would clamp them.
 */
import type { LegalMove } from "@italia/engine";
import { moveRange } from "./describe.js";

/** What a line of input at the move prompt means. */
export type Answer =
  | { kind: "help" | "board" | "objective" | "save" | "quit" }
  | { kind: "invalid"; message: string }
  | { kind: "move"; move: LegalMove; count?: number };

/** Reads one line of input against the numbered moves. */
export function readAnswer(line: string, moves: readonly LegalMove[]): Answer {
  const text = line.trim().toLowerCase();
  const commands: Record<string, Answer["kind"]> = {
    "?": "help",
    help: "help",
    b: "board",
    board: "board",
    o: "objective",
    objective: "objective",
    s: "save",
    save: "save",
    q: "quit",
    quit: "quit",
  };
  const command = commands[text];
  if (command) return { kind: command } as Answer;
  const match = /^(\d+)(?:\s+(\d+))?$/.exec(text);
  if (!match) {
    return {
      kind: "invalid",
      message: `"${line.trim()}" is not a choice: type a number from 1 to ${moves.length}, or ? for help.`,
    };
  }
  const move = moves[Number(match[1]) - 1];
  if (!move)
    return {
      kind: "invalid",
      message: `There is no choice ${match[1]}: choose from 1 to ${moves.length}.`,
    };
  if (match[2] === undefined) return { kind: "move", move };
  const count = Number(match[2]);
  const range = moveRange(move);
  if (!range)
    return {
      kind: "invalid",
      message: `Choice ${match[1]} takes no number: type just ${match[1]}.`,
    };
  const problem = countProblem(count, range);
  return problem ? { kind: "invalid", message: problem } : { kind: "move", move, count };
}

/** The numbers a move takes: armies or dice, from `min` to `max`. */
export type CountRange = NonNullable<ReturnType<typeof moveRange>>;

/**
 * Why `count` is not allowed for a move, naming the allowed range, or `null` if it is allowed.
 * (The engine's `moveAction` would clamp it; a person is asked again instead.)
 */
export function countProblem(count: number, range: CountRange): string | null {
  if (count >= range.min && count <= range.max) return null;
  const what = count === 1 ? { armies: "army", dice: "die" }[range.what] : range.what;
  const allowed =
    range.min === range.max
      ? `it must be ${range.min}`
      : `choose from ${range.min} to ${range.max}`;
  return `${count} ${what} is out of range: ${allowed}.`;
}

/**
 * Reads the answer to "How many armies (or dice)?": a number in range (Enter takes the most); a
 * number out of range is `invalid` (ask again); anything else goes `back` to the choices.
 */
export function readCount(
  line: string,
  range: CountRange,
): { kind: "count"; count: number } | { kind: "invalid" | "back"; message: string } {
  const text = line.trim();
  if (text === "") return { kind: "count", count: range.max };
  if (!/^\d+$/.test(text))
    return { kind: "back", message: `"${text}" is not a number; choose again.` };
  const count = Number(text);
  const problem = countProblem(count, range);
  return problem ? { kind: "invalid", message: problem } : { kind: "count", count };
}

/** Reads the answer to the hot-seat hand-over line: `q` (or `quit`) saves and quits, anything else goes on. */
export function readHandOver(line: string): "quit" | "continue" {
  const text = line.trim().toLowerCase();
  return text === "q" || text === "quit" ? "quit" : "continue";
}
