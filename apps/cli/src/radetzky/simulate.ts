/**
 * `italia simulate --game radetzky`: a whole game of Radetzky: Milano 1848 between the team's bots
 * (`random`, `greedy`, `strong`) on the bot SDK's game host, and its outcome: the team's result, the round
 * and why the game ended (RZ16).
 */
import { GameHost, type PlatformRecord } from "@italia/bot-sdk";
import { RADETZKY_BOTS, type RadetzkyConfig, radetzky } from "@italia/radetzky";
import { counted } from "../words.js";

/** The bots a Radetzky lineup may name. */
export const RADETZKY_BOT_NAMES = Object.keys(RADETZKY_BOTS) as (keyof typeof RADETZKY_BOTS)[];

/** A simulated game of Radetzky. */
export interface SimulatedRadetzky {
  readonly config: RadetzkyConfig;
  readonly record: PlatformRecord;
  readonly actions: number;
}

/**
 * The config of `input` (players, mode, difficulty, handInfo as the command reads them), or why
 * it is refused, naming the option.
 */
export function radetzkyConfig(input: Record<string, unknown>): RadetzkyConfig | string {
  const checked = radetzky.checkConfig(input);
  if (checked.ok) return checked.value;
  const field = (checked.error.path ?? "$").replace(/^\$\.?/, "");
  const option = { handInfo: "--hand-info" }[field] ?? (field ? `--${field}` : "the options");
  return `${option}: ${checked.error.message}`;
}

/** Plays a game of `config` between `bots` (one name per seat) from `seed`. */
export async function simulateRadetzky(
  config: RadetzkyConfig,
  bots: readonly string[],
  seed: string,
): Promise<SimulatedRadetzky> {
  const players = bots.map((name) => {
    const make = RADETZKY_BOTS[name as keyof typeof RADETZKY_BOTS];
    if (!make) {
      throw new RangeError(
        `no Radetzky bot named ${JSON.stringify(name.slice(0, 40))} (known: ${RADETZKY_BOT_NAMES.join(", ")})`,
      );
    }
    return make();
  });
  const host = GameHost.play(radetzky, config, seed, players, {
    seats: bots.map((name) => ({ name, bot: name })),
  });
  await host.runBots();
  return { config, record: host.record(), actions: host.actionCount };
}

/** The text report of a simulated game of Radetzky. */
export function radetzkyReport(game: SimulatedRadetzky): string {
  const { config, record } = game;
  const outcome = record.outcome;
  const detail = (outcome?.detail ?? {}) as { winner?: string; round?: number };
  const result =
    outcome === null
      ? "the game did not end"
      : `${detail.winner === "italy" ? "the Patriots won" : "Austria won"} (${outcome.reason}) in round ${detail.round ?? "?"}`;
  return [
    `Radetzky: Milano 1848 — ${counted(config.players, "player")}, ${config.mode} game, difficulty ${config.difficulty}, ${counted(game.actions, "action")}: ${result}`,
    `Seed: ${record.seed} (--seed plays this game again)`,
  ].join("\n");
}
