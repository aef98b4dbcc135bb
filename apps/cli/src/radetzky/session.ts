/**
 * `italia play --game radetzky`: a whole game of Radetzky: Milano 1848 in the terminal, people and
 * the team's bots in any seats, on the bot SDK's game host (the same host as `simulate` and the
 * arena: it owns the state, the record and the referee). People choose among the legal actions by
 * number; every screen fits 80×24 and is drawn from the deciding seat's view, so a hand that seat
 * may not see (RZ24) never reaches the screen.
 *
 * Shared decisions (RZ4.6, D59): while a card is owed in a fight, every seat controlling a card
 * of the pool may play it. The people among them are asked one after another, in seat order
 * (with a hand-over screen between them when hands are hidden); each plays one of their cards or
 * lets the others answer (0). The bots among them answer only once every person has let them
 * (the last bot answers even if it would wait); if no bot is among them, the last person asked
 * must play.
 */
import type { GameBot, HostStep, PlatformRecord } from "@italia/bot-sdk";
import { type GameHost, quote, safeText } from "@italia/bot-sdk";
import { poolOf, type RadetzkyEvent, type RadetzkyState, radetzky } from "@italia/radetzky";
import type { LineInput } from "../play/input.js";
import {
  type ChoiceLines,
  choicePages,
  choiceRows,
  cutLog,
  SCREEN_HEIGHT,
  SCREEN_WIDTH,
  screenLines,
  wrapped,
} from "../play/layout.js";
import type { RecordFile } from "../play/record-file.js";
import { resumeCommand, shellWord } from "../play/resume.js";
import { seatNumber, wrapLine } from "../render.js";
import { mapLines, type SeatNames, seatText, zonesScreen } from "./board.js";
import { describeAction, numberChoices, type RzChoice } from "./choices.js";
import { eventLines } from "./events.js";
import { headLines, statusLine } from "./screen.js";

/** The host of a Radetzky game. */
export type RadetzkyHost = GameHost<typeof radetzky>;

/** Who plays a seat: a person, or one of the team's bots. */
export type RzSeat =
  | { readonly kind: "human"; readonly name: string }
  | { readonly kind: "bot"; readonly name: string; readonly bot: GameBot<typeof radetzky> };

/** How a session ended. */
export type RzPlayEnd = "over" | "quit" | "input-ended";

/** What a session needs. */
export interface RzPlayOptions {
  readonly host: RadetzkyHost;
  readonly seats: readonly RzSeat[];
  /** Where the record is saved as the game goes. */
  readonly recordFile: RecordFile<PlatformRecord>;
  readonly input: Pick<LineInput, "next">;
  /** Lines that open the first screen. */
  readonly intro?: readonly string[];
  readonly write: (text: string) => void;
  /** Writes a prompt (no line break). */
  readonly prompt: (text: string) => void;
  /** Clear the screen and scrollback at a hand-over (only on a terminal). */
  readonly clearScreen: boolean;
  /** Machine-readable output: one JSON object a line. */
  readonly json: boolean;
  /** Colour the map (a terminal without NO_COLOR). */
  readonly colour: boolean;
  /** Writes a line about a bot's refused answer (a strike) for people (default: stderr). */
  readonly warn?: (line: string) => void;
}

/** Refused answers in a row after which a bot is said to keep failing (as in Italia's play). */
const FAILING_AFTER = 3;

/** The fewest lines of choices a screen keeps under the map; with fewer, the map goes behind `b`. */
const MIN_CHOICE_ROWS = 5;

/** Clears the screen and the scrollback (as `italia play` does between people). */
const CLEAR = "\x1b[H\x1b[2J\x1b[3J";

const HELP = wrapLine(
  "Type the number of a choice: 0 ends the turn (or, when a card is owed in a fight, lets the others answer). Other commands: b = the board and choices again, m = more choices (a long list comes in pages), l = the lines of the log that did not fit, z = the Zones, their links and Barriers and the map's legend, s = save, q = save and quit, ? = this help. A fight shows what each card does against the cards Austria shows (Win, Tie, Loss).",
  80,
  "",
).join("\n");

/** What a line typed at the prompt means. */
type Typed =
  | {
      readonly kind: "command";
      readonly command: "help" | "board" | "more" | "log" | "zones" | "save" | "quit";
    }
  | { readonly kind: "choice"; readonly choice: RzChoice }
  | { readonly kind: "pass" }
  | { readonly kind: "action"; readonly action: unknown }
  | { readonly kind: "invalid"; readonly message: string };

const COMMANDS: Readonly<Record<string, Extract<Typed, { kind: "command" }>["command"]>> = {
  "?": "help",
  help: "help",
  b: "board",
  board: "board",
  m: "more",
  more: "more",
  l: "log",
  log: "log",
  z: "zones",
  zones: "zones",
  s: "save",
  save: "save",
  q: "quit",
  quit: "quit",
};

/** The longest JSON action a line may hold, in characters. */
const MAX_ACTION_CHARS = 2000;

/** Reads a line typed at a decision: a command, a choice's number, 0 to pass, or a JSON action. */
export function readTyped(line: string, choices: readonly RzChoice[], canPass: boolean): Typed {
  const text = line.trim();
  const command = COMMANDS[text.toLowerCase()];
  if (command) return { kind: "command", command };
  if (text.startsWith("{")) {
    if (text.length > MAX_ACTION_CHARS)
      return { kind: "invalid", message: "That action is too long." };
    try {
      return { kind: "action", action: JSON.parse(text) as unknown };
    } catch {
      return { kind: "invalid", message: "That is not a JSON action." };
    }
  }
  const numbers = choices.map((c) => c.number).sort((a, b) => a - b);
  const range =
    numbers.length === 0 ? "" : `${numbers[0]}${numbers.length > 1 ? ` to ${numbers.at(-1)}` : ""}`;
  const allowed = `type a number from ${range}${canPass ? " (0 lets the others answer)" : ""}, or ? for help`;
  if (!/^\d{1,6}$/.test(text)) {
    const shown = safeText(text.slice(0, 40));
    return {
      kind: "invalid",
      message: text === "" ? `Choose: ${allowed}.` : `"${shown}" is not a choice: ${allowed}.`,
    };
  }
  const n = Number(text);
  if (n === 0 && canPass) return { kind: "pass" };
  const choice = choices.find((c) => c.number === n);
  return choice
    ? { kind: "choice", choice }
    : { kind: "invalid", message: `There is no choice ${n}: ${allowed}.` };
}

/** The bot that waits at every shared decision: seats people while the bots answer. */
const WAITER: GameBot<typeof radetzky> = { name: "(waits)", decide: () => null };

/** `bot`, answering where it would wait: its own first legal action then. */
function answering(bot: GameBot<typeof radetzky>): GameBot<typeof radetzky> {
  return {
    name: bot.name,
    decide: async (ctx) => (await bot.decide(ctx)) ?? ctx.actions[0] ?? null,
  };
}

/** Plays until the game is over, a person quits, or the input ends. */
export async function playRadetzky(options: RzPlayOptions): Promise<{ end: RzPlayEnd }> {
  const { host, seats, input, write, prompt, json } = options;
  const names: SeatNames = seats.map((s) => s.name);
  const humans = seats.filter((s) => s.kind === "human").length;
  const advanced = host.state.config.mode === "advanced";
  const hidden = host.state.config.handInfo !== "open";
  const file = options.recordFile;
  let intro: readonly string[] = options.intro ?? [];
  let lastHuman: number | null = null;
  /** People who let the others answer the shared decision of `passedAt`. */
  let passed = new Set<number>();
  let passedAt: unknown = null;
  /** The log lines of the last screen that did not fit (`l`). */
  let earlier: string[] = [];
  const emit = (value: Record<string, unknown>) => write(JSON.stringify(value));
  const saveFile = () => file.save();
  const finish = (end: RzPlayEnd) => {
    saveFile();
    return { end };
  };
  const warn = options.warn ?? ((line: string) => process.stderr.write(`${line}\n`));
  /** Per seat: answers refused in all, in a row, and whether it is said to keep failing. */
  const refused = new Map<number, { total: number; inARow: number; failing: boolean }>();
  /** Tells people of a bot's refused answer (a program's, mostly), as Italia's play does. */
  const noteStrike = (step: HostStep<typeof radetzky>, before: RadetzkyState) => {
    const player = seats[step.seat];
    if (player?.kind !== "bot") return;
    const who = `seat ${seatNumber(step.seat)} (${quote(player.name, 40)})`;
    const r = refused.get(step.seat) ?? { total: 0, inARow: 0, failing: false };
    refused.set(step.seat, r);
    const strike = step.strike;
    if (strike === null) {
      if (r.failing) warn(`${who} answers again.`);
      r.inARow = 0;
      r.failing = false;
      return;
    }
    r.total++;
    r.inARow++;
    if (r.failing) return;
    const instead = describeAction(step.action, radetzky.view(before, null)).text;
    warn(
      `${who}, round ${strike.round}: answer refused (${strike.reason}): ${safeText(strike.message)}; played instead: ${instead}`,
    );
    if (r.inARow >= FAILING_AFTER) {
      r.failing = true;
      warn(
        `${who} keeps failing: ${r.inARow} answers in a row refused. Its seat plays fallback moves; further refusals are counted, not shown.`,
      );
    }
  };
  const took = (step: HostStep<typeof radetzky>, before?: RadetzkyState) => {
    if (before !== undefined) noteStrike(step, before);
    file.update(() => host.record(), !step.byHost);
    if (humans === 0) {
      const events = step.events.flatMap((e) => {
        const shown = radetzky.eventFor(e, null);
        return shown === null ? [] : [shown];
      });
      if (json)
        emit({
          type: "step",
          seat: step.seat,
          action: step.action,
          events,
          log: eventLines(events, advanced),
        });
      else {
        if (intro.length > 0) write(intro.join("\n"));
        intro = [];
        const lines = eventLines(events, advanced).flatMap((l) => wrapped(`  ${l}`, "    "));
        if (lines.length > 0) write(lines.join("\n"));
      }
    }
  };
  /**
   * Bots answer a shared decision the people let them answer: the people's seats wait meanwhile,
   * and the last bot asked answers even if it would wait, so no person's card is played for them.
   */
  const letBotsAnswer = async (people: readonly number[], bots: readonly number[]) => {
    const last = bots.at(-1)!;
    const player = seats[last];
    for (const p of people) host.seat(p, WAITER);
    if (player?.kind === "bot") host.seat(last, answering(player.bot));
    try {
      const before = host.state;
      const pending = host.step();
      took(pending instanceof Promise ? await pending : pending, before);
    } finally {
      for (const p of people) host.seat(p, null);
      if (player?.kind === "bot") host.seat(last, player.bot);
    }
  };

  if (json)
    emit({
      type: "start",
      game: radetzky.info.id,
      config: host.state.config,
      seats: seats.map((s, seat) => ({ seat, kind: s.kind, name: s.name })),
      record: file.path,
    });

  while (radetzky.actors(host.state).length > 0) {
    if (host.botToAct()) {
      const before = host.state;
      const pending = host.step();
      took(pending instanceof Promise ? await pending : pending, before);
      // In-process bots answer at once: let Ctrl-C through between moves.
      await new Promise<void>((resolve) => setImmediate(resolve));
      continue;
    }
    const state = host.state;
    const actors = radetzky.actors(state);
    const people = actors.filter((s) => seats[s]?.kind === "human");
    const bots = actors.filter((s) => seats[s]?.kind === "bot");
    let seat: number;
    let canPass = false;
    let note: string | null = null;
    if (actors.length > 1) {
      if (passedAt !== state) {
        passed = new Set();
        passedAt = state;
      }
      let waiting = people.filter((p) => !passed.has(p));
      if (waiting.length === 0) {
        if (bots.length > 0) {
          await letBotsAnswer(people, bots);
          continue;
        }
        passed = new Set();
        waiting = [...people];
        note = "Everyone let the others answer, but a card must be played (RZ11.3b).";
      }
      seat = waiting[0]!;
      canPass = waiting.length > 1 || bots.length > 0;
    } else seat = people[0]!;
    saveFile(); // the bots' moves since the last save, before waiting for a person

    if (!json && humans > 1 && hidden && lastHuman !== seat) {
      if (options.clearScreen) prompt(CLEAR);
      const handOver = [
        ...intro,
        ...wrapped(
          `Pass the keyboard to ${seatText(seat, names)}, then press Enter (q = save and quit).`,
          "",
        ),
      ];
      intro = [];
      write(handOver.join("\n"));
      const line = await input.next();
      if (line === null) return finish("input-ended");
      if (/^\s*q(uit)?\s*$/i.test(line)) return finish("quit");
    }
    lastHuman = seat;
    const view = radetzky.view(state, seat);
    // Where each card owed comes from, when the seat plays from more than one hand (RZ21, RZ22).
    const mine = state.fight ? poolOf(state, state.fight.zone).filter((c) => c.seat === seat) : [];
    const sources = new Set(mine.map((c) => c.from));
    const from = new Map(sources.size > 1 ? mine.map((c) => [c.card, c.from]) : []);
    const choices = numberChoices(radetzky.legalMoves(state, seat), view, from);
    const shownChoices: RzChoice[] = canPass
      ? [
          ...choices,
          {
            number: 0,
            action: choices[0]!.action,
            text: "Let the others answer (they may hold a better card)",
            short: "Let others answer",
          },
        ]
      : choices;
    const events = host.takeEvents(seat);
    const log = [
      ...(note ? [note] : []),
      ...eventLines(events, advanced).map((l) => `  ${l}`),
    ].flatMap((l) => wrapped(l, "    "));

    const pinned = intro;
    intro = [];
    // The map goes behind `b` when the choices would not have room under it.
    const full = headLines(view, seat, names, options.colour);
    const compact = choiceRows(full, pinned) < MIN_CHOICE_ROWS;
    const head = compact ? headLines(view, seat, names, options.colour, false) : full;
    const width = Math.max(1, ...shownChoices.map((c) => String(c.number).length));
    const texts: ChoiceLines[] = shownChoices.map((c) => ({
      lines: wrapLine(
        `  ${String(c.number).padStart(width)}. ${c.text}`,
        SCREEN_WIDTH,
        " ".repeat(width + 4),
      ),
      short: `${String(c.number).padStart(width)}. ${c.short}`,
    }));
    const pages = choicePages(texts, choiceRows(head, pinned));
    let page = 0;
    const show = (logLines: readonly string[] = [], top: readonly string[] = []) => {
      const { lines, hidden: cut } = screenLines(
        { head, choices: texts },
        pages,
        page,
        logLines,
        top,
      );
      if (logLines.length > 0) earlier = [...cut];
      write(lines.join("\n"));
    };
    const decision = () =>
      emit({
        type: "decision",
        seat,
        stage: state.stage,
        round: state.round,
        events,
        log: log.map((l) => l.trim()),
        view,
        choices: shownChoices.map((c) => ({
          number: c.number,
          text: c.text,
          action: c.number === 0 && canPass ? null : c.action,
        })),
        canPass,
        status: statusLine(view),
      });
    if (json) decision();
    else show(log, pinned);

    for (;;) {
      if (!json) prompt("> ");
      const line = await input.next();
      if (line === null) return finish("input-ended");
      const typed = readTyped(line, choices, canPass);
      const say = (text: string) =>
        json ? emit({ type: "message", text }) : write(wrapped(text, "").join("\n"));
      if (typed.kind === "invalid") {
        if (json) emit({ type: "error", message: typed.message });
        else write(wrapped(typed.message, "").join("\n"));
        continue;
      }
      if (typed.kind === "command") {
        const c = typed.command;
        if (c === "quit") return finish("quit");
        if (c === "save") {
          if (saveFile()) {
            if (json) emit({ type: "saved", file: file.path });
            else say(`Saved to ${file.path}. Resume with: ${resumeCommand(file.path)}`);
          } else say(`Not saved: ${file.problem}`);
        } else if (json) {
          if (c === "board" || c === "more") decision();
          else if (c === "zones") emit({ type: "message", text: zonesScreen(view).join("\n") });
          else if (c === "log") emit({ type: "message", text: earlier.join("\n") });
          else emit({ type: "message", text: HELP });
        } else if (c === "help") write(HELP);
        else if (c === "board") {
          if (compact) write([...mapLines(view, options.colour), statusLine(view)].join("\n"));
          else show();
        } else if (c === "more") {
          page = (page + 1) % pages.pages.length;
          show();
        } else if (c === "zones") write(zonesScreen(view).join("\n"));
        else if (c === "log") {
          if (earlier.length === 0) write("Everything since your last input is on the screen.");
          else
            write(
              [...cutLog(earlier, SCREEN_HEIGHT - 2).shown, "(b = the board and choices)"].join(
                "\n",
              ),
            );
        }
        continue;
      }
      if (typed.kind === "pass") {
        passed.add(seat);
        break;
      }
      const action: unknown = typed.kind === "choice" ? typed.choice.action : typed.action;
      const done = host.submit(seat, action);
      if (!done.ok) {
        const rule = done.error.rule ? ` (${done.error.rule})` : "";
        const message = `Not allowed: ${safeText(done.error.message)}${rule}`;
        if (json) emit({ type: "error", message });
        else write(wrapped(message, "").join("\n"));
        continue;
      }
      for (const step of done.steps) took(step);
      break;
    }
  }
  for (const [seat, r] of [...refused].sort(([a], [b]) => a - b)) {
    if (r.total === 0) continue;
    warn(
      `seat ${seatNumber(seat)} (${quote(names[seat] ?? "", 40)}): ${r.total} ${r.total === 1 ? "answer" : "answers"} refused in all; fallback moves were played instead.`,
    );
  }
  return gameOver(options, finish);
}

/** The last screen: the final map, how the game ended, the record, the seed. */
function gameOver(
  options: RzPlayOptions,
  finish: (end: RzPlayEnd) => { end: RzPlayEnd },
): { end: RzPlayEnd } {
  const { host, write, json } = options;
  const over = finish("over");
  const record = host.record();
  const outcome = record.outcome;
  const advanced = host.state.config.mode === "advanced";
  const view = radetzky.view(host.state, null);
  // Whatever the people have not seen yet, as a spectator sees it (every hand is over now).
  const unseen = options.seats.flatMap((s, seat) => (s.kind === "human" ? [seat] : []));
  const events = unseen.length > 0 ? host.takeEvents(unseen[0]!) : [];
  for (const seat of unseen.slice(1)) host.takeEvents(seat);
  const detail = (outcome?.detail ?? {}) as {
    winner?: string;
    round?: number;
    italy?: number;
    austria?: number;
  };
  const zonesHeld = `Zones held: Italy ${detail.italy}, Austria ${detail.austria}`;
  const result =
    detail.winner === "italy"
      ? `The Patriots win in round ${detail.round}: ${zonesHeld}.`
      : `Austria wins in round ${detail.round} (${outcome?.reason === "reserve" ? "the reserve could not pay the reinforcements" : zonesHeld}).`;
  const seedLine = `Seed of this game: ${safeText(record.seed)} (--seed ${safeText(shellWord(record.seed))} plays it again).`;
  if (json) {
    emitLine(write, {
      type: "over",
      outcome,
      events: shownEvents(events),
      record: options.recordFile.path,
      seed: record.seed,
    });
    return over;
  }
  const end = [
    ...mapLines(view, options.colour),
    statusLine(view),
    ...wrapped(result, ""),
    `Game record: ${options.recordFile.path}`,
    ...wrapped(seedLine, ""),
  ];
  const log = eventLines(shownEvents(events), advanced).flatMap((l) => wrapped(`  ${l}`, "    "));
  write([...cutLog(log, SCREEN_HEIGHT - 1 - end.length).shown, ...end].join("\n"));
  return over;
}

function shownEvents(events: readonly RadetzkyEvent[]): RadetzkyEvent[] {
  return events.flatMap((e) => {
    const shown = radetzky.eventFor(e, null);
    return shown === null ? [] : [shown];
  });
}

function emitLine(write: (text: string) => void, value: Record<string, unknown>): void {
  write(JSON.stringify(value));
}
