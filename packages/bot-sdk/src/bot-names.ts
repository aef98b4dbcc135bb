/**
 * The names bot seats go by, one per seat, in every client: the web's local and online games and
 * the server's records use the same ones, so a record names the bots as the players saw them.
 */

/** The names of bot seats 0–3 (figures of Italian history and letters). */
export const BOT_NAMES: readonly string[] = ["Leonardo", "Beatrice", "Dante", "Lucrezia"];

/** The name of a bot playing `seat` (0-based): its {@link BOT_NAMES} entry, else «Bot N». */
export function botName(seat: number): string {
  return BOT_NAMES[seat] ?? `Bot ${seat + 1}`;
}
