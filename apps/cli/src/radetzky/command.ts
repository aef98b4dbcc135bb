/**
 * Wiring of `italia play --game radetzky`: options → config (checked by the rules, naming the
 * option, as `simulate --game radetzky` does) and seats — people, the team's bots, and bot
 * programs (`cmd:PROGRAM`, `--bot-cmd`) as in Italia's `play` — a new or resumed game (`--resume`
 * of a Radetzky `game-record/1`; a record never starts a program), the record file saved as the
 * game goes, Ctrl-C, the exit code.
 */
import { type GameBot, GameHost, quote, randomSeed, safeText } from "@italia/bot-sdk";
import { type CommandSpec, ExternalBot, normalizeSpec, readJsonFile } from "@italia/bot-sdk/node";
import { RADETZKY_BOTS, type RadetzkyConfig, radetzky } from "@italia/radetzky";
import {
  type ProgramOptions,
  programOptionsOf,
  unstartableBot,
  withProgramOptions,
} from "../bot-programs.js";
import { outputProblem } from "../output-file.js";
import { LineInput } from "../play/input.js";
import { chooseRecordFile, RecordFile } from "../play/record-file.js";
import { resumeCommand } from "../play/resume.js";
import { seatNumber, useColour, wrapLine } from "../render.js";
import { counted } from "../words.js";
import { mapLines } from "./board.js";
import { RADETZKY_PACKAGE } from "./bot.js";
import { checkRadetzkyRecord, isPlatformRecord, isProgramSeat } from "./record.js";
import { statusLine } from "./screen.js";
import { playRadetzky, type RadetzkyHost, type RzSeat } from "./session.js";
import { RADETZKY_BOT_NAMES, radetzkyConfig } from "./simulate.js";

/** The options of `italia play` that Radetzky reads. */
export interface RzPlayFlags {
  readonly seed?: string;
  readonly players?: string;
  readonly bots?: string;
  readonly seats?: string;
  readonly mode?: string;
  readonly difficulty?: string;
  readonly handInfo?: string;
  readonly record?: string;
  readonly resume?: string;
  readonly force?: boolean;
  readonly json?: boolean;
  /** A bot program for the first bot seat; with `--resume`, for every program seat. */
  readonly botCmd?: string;
  /** Start-up allowance of bot programs, in milliseconds. */
  readonly startupMs?: number;
  /** Environment variables passed to bot programs (`--bot-env`). */
  readonly botEnv?: string[];
  /** Working folder of bot programs (`--bot-cwd`). */
  readonly botCwd?: string;
}

/** The default stem of a Radetzky record file: `radetzky-game.json`, `radetzky-game-2.json`, … */
const RECORD_BASE = "radetzky-game";

/** Milliseconds a bot may take per decision in a terminal game. */
const BOT_DECISION_MS = 2000;

/** Words that seat a person in `--seats`. */
const PERSON = new Set(["human", "person", "you", "me"]);

/**
 * The game `--resume FILE` continues: the one a platform record (`game-record/1`) names, else
 * Italia's (an `italia-record/2`, or a file that is no record: Italia's reader says why).
 */
export function resumedGameOf(file: string): string {
  const read = readJsonFile(file);
  if (!read.ok || !isPlatformRecord(read.value)) return "italia";
  const id = (read.value as { game?: unknown }).game;
  return typeof id === "string" ? id : "italia";
}

/**
 * A bot of the team by name (RADETZKY_BOTS), or a bot program (`cmd:PROGRAM`) run with this
 * invocation's program options, speaking bot protocol version 2.
 */
function botNamed(name: string, programs: ProgramOptions): GameBot<typeof radetzky> {
  if (isProgramSeat(name)) {
    const spec = normalizeSpec(withProgramOptions(name, programs)) as CommandSpec;
    return new ExternalBot({
      command: spec.command,
      name,
      game: RADETZKY_PACKAGE,
      ...(spec.startupMs === undefined ? {} : { startupMs: spec.startupMs }),
      ...(spec.env === undefined ? {} : { env: spec.env }),
      ...(spec.cwd === undefined ? {} : { cwd: spec.cwd }),
    }) as unknown as GameBot<typeof radetzky>;
  }
  const make = RADETZKY_BOTS[name as keyof typeof RADETZKY_BOTS];
  if (!make) throw new RangeError(`no Radetzky bot named ${quote(name, 40)}`);
  return make() as unknown as GameBot<typeof radetzky>;
}

/** A seat entry of `--seats` or `--bots`: a bot program's command keeps its case. */
function seatEntry(text: string): string {
  const s = text.trim();
  return isProgramSeat(s) ? `cmd:${s.slice(s.indexOf(":") + 1).trim()}` : s.toLowerCase();
}

/** The seats of a new game from `--seats`, or `--players` and `--bots`; or why they are refused. */
export function newSeats(flags: RzPlayFlags): { kinds: (string | null)[] } | string {
  let kinds: (string | null)[];
  if (flags.seats !== undefined) {
    if (flags.bots !== undefined)
      return "--seats and --bots cannot be used together: --seats names every seat.";
    if (flags.botCmd !== undefined) {
      return "--bot-cmd and --seats cannot be used together: name the program's seat in --seats as cmd:PROGRAM.";
    }
    kinds = flags.seats
      .split(",")
      .map(seatEntry)
      .map((s) => (PERSON.has(s) ? null : s));
    if (flags.players !== undefined && Number(flags.players) !== kinds.length) {
      return `--players ${flags.players} but --seats names ${counted(kinds.length, "seat")}.`;
    }
  } else {
    const players = Number(flags.players ?? 3);
    const list =
      flags.bots ??
      Array(Math.max(0, players - 1))
        .fill("greedy")
        .join(",");
    const bots = list.trim() === "" ? [] : list.split(",").map(seatEntry);
    if (flags.botCmd !== undefined) bots.unshift(`cmd:${flags.botCmd.trim()}`);
    if (bots.length > players) {
      return `${counted(bots.length, "bot")} do not fit in ${counted(players, "seat")} (--players ${players}).`;
    }
    kinds = [...Array(players - bots.length).fill(null), ...bots];
  }
  if (kinds.length < 1 || kinds.length > 5) {
    return `Radetzky has 1 to 5 players (RZ3), not ${kinds.length}.`;
  }
  const unknown = kinds.find(
    (k) => k !== null && !isProgramSeat(k) && !(RADETZKY_BOT_NAMES as string[]).includes(k),
  );
  if (unknown !== undefined && unknown !== null) {
    return `no Radetzky bot named ${JSON.stringify(unknown.slice(0, 40))} (known: ${RADETZKY_BOT_NAMES.join(", ")}; a bot program: cmd:PROGRAM; a person: human).`;
  }
  if (kinds.some((k) => k === "cmd:")) {
    return 'a bot program seat names no program: write cmd:PROGRAM, e.g. cmd:python3 radetzky_bot.py (or --bot-cmd "python3 radetzky_bot.py").';
  }
  const programs = programOptionsOf(flags);
  const unstartable = unstartableBot(
    kinds.flatMap((k) => (k !== null && isProgramSeat(k) ? [withProgramOptions(k, programs)] : [])),
  );
  if (unstartable) return `${unstartable}.`;
  return { kinds };
}

/** People's names and bots for seat kinds (`null`: a person). */
function seatsOf(
  kinds: readonly (string | null)[],
  programs: ProgramOptions,
  names?: readonly (string | null)[],
): RzSeat[] {
  const people = kinds.filter((k) => k === null).length;
  return kinds.map((k, seat) =>
    k === null
      ? { kind: "human", name: names?.[seat] ?? (people === 1 ? "you" : `player ${seat + 1}`) }
      : { kind: "bot", name: k, bot: botNamed(k, programs) },
  );
}

/** A game ready to play. */
interface Setup {
  readonly host: RadetzkyHost;
  readonly seats: RzSeat[];
  readonly recordFile: string;
  readonly intro: string[];
}

/** The config's words for people: `3 players, basic game, difficulty 0, hands iconCount`. */
function configText(config: RadetzkyConfig): string {
  return `${counted(config.players, "player")}, ${config.mode} game, difficulty ${config.difficulty}, hand information ${config.handInfo}`;
}

/**
 * Runs `italia play --game radetzky` (or `--resume` of a Radetzky record); returns the exit code.
 * `write` and `fail` print for people (stdout, stderr).
 */
export async function radetzkyPlayCommand(flags: RzPlayFlags): Promise<number> {
  const fail = (message: string) => {
    process.stderr.write(`italia play: ${safeText(message)}\n`);
    return 2;
  };
  const write = (text: string) => process.stdout.write(`${text}\n`);
  const json = Boolean(flags.json);
  const programs = programOptionsOf(flags);
  let setup: Setup;
  if (flags.resume !== undefined) {
    const file = flags.resume;
    const read = readJsonFile(file);
    if (!read.ok) return fail(`${file}: cannot be read: ${read.problem}`);
    const checked = checkRadetzkyRecord(read.value);
    if ("problem" in checked) {
      return fail(
        `${file}: ${checked.step === null ? "" : `step ${checked.step}: `}${checked.problem}`,
      );
    }
    if (checked.state.stage === "over") {
      const view = radetzky.view(checked.state, null);
      if (json)
        write(JSON.stringify({ type: "over", outcome: checked.record.outcome, record: file }));
      else
        write([`${file} holds a finished game.`, ...mapLines(view), statusLine(view)].join("\n"));
      return 0;
    }
    const choice = chooseRecordFile({
      asked: flags.record ?? file,
      force: Boolean(flags.force),
      resumed: file,
    });
    if ("problem" in choice) return fail(choice.problem);
    const unwritable = outputProblem(choice.path);
    if (unwritable) return fail(`cannot write the game record to ${choice.path}: ${unwritable}`);
    // A record names its bots, but a file from anywhere never starts a program: program seats
    // take the program typed in this invocation (--bot-cmd), or the game is not resumed.
    const programSeats = checked.seats.flatMap((s, seat) =>
      s.kind === "bot" && isProgramSeat(s.bot) ? [{ seat, spec: s.bot }] : [],
    );
    if (flags.botCmd === undefined && programSeats.length > 0) {
      const named = programSeats
        .map((p) => `seat ${seatNumber(p.seat)} (${quote(p.spec, 60)})`)
        .join(", ");
      return fail(
        `${file}: ${named} played a bot program named in the record. Opening a saved game never starts the programs it names; to continue, give the program on the command line: italia play --resume ${file} --bot-cmd "COMMAND" (it plays every program seat).`,
      );
    }
    if (flags.botCmd !== undefined && programSeats.length === 0) {
      return fail(`--bot-cmd: ${file} has no seat played by a program.`);
    }
    const program = `cmd:${flags.botCmd?.trim() ?? ""}`;
    if (flags.botCmd !== undefined) {
      const unstartable = unstartableBot([withProgramOptions(program, programs)]);
      if (unstartable) return fail(unstartable);
    }
    const seats = seatsOf(
      checked.seats.map((s) =>
        s.kind === "bot" ? (isProgramSeat(s.bot) ? program : s.bot) : null,
      ),
      programs,
      checked.seats.map((s) => (s.kind === "human" ? s.name : null)),
    );
    const host = new GameHost<typeof radetzky>(
      { state: checked.state, record: checked.record },
      seats.map((s) => (s.kind === "bot" ? s.bot : null)),
      {
        game: RADETZKY_PACKAGE,
        config: checked.config,
        timeControl: { decisionMs: BOT_DECISION_MS },
      },
    );
    // What happened before the resume is not shown again.
    for (let seat = 0; seat < seats.length; seat++) host.takeEvents(seat);
    const intro = wrapLine(
      `Resuming ${file}: Radetzky: Milano 1848, ${configText(checked.config)}; round ${checked.state.round}, ${counted(checked.record.steps.length, "step")} played.`,
    );
    setup = { host, seats, recordFile: choice.path, intro };
  } else {
    const seated = newSeats(flags);
    if (typeof seated === "string") return fail(seated);
    const difficulty = flags.difficulty === undefined ? 0 : Number(flags.difficulty);
    const config = radetzkyConfig({
      players: seated.kinds.length,
      ...(flags.mode === undefined ? {} : { mode: flags.mode }),
      difficulty:
        Number.isFinite(difficulty) && flags.difficulty?.trim() !== ""
          ? difficulty
          : flags.difficulty,
      ...(flags.handInfo === undefined ? {} : { handInfo: flags.handInfo }),
    });
    if (typeof config === "string") return fail(config);
    const choice = chooseRecordFile({
      ...(flags.record === undefined ? {} : { asked: flags.record }),
      force: Boolean(flags.force),
      base: RECORD_BASE,
    });
    if ("problem" in choice) return fail(choice.problem);
    const unwritable = outputProblem(choice.path);
    if (unwritable) return fail(`cannot write the game record to ${choice.path}: ${unwritable}`);
    const seats = seatsOf(seated.kinds, programs);
    const host = GameHost.play(
      RADETZKY_PACKAGE,
      config,
      flags.seed ?? randomSeed(),
      seats.map((s) => (s.kind === "bot" ? s.bot : null)),
      {
        seats: seats.map((s) =>
          s.kind === "bot" ? { name: s.name, bot: s.name } : { name: s.name },
        ),
        timeControl: { decisionMs: BOT_DECISION_MS },
      },
    );
    const intro = [
      ...wrapLine(
        `New game of Radetzky: Milano 1848 (${configText(config)}): ${seats.map((s, i) => `seat ${seatNumber(i)} ${s.name}`).join(", ")}.`,
      ),
      ...wrapLine(
        choice.taken
          ? `${choice.taken} already exists; this game is written to ${choice.path}. Type ? for help.`
          : `The game record is written to ${choice.path}. Type ? for help.`,
      ),
    ];
    setup = { host, seats, recordFile: choice.path, intro };
  }

  const { recordFile, host } = setup;
  const file = new RecordFile(recordFile, host.record(), (why) =>
    process.stderr.write(`italia play: ${why}\n`),
  );
  const resumeHint = `Resume with: ${resumeCommand(recordFile)}`;
  const interrupted = () => {
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
    const result = await playRadetzky({
      host,
      seats: setup.seats,
      recordFile: file,
      input,
      intro: setup.intro,
      write,
      prompt: (text) => process.stdout.write(text),
      clearScreen: Boolean(process.stdout.isTTY) && !json,
      json,
      colour: !json && useColour(process.stdout),
    });
    if (file.problem) return fail(`the game could not be saved: ${file.problem}`);
    if (json) {
      if (result.end !== "over")
        write(
          JSON.stringify({
            type: result.end,
            record: recordFile,
            resume: resumeCommand(recordFile),
          }),
        );
    } else if (result.end === "quit") write(`Saved to ${recordFile}. ${resumeHint}`);
    else if (result.end === "input-ended")
      write(`Input ended; the game is saved to ${recordFile}. ${resumeHint}`);
    return 0;
  } finally {
    process.off("SIGINT", interrupted);
    input.close();
    // Bot programs are told the game is over (or left) and stopped.
    await host.end();
  }
}

/** The options of `italia play` as commander gives them, for {@link routePlay}. */
export type PlayOptionValues = RzPlayFlags & { readonly game?: string };

/** Radetzky's own options of `italia play`, by commander key, and how they are typed. */
const RADETZKY_ONLY = {
  seats: "--seats",
  mode: "--mode",
  difficulty: "--difficulty",
  handInfo: "--hand-info",
  json: "--json",
} as const;

/** Italia's own options of `italia play`, which a game of Radetzky refuses. */
const ITALIA_ONLY = {
  rounds: "--rounds",
} as const;

/**
 * Chooses the game of `italia play`: Radetzky for `--game radetzky` or `--resume` of a
 * Radetzky `game-record/1`, played here (the exit code is returned); `null` for Italia, after refusing
 * Radetzky's options and a seat count Italia does not have. `given(key)` says whether an option
 * was typed on the command line.
 */
export async function routePlay(
  opts: PlayOptionValues,
  given: (key: string) => boolean,
): Promise<number | null> {
  const fail = (message: string) => {
    process.stderr.write(`italia play: ${safeText(message)}\n`);
    return 2;
  };
  const game = opts.game ?? "italia";
  if (game !== "italia" && game !== radetzky.info.id) {
    return fail(
      `unknown game ${JSON.stringify(game.slice(0, 40))} (known: italia, ${radetzky.info.id})`,
    );
  }
  const resumed =
    opts.resume !== undefined && !given("game") ? resumedGameOf(opts.resume) : undefined;
  if (resumed !== undefined && resumed !== "italia" && resumed !== radetzky.info.id) {
    return fail(
      `${opts.resume}: unknown game ${JSON.stringify(resumed.slice(0, 40))} (known: italia, ${radetzky.info.id})`,
    );
  }
  const resumesRadetzky = resumed === radetzky.info.id;
  if (game === radetzky.info.id || resumesRadetzky) {
    for (const [key, name] of Object.entries(ITALIA_ONLY)) {
      if (given(key)) return fail(`${name} is an option of Italia, not of Radetzky.`);
    }
    if (opts.resume !== undefined) {
      for (const key of ["seed", "players", "bots", "seats", "mode", "difficulty", "handInfo"]) {
        if (given(key)) {
          const name = key === "handInfo" ? "--hand-info" : `--${key}`;
          return fail(
            `${name} cannot be used with --resume: a saved game keeps its own seats, seed and settings.`,
          );
        }
      }
    }
    const { players, ...rest } = opts;
    return radetzkyPlayCommand(
      given("players") && players !== undefined ? { ...rest, players } : rest,
    );
  }
  for (const [key, name] of Object.entries(RADETZKY_ONLY)) {
    if (given(key))
      return fail(`${name} is an option of Radetzky (--game radetzky), not of Italia.`);
  }
  if (opts.players !== undefined && opts.players !== "3" && opts.players !== "4") {
    return fail(`Italia has 3 or 4 players (R2.1), not ${opts.players}.`);
  }
  return null;
}
