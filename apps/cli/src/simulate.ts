/**
 * `italia simulate`: plays a whole game between random players and prints it.
 */
import {
  appendStep,
  apply,
  createRecord,
  expandMove,
  type GameEvent,
  type GameRecord,
  type GameState,
  legalMoves,
  newGame,
  type PlayerAction,
  Prng,
  ranking,
  seedRng,
  viewFor,
} from "@italia/engine";
import { describeEvent, renderBoard, renderRanking } from "./render.js";

/** Options of a simulated game. */
export interface SimulateOptions {
  readonly seed: string;
  readonly players: 3 | 4;
  readonly rounds: number;
}

/** The record of a simulated game. */
export interface SimulatedGame {
  readonly state: GameState;
  readonly record: GameRecord;
  readonly actions: PlayerAction[];
  readonly events: GameEvent[];
}

/** Plays a game where every seat picks uniformly among the legal moves. */
export function simulate(options: SimulateOptions): SimulatedGame {
  const config = {
    players: options.players,
    seed: options.seed,
    limit: { rounds: options.rounds },
  };
  let state = newGame(config);
  let record = createRecord(
    config,
    Array.from({ length: options.players }, (_, seat) => ({
      name: `random ${seat}`,
      bot: "random",
    })),
  );
  const policy = new Prng(seedRng(`policy:${options.seed}`));
  const actions: PlayerAction[] = [];
  const events: GameEvent[] = [];
  while (state.stage !== "over") {
    const moves = legalMoves(state);
    const choices = expandMove(moves[policy.int(moves.length)]!);
    const action = choices[policy.int(choices.length)]!;
    const result = apply(state, action);
    if (!result.ok)
      throw new Error(`the engine refused its own legal action: ${result.error.message}`);
    actions.push(action);
    events.push(...result.events);
    record = appendStep(record, action, result.events, result.state);
    state = result.state;
  }
  return { state, record, actions, events };
}

/** The text report of a simulated game. */
export function report(game: SimulatedGame, colour: boolean, verbose: boolean): string {
  const lines: string[] = [];
  if (verbose) {
    for (const e of game.events) {
      const line = describeEvent(e, colour);
      if (line) lines.push(line);
    }
    lines.push("");
  }
  const s = game.state;
  lines.push(
    `Italia — ${s.players} players, ${game.actions.length} actions, ended in round ${s.round}: ${s.endReason}`,
  );
  lines.push("");
  lines.push(renderBoard(viewFor(s, null), colour));
  lines.push("");
  lines.push("Ranking");
  lines.push(renderRanking(ranking(s), colour));
  lines.push("");
  lines.push(`Seed: ${game.record.config.seed} (--seed plays this game again)`);
  return lines.join("\n");
}
