/**
 * Test helpers: compact positions built with the engine's `fromPosition`, and random mid-game
 * states reached by random play.
 *
 * @internal
 * @module
 */
import {
  apply,
  fromPosition,
  type GameState,
  legalMoves,
  newGame,
  OBJECTIVES,
  type Position,
  Prng,
  REGION_IDS,
  type RegionId,
  type Seat,
  seedRng,
} from "@italia/engine";
import { actionFor } from "../italia/referee.js";

/** One region: `[owner, armies]`. */
export type Cell = readonly [Seat, number];

/**
 * A game from the regions that matter: 3 players, seat 0 to play in round 2, stage `attack`,
 * objectives the first ones in data order; every region not in `map` goes to seats 1, 2, 1, …
 * with 1 army.
 */
export function game(
  map: Partial<Record<RegionId, Cell>>,
  fields: Partial<Omit<Position, "regions">> = {},
): GameState {
  const players = fields.players ?? 3;
  const regions: Record<string, { owner: Seat; armies: number }> = {};
  let dealt = 0;
  for (const id of REGION_IDS) {
    const cell = map[id];
    if (cell) regions[id] = { owner: cell[0], armies: cell[1] };
    else regions[id] = { owner: 1 + (dealt++ % (players - 1)), armies: 1 };
  }
  const objectives: Record<string, string> = {};
  for (let s = 0; s < players; s++) objectives[String(s)] = OBJECTIVES[s]!.id;
  const result = fromPosition({
    players,
    firstSeat: 0,
    round: 2,
    currentSeat: 0,
    stage: "attack",
    objectives,
    ...fields,
    regions,
  });
  if (!result.ok) throw new Error(`${result.error.path}: ${result.error.message}`);
  return result.state;
}

/** Picks a random legal action (uniform move, then uniform number). */
export function randomAction(state: GameState, rng: Prng) {
  const move = legalMoves(state)[rng.int(legalMoves(state).length)]!;
  const lo = move.type === "attack" ? move.minDice : "min" in move ? move.min : 0;
  const hi = move.type === "attack" ? move.maxDice : "max" in move ? move.max : 0;
  return actionFor(move, lo + rng.int(hi - lo + 1));
}

/** States met along random games, every `every` actions (setup included). */
export function randomStates(games: number, every = 7, players: 3 | 4 = 4): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < games; g++) {
    let state = newGame({ players, seed: `states-${g}` });
    const rng = new Prng(seedRng(`states-policy-${g}`));
    for (let step = 0; state.stage !== "over" && step < 600; step++) {
      if (step % every === 3) out.push(state);
      const r = apply(state, randomAction(state, rng));
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
  }
  return out;
}
