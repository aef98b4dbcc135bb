/**
 * `italia bot --server URL --room ID`: checks the flags, the bot (a program or a built-in bot) and
 * the credential file, then plays the seat with {@link playSeat}. Exit codes: 0 at the game's
 * end, 1 when the room cannot be joined, the connection is lost for good or the bot program
 * failed for good, 2 for bad usage (checked before anything is started or sent).
 */
import { existsSync, writeFileSync } from "node:fs";
import { type Bot, createBot, type GameBot, quote } from "@italia/bot-sdk";
import { ExternalBot, normalizeSpec, readInputFile } from "@italia/bot-sdk/node";
import { programOptionsOf, unstartableBot, withProgramOptions } from "../bot-programs.js";
import type { AnyGame, GameEntry } from "../games.js";
import { fileErrorText, outputProblem } from "../output-file.js";
import { type Entry, playSeat } from "./session.js";

/** The flags of `italia bot` that online play reads. */
export interface OnlineFlags {
  server: string;
  room?: string;
  /** 1-based, as people number seats. */
  seat?: string;
  name?: string;
  credentialFile?: string;
  cmd?: string;
  bot?: string;
  label?: string;
  decisionMs: number;
  bankMs: number;
  startupMs?: number;
  botEnv?: string[];
  botCwd?: string;
  showStderr?: boolean;
}

/** Options of `italia bot` that only an arena run reads (refused with `--server`). */
export const ARENA_ONLY = [
  "games",
  "seed",
  "rounds",
  "workers",
  "module",
  "rotate",
  "duplicate",
  "json",
  "out",
  "records",
  "progress",
  "against",
] as const;

/** Options of a game's config, which an online room's terms set (refused with `--server`). */
export const ROOM_TERMS = ["players", "mode", "difficulty", "handInfo"] as const;

/** Options of `italia bot` that only online play reads (refused without `--server`). */
export const ONLINE_ONLY = ["room", "seat", "name", "credentialFile", "bot"] as const;

/** Longest name a room accepts (the server's limit). */
const MAX_NAME = 24;

function usage(message: string): number {
  process.stderr.write(`italia bot: ${message}\n`);
  return 2;
}

/** Largest credential file read, in bytes. */
const MAX_CREDENTIAL_BYTES = 1024;

/**
 * Reads a saved credential through the bounded reader (a FIFO, a device such as `/dev/zero` or a
 * folder is refused at once), or says why it cannot be used.
 */
function readCredential(path: string): { credential: string } | { problem: string } {
  const read = readInputFile(path, MAX_CREDENTIAL_BYTES);
  if (!read.ok) {
    return {
      problem: read.code === "too-large" ? "it is not a credential file (too large)" : read.problem,
    };
  }
  const text = read.text.trim();
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(text)) {
    return { problem: "it does not hold a seat credential" };
  }
  return { credential: text };
}

/**
 * Runs `italia bot --server …` for `game` (the room must play it); `given` names the options given
 * on the command line. Returns the exit code.
 */
export async function onlineBotCommand(
  flags: OnlineFlags,
  given: readonly string[],
  game: GameEntry,
): Promise<number> {
  const italiaGame = game.id === "italia";
  const roomSet = italiaGame ? undefined : ROOM_TERMS.find((o) => given.includes(o));
  if (roomSet !== undefined) {
    return usage(
      `--${roomSet.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} is the room's to set, not with --server`,
    );
  }
  const arenaOnly = ARENA_ONLY.filter((o) => given.includes(o));
  if (arenaOnly.length > 0) {
    return usage(`--${arenaOnly[0]} is for arena runs, not with --server`);
  }
  if (!/^(https?|wss?):\/\/[^\s/?#]{1,255}(\/[^\s?#]{0,200})?$/.test(flags.server)) {
    return usage(
      `--server takes the server's URL, e.g. http://localhost:8080 (got ${quote(flags.server, 60)})`,
    );
  }
  const server = flags.server.replace(/\/+$/, "");
  if (flags.room === undefined) return usage("--server needs --room ID (from the invite link)");
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(flags.room)) {
    return usage(
      `--room takes a room id such as the one after ?room= in an invite link (got ${quote(flags.room, 40)})`,
    );
  }
  if ((flags.cmd === undefined) === (flags.bot === undefined)) {
    return usage("give the bot: --cmd PROGRAM or --bot NAME (one of them)");
  }
  let seat: number | null = null;
  if (flags.seat !== undefined) {
    const most = game.package.game.info.seats.max;
    if (!/^[1-9]$/.test(flags.seat) || Number(flags.seat) > most) {
      return usage(`--seat takes a seat number from 1 to ${most}`);
    }
    seat = Number(flags.seat) - 1;
  }

  let makeBot: () => Bot | GameBot<AnyGame>;
  let label: string;
  if (flags.bot !== undefined && !italiaGame) {
    const bots = game.package.bots;
    const make = Object.hasOwn(bots, flags.bot) ? bots[flags.bot] : undefined;
    if (!make) {
      return usage(
        `${game.id} has no bot ${quote(flags.bot, 40)} (its bots: ${Object.keys(bots).join(", ")})`,
      );
    }
    label = flags.label ?? flags.bot;
    makeBot = make;
  } else if (flags.bot !== undefined) {
    try {
      createBot(flags.bot);
    } catch (e) {
      return usage(quote((e as Error).message, 300));
    }
    const spec = flags.bot;
    label = flags.label ?? spec;
    makeBot = () => createBot(spec);
  } else {
    const command = flags.cmd!;
    label = flags.label ?? command;
    const spec = withProgramOptions({ command, label }, programOptionsOf(flags));
    const unstartable = unstartableBot([spec]);
    if (unstartable) return usage(unstartable);
    const s = normalizeSpec(spec);
    if (typeof s === "string" || !("command" in s)) return usage("--cmd needs a program");
    makeBot = () =>
      new ExternalBot({
        ...(italiaGame ? {} : { game: game.package }),
        command: s.command,
        name: label,
        ...(s.cwd === undefined ? {} : { cwd: s.cwd }),
        ...(s.env === undefined ? {} : { env: s.env }),
        ...(s.startupMs === undefined ? {} : { startupMs: s.startupMs }),
        ...(flags.showStderr
          ? { onStderr: (line: string) => process.stderr.write(`[bot] ${quote(line, 500)}\n`) }
          : {}),
      });
  }

  let entry: Entry;
  const file = flags.credentialFile;
  if (file !== undefined && existsSync(file)) {
    const read = readCredential(file);
    if ("problem" in read)
      return usage(`cannot use the credential file ${quote(file, 200)}: ${read.problem}`);
    entry = { credential: read.credential };
  } else {
    if (file !== undefined) {
      const problem = outputProblem(file);
      if (problem) return usage(`cannot write the credential file ${quote(file, 200)}: ${problem}`);
    }
    // cut at MAX_NAME characters (code points, as the server counts): never half an emoji
    const name = [...(flags.name ?? label).replace(/\p{C}/gu, "").trim()]
      .slice(0, MAX_NAME)
      .join("");
    if (name === "") return usage(`--name takes 1 to ${MAX_NAME} printable characters`);
    entry = { name, seat };
  }

  const say = (line: string) => process.stderr.write(`italia bot: ${line}\n`);
  return playSeat({
    server,
    room: flags.room,
    entry,
    game,
    bot: makeBot,
    decisionMs: flags.decisionMs,
    bankMs: flags.bankMs,
    startupMs: flags.startupMs ?? 10_000,
    saveCredential: (credential) => {
      if (file === undefined) {
        say(
          "the seat's credential is not saved: give --credential-file FILE to be able to come back",
        );
        return;
      }
      try {
        writeFileSync(file, `${credential}\n`, { mode: 0o600, flag: "wx" });
        say(`the seat's credential is saved in ${quote(file, 200)} (keep it secret)`);
      } catch (e) {
        say(`cannot save the credential in ${quote(file, 200)}: ${fileErrorText(e)}`);
      }
    },
    say,
  });
}
