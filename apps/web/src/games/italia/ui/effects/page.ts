/**
 * The game screen's effects on the page: saving after every action, and opening at the top.
 */
import { useEffect } from "react";
import type { Session } from "../../game/session";
import { saveSession } from "../../game/storage";

/** Saves the session in slot `saveId` after every action, so a reload resumes the game. */
export function useAutosave(saveId: string, session: Session): void {
  useEffect(() => saveSession(saveId, session), [saveId, session]);
}

/**
 * A game opens at the top of the page, with the map (on a phone the home page was scrolled).
 * A block body: Chromium's scrollTo returns a promise, which React would take for a cleanup.
 */
export function useOpenAtTop(): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
}
