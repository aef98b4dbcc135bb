/**
 * Internal: interned region objects. A region's state is two small numbers, so every
 * `{ owner, armies }` a game can reach is made once, frozen, and shared by every state that holds
 * it: a new state points its changed regions at these objects instead of allocating and freezing
 * new ones. Sharing is safe because they are frozen; to anyone reading a state they are ordinary
 * plain, frozen {@link RegionState} objects (JSON, `structuredClone` and deep equality see no
 * difference).
 *
 * Owners below 4 and armies below {@link REGION_ARMIES_LIMIT} are interned; anything beyond (only
 * a hand-made position can hold it) gets a fresh frozen object.
 *
 * @internal
 * @module
 */
import type { RegionState, Seat } from "./state.js";

/** Armies below this are interned (the army cap, R3, is 50). */
export const REGION_ARMIES_LIMIT = 64;
const SEATS = 4;

const table: (RegionState | undefined)[] = new Array(SEATS * REGION_ARMIES_LIMIT).fill(undefined);

/** The frozen region object of an owner and a number of armies (interned when small). */
export function regionState(owner: Seat, armies: number): RegionState {
  if (owner >= 0 && owner < SEATS && armies >= 0 && armies < REGION_ARMIES_LIMIT) {
    // Integers only: a fractional number would land on a slot of another value.
    if ((owner | 0) === owner && (armies | 0) === armies) {
      const k = owner * REGION_ARMIES_LIMIT + armies;
      const hit = table[k];
      if (hit !== undefined) return hit;
      const made = Object.freeze({ owner, armies });
      table[k] = made;
      return made;
    }
  }
  return Object.freeze({ owner, armies });
}
