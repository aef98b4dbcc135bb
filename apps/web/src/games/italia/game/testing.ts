/**
 * Test helpers: sessions and quick, deterministic play.
 */
import { legalActions, type PlayerAction } from "@italia/engine";
import type { SeatSetup } from "./seats";
import { act, createSession, type Session } from "./session";

export const HUMAN: SeatSetup = { kind: "human", level: "greedy", name: "Anna" };
export const BOT: SeatSetup = { kind: "bot", level: "random", name: "Bot" };

/** A session with the given seats (seed fixed). */
export function session(seats: readonly SeatSetup[], seed = "test-1", rounds = 25): Session {
  return createSession({ seats, rounds, seed });
}

/** A quick, plain choice: place one army (regions in rotation), move in the minimum, else pass. */
export function plainAction(s: Session): PlayerAction {
  const actions = legalActions(s.state);
  const places = actions.filter((a) => a.type === "place" && a.count === 1);
  return (
    places[s.record.steps.length % Math.max(1, places.length)] ??
    actions.find((a) => a.type === "occupy") ??
    actions.find((a) => a.type === "endTurn") ??
    actions[0]!
  );
}

/** Plays plain actions until `done` holds (or throws after `limit` actions). */
export function playUntil(s: Session, done: (s: Session) => boolean, limit = 5000): Session {
  let current = s;
  for (let i = 0; i < limit; i++) {
    if (done(current)) return current;
    const result = act(current, plainAction(current));
    if (!result.ok) throw new Error(result.error.message);
    current = result.session;
  }
  throw new Error("playUntil: condition not reached");
}
