/**
 * {@link ExternalBot}: a bot that is another program, spoken to with the JSON-lines protocol over
 * its stdin and stdout (see {@link HelloMessage}). Node.js only.
 *
 * The host side is defensive: the program is started on the first decision, gets a hello, then a
 * decide message per decision. An answer that is not JSON, comes late, or never comes (the program
 * hangs or crashes) makes `decide` fail; the referee then plays a safe fallback and counts a
 * strike. A program that misses a deadline is killed and started again (with a new hello) at the
 * next decision, at most `maxRestarts` times per game. What the program writes is bounded
 * ({@link EXTERNAL_BOT_LIMITS}): a line longer than the limit is one bad answer, and a program that
 * writes more than a few lines besides its answers is stopped like one that missed its deadline.
 * Nothing the program does can crash the host or fill its memory.
 *
 * The program may play any game of the platform: give the game's package (`game`); Italia's bots
 * speak protocol version 1 unless they ask for version 2 (`protocol: 2`), other games' speak
 * version 2 (the game named in the hello, its data, `alsoActing`, `null` to wait, the outcome).
 *
 * Each program runs in a process group of its own; whenever the host ends it (a missed deadline,
 * too much output, the game's end, the host's exit or Ctrl-C) the whole group is killed, so what
 * the program started (a wrapper script's interpreter, a child left sleeping) ends with it and the
 * host never waits for it. A program that exits by itself has its group ended too.
 *
 * @module
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import type { ItaliaGame } from "@italia/engine";
import type { ActionOf, AnyGame, Json, Outcome, ViewOf } from "@italia/game-kit";
import type { DecisionContext, GameContext } from "./bot.js";
import { DEFAULT_STARTUP_MS } from "./clock.js";
import type { GamePackage, ProtocolV1 } from "./game-package.js";
import { defaultPackage } from "./known-packages.js";
import { endGroup, newFolder, removeFolder, trackGroup } from "./program-groups.js";
import {
  type DecideMessageV2,
  type HelloMessageV2,
  type OverMessageV2,
  PROTOCOL_V2,
  PROTOCOL_VERSION,
  type ProtocolVersion,
  parseAnswer,
} from "./protocol.js";
import { BotTimeoutError } from "./referee.js";
import { LineReader, LogTail, type ReadLine, TextLines, TOO_LONG } from "./stdio.js";
import { quote } from "./text.js";

/** How long the host waits, once a program has ended, for the rest of its stderr. */
const EXIT_STDERR_WAIT_MS = 200;

/**
 * The limits {@link ExternalBot} puts on what a program writes (see `docs/bots.md`, "Rules the
 * host enforces").
 */
export const EXTERNAL_BOT_LIMITS = Object.freeze({
  /**
   * Longest line on stdout, in bytes, newline excluded (1 MiB). A longer line counts as one bad
   * answer; the host drops it up to its newline.
   */
  lineBytes: 1024 * 1024,
  /**
   * Lines (blank ones aside) a program may write on stdout besides its answer to a decision:
   * lines written between decisions and answers to other decisions. A program that writes more is
   * stopped (a strike) and started again later, like one that missed its deadline.
   */
  extraLines: 16,
  /** Bytes a program may write on stdout besides its answer to a decision (1 MiB); likewise. */
  extraBytes: 1024 * 1024,
  /**
   * The end of a program's stderr the host keeps (`ExternalBot.stderr`), in characters, newlines
   * included (64 KiB); older text is dropped, and a longer line is cut to its end.
   */
  stderrChars: 64 * 1024,
  /** The stderr lines the host keeps (the last 200). */
  stderrLines: 200,
});

/** How to start and treat an external bot of game `G` (Italia by default). */
export interface ExternalBotOptions<G extends AnyGame = ItaliaGame> {
  /**
   * The program: an argument list (`["python3", "bot.py"]`), or one command line that is split on
   * spaces (quotes group words; no shell is involved).
   */
  readonly command: string | readonly string[];
  /** Name in reports (default: the command line). */
  readonly name?: string;
  /**
   * Working directory of the program. Default: a fresh private folder for this game (also its
   * `HOME`), removed when the game ends; relative paths in the command that name existing files
   * are then made absolute (from `process.cwd()`), so `python3 bots/my_bot.py` still works.
   */
  readonly cwd?: string;
  /**
   * Environment variables the program gets besides the minimal set ({@link programEnvironment}):
   * nothing else of the host's environment is passed on.
   */
  readonly env?: Readonly<Record<string, string>>;
  /** How many times per game a killed or crashed program is started again (default 2). */
  readonly maxRestarts?: number;
  /**
   * Milliseconds the program may take to start, on top of the time of the decision that starts it
   * (its first, and the first after each restart) and never charged to it (default
   * {@link DEFAULT_STARTUP_MS}).
   */
  readonly startupMs?: number;
  /**
   * Called with each line the program writes to stderr (a line longer than
   * `EXTERNAL_BOT_LIMITS.stderrChars` is cut to its end).
   */
  readonly onStderr?: (line: string) => void;
  /**
   * The game's package (`gamePackage`, `ITALIA_PACKAGE`): the game the program plays, the data its
   * hello carries and how the game speaks (default Italia's).
   */
  readonly game?: GamePackage<G>;
  /**
   * The protocol version the program speaks (default the game's first: 1 for Italia, 2 for every
   * other game). A version the game does not speak is refused when the bot is made.
   */
  readonly protocol?: ProtocolVersion;
}

/** The context an external bot of `G` decides from: Italia's, or the game's. */
export type ExternalContext<G extends AnyGame> = G extends ItaliaGame
  ? DecisionContext
  : GameContext<G>;

/** What an external bot of `G` answers: Italia's action, or the game's (or `null`: it waits). */
export type ExternalAnswer<G extends AnyGame> = G extends ItaliaGame
  ? ActionOf<G>
  : ActionOf<G> | null;

/**
 * The environment a program starts with: the host's `PATH` and `LANG` (default `C.UTF-8`), `HOME`
 * set to the program's private folder, and `extra` — nothing else of the host's environment (no
 * tokens, no keys, no `ITALIA_*` settings).
 */
export function programEnvironment(
  home: string,
  extra: Readonly<Record<string, string>> = {},
): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin",
    LANG: process.env.LANG ?? "C.UTF-8",
    HOME: home,
    ...extra,
  };
}

/**
 * The command with relative paths made absolute from `base`: the program when it names a path
 * (has a `/`; a bare name is looked up on `PATH`), and any later word that names an existing file
 * or folder. For programs started in a folder other than the one the command was typed in.
 */
export function absoluteCommand(argv: readonly string[], base: string): string[] {
  return argv.map((word, i) => {
    if (word === "" || isAbsolute(word) || word.startsWith("-")) return word;
    if (i === 0) return word.includes("/") ? resolve(base, word) : word;
    return existsSync(resolve(base, word)) ? resolve(base, word) : word;
  });
}

/** Why an external bot gave no usable answer. */
export class ExternalBotError extends Error {
  override name = "ExternalBotError";
}

/**
 * Splits a command line into words: spaces separate, single or double quotes group, and a
 * backslash escapes the next character. No shell expansion.
 *
 * @example
 * ```ts
 * splitCommand(`python3 "my bot.py" --level 2`); // ["python3", "my bot.py", "--level", "2"]
 * ```
 */
export function splitCommand(line: string): string[] {
  const words: string[] = [];
  let word = "";
  let inWord = false;
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "\\" && i + 1 < line.length && quote !== "'") {
      word += line[++i];
      inWord = true;
    } else if (quote) {
      if (c === quote) quote = null;
      else word += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      inWord = true;
    } else if (/\s/.test(c)) {
      if (inWord) words.push(word);
      word = "";
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}

/**
 * A bot that runs as a separate program speaking the JSON-lines protocol. Use one instance per
 * game and seat; the arena does. An Italia bot by default (a `Bot`); with a game's package, a
 * bot of that game (a `GameBot`).
 *
 * @example
 * ```ts
 * const bot = new ExternalBot({ command: ["python3", "examples/python/random_bot.py"] });
 * const record = await playGame([bot, new GreedyBot(), new GreedyBot()], { seed: 1 });
 * console.log(record.seats[0].strikes, bot.stderr);
 *
 * const RADETZKY = gamePackage(radetzky, { data: DATA });
 * const patriot = new ExternalBot({ command: "python3 radetzky_bot.py", game: RADETZKY });
 * const host = GameHost.play(RADETZKY, config, "seed", [patriot, RADETZKY_BOTS.greedy()]);
 * ```
 */
export class ExternalBot<G extends AnyGame = ItaliaGame> {
  readonly name: string;
  /**
   * The last lines the program wrote to stderr, oldest first: at most
   * `EXTERNAL_BOT_LIMITS.stderrLines` lines and `stderrChars` characters. A last line without a
   * newline is added when the program's stderr closes.
   */
  readonly stderr: string[];
  private readonly log = new LogTail(
    EXTERNAL_BOT_LIMITS.stderrLines,
    EXTERNAL_BOT_LIMITS.stderrChars,
  );
  /** The protocol version the program is spoken to in. */
  readonly protocol: ProtocolVersion;
  private readonly argv: readonly string[];
  private readonly options: ExternalBotOptions<G>;
  private readonly pkg: GamePackage<G>;
  private child: ChildProcess | null = null;
  private readonly reader: LineReader;
  /** Lines read from stdout and not yet taken by a decision. */
  private queue: ReadLine[] = [];
  /** Lines and bytes read since the last answer was taken. */
  private window = { lines: 0, bytes: 0 };
  private waiting: ((line: ReadLine | null) => void) | null = null;
  private exitNote = "";
  /** Why the program was stopped for misbehaving, until a decision reports it. */
  private fault: string | null = null;
  private decisions = 0;
  private starts = 0;
  private ended = false;
  /** The program's private folder (home, and working folder unless `cwd` is given). */
  private folder: string | null = null;

  /**
   * @param options the program and how to treat it
   * @throws Error without a command, or for a protocol version the game does not speak
   */
  constructor(options: ExternalBotOptions<G>) {
    this.options = options;
    this.pkg = options.game ?? defaultPackage<G>();
    const versions = this.pkg.protocol.versions;
    this.protocol = options.protocol ?? versions[0] ?? PROTOCOL_V2;
    if (!versions.includes(this.protocol)) {
      throw new Error(
        `${this.pkg.game.info.id} bot programs speak protocol ${versions.join(" or ")}, not ${String(this.protocol).slice(0, 20)}`,
      );
    }
    if (this.protocol === PROTOCOL_VERSION && !this.pkg.protocol.v1) {
      throw new Error(`${this.pkg.game.info.id}'s package lists protocol 1 without its messages`);
    }
    this.argv =
      typeof options.command === "string" ? splitCommand(options.command) : options.command;
    if (this.argv.length === 0) throw new Error("ExternalBot needs a command");
    this.name = options.name ?? this.argv.join(" ");
    this.stderr = this.log.lines;
    this.reader = new LineReader(EXTERNAL_BOT_LIMITS.lineBytes, (line, bytes) =>
      this.receive(line, bytes),
    );
  }

  /**
   * The start-up allowance the next decision gets: the `startupMs` option when the program is not
   * running, or still owes an answer to an earlier decision (the next decision stops it and starts
   * it again), and may still be started; else 0. Read by the referee.
   */
  startupMs(): number {
    if (this.ended) return 0;
    // A program still owing an answer to an earlier decision (the referee gave up on it before
    // this bot's own timer fired) is stopped by the next decision, which starts it again.
    if (this.child && !this.waiting) return 0;
    if (this.starts > (this.options.maxRestarts ?? 2)) return 0;
    return this.options.startupMs ?? DEFAULT_STARTUP_MS;
  }

  /**
   * Whether the program has failed for good: it was started again `maxRestarts` times, is not
   * running, and will not be started again in this game (every later decision is a strike).
   */
  get exhausted(): boolean {
    return this.child === null && this.starts > (this.options.maxRestarts ?? 2);
  }

  /** Times the program was started in this game. */
  get restarts(): number {
    return Math.max(0, this.starts - 1);
  }

  /**
   * Sends the decision to the program and reads its answer: the action as the program wrote it
   * (the referee checks it), `null` included (a wait, or refused where the seat decides alone).
   *
   * @throws ExternalBotError or BotTimeoutError when no usable answer came
   */
  async decide(ctx: ExternalContext<G>): Promise<ExternalAnswer<G>> {
    if (this.ended) throw new ExternalBotError("the game is over for this bot");
    // Still waiting for an answer to an earlier decision: that answer is late; stop the program.
    if (this.waiting) this.kill();
    // Stopped since the last decision for writing too much: this decision pays for it.
    this.reportFault();
    // The referee added this allowance to the deadline if this decision starts the program; the
    // program is told only the decision's own time (see `DecideMessage.timeLeftMs`).
    const allowance = this.startupMs();
    const child = this.ensureStarted(ctx);
    // Lines written before this request answer nothing that is still asked: drop them.
    this.queue = [];
    const id = ++this.decisions;
    this.send(child, this.decideMessage(ctx, id, allowance));
    const deadline = ctx.deadline;
    for (;;) {
      const line = await this.nextLine(deadline);
      if (line === null) {
        this.reportFault();
        if (this.child === child) {
          this.kill();
          throw new BotTimeoutError("no answer before the deadline; the program was stopped");
        }
        throw new ExternalBotError(`the program ended without answering${this.exitNote}`);
      }
      if (line === TOO_LONG) {
        this.answered();
        throw new ExternalBotError(
          `wrote a line longer than ${EXTERNAL_BOT_LIMITS.lineBytes} bytes (dropped)`,
        );
      }
      const answer = parseAnswer(line);
      if (!answer.ok) {
        this.answered();
        throw new ExternalBotError(answer.error);
      }
      if (answer.id !== null && answer.id !== id) continue; // a stale answer to an earlier decision
      this.answered();
      return answer.action as ExternalAnswer<G>;
    }
  }

  /** The decide message of the program's protocol version. */
  private decideMessage(ctx: ExternalContext<G>, id: number, allowance: number): object {
    const timeLeftMs = Math.max(0, ctx.timeLeftMs - allowance);
    const c = ctx as GameContext<G>;
    if (this.protocol === PROTOCOL_VERSION) return this.v1().decide(c, id, timeLeftMs);
    const message: DecideMessageV2 = {
      type: "decide",
      id,
      view: c.view as Json,
      legal: c.legal as readonly Json[],
      events: c.events as readonly Json[],
      alsoActing: c.alsoActing ?? [],
      timeLeftMs,
    };
    return message;
  }

  /**
   * Tells the program the game is over (the final view; in version 2 the outcome too), closes its
   * stdin and ends it.
   */
  async end(view: ViewOf<G>, outcome?: Outcome | null): Promise<void> {
    this.ended = true;
    const child = this.child;
    if (!child) return this.removeFolder();
    if (this.protocol === PROTOCOL_VERSION) {
      this.send(child, this.v1().over(view));
    } else {
      const message: OverMessageV2 = {
        type: "over",
        view: view as Json,
        outcome: outcome ?? null,
        ...this.pkg.protocol.overKept?.(view, outcome ?? null),
      };
      this.send(child, message);
    }
    child.stdin?.end();
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(resolve, 1000);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
    });
    // Whatever the program left running (or the program itself, after a second) ends now.
    if (child.pid !== undefined) endGroup(child.pid);
    this.kill();
    this.removeFolder();
  }

  private removeFolder(): void {
    if (this.folder !== null) removeFolder(this.folder);
    this.folder = null;
  }

  /**
   * Stops the program at once, with every process it started (its process group); it is started
   * again at the next decision, if any.
   */
  kill(): void {
    const child = this.child;
    this.child = null;
    if (child?.pid !== undefined) endGroup(child.pid);
    this.flushWaiting();
  }

  private ensureStarted(ctx: ExternalContext<G>): ChildProcess {
    if (this.child) return this.child;
    const limit = this.options.maxRestarts ?? 2;
    if (this.starts > limit) {
      throw new ExternalBotError(`the program was restarted ${limit} times; not starting it again`);
    }
    this.starts++;
    this.reader.reset();
    this.queue = [];
    this.window = { lines: 0, bytes: 0 };
    this.exitNote = "";
    this.folder ??= newFolder();
    const own = this.options.cwd === undefined;
    const [command, ...args] = own ? absoluteCommand(this.argv, process.cwd()) : this.argv;
    const child = spawn(command!, args, {
      cwd: own ? this.folder : this.options.cwd,
      env: programEnvironment(this.folder, this.options.env),
      stdio: ["pipe", "pipe", "pipe"],
      // A group of its own, so the whole group can be ended (see the module notes).
      detached: true,
    });
    this.child = child;
    if (child.pid !== undefined) trackGroup(child.pid);
    child.on("error", (error) => {
      if (this.child !== child) return;
      this.exitNote = `: ${quote(error.message, 200)}`;
      this.child = null;
      this.flushWaiting();
    });
    // When the program ends, what it last wrote on stderr usually says why ("can't open file"):
    // wait for its stderr to end (briefly: a grandchild may hold it open) and quote that line.
    let stderrEnded = child.stderr === null;
    let lastStderr: string | undefined;
    const stderrEnd = new Promise<void>((resolve) => {
      child.stderr?.once("close", resolve);
      child.stderr?.once("end", resolve);
    }).then(() => {
      stderrEnded = true;
    });
    child.on("exit", (code, signal) => {
      // What the program started ends with it (and no longer holds its stderr open).
      if (child.pid !== undefined) endGroup(child.pid);
      if (this.child !== child) return;
      const finish = () => {
        if (this.child !== child) return;
        const said = stderrEnded ? lastStderr?.trim() : undefined;
        this.exitNote = `${signal ? ` (killed by ${signal})` : ` (exit code ${code})`}${said ? `: ${quote(said, 200)}` : ""}`;
        this.child = null;
        this.flushWaiting();
      };
      const timer = setTimeout(finish, EXIT_STDERR_WAIT_MS);
      void stderrEnd.then(() => {
        clearTimeout(timer);
        finish();
      });
    });
    child.stdin?.on("error", () => {
      // The program closed its stdin or died: the next read reports it.
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      if (this.child !== child) return;
      this.reader.push(chunk);
      this.deliver();
    });
    const errLines = new TextLines(EXTERNAL_BOT_LIMITS.stderrChars, (line) => {
      if (line.trim() !== "") lastStderr = line;
      this.noteStderr(line);
    });
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (chunk: string) => errLines.push(chunk));
    child.stderr?.on("end", () => errLines.end());
    this.send(child, this.helloMessage(ctx));
    return child;
  }

  /** The game's version-1 messages (checked present when the bot was made). */
  private v1(): ProtocolV1<G> {
    return this.pkg.protocol.v1!;
  }

  /** The hello message of the program's protocol version. */
  private helloMessage(ctx: ExternalContext<G>): object {
    const startupMs = this.options.startupMs ?? DEFAULT_STARTUP_MS;
    const c = ctx as GameContext<G>;
    if (this.protocol === PROTOCOL_VERSION) return this.v1().hello(c, this.name, startupMs);
    const { protocol } = this.pkg;
    const { config, seats } = protocol.terms(c.settings, c.view);
    const { info } = this.pkg.game;
    const s = c.settings;
    const message: HelloMessageV2 = {
      type: "hello",
      protocol: PROTOCOL_V2,
      game: { id: info.id, version: info.version },
      seat: c.seat,
      seats,
      bot: this.name,
      data: this.pkg.data,
      config,
      seed: s.seed,
      decisionMs: s.decisionMs,
      bankMs: s.bankMs,
      startupMs,
      turnActions: s.turnActions,
      ...protocol.helloKept?.(c.settings, c.view),
    };
    return message;
  }

  /** Takes a line the program wrote on stdout, or stops the program if it writes too much. */
  private receive(line: ReadLine, bytes: number): void {
    if (!this.child || this.fault) return;
    if (typeof line === "string" && line.trim() === "") return;
    const w = this.window;
    w.lines++;
    w.bytes += bytes;
    const { extraLines, extraBytes, lineBytes } = EXTERNAL_BOT_LIMITS;
    if (w.lines > extraLines + 1) {
      this.stop(`wrote more than ${extraLines} lines besides its answer; the program was stopped`);
    } else if (w.bytes > extraBytes + lineBytes) {
      this.stop(`wrote more than ${extraBytes} bytes besides its answer; the program was stopped`);
    } else {
      this.queue.push(line);
    }
  }

  /** Stops a misbehaving program; the decision waiting (or the next one) reports why. */
  private stop(reason: string): void {
    this.fault = reason;
    this.queue = [];
    this.kill();
  }

  /** Throws the reason the program was stopped, once. */
  private reportFault(): void {
    const fault = this.fault;
    if (fault === null) return;
    this.fault = null;
    throw new ExternalBotError(fault);
  }

  /** A decision took its answer: what is still queued counts toward the next one. */
  private answered(): void {
    this.window = { lines: 0, bytes: 0 };
    for (const line of this.queue) {
      this.window.lines++;
      this.window.bytes +=
        typeof line === "string" ? Buffer.byteLength(line) : EXTERNAL_BOT_LIMITS.lineBytes;
    }
  }

  private noteStderr(line: string): void {
    this.log.add(line);
    try {
      this.options.onStderr?.(line);
    } catch {
      // A logging callback cannot hurt the host.
    }
  }

  private send(child: ChildProcess, message: object): void {
    try {
      if (child.stdin && !child.stdin.destroyed && child.stdin.writable) {
        child.stdin.write(`${JSON.stringify(message)}\n`);
      }
    } catch {
      // Reported by the next read.
    }
  }

  private nextLine(deadline: number): Promise<ReadLine | null> {
    const line = this.queue.shift();
    if (line !== undefined) return Promise.resolve(line);
    if (!this.child) return Promise.resolve(null);
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => {
          this.waiting = null;
          resolve(null);
        },
        Math.max(0, deadline - Date.now()),
      );
      this.waiting = (value) => {
        clearTimeout(timer);
        this.waiting = null;
        resolve(value);
      };
    });
  }

  private deliver(): void {
    if (this.waiting && this.queue.length > 0) this.waiting(this.queue.shift()!);
  }

  private flushWaiting(): void {
    if (this.waiting && this.queue.length === 0) this.waiting(null);
    else this.deliver();
  }
}
