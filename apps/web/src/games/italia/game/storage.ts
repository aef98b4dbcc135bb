/**
 * Saved games in localStorage: several slots, each a game record (`game-record/1`, replayed by
 * the engine when resumed) plus a small summary for the list (date, seats, round), so the home screen lists the
 * saves without replaying them. Nothing is discarded without the player's say: starting a game
 * takes a new slot, and only a full list or the player's own "delete" removes one.
 */
import { platformRecordOf } from "@italia/engine";
import type { Session } from "./session";
import { resumeSession } from "./session";

const INDEX_KEY = "italia.saves";
const RECORD_PREFIX = "italia.save.";
/** The single slot of earlier versions: moved into the list when found. */
const LEGACY_KEY = "italia.savedGame";
/** How many games are kept; starting one more asks before the oldest goes. */
export const MAX_SAVES = 8;
/** A summary larger than this is not ours: the list ignores it. */
const MAX_INDEX_CHARS = 64_000;

/** One saved game as the home screen lists it. */
export interface SaveSummary {
  readonly id: string;
  /** When it was last saved (ms since 1970). */
  readonly savedAt: number;
  readonly seats: readonly { readonly name: string; readonly bot: boolean }[];
  readonly round: number;
}

function readIndex(): SaveSummary[] {
  const text = localStorage.getItem(INDEX_KEY);
  if (!text || text.length > MAX_INDEX_CHARS) return [];
  const raw: unknown = JSON.parse(text);
  if (!Array.isArray(raw)) return [];
  const out: SaveSummary[] = [];
  for (const item of raw.slice(0, MAX_SAVES * 2)) {
    if (typeof item !== "object" || item === null) continue;
    const { id, savedAt, seats, round } = item as Record<string, unknown>;
    if (typeof id !== "string" || !/^[\w-]{1,40}$/.test(id)) continue;
    if (typeof savedAt !== "number" || typeof round !== "number" || !Array.isArray(seats)) continue;
    out.push({
      id,
      savedAt,
      round,
      seats: seats.slice(0, 4).map((s: unknown) => {
        const seat = (typeof s === "object" && s !== null ? s : {}) as Record<string, unknown>;
        return { name: String(seat.name ?? "?").slice(0, 40), bot: seat.bot === true };
      }),
    });
  }
  return out;
}

function writeIndex(list: readonly SaveSummary[]): void {
  localStorage.setItem(INDEX_KEY, JSON.stringify(list));
}

function summaryOf(id: string, session: Session, savedAt: number): SaveSummary {
  return {
    id,
    savedAt,
    round: session.state.round,
    seats: session.seats.map((s) => ({ name: s.name, bot: s.kind === "bot" })),
  };
}

/** A fresh slot id, unique among the saves. */
export function newSaveId(now: number = Date.now()): string {
  const taken = new Set(savedGames().map((s) => s.id));
  let n = 0;
  while (taken.has(`g${now.toString(36)}${n || ""}`)) n++;
  return `g${now.toString(36)}${n || ""}`;
}

/** The saved games, most recently saved first. */
export function savedGames(): SaveSummary[] {
  try {
    migrateLegacy();
    return readIndex().sort((a, b) => b.savedAt - a.savedAt);
  } catch {
    return [];
  }
}

/** Moves the one save of earlier versions into the list. */
function migrateLegacy(): void {
  const text = localStorage.getItem(LEGACY_KEY);
  if (text === null) return;
  localStorage.removeItem(LEGACY_KEY);
  const session = resumeSession(JSON.parse(text));
  if (!session || session.state.stage === "over") return;
  const now = Date.now();
  const id = `g${now.toString(36)}legacy`;
  localStorage.setItem(RECORD_PREFIX + id, text);
  writeIndex([...readIndex().filter((s) => s.id !== id), summaryOf(id, session, now)]);
}

/**
 * Saves the session in its slot (or forgets the slot once the game is over). When storage is
 * full or unavailable the game goes on unsaved.
 */
export function saveSession(id: string, session: Session, now: number = Date.now()): void {
  try {
    if (session.state.stage === "over") {
      deleteSave(id);
      return;
    }
    // as every record is written (game-record/1); saves of earlier versions (italia-record/2)
    // still load
    const record = platformRecordOf(session.record, session.state);
    localStorage.setItem(RECORD_PREFIX + id, JSON.stringify(record));
    const others = readIndex().filter((s) => s.id !== id);
    writeIndex([summaryOf(id, session, now), ...others]);
  } catch {
    // storage full or unavailable: the game goes on unsaved
  }
}

/** The saved game in slot `id`, replayed by the engine, or `null`. */
export function loadSave(id: string): Session | null {
  try {
    const text = localStorage.getItem(RECORD_PREFIX + id);
    if (!text) return null;
    const session = resumeSession(JSON.parse(text));
    if (!session || session.state.stage === "over") return null;
    return session;
  } catch {
    return null;
  }
}

/** Forgets the saved game in slot `id`. */
export function deleteSave(id: string): void {
  try {
    localStorage.removeItem(RECORD_PREFIX + id);
    writeIndex(readIndex().filter((s) => s.id !== id));
  } catch {
    // nothing to do
  }
}

/** The save a new game would push out of a full list (the oldest), or `null` if there is room. */
export function saveToDiscard(): SaveSummary | null {
  const list = savedGames();
  return list.length >= MAX_SAVES ? list[list.length - 1]! : null;
}
