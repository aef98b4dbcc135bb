/**
 * The seed of a new game: the one the player typed, or a fresh unguessable one.
 */
import { randomSeed } from "@italia/bot-sdk";

/**
 * The seed for a new game: `typed` without surrounding spaces if the player gave one (the same
 * seed plays the same game), otherwise 128 random bits from `crypto.getRandomValues` as 32 hex
 * digits, so nobody can search for the game's deal, objectives or dice.
 */
export function gameSeed(typed: string): string {
  return typed.trim() || randomSeed();
}
