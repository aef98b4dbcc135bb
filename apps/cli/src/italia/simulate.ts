/**
 * `italia simulate`: plays a whole game between bots — any lineup, as for the arena (`--bots`;
 * default: random players) — on the bot SDK's game host, and prints it.
 */
import { type Bot, GameHost } from "@italia/bot-sdk";
import { resolveBot } from "@italia/bot-sdk/node";
import {
  type GameEvent,
  type GameState,
  type PlayerAction,
  ranking,
  viewFor,
} from "@italia/engine";
import type { PlatformRecord } from "@italia/game-kit";
import { counted } from "../words.js";
import { describeEvent, renderBoard, renderRanking } from "./board.js";

/** Options of a simulated game. */
export interface SimulateOptions {
  readonly seed: string;
  /** One bot spec per seat (3 or 4), as for the arena: `random`, `greedy`, `cmd:PROGRAM`, … */
  readonly bots: readonly string[];
  readonly rounds: number;
}

/** A simulated game: its end, its record (`game-record/1`), its actions and events. */
export interface SimulatedGame {
  readonly state: GameState;
  readonly record: PlatformRecord;
  readonly actions: PlayerAction[];
  readonly events: GameEvent[];
}

/** Plays a game between the bots of the lineup (bot programs are stopped at the end). */
export async function simulate(options: SimulateOptions): Promise<SimulatedGame> {
  const players = options.bots.length;
  if (players !== 3 && players !== 4) throw new RangeError("a game has 3 or 4 seats (R2.1)");
  const bots: Bot[] = [];
  for (const spec of options.bots) bots.push(await resolveBot(spec));
  const host = GameHost.start(
    { players, seed: options.seed, limit: { rounds: options.rounds } },
    bots,
    { seats: options.bots.map((spec) => ({ name: spec, bot: spec })) },
  );
  const events: GameEvent[] = [];
  try {
    await host.runBots({ onStep: (step) => void events.push(...step.events) });
  } finally {
    await host.end();
  }
  return {
    state: host.state,
    record: host.platformRecord(),
    actions: host.actions as PlayerAction[],
    events,
  };
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
    `Italia — ${s.players} players, ${counted(game.actions.length, "action")}, ended in round ${s.round}: ${s.endReason}`,
  );
  lines.push("");
  lines.push(renderBoard(viewFor(s, null), colour));
  lines.push("");
  lines.push("Ranking");
  lines.push(renderRanking(ranking(s), colour));
  lines.push("");
  lines.push(`Seed: ${game.record.seed} (--seed plays this game again)`);
  return lines.join("\n");
}
