/**
 * Internal: `italia-bots decide` — unit testing for bots in any language. Sends one position (the
 * conformance Position format, read with the engine's `fromPosition`) to a bot program as a
 * `decide` message, prints the program's answer and whether it is legal there.
 *
 * The program gets the start-up allowance (`--startup-ms`, default `DEFAULT_STARTUP_MS`) on
 * top of the decision's time (`--decision-ms`), as the decision that starts a program does in a
 * game: an interpreter that is slow to start still answers in time.
 *
 * Exit codes: 0 the answer is legal; 1 it is illegal, or no answer came; 2 bad usage (a missing or
 * unreadable file, a position the engine refuses, a program that cannot be started).
 *
 * @internal
 * @module
 */
import { checkAction, fromPosition, type GameState, parseAction } from "@italia/engine";
import { type BotSettings, decisionContext } from "../bot.js";
import {
  askOnce,
  DecideUsageError,
  parseDecideOptions,
  printable,
  printVerdict,
  readPositionJson,
} from "../decide-usage.js";
import { ExternalBot } from "../external.js";
import { botSeedFor, decisionRng, seatSeed } from "../seeds.js";
import { seatNumber } from "../text.js";
import { DEFAULT_TURN_ACTIONS } from "../turn-limit.js";

export { DecideUsageError, printable };

/** Reads and checks a position file; throws {@link DecideUsageError} on anything wrong. */
export function readPosition(file: string): GameState {
  const json = readPositionJson(file);
  const read = fromPosition(json);
  if (!read.ok) {
    throw new DecideUsageError(
      `${printable(file)}: not a position the engine accepts: ${printable(read.error.message)}` +
        (read.error.path ? ` (at ${printable(read.error.path, 80)})` : ""),
    );
  }
  if (read.state.stage === "over") {
    throw new DecideUsageError(`${printable(file)}: the game is over; there is nothing to decide`);
  }
  return read.state;
}

/** Runs `italia-bots decide`; returns the exit code. */
export async function decideCommand(
  args: string[],
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const { file, cmd, ms, startupMs, showStderr, json } = parseDecideOptions(args);
  const state = readPosition(file);
  const seat = state.currentSeat;
  const bot = new ExternalBot({
    command: cmd,
    ...(showStderr ? { onStderr: (line: string) => err(`[bot] ${printable(line, 500)}`) } : {}),
    maxRestarts: 0,
    startupMs,
  });
  const settings: BotSettings = {
    seed: seatSeed(botSeedFor("position"), seat),
    decisionMs: ms,
    bankMs: 0,
    startupMs,
    limit: state.limit,
    turnActions: DEFAULT_TURN_ACTIONS,
  };
  const said = await askOnce(bot, cmd, ms, (deadline) =>
    bot.decide(decisionContext(state, { deadline, rng: decisionRng(settings.seed, 0), settings })),
  );
  let verdict: { legal: boolean; reason: string | null; action: unknown };
  if (said.failure !== null) {
    verdict = { legal: false, reason: `no answer: ${said.failure}`, action: null };
  } else {
    const parsed = parseAction(said.answer);
    const refusal = parsed.ok ? checkAction(state, parsed.action) : parsed.error;
    verdict = {
      legal: refusal === null,
      reason:
        refusal === null ? null : `${refusal.message}${refusal.rule ? ` (${refusal.rule})` : ""}`,
      action: parsed.ok ? parsed.action : said.answer,
    };
  }
  if (json) {
    out(JSON.stringify({ seat, stage: state.stage, ...verdict }));
  } else {
    printVerdict(out, `seat ${seatNumber(seat)} (${seat} in JSON), ${state.stage}`, said, verdict);
  }
  return verdict.legal ? 0 : 1;
}
