/**
 * Internal: `italia-bots decide` — unit testing for bots in any language. Sends one position (the
 * conformance Position format, read with the engine's `fromPosition`) to a bot program as a
 * `decide` message, prints the program's answer and whether it is legal there.
 *
 * The program gets the start-up allowance (`--startup-ms`, default {@link DEFAULT_STARTUP_MS}) on
 * top of the decision's time (`--decision-ms`), as the decision that starts a program does in a
 * game: an interpreter that is slow to start still answers in time.
 *
 * Exit codes: 0 the answer is legal; 1 it is illegal, or no answer came; 2 bad usage (a missing or
 * unreadable file, a position the engine refuses, a program that cannot be started).
 *
 * @internal
 * @module
 */
import { parseArgs } from "node:util";
import { checkAction, fromPosition, type GameState, parseAction } from "@italia/engine";
import { type BotSettings, decisionContext } from "../bot.js";
import { DEFAULT_STARTUP_MS } from "../clock.js";
import { ExternalBot } from "../external.js";
import { readInputFile } from "../input-file.js";
import { BotTimeoutError } from "../referee.js";
import { botSeedFor, decisionRng, seatSeed } from "../seeds.js";
import { seatNumber } from "../text.js";
import { DEFAULT_TURN_ACTIONS } from "../turn-limit.js";

/** The largest position file read, in bytes. */
const MAX_POSITION_BYTES = 1024 * 1024;

/** Bad usage: exit code 2. */
export class DecideUsageError extends Error {
  override name = "DecideUsageError";
}

/** `text` safe to print on a terminal: control characters escaped, at most `max` characters. */
export function printable(text: string, max = 200): string {
  const escaped = text.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: escaping them is the point
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return escaped.length > max ? `${escaped.slice(0, max)}…` : escaped;
}

/** Reads and checks a position file; throws {@link DecideUsageError} on anything wrong. */
export function readPosition(file: string): GameState {
  // The bounded reader: a FIFO, a device such as /dev/zero or a folder is refused at once.
  const input = readInputFile(file, MAX_POSITION_BYTES);
  if (!input.ok) throw new DecideUsageError(`cannot read ${printable(file)}: ${input.problem}`);
  const text = input.text;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new DecideUsageError(`${printable(file)} is not JSON: ${printable(text, 60)}`);
  }
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
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args,
      options: {
        position: { type: "string" },
        cmd: { type: "string" },
        "decision-ms": { type: "string", default: "1000" },
        "startup-ms": { type: "string", default: String(DEFAULT_STARTUP_MS) },
        "show-stderr": { type: "boolean", default: false },
        json: { type: "boolean", default: false },
      },
    }).values;
  } catch (error) {
    throw new DecideUsageError((error as Error).message);
  }
  const file = values.position as string | undefined;
  const cmd = values.cmd as string | undefined;
  if (!file) throw new DecideUsageError("--position FILE is needed");
  if (!cmd || cmd.trim() === "") throw new DecideUsageError("--cmd PROGRAM is needed");
  const ms = Number(values["decision-ms"]);
  if (!Number.isInteger(ms) || ms < 1) {
    throw new DecideUsageError(
      `--decision-ms needs a whole number ≥ 1, not "${printable(String(values["decision-ms"]), 40)}"`,
    );
  }
  const startupMs = Number(values["startup-ms"]);
  if (String(values["startup-ms"]).trim() === "" || !Number.isInteger(startupMs) || startupMs < 0) {
    throw new DecideUsageError(
      `--startup-ms needs a whole number ≥ 0, not "${printable(String(values["startup-ms"]), 40)}"`,
    );
  }
  const state = readPosition(file);
  const seat = state.currentSeat;
  const bot = new ExternalBot({
    command: cmd,
    ...(values["show-stderr"]
      ? { onStderr: (line: string) => err(`[bot] ${printable(line, 500)}`) }
      : {}),
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
  // The decision starts the program: like a game's referee, give it the start-up allowance on
  // top of the decision's time (the program is told only the decision's time, `timeLeftMs`).
  const allowance = bot.startupMs();
  let answer: unknown;
  let failure: string | null = null;
  try {
    answer = await bot.decide(
      decisionContext(state, {
        deadline: Date.now() + allowance + ms,
        rng: decisionRng(settings.seed, 0),
        settings,
      }),
    );
  } catch (error) {
    failure = (error as Error).message;
    if (error instanceof BotTimeoutError) {
      failure +=
        ` (this decision started the program: ${allowance} ms of start-up allowance plus ${ms} ms;` +
        " a program that starts slowly needs a larger --startup-ms)";
    }
  } finally {
    bot.kill();
  }
  if (failure !== null && /\b(ENOENT|EACCES)\b/.test(failure)) {
    throw new DecideUsageError(`cannot start ${printable(cmd, 120)}: ${printable(failure)}`);
  }
  let verdict: { legal: boolean; reason: string | null; action: unknown };
  if (failure !== null) {
    verdict = { legal: false, reason: `no answer: ${failure}`, action: null };
  } else {
    const parsed = parseAction(answer);
    const refusal = parsed.ok ? checkAction(state, parsed.action) : parsed.error;
    verdict = {
      legal: refusal === null,
      reason:
        refusal === null ? null : `${refusal.message}${refusal.rule ? ` (${refusal.rule})` : ""}`,
      action: parsed.ok ? parsed.action : answer,
    };
  }
  const shown = printable(JSON.stringify(verdict.action) ?? String(verdict.action), 2000);
  if (values.json) {
    out(JSON.stringify({ seat, stage: state.stage, ...verdict }));
  } else {
    out(
      `seat ${seatNumber(seat)} (${seat} in JSON), ${state.stage}: the program answered ${failure === null ? shown : "nothing"}`,
    );
    out(verdict.legal ? "legal" : `illegal: ${printable(verdict.reason ?? "", 500)}`);
  }
  return verdict.legal ? 0 : 1;
}
