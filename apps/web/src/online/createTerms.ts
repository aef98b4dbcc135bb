/**
 * The create forms' checks of a room's terms in any game, the same bounds as the server's
 * (docs/server.md, R13.2), so that a form can say what is wrong before asking the server.
 *
 * @module
 */

/**
 * Seconds a person has for a turn (R13.2, R13.3): at least 15, time to read the dice and decide
 * before the room's bot finishes the turn.
 */
export const TURN_SECONDS = { min: 15, max: 600 } as const;

/** `n` rounded and brought within `bounds` (a number that is not one is `bounds.min`). */
export function clamp(n: number, bounds: { readonly min: number; readonly max: number }): number {
  return Math.max(bounds.min, Math.min(bounds.max, Math.round(n) || bounds.min));
}

/**
 * The seconds per turn typed in the form, or `null` when they are not a whole number from
 * {@link TURN_SECONDS}`.min` to `.max` (the form then says why and does not create the room).
 */
export function readTurnSeconds(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= TURN_SECONDS.min && n <= TURN_SECONDS.max ? n : null;
}
