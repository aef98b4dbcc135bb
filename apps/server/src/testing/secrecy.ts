/**
 * The payload secrecy scan (R12): what a seat or a spectator received, checked against the
 * game's states replayed from the stored log — no seed, RNG state or deck, no other seat's hand,
 * objective or held bonus objective before the game is over (a spectator: nobody's).
 *
 * @module
 */
import { actionFor } from "@italia/bot-sdk";
import { apply, type GameState, newGame } from "@italia/engine";
import type { Received, Seat, Update } from "./harness.js";
import { readStoredRoom } from "./test-store.js";

/** A scripted person: places everything at once, never attacks, ends the turn when it may. */
export function play(seat: Seat, stop: () => boolean = () => false): void {
  let last = -1;
  const tick = () => {
    const u = seat.lastUpdate();
    if (!u || stop()) return;
    if (u.legal && u.step !== last) {
      last = u.step;
      const end = u.legal.find((m) => m.type === "endTurn");
      const move = end ?? u.legal[0]!;
      seat.room.send("action", actionFor(move as never, (move as { max?: number }).max));
    }
  };
  seat.listeners.push((m) => m.type === "update" && setImmediate(tick));
  tick();
}

/** The seed and the stored actions of room `room` in the data folder `dataDir`'s store. */
export async function actionsOf(
  dataDir: string,
  room: string,
): Promise<{ seed: string; actions: unknown[] }> {
  const stored = await readStoredRoom(dataDir, room);
  if (!stored) throw new Error(`room ${room} is not stored`);
  return { seed: stored.seed, actions: [...stored.actions] };
}

/** Every state of the game, by step. */
export function statesOf(
  players: 3 | 4,
  seed: string,
  rounds: number,
  actions: unknown[],
): GameState[] {
  const states = [newGame({ players, seed, limit: { rounds } })];
  for (const a of actions) {
    const r = apply(states[states.length - 1]!, a);
    if (!r.ok) throw new Error(r.error.message);
    states.push(r.state);
  }
  return states;
}

/** Strings found anywhere in a payload, with the key they sit under. */
export function strings(x: unknown, key = "", out: [string, string][] = []): [string, string][] {
  if (typeof x === "string") out.push([key, x]);
  else if (Array.isArray(x)) for (const v of x) strings(v, key, out);
  else if (x && typeof x === "object") for (const [k, v] of Object.entries(x)) strings(v, k, out);
  return out;
}

/**
 * Secrets of other seats and the game's own found in what `seat` received (`null`: a spectator,
 * to whom every seat is another), and any of `secrets` (a label and the secret string: a room id,
 * a credential) found anywhere in it.
 */
export function leaks(
  received: readonly Received[],
  seat: number | null,
  seed: string,
  states: GameState[],
  secrets: Readonly<Record<string, string>> = {},
): string[] {
  const found: string[] = [];
  for (const m of received) {
    const text = JSON.stringify(m.payload);
    if (text.includes(seed)) found.push(`${m.type}: seed`);
    for (const [label, secret] of Object.entries(secrets)) {
      if (text.includes(secret)) found.push(`${m.type}: ${label}`);
    }
    if (/"rng"|"deck"/.test(text)) found.push(`${m.type}: rng or deck field`);
    if (m.type !== "update") continue;
    const u = m.payload as Update;
    const state = states[u.step]!;
    if (state.stage === "over") continue; // everything is revealed at the end
    const all = strings(u);
    for (let other = 0; other < state.players; other++) {
      if (other === seat) continue;
      const objective = state.objectives[other]!;
      if (all.some(([, v]) => v === objective))
        found.push(`step ${u.step}: seat ${other}'s objective`);
      const completed = new Set(state.bonus.flatMap((b) => b.completed as readonly string[]));
      for (const b of state.bonus[other]!.held) {
        if (!completed.has(b) && all.some(([, v]) => v === b))
          found.push(`step ${u.step}: seat ${other}'s bonus`);
      }
    }
    if (seat === null && (u.view as { me?: unknown }).me != null) {
      found.push(`step ${u.step}: a seat's own view`);
    }
    const hand = all.filter(([k]) => k === "hand").map(([, v]) => v);
    const own = seat === null ? [] : (state.hands[seat] as readonly string[]);
    if (hand.some((c) => !own.includes(c)))
      found.push(`step ${u.step}: a card outside the seat's hand`);
  }
  return found;
}
