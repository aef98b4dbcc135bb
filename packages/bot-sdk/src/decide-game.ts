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
import { parseArgs } from "node:util";
import type { AnyGame, Result, StateOf } from "@italia/game-kit";
import { type GameSettings, gameContext, type SettingsOf } from "./bot.js";
import { DEFAULT_STARTUP_MS } from "./clock.js";
import { ExternalBot, type ExternalContext } from "./external.js";
import type { GamePackage } from "./game-package.js";
import { readInputFile } from "./input-file.js";
import { DecideUsageError, printable } from "./italia/decide-command.js";
import { BotTimeoutError } from "./referee.js";
import { botSeedFor, decisionRng, seatSeed } from "./seeds.js";
import { seatNumber } from "./text.js";
import { DEFAULT_TURN_ACTIONS } from "./turn-limit.js";

/** The largest position file read, in bytes. */
const MAX_POSITION_BYTES = 1024 * 1024;

/** Reads a position of the game from untrusted JSON (the game's conformance `fromPosition`). */
export type PositionReader<G extends AnyGame> = (json: unknown) => Result<StateOf<G>>;

/** A whole number ≥ `min` from an option, or a usage error naming it. */
function whole(name: string, value: unknown, min: number): number {
  const n = Number(value);
  if (String(value).trim() === "" || !Number.isInteger(n) || n < min) {
    throw new DecideUsageError(
      `--${name} needs a whole number ≥ ${min}, not "${printable(String(value), 40)}"`,
    );
  }
  return n;
}

/** Runs `italia-bots decide --game <id>` for `pkg`'s game; returns the exit code. */
export async function decideGameCommand<G extends AnyGame>(
  pkg: GamePackage<G>,
  readPosition: PositionReader<G>,
  args: string[],
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args,
      options: {
        game: { type: "string" },
        position: { type: "string" },
        cmd: { type: "string" },
        seat: { type: "string" },
        "decision-ms": { type: "string", default: "1000" },
        "startup-ms": { type: "string", default: String(DEFAULT_STARTUP_MS) },
        "show-stderr": { type: "boolean", default: false },
        json: { type: "boolean", default: false },
      },
    }).values;
  } catch (error) {
    throw new DecideUsageError((error as Error).message);
  }
  const { game } = pkg;
  const file = values.position as string | undefined;
  const cmd = values.cmd as string | undefined;
  if (!file) throw new DecideUsageError("--position FILE is needed");
  if (!cmd || cmd.trim() === "") throw new DecideUsageError("--cmd PROGRAM is needed");
  const ms = whole("decision-ms", values["decision-ms"], 1);
  const startupMs = whole("startup-ms", values["startup-ms"], 0);
  const input = readInputFile(file, MAX_POSITION_BYTES);
  if (!input.ok) throw new DecideUsageError(`cannot read ${printable(file)}: ${input.problem}`);
  let json: unknown;
  try {
    json = JSON.parse(input.text);
  } catch {
    throw new DecideUsageError(`${printable(file)} is not JSON: ${printable(input.text, 60)}`);
  }
  const read = readPosition(json);
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
  const seat = values.seat === undefined ? actors[0]! : whole("seat", values.seat, 1) - 1; // people count from 1
  if (!actors.includes(seat)) {
    throw new DecideUsageError(
      `--seat ${seatNumber(seat)}: that seat may not act in this position (it may: ${actors.map((s) => seatNumber(s)).join(", ")})`,
    );
  }
  const bot = new ExternalBot<G>({
    command: cmd,
    game: pkg,
    ...(values["show-stderr"]
      ? { onStderr: (line: string) => err(`[bot] ${printable(line, 500)}`) }
      : {}),
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
  // As in a game, the decision that starts the program gets the start-up allowance on top.
  const allowance = bot.startupMs();
  let answer: unknown;
  let failure: string | null = null;
  try {
    answer = await bot.decide(
      gameContext(pkg, state, {
        seat,
        alsoActing: actors.filter((s) => s !== seat),
        deadline: Date.now() + allowance + ms,
        rng: decisionRng(settings.seed, 0),
        settings: settings as SettingsOf<G>,
      }) as ExternalContext<G>,
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
  } else if (answer === null) {
    verdict = {
      legal: actors.length > 1,
      reason: actors.length > 1 ? null : "waited (null), but no other seat may act",
      action: null,
    };
  } else {
    const applied = game.apply(state, answer);
    const parsed = game.parseAction(answer);
    verdict = applied.ok
      ? { legal: true, reason: null, action: parsed.ok ? parsed.value : answer }
      : {
          legal: false,
          reason: `${applied.error.message}${applied.error.rule ? ` (${applied.error.rule})` : ""}`,
          action: parsed.ok ? parsed.value : answer,
        };
  }
  const stage = (state as { stage?: unknown }).stage;
  const shown = printable(JSON.stringify(verdict.action) ?? String(verdict.action), 2000);
  if (values.json) {
    out(JSON.stringify({ game: game.info.id, seat, actors, stage: stage ?? null, ...verdict }));
  } else {
    out(
      `${game.info.title}, seat ${seatNumber(seat)} (${seat} in JSON)${typeof stage === "string" ? `, ${stage}` : ""}: the program answered ${failure === null ? shown : "nothing"}`,
    );
    out(verdict.legal ? "legal" : `illegal: ${printable(verdict.reason ?? "", 500)}`);
  }
  return verdict.legal ? 0 : 1;
}
