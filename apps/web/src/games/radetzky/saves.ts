/**
 * The saved local game of Radetzky: the setup (config, seats, seed) and every action applied, in
 * order, kept in `localStorage` after each action so a closed tab or a reload can resume it. No
 * runtime import of the rules: this sits in the home page's bundle (the resume button); the
 * rules replay the actions, checking each, when the game opens again (`LocalRadetzky.resume`).
 * What is read back is checked for shape and bounded in size; a save that is not one is ignored.
 *
 * @module
 */
import type { RadetzkyAction } from "@italia/radetzky";
import type { RzSeat, RzSetup } from "./setup";

/** The format of a saved game. */
export const RZ_SAVE_FORMAT = "radetzky-save/1";
/** The storage key of the saved game. */
export const RZ_SAVE_KEY = "italia.radetzky.save";
/** Most actions a save may hold (a game is ~50–300 actions). */
export const RZ_SAVE_MAX_ACTIONS = 20_000;
/** Most characters of a save in storage. */
const MAX_CHARS = 4_000_000;

/** A saved local game. */
export interface RzSave {
  readonly format: typeof RZ_SAVE_FORMAT;
  readonly setup: RzSetup;
  /** Every action applied, in order (the rules replay them). */
  readonly actions: readonly RadetzkyAction[];
  /** The round when it was saved, for the resume button. */
  readonly round: number;
  /** When it was saved (epoch ms). */
  readonly savedAt: number;
}

/** Where the save is kept: `localStorage`, or a stand-in in tests. */
export type RzStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function readSeat(x: unknown): RzSeat | null {
  if (!isRecord(x) || typeof x.name !== "string" || x.name.length > 40) return null;
  return x.kind === "person" || x.kind === "greedy" || x.kind === "random" || x.kind === "strong"
    ? { kind: x.kind, name: x.name }
    : null;
}

function readSetup(x: unknown): RzSetup | null {
  if (!isRecord(x) || !isRecord(x.config) || !Array.isArray(x.seats)) return null;
  if (typeof x.seed !== "string" || x.seed.length > 200 || x.seats.length > 5) return null;
  const { players, mode, difficulty, handInfo } = x.config;
  if (typeof players !== "number" || typeof difficulty !== "number") return null;
  if (mode !== "basic" && mode !== "advanced") return null;
  if (handInfo !== "open" && handInfo !== "iconCount" && handInfo !== "closed") return null;
  const seats = x.seats.map(readSeat);
  if (seats.some((s) => s === null)) return null;
  return {
    config: { players, mode, difficulty, handInfo },
    seats: seats as RzSeat[],
    seed: x.seed,
  };
}

/**
 * The save in `text` (as stored), checked for shape: `null` when it is not a save. The actions
 * are only checked to be objects here; the rules check each when they replay it.
 */
export function readRzSave(text: string | null): RzSave | null {
  if (text === null || text.length > MAX_CHARS) return null;
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(x) || x.format !== RZ_SAVE_FORMAT) return null;
  const setup = readSetup(x.setup);
  const { actions, round, savedAt } = x;
  if (!setup || !Array.isArray(actions) || actions.length > RZ_SAVE_MAX_ACTIONS) return null;
  if (!actions.every(isRecord)) return null;
  if (typeof round !== "number" || typeof savedAt !== "number") return null;
  return {
    format: RZ_SAVE_FORMAT,
    setup,
    actions: actions as unknown as RadetzkyAction[],
    round,
    savedAt,
  };
}

/** The saved game, if there is one (and it reads). */
export function loadRzSave(store: RzStore | null): RzSave | null {
  try {
    return readRzSave(store?.getItem(RZ_SAVE_KEY) ?? null);
  } catch {
    return null; // storage unavailable
  }
}

/** Keeps `save` as the saved game (one slot: a new game replaces it). */
export function storeRzSave(store: RzStore | null, save: RzSave): void {
  try {
    store?.setItem(RZ_SAVE_KEY, JSON.stringify(save));
  } catch {
    // storage full or unavailable: the game goes on unsaved
  }
}

/** Forgets the saved game (it ended, or it no longer replays). */
export function clearRzSave(store: RzStore | null): void {
  try {
    store?.removeItem(RZ_SAVE_KEY);
  } catch {
    // storage unavailable
  }
}

/** This browser's storage, or `null`. */
export function rzStorage(): RzStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
