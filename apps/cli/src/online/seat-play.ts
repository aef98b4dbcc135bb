/**
 * What `italia bot --server` asks of a room's game while its bot plays a seat: how the bot is
 * asked at a decision, whether an update asks this seat at all, what the game's end says, and the
 * one safe action to send after a refused answer. Each game's entry makes its own
 * (`italia/online-seat.ts`, `online/game-seat.ts`); the session (`session.ts`) is the same for
 * every game.
 *
 * @module
 */
import type { Strike } from "@italia/bot-sdk";
import type { Update } from "./session.js";

/** A bot's answer to one decision of the seat, as the session sends it. */
export type SeatAnswer =
  | {
      /** The `action` message to send (the game's action, with whatever the room wants beside). */
      readonly message: unknown;
      /** Set when the bot's answer was refused and the fallback is sent instead. */
      readonly strike: Strike | null;
      readonly elapsedMs: number;
    }
  /** At a shared decision the bot let another seat answer. */
  | { readonly waited: true; readonly elapsedMs: number };

/** One game's part of a seat's session, made once the seat is known. */
export interface SeatPlay {
  /** Whether `u` asks this seat for a decision (its legal moves are in it). */
  asks(u: Update): boolean;
  /**
   * Asks the bot for the decision of `u`, `events` being those not yet handed to it, within
   * `budgetMs` (the seat's clock).
   */
  decide(u: Update, events: readonly unknown[], budgetMs: number): Promise<SeatAnswer>;
  /** If `u` ends the game: the line that says how it ended for this seat, else `null`. */
  ended(u: Update): string | null;
  /** Tells the bot the game `u` ended (its end hook; a failing hook is ignored). */
  over(u: Update): Promise<void>;
  /**
   * The one action to send when the server refused the answer to `u` (the game moved on, or the
   * server's check differed), or `null` to send nothing.
   */
  afterRefusal(u: Update): unknown;
  /** Whether the bot (a program) has failed for good. */
  exhausted(): boolean;
}

/** What a game's seat play is made from. */
export interface SeatPlayOptions {
  /** The seat the session holds. */
  readonly seat: number;
  /** The room's terms, as its `welcome` sent them (hostile: read what is needed). */
  readonly terms: Readonly<Record<string, unknown>>;
  /** Makes the bot (the command's, for this game), once the terms make a game. */
  readonly makeBot: () => unknown;
  readonly decisionMs: number;
  readonly bankMs: number;
  readonly startupMs: number;
}

/** Makes a game's seat play: it, or the line that says why the room's terms make no game. */
export type MakeSeatPlay = (options: SeatPlayOptions) => SeatPlay | string;
