/**
 * Saving the game in progress in localStorage as a game record, so a reload resumes it.
 */
import type { Session } from "./session";
import { resumeSession } from "./session";

const KEY = "italia.savedGame";

/** Saves the session's record (or forgets it once the game is over). */
export function saveSession(session: Session): void {
  try {
    if (session.state.stage === "over") localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(session.record));
  } catch {
    // storage full or unavailable: the game goes on unsaved
  }
}

/** The saved game, replayed by the engine, or `null`. */
export function loadSession(): Session | null {
  try {
    const text = localStorage.getItem(KEY);
    if (!text) return null;
    const session = resumeSession(JSON.parse(text));
    if (!session || session.state.stage === "over") return null;
    return session;
  } catch {
    return null;
  }
}

/** Forgets the saved game. */
export function clearSaved(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to do
  }
}
