/**
 * Test helpers: whole recorded games played by a simple, deterministic policy with the engine,
 * for the replay viewer's and the statistics' tests (unit and browser).
 */
import {
  appendStep,
  apply,
  createRecord,
  type GameRecord,
  type GameState,
  legalActions,
  newGame,
  type PlayerAction,
} from "@italia/engine";

/**
 * A plain aggressive policy: play a combination when one may be played, place on the first
 * region offered, attack with the most dice where the attacker outnumbers the defender by two,
 * move in as many armies as allowed, else end the turn (it never fortifies, so turns end).
 */
export function aggressive(state: GameState, actions: readonly PlayerAction[]): PlayerAction {
  const cards = actions.find((a) => a.type === "playCards");
  if (cards) return cards;
  const place = actions.find((a) => a.type === "place");
  if (place) return place;
  let occupy: PlayerAction | undefined;
  for (const a of actions) {
    if (a.type === "occupy" && (occupy?.type !== "occupy" || a.count > occupy.count)) occupy = a;
  }
  if (occupy) return occupy;
  let attack: PlayerAction | undefined;
  for (const a of actions) {
    if (a.type !== "attack") continue;
    if (state.regions[a.from].armies < state.regions[a.to].armies + 2) continue;
    if (attack?.type !== "attack" || a.dice > attack.dice) attack = a;
    if (attack.type === "attack" && attack.dice === 3) break;
  }
  if (attack) return attack;
  return actions.find((a) => a.type === "endTurn") ?? actions[0]!;
}

/**
 * A finished 4-seat game (`rounds` rounds, then the Sdadata) played by {@link aggressive}, with
 * seat names as a record from the app has them. Throws if it does not end within `maxSteps`.
 */
export function finishedRecord(seed: string, rounds = 4, maxSteps = 20_000): GameRecord {
  const config = { players: 4 as const, seed, limit: { rounds } };
  let record = createRecord(config, [
    { name: "Anna" },
    { name: "Leonardo", bot: "greedy" },
    { name: "Beatrice", bot: "random" },
    { name: "Dante", bot: "strong" },
  ]);
  let state = newGame(config);
  for (let i = 0; i < maxSteps && state.stage !== "over"; i++) {
    const action = aggressive(state, legalActions(state));
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.error.message);
    record = appendStep(record, action, result.events, result.state);
    state = result.state;
  }
  if (state.stage !== "over") throw new Error(`the game of ${seed} did not end`);
  return record;
}
