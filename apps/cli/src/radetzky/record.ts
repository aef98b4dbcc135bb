/**
 * Radetzky's game records (`game-record/1`, written by the bot SDK's host): reading one from a
 * file from anywhere — every field checked, every step replayed with the rules, the randomness it
 * recorded compared (RZ25.4, RZ26) and the recorded outcome too — for `play --resume` and
 * `replay`. A record never starts a program: its seats are people, the team's built-in bots, or
 * bot programs (`cmd:PROGRAM`), which only a command line the user typed starts (`--bot-cmd`).
 */
import type { PlatformRecord, PlatformStep } from "@italia/bot-sdk";
import { quote, safeText } from "@italia/bot-sdk";
import {
  type RadetzkyConfig,
  type RadetzkyEvent,
  type RadetzkyState,
  radetzky,
} from "@italia/radetzky";
import { seatNumber } from "../render.js";
import { RADETZKY_BOT_NAMES } from "./simulate.js";

/** The longest seed a record may hold, in characters. */
const MAX_SEED_CHARS = 1000;
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

/** A JSON value for a comparison (keys in order). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  );
}

/**
 * Checks a Radetzky `game-record/1` read from a file and replays it: the config by the rules'
 * `checkConfig`, every step applied, its recorded `chance` compared with what the step drew, and a
 * recorded outcome with the replayed one. Never throws on bad input.
 */
export function checkRadetzkyRecord(json: unknown): CheckedRecord | RecordProblem {
  const bad = (problem: string, step: number | null = null): RecordProblem => ({ step, problem });
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return bad("a game record is a JSON object");
  }
  const r = json as Record<string, unknown>;
  if (r.format !== "game-record/1") {
    return bad(`the format is ${quote(String(r.format), 40)}, not game-record/1`);
  }
  if (r.game !== radetzky.info.id) {
    return bad(`the record is of the game ${quote(String(r.game), 40)}, not radetzky`);
  }
  const config = radetzky.checkConfig(r.config);
  if (!config.ok) return bad(`config: ${config.error.message}`);
  if (typeof r.seed !== "string" || r.seed.length === 0 || r.seed.length > MAX_SEED_CHARS) {
    return bad("seed: a string of 1 to 1000 characters");
  }
  if (!Array.isArray(r.steps)) return bad("steps: an array of steps");
  const players = config.value.players;
  const seats: RzSavedSeat[] = [];
  const metas = Array.isArray(r.seats) ? (r.seats as unknown[]) : [];
  for (let seat = 0; seat < players; seat++) {
    const meta = metas[seat] as { name?: unknown; bot?: unknown } | undefined;
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
      const name =
        typeof meta?.name === "string" && meta.name !== "" ? meta.name : `player ${seat + 1}`;
      seats.push({ kind: "human", name: quote(name, MAX_NAME_CHARS) });
    }
  }
  let state = radetzky.newGame(config.value, r.seed);
  const events: RadetzkyEvent[][] = [];
  const steps: PlatformStep[] = [];
  for (const [i, raw] of (r.steps as unknown[]).entries()) {
    const n = i + 1;
    if (typeof raw !== "object" || raw === null || !("action" in raw)) {
      return bad("a step is an object with an action", n);
    }
    const step = raw as { action: unknown; chance?: unknown };
    const applied = radetzky.apply(state, step.action);
    if (!applied.ok) {
      const rule = applied.error.rule ? ` (${applied.error.rule})` : "";
      return bad(`${applied.error.message}${rule}`, n);
    }
    const chance = radetzky.chanceOf?.(applied.value.events);
    if (canonical(chance ?? null) !== canonical(step.chance ?? null)) {
      return bad("the randomness recorded for this step is not what the seed draws (RZ26)", n);
    }
    state = applied.value.state;
    events.push([...applied.value.events]);
    steps.push(
      chance === undefined
        ? { action: applied.value.action }
        : { action: applied.value.action, chance },
    );
  }
  const outcome = radetzky.outcome(state);
  if (
    r.outcome !== undefined &&
    r.outcome !== null &&
    canonical(r.outcome) !== canonical(outcome)
  ) {
    return bad("the recorded outcome is not the one the steps lead to");
  }
  const record: PlatformRecord = {
    format: "game-record/1",
    game: radetzky.info.id,
    version:
      typeof r.version === "string" ? safeText(r.version.slice(0, 40)) : radetzky.info.version,
    config: config.value,
    seed: r.seed,
    seats: seats.map((s) => (s.kind === "bot" ? { name: s.bot, bot: s.bot } : { name: s.name })),
    steps,
    outcome,
  };
  return { record, config: config.value, state, seats, events };
}
