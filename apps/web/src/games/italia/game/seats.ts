/**
 * Who sits where: human or bot, names, and how each seat looks (colour and the engine's shape
 * symbol, so seats are told apart without colour too).
 */
import { SEAT_SYMBOLS, type Seat } from "@italia/engine";

/** Bot strength levels offered in the app. */
export type BotLevel = "random" | "greedy" | "strong";

/** Every bot level, weakest first. */
export const BOT_LEVELS: readonly BotLevel[] = ["random", "greedy", "strong"];

/**
 * Why a bot plays a person's seat: `away` until the person takes it back, `resigned` for the rest
 * of the game (the rules have no resignation, so a resigned seat plays on as a bot).
 */
export type StandIn = "away" | "resigned";

/** One seat of a game as chosen on the new-game screen (and changed from the game menu). */
export interface SeatSetup {
  readonly kind: "human" | "bot";
  readonly level: BotLevel;
  readonly name: string;
  /** Set when a bot plays a person's seat (`kind` is then `"bot"`). */
  readonly standIn?: StandIn;
}

/** The bot level that stands in for a person who hands over or resigns. */
export const STAND_IN_LEVEL: BotLevel = "greedy";

/** Who may play a seat next, as the game menu offers it. */
export type SeatChange = "toBot" | "resign" | "takeBack";

/**
 * The seats after a change from the game menu, or `null` if the change does not apply: a person's
 * seat goes to a bot (`toBot`: until taken back; `resign`: for the rest of the game), or an `away`
 * seat comes back to its person (`takeBack`). A resigned seat never comes back.
 */
export function changeSeat(
  seats: readonly SeatSetup[],
  seat: Seat,
  change: SeatChange,
): SeatSetup[] | null {
  const current = seats[seat];
  if (!current) return null;
  let next: SeatSetup;
  if (change === "takeBack") {
    if (current.standIn !== "away") return null;
    next = { kind: "human", level: current.level, name: current.name };
  } else if (current.kind === "human") {
    next = {
      kind: "bot",
      level: STAND_IN_LEVEL,
      name: current.name,
      standIn: change === "resign" ? "resigned" : "away",
    };
  } else if (change === "resign" && current.standIn === "away") {
    next = { ...current, standIn: "resigned" };
  } else return null;
  return seats.map((s, i) => (i === seat ? next : s));
}

/** Seat colours: strong for markers, light for region fills. */
export const SEAT_COLORS: readonly { readonly strong: string; readonly fill: string }[] = [
  { strong: "#c0392b", fill: "#f09a8e" },
  { strong: "#1f5f9e", fill: "#8db4e4" },
  { strong: "#2e8b57", fill: "#8ed3a5" },
  { strong: "#c98a0b", fill: "#f4cf6c" },
];

/** Default names for bot seats: the bot SDK's, which online records use too. */
export { BOT_NAMES } from "@italia/bot-sdk";

/** The shape symbol of a seat (● ■ ▲ ◆). */
export function symbolOf(seat: Seat): string {
  return SEAT_SYMBOLS[seat] ?? "?";
}

/** Seats played by people. */
export function humanSeats(seats: readonly SeatSetup[]): Seat[] {
  return seats.flatMap((s, i) => (s.kind === "human" ? [i] : []));
}
