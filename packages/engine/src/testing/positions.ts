/**
 * Test helpers: compact positions. {@link pos} builds a full {@link Position} from a map of the
 * regions that matter (the others go to `rest`); {@link game} turns it into a {@link GameState}
 * and fails loudly if the position is refused. Hands, deck and bonus deck are filled in by
 * {@link fromPosition}'s defaults (every card and bonus objective not placed goes to the decks).
 *
 * @internal
 * @module
 */
import { OBJECTIVES, REGION_IDS, type RegionId } from "../board.js";
import { fromPosition, type Position } from "../position.js";
import type { GameState, Seat } from "../state.js";

/** One region: `[owner, armies]`. */
export type Cell = readonly [Seat, number];

/** A position's regions given compactly, plus any other position fields. */
export interface PosSpec extends Partial<Omit<Position, "regions">> {
  /** The regions that matter: region → `[owner, armies]`. */
  readonly map?: Partial<Record<RegionId, Cell>>;
  /**
   * Owner and armies of every region not in `map`. Default: those regions are dealt in board
   * order to seats 1, 2, (3), 1, … (skipping eliminated seats), with 1 army each.
   */
  readonly rest?: Cell;
}

/**
 * A valid position: 3 players, seat 0 to play in round 2, stage `attack` with nothing pending,
 * objectives the first main objectives in data order, unless `spec` says otherwise. Seat 0 owns
 * only what `map` gives it (unless `rest` says otherwise).
 */
export function pos(spec: PosSpec = {}): Position {
  const { map = {}, rest, ...fields } = spec;
  const players = fields.players ?? 3;
  const others: Seat[] = [];
  for (let s = 1; s < players; s++) if (!fields.eliminated?.includes(s)) others.push(s);
  const regions: Record<string, { owner: Seat; armies: number }> = {};
  let dealt = 0;
  for (const id of REGION_IDS) {
    const [owner, armies] = map[id] ?? rest ?? [others[dealt++ % others.length]!, 1];
    regions[id] = { owner, armies };
  }
  const objectives: Record<string, string> = {};
  for (let s = 0; s < players; s++) objectives[String(s)] = OBJECTIVES[s]!.id;
  return {
    players,
    firstSeat: 0,
    round: 2,
    currentSeat: 0,
    stage: "attack",
    objectives: objectives as Position["objectives"],
    ...fields,
    regions,
  };
}

/** The game state of {@link pos}`(spec)`; throws with the refusal if the position is invalid. */
export function game(spec: PosSpec = {}): GameState {
  const result = fromPosition(pos(spec), { seed: "test" });
  if (!result.ok)
    throw new Error(`bad test position at ${result.error.path}: ${result.error.message}`);
  return result.state;
}

/** Regions of a seat that `state` lists, in board order. */
export function owned(state: GameState, seat: Seat): RegionId[] {
  return REGION_IDS.filter((id) => state.regions[id].owner === seat);
}
