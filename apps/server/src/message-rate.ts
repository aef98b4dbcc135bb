/**
 * How many messages a client may send a room: a token bucket per client (a burst of twice the
 * rate, then `perSecond`), and what to do with a message over it — refuse the first of a run with
 * `RATE_LIMITED`, drop the rest silently, and close the connection of a client that keeps going
 * ({@link FLOOD_LIMIT} dropped in a row). Shared by the players' and the spectators' rooms.
 *
 * @module
 */
import type { Client } from "@colyseus/core";
import type { Refusal } from "./terms.js";

/** Messages in a row dropped by the rate limit after which the client is disconnected. */
export const FLOOD_LIMIT = 200;

/** The longest refusal message sent, in characters. */
const MAX_REFUSAL = 200;

/** A client's bucket (kept in its `userData`). */
export interface MessageBudget {
  tokens: number;
  /** When the bucket was last filled (epoch ms). */
  last: number;
  /** Messages dropped in a row. */
  flood: number;
}

/** A full bucket for a client of a room allowing `perSecond` messages. */
export function freshBudget(perSecond: number, now: number = Date.now()): MessageBudget {
  return { tokens: perSecond * 2, last: now, flood: 0 };
}

/**
 * Takes one message from `budget`: `"ok"`, or over the limit `"refuse"` (the first of a run: tell
 * the client), `"drop"`, or `"close"` (past {@link FLOOD_LIMIT} dropped in a row).
 */
export function takeMessage(
  budget: MessageBudget,
  perSecond: number,
  now: number = Date.now(),
): "ok" | "refuse" | "drop" | "close" {
  budget.tokens = Math.min(perSecond * 2, budget.tokens + ((now - budget.last) / 1000) * perSecond);
  budget.last = now;
  if (budget.tokens >= 1) {
    budget.tokens -= 1;
    budget.flood = 0; // a flood is over once a message gets through
    return "ok";
  }
  budget.flood += 1;
  if (budget.flood === 1) return "refuse";
  return budget.flood > FLOOD_LIMIT ? "close" : "drop";
}

/** `text` without control characters, cut to `max` characters (an ellipsis marks the cut). */
export function boundedText(text: string, max: number): string {
  const clean = text.replace(/\p{C}/gu, "?");
  return clean.length <= max ? clean : `${clean.slice(0, max - 1)}…`;
}

/** Sends `client` a refusal: its message without control characters, at most 200 characters. */
export function sendRefusal(client: Client, refusal: Refusal): void {
  client.send("refused", {
    code: refusal.code,
    rule: refusal.rule,
    message: boundedText(refusal.message, MAX_REFUSAL),
  });
}
