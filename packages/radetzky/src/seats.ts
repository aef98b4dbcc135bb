/**
 * Seats, Patriots and hands (RZ4): who controls which Patriot and hand, the order of placement
 * and of turns, the fight pool (RZ11.2, RZ22.3) and who is asked to act (RZ4.6).
 *
 * @module
 */
import { tableFor } from "./data.js";
import type { RadetzkyState } from "./state.js";

/** The number of Patriots in a game of `players` players (RZ4.2). */
export function patriotCount(players: number): number {
  return tableFor(players).patriots;
}

/** RC, the "rules count": 3 if P ≤ 3, else P (RZ1.9, RZ4.2). */
export function rulesCount(players: number): number {
  return tableFor(players).rulesCount;
}

/** Whether the game is solitaire (RZ22). */
export function isSolo(state: Pick<RadetzkyState, "config">): boolean {
  return tableFor(state.config.players).solo;
}

/** The seat controlling Patriot `patriot` (RZ4.3): P = 2's third Patriot follows the First Player. */
export function controllerOf(
  state: Pick<RadetzkyState, "config" | "firstSeat">,
  patriot: number,
): number {
  const p = state.config.players;
  if (p === 1) return 0;
  if (p === 2 && patriot >= 2) return state.firstSeat;
  return patriot;
}

/** The key of Patriot `patriot`'s hand in `hands` (`"solo"` in solitaire, RZ4.4). */
export function handKey(state: Pick<RadetzkyState, "config">, patriot: number): string {
  return isSolo(state) ? "solo" : String(patriot);
}

/**
 * The order of Patriots for setup placement and for Phase 1 (RZ6.7, RZ7.2): P ≥ 3 clockwise
 * from the First Player; P = 2 the First Player's, the other seat's, then the third Patriot;
 * P = 1 Patriots 0, 1, 2 (the turn order is then chosen by `activate`).
 */
export function patriotOrder(state: Pick<RadetzkyState, "config" | "firstSeat">): number[] {
  const p = state.config.players;
  if (p === 1) return [0, 1, 2];
  if (p === 2) return [state.firstSeat, 1 - state.firstSeat, 2];
  return Array.from({ length: p }, (_, i) => (state.firstSeat + i) % p);
}

/** The Patriot to place next in stage `"place"` (RZ6.7), or `null` once all are placed. */
export function nextToPlace(state: RadetzkyState): number | null {
  return patriotOrder(state).find((q) => state.patriots[q] === null) ?? null;
}

/** The order hands are dealt and refilled in (RZ6.6, RZ15.2), as hand keys. */
export function handOrder(state: Pick<RadetzkyState, "config" | "firstSeat">): string[] {
  if (state.config.players === 1) return ["solo"];
  return patriotOrder(state).map(String);
}

/** One card of a fight pool and where it lies. */
export interface PoolCard {
  /** The card. */
  readonly card: string;
  /** The hand key or, for a solitaire table card, `"table:<patriot>"`. */
  readonly from: string;
  /** The seat that plays it (RZ4.5). */
  readonly seat: number;
}

/**
 * The fight pool of Zone `zone` (RZ11.2): P ≥ 2, every card in the hands of the Patriots in it;
 * P = 1, the solo hand plus the table cards of the other Patriots in it (RZ22.3). In hand order,
 * Patriots ascending, then table cards.
 */
export function poolOf(state: RadetzkyState, zone: number): PoolCard[] {
  const out: PoolCard[] = [];
  if (isSolo(state)) {
    for (const card of state.hands.solo ?? []) out.push({ card, from: "solo", seat: 0 });
    for (const [q, cards] of Object.entries(state.table).sort(
      (a, b) => Number(a[0]) - Number(b[0]),
    )) {
      if (Number(q) === state.active || state.patriots[Number(q)] !== zone) continue;
      for (const card of cards) out.push({ card, from: `table:${q}`, seat: 0 });
    }
    return out;
  }
  state.patriots.forEach((z, q) => {
    if (z !== zone) return;
    const seat = controllerOf(state, q);
    for (const card of state.hands[String(q)] ?? []) out.push({ card, from: String(q), seat });
  });
  return out;
}

/** The seats asked to act now (RZ4.6, D59); empty once the game is over. */
export function actorsOf(state: RadetzkyState): number[] {
  switch (state.stage) {
    case "over":
      return [];
    case "place": {
      const next = nextToPlace(state);
      return next === null ? [] : [controllerOf(state, next)];
    }
    case "activate":
      return [0];
    case "respond": {
      const zone = state.fight?.zone ?? -1;
      return [...new Set(poolOf(state, zone).map((c) => c.seat))].sort((a, b) => a - b);
    }
    default:
      return state.active === null ? [] : [controllerOf(state, state.active)];
  }
}

/**
 * Who sees hand `hand` in full (RZ24.2–24.3): `"all"` under `handInfo: "open"` and for the
 * third Patriot's public hand (RZ21.2), otherwise the seat controlling it.
 */
export function handVisibleTo(
  state: Pick<RadetzkyState, "config" | "firstSeat">,
  hand: string,
): number | "all" {
  if (state.config.handInfo === "open") return "all";
  if (hand === "solo") return 0;
  const patriot = Number(hand);
  if (state.config.players === 2 && patriot >= 2) return "all";
  return controllerOf(state, patriot);
}
