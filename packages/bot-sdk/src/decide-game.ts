/**
 * Internal: `italia-bots decide --game <id>` for a game other than Italia (Italia's is
 * `italia/decide-command.ts`): sends one position of the game (its conformance `Position`, read
 * with the game's `fromPosition`) to a bot program as a version-2 `decide` message for one of the
 * seats that may act, prints the program's answer and whether the game accepts it there.
 *
 * Exit codes: 0 the answer is legal; 1 it is illegal, or no answer came; 2 bad usage.
 *
 * @internal
 * @module
 */
import type { AnyGame, Result, StateOf } from "@italia/game-kit";
import { type GameSettings, gameContext, type SettingsOf } from "./bot.js";
import {
  askOnce,
  DecideUsageError,
  parseDecideOptions,
  printable,
  printVerdict,
  readPositionJson,
  wholeOption,
} from "./decide-usage.js";
import { ExternalBot, type ExternalContext } from "./external.js";
import type { GamePackage } from "./game-package.js";
import { botSeedFor, decisionRng, seatSeed } from "./seeds.js";
import { seatNumber } from "./text.js";
import { DEFAULT_TURN_ACTIONS } from "./turn-limit.js";

/** Reads a position of the game from untrusted JSON (the game's conformance `fromPosition`). */
export type PositionReader<G extends AnyGame> = (json: unknown) => Result<StateOf<G>>;

/** Runs `italia-bots decide --game <id>` for `pkg`'s game; returns the exit code. */
export async function decideGameCommand<G extends AnyGame>(
  pkg: GamePackage<G>,
  readPosition: PositionReader<G>,
  args: string[],
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const { file, cmd, ms, startupMs, showStderr, json, extra } = parseDecideOptions(args, [
    "game",
    "seat",
  ]);
  const { game } = pkg;
  const read = readPosition(readPositionJson(file));
  if (!read.ok) {
    throw new DecideUsageError(
      `${printable(file)}: not a position of ${game.info.title}: ${printable(read.error.message)}`,
    );
  }
  const state = read.value;
  const actors = game.actors(state);
  if (actors.length === 0) {
    throw new DecideUsageError(`${printable(file)}: the game is over; there is nothing to decide`);
  }
  const seat = extra.seat === undefined ? actors[0]! : wholeOption("seat", extra.seat, 1) - 1; // people count from 1
  if (!actors.includes(seat)) {
    throw new DecideUsageError(
      `--seat ${seatNumber(seat)}: that seat may not act in this position (it may: ${actors.map((s) => seatNumber(s)).join(", ")})`,
    );
  }
  const bot = new ExternalBot<G>({
    command: cmd,
    game: pkg,
    ...(showStderr ? { onStderr: (line: string) => err(`[bot] ${printable(line, 500)}`) } : {}),
    maxRestarts: 0,
    startupMs,
  });
  const settings: GameSettings = {
    seed: seatSeed(botSeedFor("position"), seat),
    decisionMs: ms,
    bankMs: 0,
    startupMs,
    turnActions: DEFAULT_TURN_ACTIONS,
    config: (state as { config?: unknown }).config ?? null,
  };
  const said = await askOnce(bot, cmd, ms, (deadline) =>
    bot.decide(
      gameContext(pkg, state, {
        seat,
        alsoActing: actors.filter((s) => s !== seat),
        deadline,
        rng: decisionRng(settings.seed, 0),
        settings: settings as SettingsOf<G>,
      }) as ExternalContext<G>,
    ),
  );
  let verdict: { legal: boolean; reason: string | null; action: unknown };
  if (said.failure !== null) {
    verdict = { legal: false, reason: `no answer: ${said.failure}`, action: null };
  } else if (said.answer === null) {
    verdict = {
      legal: actors.length > 1,
      reason: actors.length > 1 ? null : "waited (null), but no other seat may act",
      action: null,
    };
  } else {
    const applied = game.apply(state, said.answer);
    const parsed = game.parseAction(said.answer);
    verdict = applied.ok
      ? { legal: true, reason: null, action: parsed.ok ? parsed.value : said.answer }
      : {
          legal: false,
          reason: `${applied.error.message}${applied.error.rule ? ` (${applied.error.rule})` : ""}`,
          action: parsed.ok ? parsed.value : said.answer,
        };
  }
  const stage = (state as { stage?: unknown }).stage;
  if (json) {
    out(JSON.stringify({ game: game.info.id, seat, actors, stage: stage ?? null, ...verdict }));
  } else {
    printVerdict(
      out,
      `${game.info.title}, seat ${seatNumber(seat)} (${seat} in JSON)${typeof stage === "string" ? `, ${stage}` : ""}`,
      said,
      verdict,
    );
  }
  return verdict.legal ? 0 : 1;
}
