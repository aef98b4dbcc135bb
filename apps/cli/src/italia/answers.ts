/**
 * What a player typed at the move prompt — a command (`b`, `o`, `m`, `l`, `s`, `q`, `?`) or a numbered choice
 * with an optional number of armies or dice — and at "How many?". Numbers out of a move's range
 * are refused here, before the engine would clamp them.
 */
import { quote } from "@italia/bot-sdk";
import type { LegalMove } from "@italia/engine";
import { type Choice, PASS_NUMBER } from "./choices.js";
import { moveRange } from "./describe.js";

/** What a line of input at the move prompt means. */
export type Answer =
  | { kind: "help" | "board" | "objective" | "more" | "log" | "save" | "quit" }
  | { kind: "invalid"; message: string }
  | { kind: "move"; move: LegalMove; count?: number };

/** Reads one line of input against the numbered choices (numbered by `ChoiceNumbers`). */
export function readAnswer(line: string, choices: readonly Choice[]): Answer {
  const text = line.trim().toLowerCase();
  const commands: Record<string, Answer["kind"]> = {
    "?": "help",
    help: "help",
    b: "board",
    board: "board",
    o: "objective",
    objective: "objective",
    m: "more",
    more: "more",
    l: "log",
    log: "log",
    s: "save",
    save: "save",
    q: "quit",
    quit: "quit",
  };
  const command = commands[text];
  if (command) return { kind: command } as Answer;
  const match = /^(\d{1,6})(?:\s+(\d{1,6}))?$/.exec(text);
  if (!match) {
    return {
      kind: "invalid",
      message: `"${quote(line.trim(), 40)}" is not a choice: type ${listed(choices)}, or ? for help.`,
    };
  }
  const move = choices.find((c) => c.number === Number(match[1]))?.move;
  if (!move)
    return {
      kind: "invalid",
      message: `There is no choice ${match[1]}: type ${listed(choices)}.`,
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

/** The numbers on screen, for a message: `a number from 1 to 7 or 0`, `one of 1, 3, 4 or 0`. */
function listed(choices: readonly Choice[]): string {
  const numbers = choices.map((c) => c.number).filter((n) => n !== PASS_NUMBER);
  const pass = choices.some((c) => c.number === PASS_NUMBER) ? ` (or ${PASS_NUMBER} to pass)` : "";
  if (numbers.length === 0) return `${PASS_NUMBER} to pass`;
  const first = numbers[0]!;
  const last = numbers.at(-1)!;
  const run = last - first + 1 === numbers.length;
  if (numbers.length === 1) return `${first}${pass}`;
  if (run) return `a number from ${first} to ${last}${pass}`;
  if (numbers.length <= 8) return `one of ${numbers.join(", ")}${pass}`;
  return `a number shown in the list${pass}`;
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
