/**
 * Radetzky's game records (`game-record/1`, written by the bot SDK's host): reading one from a
 * file from anywhere — every field checked, every step replayed with the rules, the randomness it
 * recorded compared (RZ25.4, RZ26) and the recorded outcome too — for `play --resume` and
 * `replay`. A record never starts a program: its seats are people, the team's built-in bots, or
 * bot programs (`cmd:PROGRAM`), which only a command line the user typed starts (`--bot-cmd`).
 */
import type { PlatformRecord } from "@italia/bot-sdk";
import { quote, safeText } from "@italia/bot-sdk";
import { checkGameRecord } from "@italia/game-kit";
import {
  type RadetzkyConfig,
  type RadetzkyEvent,
  type RadetzkyState,
  radetzky,
} from "@italia/radetzky";
import { seatNumber } from "../render.js";
import { RADETZKY_BOT_NAMES } from "./simulate.js";

/** The longest name of a person from a record that is shown whole, in characters. */
const MAX_NAME_CHARS = 40;
/** The longest bot program spec (`cmd:PROGRAM`) a record may name, in characters. */
const MAX_SPEC_CHARS = 200;

/**
 * Who played a seat of a saved game: a person (by name), or a bot — a built-in bot's name, or a
 * bot program's spec (`cmd:PROGRAM`, see {@link isProgramSeat}).
 */
export type RzSavedSeat =
  | { readonly kind: "human"; readonly name: string }
  | { readonly kind: "bot"; readonly bot: string };

/** Whether a seat's bot is a program (`cmd:PROGRAM`) rather than one of the team's bots. */
export function isProgramSeat(bot: string): boolean {
  return /^\s*cmd\s*:/i.test(bot);
}

/** A checked record: its config, the state its steps lead to, their events and its seats. */
export interface CheckedRecord {
  readonly record: PlatformRecord;
  readonly config: RadetzkyConfig;
  readonly state: RadetzkyState;
  readonly seats: readonly RzSavedSeat[];
  /** Each step's events, in order. */
  readonly events: readonly (readonly RadetzkyEvent[])[];
}

/** Why a record does not hold: the step (from 1) when a step is at fault, and what is wrong. */
export interface RecordProblem {
  readonly step: number | null;
  readonly problem: string;
}

/** Whether `json` says it is a game record of the platform (`game-record/1`). */
export function isPlatformRecord(json: unknown): boolean {
  return (
    typeof json === "object" &&
    json !== null &&
    (json as { format?: unknown }).format === "game-record/1"
  );
}

/**
 * Checks a Radetzky `game-record/1` read from a file and replays it with the game kit's reader
 * (`checkGameRecord`: the config by the rules' `checkConfig`, every step applied, its recorded
 * `chance` compared with what the step drew — RZ26 — and a recorded outcome with the replayed
 * one), then reads its seats: people, the team's bots, or bot programs. Never throws on bad input.
 */
export function checkRadetzkyRecord(json: unknown): CheckedRecord | RecordProblem {
  const bad = (problem: string, step: number | null = null): RecordProblem => ({ step, problem });
  const checked = checkGameRecord(radetzky, json);
  if (!checked.ok) {
    const { code, message } = checked.error;
    const step = checked.step === null ? null : checked.step + 1;
    return bad(code === "RECORD_CHANCE_DIFFERS" ? `${message} (RZ26)` : message, step);
  }
  const seats: RzSavedSeat[] = [];
  const metas = checked.record.seats ?? [];
  for (let seat = 0; seat < checked.config.players; seat++) {
    const meta = metas[seat];
    const bot = meta?.bot;
    if (typeof bot === "string" && bot !== "") {
      if (isProgramSeat(bot)) {
        // A spec is shown as the seat's name: one that needs escaping or is huge is no program's.
        if (bot.length > MAX_SPEC_CHARS || safeText(bot) !== bot) {
          return bad(`seat ${seatNumber(seat)} names an unusable bot program: ${quote(bot, 40)}`);
        }
      } else if (!(RADETZKY_BOT_NAMES as readonly string[]).includes(bot)) {
        return bad(
          `seat ${seatNumber(seat)} names ${quote(bot, 40)}, which is no Radetzky bot (known: ${RADETZKY_BOT_NAMES.join(", ")})`,
        );
      }
      seats.push({ kind: "bot", bot });
    } else {
      const name = meta?.name ? meta.name : `player ${seat + 1}`;
      seats.push({ kind: "human", name: quote(name, MAX_NAME_CHARS) });
    }
  }
  const record: PlatformRecord = {
    ...checked.record,
    version: safeText(checked.record.version.slice(0, 40)),
    seats: seats.map((s) => (s.kind === "bot" ? { name: s.bot, bot: s.bot } : { name: s.name })),
  };
  return { record, config: checked.config, state: checked.state, seats, events: checked.events };
}
