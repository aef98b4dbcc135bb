/**
 * Wiring of `italia play`: options → seats, a new or resumed game, the session, the exit code.
 */
import { dirname, resolve } from "node:path";
import { parseLineup, quote, randomSeed, safeText } from "@italia/bot-sdk";
import { ExternalBot, readJsonFile } from "@italia/bot-sdk/node";
import { type GameRecord, type GameState, platformRecordOf } from "@italia/engine";
import { type ProgramOptions, programOptionsOf, unstartableBot } from "../bot-programs.js";
import { outputProblem } from "../output-file.js";
import { LineInput } from "../play/input.js";
import { chooseRecordFile, RecordFile } from "../play/record-file.js";
import { resumeCommand } from "../play/resume.js";
import { seatNumber, useColour, wrapLine } from "../render.js";
import { counted } from "../words.js";
import {
  releaseBots,
  resumeGame,
  type SeatPlayer,
  seatPlayers,
  seatSavedPlayers,
  startGame,
} from "./seats.js";
import { gameOverText, playSession } from "./session.js";

/** Options of `italia play`. */
export interface PlayFlags {
  seed?: string;
  players: string;
  bots?: string;
  botCmd?: string;
  rounds: number;
  /** Start-up allowance of bot programs, in milliseconds. */
  startupMs?: number;
  /** Environment variables passed to bot programs (`--bot-env`). */
  botEnv?: string[];
  /** Working folder of bot programs (`--bot-cwd`). */
  botCwd?: string;
  record?: string;
  resume?: string;
  /** Overwrite an existing `--record` file (or the default one). */
  force?: boolean;
}

/** The options of a new game (by commander key), which a resumed game takes from its record. */
export const NEW_GAME_OPTIONS = {
  seed: "--seed",
  players: "--players",
  bots: "--bots",
  botCmd: "--bot-cmd",
  rounds: "--rounds",
} as const;

/** A new-game option's commander key. */
export type NewGameOption = keyof typeof NEW_GAME_OPTIONS;

/** A game ready to play: its state and record, who sits where, and the record file. */
interface Setup {
  readonly state: GameState;
  readonly record: GameRecord;
  readonly seats: SeatPlayer[];
  readonly recordFile: string;
  /** Lines that open the first screen (the game's seats, where its record goes). */
  readonly intro: readonly string[];
}

/** Either a setup, or the exit code to stop with (the reason is already printed). */
type SetupOutcome = Setup | { readonly exit: number };

function write(text: string): void {
  process.stdout.write(`${text}\n`);
}

function fail(message: string): { exit: number } {
  // Messages may quote a record or a bot spec: printed escaped.
  process.stderr.write(`italia play: ${safeText(message)}\n`);
  return { exit: 2 };
}

/** How this invocation runs bot programs. */
function programOptions(flags: PlayFlags): ProgramOptions {
  return programOptionsOf(flags);
}

/** A saved game to continue (or, if it is over, its result printed). */
async function resumedSetup(flags: PlayFlags, file: string): Promise<SetupOutcome> {
  const read = readJsonFile(file);
  if (!read.ok) return fail(`${file}: cannot be read: ${read.problem}`);
  const resumed = resumeGame(read.value);
  if (!resumed.ok) return fail(`${file}: ${resumed.problem}`);
  if (resumed.state.stage === "over") {
    // Nothing left to play: show how it ended and leave the file as it is. No bot is made.
    write(`${file} holds a finished game.`);
    write(gameOverText(resumed.state, useColour(process.stdout)));
    return { exit: 0 };
  }
  // A record names its bots, but a file from anywhere must never start a program or import a
  // module: program seats take the program typed in this invocation (--bot-cmd), or none.
  const programSeats = resumed.seats.flatMap((s, seat) =>
    s.kind === "bot" && s.program ? [{ seat, spec: s.spec }] : [],
  );
  if (flags.botCmd === undefined && programSeats.length > 0) {
    const named = programSeats
      .map((p) => `seat ${seatNumber(p.seat)} (${quote(p.spec)})`)
      .join(", ");
    return fail(
      `${file}: ${named} played a bot program named in the record. Opening a saved game never starts the programs or modules it names; to continue, give the program on the command line: italia play --resume ${file} --bot-cmd "COMMAND" (it plays every program seat).`,
    );
  }
  if (flags.botCmd !== undefined && programSeats.length === 0) {
    return fail(`--bot-cmd: ${file} has no seat played by a program.`);
  }
  if (flags.botCmd !== undefined) {
    const unstartable = unstartableBot([`cmd:${flags.botCmd}`]);
    if (unstartable) return fail(unstartable);
  }
  const seats = await seatSavedPlayers(resumed.seats, flags.botCmd ?? "", programOptions(flags));
  const refuse = async (message: string) => {
    await releaseBots(seats, resumed.state);
    return fail(message);
  };
  const choice = chooseRecordFile({
    asked: flags.record ?? file,
    force: Boolean(flags.force),
    resumed: file,
  });
  if ("problem" in choice) return refuse(choice.problem);
  const unwritable = outputProblem(choice.path);
  if (unwritable) return refuse(`cannot write the game record to ${choice.path}: ${unwritable}`);
  const intro = wrapLine(
    `Resuming ${file}: round ${resumed.state.round}, ${counted(resumed.record.steps.length, "step")} played.`,
  );
  return { state: resumed.state, record: resumed.record, seats, recordFile: choice.path, intro };
}

/** A new game from the options: people first, then the bots. */
async function newSetup(flags: PlayFlags): Promise<SetupOutcome> {
  const players = Number(flags.players) as 3 | 4;
  let bots: string[];
  try {
    const list =
      flags.bots ??
      Array(players - 1)
        .fill("greedy")
        .join(",");
    // --bots "" seats people only (hot-seat).
    bots = list.trim() === "" ? [] : parseLineup(list);
  } catch (e) {
    return fail((e as Error).message);
  }
  if (flags.botCmd) bots.unshift(`cmd:${flags.botCmd}`);
  if (bots.length > players) return fail(`${bots.length} bots do not fit in ${players} seats.`);
  const unstartable = unstartableBot(bots);
  if (unstartable) return fail(unstartable);
  const seed = flags.seed ?? randomSeed();
  const choice = chooseRecordFile({
    ...(flags.record === undefined ? {} : { asked: flags.record }),
    force: Boolean(flags.force),
  });
  if ("problem" in choice) return fail(choice.problem);
  const unwritable = outputProblem(choice.path);
  if (unwritable) return fail(`cannot write the game record to ${choice.path}: ${unwritable}`);
  const seats = await seatPlayers(players, bots, programOptions(flags));
  const intro = [
    ...wrapLine(
      // No seed here: it gives away every objective, and in a hot-seat game everyone sees the
      // screen. It is printed once the game is over (issue #27).
      `New game: ${seats.map((s, i) => `seat ${seatNumber(i)} ${s.kind === "human" ? s.name : s.spec}`).join(", ")}.`,
    ),
    ...wrapLine(
      choice.taken
        ? `${choice.taken} already exists; this game is written to ${choice.path}. Type ? for help.`
        : `The game record is written to ${choice.path}. Type ? for help.`,
    ),
  ];
  return {
    ...startGame(players, seed, flags.rounds, seats),
    seats,
    recordFile: choice.path,
    intro,
  };
}

/**
 * Runs `italia play`; returns the exit code. `given` names the new-game options given on the
 * command line: with `--resume` they are refused rather than silently ignored.
 */
export async function playCommand(
  flags: PlayFlags,
  given: readonly NewGameOption[] = [],
): Promise<number> {
  // --bot-cmd re-supplies a resumed game's program seats: a record never starts one by itself.
  const conflict =
    flags.resume === undefined ? undefined : given.find((option) => option !== "botCmd");
  if (conflict) {
    return fail(
      `${NEW_GAME_OPTIONS[conflict]} cannot be used with --resume: a saved game keeps its own seats, seed and round limit.`,
    ).exit;
  }
  let setup: Setup;
  try {
    const outcome = flags.resume ? await resumedSetup(flags, flags.resume) : await newSetup(flags);
    if ("exit" in outcome) return outcome.exit;
    setup = outcome;
  } catch (e) {
    return fail((e as Error).message).exit;
  }
  const { recordFile } = setup;
  const programs = setup.seats.some((s) => s.kind === "bot" && s.bot instanceof ExternalBot);
  if (programs && flags.botCwd !== undefined) {
    if (resolve(flags.botCwd) === dirname(resolve(recordFile))) {
      process.stderr.write(
        `italia play: warning: the bot programs' working folder (--bot-cwd) holds the game record ${recordFile}, with the seed and every objective.\n`,
      );
    }
  }

  // the file is the platform's record (game-record/1); a resumed italia-record/2 is rewritten so
  const file = new RecordFile(recordFile, platformRecordOf(setup.record, setup.state), (why) =>
    process.stderr.write(`italia play: ${why}\n`),
  );
  const resumeHint = `Resume with: ${resumeCommand(recordFile)}`;
  // Ctrl-C: the record is saved as the game goes; write what is pending, say where, exit 130.
  const interrupted = () => {
    // Bot programs are stopped with the game, not left running.
    for (const s of setup.seats) if (s.kind === "bot" && s.bot instanceof ExternalBot) s.bot.kill();
    const saved = file.save();
    write(
      saved
        ? `\nInterrupted; the game is saved to ${recordFile}. ${resumeHint}`
        : `\nInterrupted; the game could not be saved (${file.problem}).`,
    );
    process.exit(130);
  };
  process.on("SIGINT", interrupted);
  const input = new LineInput(process.stdin);
  try {
    const result = await playSession({
      ...setup,
      recordFile: file,
      input,
      write,
      warn: (line: string) => process.stderr.write(`italia play: ${safeText(line)}\n`),
      prompt: (text: string) => process.stdout.write(text),
      colour: useColour(process.stdout),
      clearScreen: Boolean(process.stdout.isTTY),
    });
    await releaseBots(setup.seats, result.state);
    if (file.problem) return fail(`the game could not be saved: ${file.problem}`).exit;
    if (result.end === "quit") write(`Saved to ${recordFile}. ${resumeHint}`);
    if (result.end === "input-ended")
      write(`Input ended; the game is saved to ${recordFile}. ${resumeHint}`);
    return 0;
  } finally {
    process.off("SIGINT", interrupted);
    input.close();
  }
}
