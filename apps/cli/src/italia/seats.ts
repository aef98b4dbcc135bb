/**
 * Who plays each seat of `italia play` — people or bots from the bot SDK — and how a game starts:
 * new (seats, config, an empty record) or resumed from a checked record.
 */

import { type Bot, quote, safeText } from "@italia/bot-sdk";
import { normalizeSpec, resolveBot } from "@italia/bot-sdk/node";
import {
  checkRecord,
  createRecord,
  type GameRecord,
  type GameState,
  newGame,
  viewFor,
} from "@italia/engine";
import { type ProgramOptions, withProgramOptions } from "../bot-programs.js";
import { seatNumber } from "../render.js";

/** The longest name of a person from a record that is shown whole, in characters. */
const MAX_NAME_CHARS = 40;
/** The longest bot spec a record may name, in characters. */
const MAX_SPEC_CHARS = 200;

/** Who plays a seat. */
export type SeatPlayer =
  | { readonly kind: "human"; readonly name: string }
  | { readonly kind: "bot"; readonly bot: Bot; readonly spec: string };

/**
 * Seats for a new game: humans first, then the bots named in `bots` (bot SDK specs such as
 * `greedy`, `strong:iterations=64` or `cmd:python3 my_bot.py`).
 */
export async function seatPlayers(
  players: number,
  bots: readonly string[],
  programs: ProgramOptions = {},
): Promise<SeatPlayer[]> {
  const humans = players - bots.length;
  const seats: SeatPlayer[] = [];
  for (let seat = 0; seat < players; seat++) {
    if (seat < humans)
      seats.push({ kind: "human", name: humans === 1 ? "you" : `player ${seat + 1}` });
    else {
      const spec = bots[seat - humans]!;
      seats.push({ kind: "bot", bot: await resolveBot(withProgramOptions(spec, programs)), spec });
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

/**
 * Who played a seat of a saved game, as its record says. A record is a file from anywhere, so the
 * bots it names are never made from it blindly: `program` marks a seat whose bot is a program or a
 * module (`cmd:…`, `module:…`), which is only ever started from a command line the user typed.
 */
export type SavedSeat =
  | { readonly kind: "human"; readonly name: string }
  | { readonly kind: "bot"; readonly spec: string; readonly program: boolean };

/** Whether a bot spec names code to run (a program or a module) rather than a built-in bot. */
export function isProgramSpec(spec: string): boolean {
  return typeof normalizeSpec(spec) !== "string" || /^\s*(cmd|module)\s*:/i.test(spec);
}

/** A saved game to resume: its state and record, and who played each seat (nothing is started). */
export function resumeGame(
  json: unknown,
):
  | { ok: true; state: GameState; record: GameRecord; seats: SavedSeat[] }
  | { ok: false; problem: string } {
  const check = checkRecord(json);
  if (!check.ok)
    return {
      ok: false,
      // checkRecord names steps by index; people count from 1 (step 1 is the first action).
      problem: `${check.step === null ? "" : `step ${check.step + 1}: `}${check.error.message}`,
    };
  const { record, state } = check;
  const seats: SavedSeat[] = [];
  for (let seat = 0; seat < state.players; seat++) {
    const meta = record.seats?.[seat];
    const spec = meta?.bot;
    if (typeof spec === "string" && spec !== "") {
      // A spec is shown as the bot's name: one that needs escaping or is huge is no bot's.
      if (spec.length > MAX_SPEC_CHARS || safeText(spec) !== spec)
        return {
          ok: false,
          problem: `seat ${seatNumber(seat)} names an unusable bot: ${quote(spec)}`,
        };
      seats.push({ kind: "bot", spec, program: isProgramSpec(spec) });
    } else {
      const name = typeof meta?.name === "string" ? meta.name : `player ${seat + 1}`;
      seats.push({ kind: "human", name: quote(name, MAX_NAME_CHARS) });
    }
  }
  return { ok: true, state, record, seats };
}

/**
 * The players of a saved game's seats: built-in bots are made from their specs; every program seat
 * gets `program` — the command the user typed in this invocation (`--bot-cmd`), never the one the
 * record names.
 */
export async function seatSavedPlayers(
  seats: readonly SavedSeat[],
  program: string,
  programs: ProgramOptions = {},
): Promise<SeatPlayer[]> {
  const players: SeatPlayer[] = [];
  for (const s of seats) {
    if (s.kind === "human") players.push(s);
    else {
      const spec = s.program ? `cmd:${program}` : s.spec;
      players.push({
        kind: "bot",
        bot: await resolveBot(withProgramOptions(spec, programs)),
        spec,
      });
    }
  }
  return players;
}
