/**
 * Who sits where: human or bot, names, and how each seat looks (colour and the engine's shape
 * symbol, so seats are told apart without colour too).
 */
import { SEAT_SYMBOLS, type Seat } from "@italia/engine";

/** Bot strength levels offered in the app. */
export type BotLevel = "random" | "greedy" | "strong";

/** Every bot level, weakest first. */
export const BOT_LEVELS: readonly BotLevel[] = ["random", "greedy", "strong"];

/** One seat of a game as chosen on the new-game screen. */
export interface SeatSetup {
  readonly kind: "human" | "bot";
  readonly level: BotLevel;
  readonly name: string;
}

/** Seat colours: strong for markers, light for region fills. */
export const SEAT_COLORS: readonly { readonly strong: string; readonly fill: string }[] = [
  { strong: "#c0392b", fill: "#f09a8e" },
  { strong: "#1f5f9e", fill: "#8db4e4" },
  { strong: "#2e8b57", fill: "#8ed3a5" },
  { strong: "#c98a0b", fill: "#f4cf6c" },
];

/** Default names for bot seats (Italian characters). */
export const BOT_NAMES: readonly string[] = ["Leonardo", "Beatrice", "Dante", "Lucrezia"];

/** The shape symbol of a seat (● ■ ▲ ◆). */
export function symbolOf(seat: Seat): string {
  return SEAT_SYMBOLS[seat] ?? "?";
}

/** Seats played by people. */
export function humanSeats(seats: readonly SeatSetup[]): Seat[] {
  return seats.flatMap((s, i) => (s.kind === "human" ? [i] : []));
}
