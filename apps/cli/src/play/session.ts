/**
 * `italia play`: a whole game in the terminal between humans (hot-seat) and bots. Humans choose
 * among the engine's legal moves by number; bots are refereed by the bot SDK; every action goes
 * into a game record that is saved at the end, on `save`, on `quit` and when the input ends.
 */
import { writeFileSync } from "node:fs";
import { askBot, type Bot } from "@italia/bot-sdk";
import { resolveBot } from "@italia/bot-sdk/node";
import {
  appendStep,
  apply,
  checkRecord,
  createRecord,
  eventsFor,
  type GameEvent,
  type GameRecord,
  type GameState,
  type LegalMove,
  legalMoves,
  moveAction,
  newGame,
  type PlayerAction,
  Prng,
  ranking,
  seedRng,
  viewFor,
} from "@italia/engine";
import { describeEvent, renderBoard, renderRanking, seatLabel } from "../render.js";
import { decisionTitle, moveRange, moveText, objectivePanel } from "./describe.js";
import type { LineInput } from "./input.js";

/** Who plays a seat. */
export type SeatPlayer =
  | { readonly kind: "human"; readonly name: string }
  | { readonly kind: "bot"; readonly bot: Bot; readonly spec: string };

/** How a play session ended. */
export type PlayEnd = "over" | "quit" | "input-ended";

/** What a play session needs. */
export interface PlayOptions {
  readonly state: GameState;
  readonly record: GameRecord;
  readonly seats: readonly SeatPlayer[];
  readonly recordFile: string;
  readonly input: LineInput;
  readonly write: (text: string) => void;
  /** Writes a prompt (no line break). */
  readonly prompt: (text: string) => void;
  readonly colour: boolean;
  /** Clear the screen between hot-seat players (only on a terminal). */
  readonly clearScreen: boolean;
}

const HELP = `Type the number of a choice, optionally followed by a number of armies or dice
("3" or "3 2"). Other commands: b = board, o = objective and hand, s = save, q = save and quit,
? = this help.`;

/** Plays until the game is over, the player quits, or the input ends. */
export async function playSession(
  options: PlayOptions,
): Promise<{ end: PlayEnd; state: GameState; record: GameRecord }> {
  const { seats, input, write, prompt, colour } = options;
  let { state, record } = options;
  const humans = seats.filter((s) => s.kind === "human").length;
  const botRng = new Prng(seedRng(`bots:${String(record.config.seed)}`));
  let lastHuman: number | null = null;
  const save = () => writeFileSync(options.recordFile, `${JSON.stringify(record, null, 1)}\n`);

  const step = (action: PlayerAction): { events: readonly GameEvent[] } | { error: string } => {
    const result = apply(state, action);
    if (!result.ok) return { error: result.error.message };
    record = appendStep(record, action, result.events, result.state);
    state = result.state;
    return { events: result.events };
  };
  const log = (events: readonly GameEvent[], viewer: number | null) => {
    for (const e of eventsFor(events, viewer)) {
      const line = describeEvent(e, colour);
      if (line) write(`  ${line}`);
    }
  };

  while (state.stage !== "over") {
    const seat = state.currentSeat;
    const player = seats[seat]!;
    if (player.kind === "bot") {
      const decision = await askBot(player.bot, state, { rng: botRng, timeLimitMs: 2000 });
      const done = step(decision.action);
      if ("error" in done) throw new Error(`a refereed bot action was refused: ${done.error}`);
      log(done.events, humans === 1 ? seats.findIndex((s) => s.kind === "human") : null);
      continue;
    }

    if (humans > 1 && lastHuman !== seat) {
      if (options.clearScreen) write("\x1b[2J\x1b[H");
      write(`\nPass the keyboard to ${seatLabel(seat, colour)} ${player.name}, then press Enter.`);
      const line = await input.next();
      if (line === null) {
        save();
        return { end: "input-ended", state, record };
      }
    }
    lastHuman = seat;
    const view = viewFor(state, seat);
    const moves = legalMoves(state);
    write("");
    write(renderBoard(view, colour));
    write("");
    write(objectivePanel(state, view));
    write("");
    write(
      `${state.stage === "setup" ? "Setup" : `Round ${state.round}`} — ${seatLabel(seat, colour)} ${player.name}: ${decisionTitle(view)}`,
    );
    for (const [i, m] of moves.entries())
      write(`  ${String(i + 1).padStart(2)}. ${moveText(m, view, colour)}`);

    for (;;) {
      prompt("> ");
      const line = await input.next();
      if (line === null) {
        save();
        return { end: "input-ended", state, record };
      }
      const answer = readAnswer(line, moves);
      if (answer.kind === "help") write(HELP);
      else if (answer.kind === "board") write(renderBoard(view, colour));
      else if (answer.kind === "objective") write(objectivePanel(state, view));
      else if (answer.kind === "save") {
        save();
        write(
          `Saved to ${options.recordFile}. Resume with: italia play --resume ${options.recordFile}`,
        );
      } else if (answer.kind === "quit") {
        save();
        return { end: "quit", state, record };
      } else if (answer.kind === "invalid") write(answer.message);
      else if (answer.kind === "move") {
        let count = answer.count;
        const range = moveRange(answer.move);
        if (range && count === undefined && range.min !== range.max) {
          write(`How many ${range.what}? (${range.min}–${range.max}, Enter = ${range.max})`);
          const more = await input.next();
          if (more === null) {
            save();
            return { end: "input-ended", state, record };
          }
          const n = more.trim() === "" ? range.max : Number(more.trim());
          if (!Number.isInteger(n)) {
            write(`"${more.trim()}" is not a number; choose again.`);
            continue;
          }
          count = n;
        }
        const done = step(moveAction(answer.move, count ?? range?.max));
        if ("error" in done) {
          write(`Not allowed: ${done.error}`);
          continue;
        }
        log(done.events, seat);
        break;
      }
    }
  }
  save();
  write("");
  write(renderBoard(viewFor(state, null), colour));
  write("");
  write(
    `Game over in round ${state.round}: ${state.endReason}${state.winner === null ? " (shared best score)" : `. ${seatLabel(state.winner, colour)} wins!`}`,
  );
  write(renderRanking(ranking(state), colour));
  write(`Game record: ${options.recordFile}`);
  return { end: "over", state, record };
}

type Answer =
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

/**
 * Seats for a new game: humans first, then the bots named in `bots` (bot SDK specs such as
 * `greedy`, `strong:iterations=64` or `cmd:python3 my_bot.py`).
 */
export async function seatPlayers(players: number, bots: readonly string[]): Promise<SeatPlayer[]> {
  const humans = players - bots.length;
  const seats: SeatPlayer[] = [];
  for (let seat = 0; seat < players; seat++) {
    if (seat < humans)
      seats.push({ kind: "human", name: humans === 1 ? "you" : `player ${seat + 1}` });
    else {
      const spec = bots[seat - humans]!;
      seats.push({ kind: "bot", bot: await resolveBot(spec), spec });
    }
  }
  return seats;
}

/** Lets bots release what they hold (external programs) once a session is over. */
export async function releaseBots(seats: readonly SeatPlayer[], state: GameState): Promise<void> {
  for (const [seat, s] of seats.entries()) {
    if (s.kind === "bot") await Promise.resolve(s.bot.end?.(viewFor(state, seat))).catch(() => {});
  }
}

/** A fresh game and its record. */
export function startGame(
  players: 3 | 4,
  seed: string,
  rounds: number,
  seats: readonly SeatPlayer[],
) {
  const config = { players, seed, limit: { rounds } };
  const record = createRecord(
    config,
    seats.map((s) => (s.kind === "human" ? { name: s.name } : { name: s.spec, bot: s.spec })),
  );
  return { state: newGame(config), record };
}

/** A saved game to resume: its state and record, and who played each seat. */
export async function resumeGame(
  json: unknown,
): Promise<
  | { ok: true; state: GameState; record: GameRecord; seats: SeatPlayer[] }
  | { ok: false; problem: string }
> {
  const check = checkRecord(json);
  if (!check.ok)
    return {
      ok: false,
      problem: `${check.step === null ? "" : `step ${check.step}: `}${check.problem}`,
    };
  const { record, state } = check;
  const seats: SeatPlayer[] = [];
  for (let seat = 0; seat < state.players; seat++) {
    const meta = record.seats?.[seat];
    if (meta?.bot) seats.push({ kind: "bot", bot: await resolveBot(meta.bot), spec: meta.bot });
    else seats.push({ kind: "human", name: meta?.name ?? `player ${seat + 1}` });
  }
  return { ok: true, state, record, seats };
}
