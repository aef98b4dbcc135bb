/**
 * What a player typed at the move prompt: a command (`b`, `o`, `s`, `q`, `?`) or a numbered choice
 * with an optional number of armies or dice.
 */
import type { LegalMove } from "@italia/engine";

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
  return match[2] === undefined
    ? { kind: "move", move }
    : { kind: "move", move, count: Number(match[2]) };
}
