/**
 * `italia play`: a whole game in the terminal between humans (hot-seat) and bots, run on the bot
 * SDK's game host (the same host as the arena and the web app: bots get their seat's events, are
 * refereed, and turns are bounded). Humans choose among the engine's legal moves by number; every
 * action goes
 * into a game record that is saved as the game goes (every move of a person, bots' moves before a
 * person decides or once a second), and at the end, on `save`, on `quit` and when the input ends.
 */
import { GameHost, type HostStep, safeText } from "@italia/bot-sdk";
import {
  bonusObjectiveById,
  eventsFor,
  type GameEvent,
  type GameRecord,
  type GameState,
  legalMoves,
  moveAction,
  objectiveById,
  ranking,
  viewFor,
} from "@italia/engine";
import type { PlatformRecord } from "@italia/game-kit";
import type { LineInput } from "../play/input.js";
import {
  type ChoiceText,
  choicePages,
  choiceRows,
  cutLog,
  type DecisionScreen,
  SCREEN_HEIGHT,
  SCREEN_WIDTH,
  screenLines,
  wrapped,
} from "../play/layout.js";
import type { RecordFile } from "../play/record-file.js";
import { resumeCommand, shellWord } from "../play/resume.js";
import { seatNumber, wrapLine } from "../render.js";
import { type CountRange, readAnswer, readCount, readHandOver } from "./answers.js";
import { describeEvent, renderBoard, renderRanking, seatLabel } from "./board.js";
import { ChoiceNumbers } from "./choices.js";
import {
  decisionTitle,
  moveRange,
  moveRegion,
  moveShort,
  moveText,
  neighboursText,
  objectivePanel,
  objectiveRegions,
  objectiveSummary,
  roundText,
  tableLines,
} from "./describe.js";
import { recapOf } from "./recap.js";
import type { SeatPlayer } from "./seats.js";
import { StrikeLog } from "./strikes.js";

/**
 * Clears the screen and the scrollback, where the previous player's hand and objective still are:
 * home, clear the screen, then clear the scrollback — the order `clear` uses. (Clearing the
 * scrollback first lets tmux push the cleared screen into it.)
 */
export const CLEAR_SCREEN_AND_SCROLLBACK = "\x1b[H\x1b[2J\x1b[3J";

/** How a play session ended. */
export type PlayEnd = "over" | "quit" | "input-ended";

/** What a play session needs. */
export interface PlayOptions {
  readonly state: GameState;
  readonly record: GameRecord;
  readonly seats: readonly SeatPlayer[];
  /** Where the record is saved as the game goes. */
  readonly recordFile: RecordFile<PlatformRecord>;
  readonly input: Pick<LineInput, "next">;
  /** Lines that open the first screen (e.g. who plays and where the record goes). */
  readonly intro?: readonly string[];
  readonly write: (text: string) => void;
  /** Writes a line for people about something that went wrong (stderr). */
  readonly warn: (line: string) => void;
  /** Writes a prompt (no line break). */
  readonly prompt: (text: string) => void;
  readonly colour: boolean;
  /** Clear the screen between hot-seat players (only on a terminal). */
  readonly clearScreen: boolean;
}

/** Milliseconds a bot may take per decision in a terminal game. */
const BOT_DECISION_MS = 2000;

const HELP = wrapLine(
  `Type the number of a choice, optionally followed by a number of armies or dice ("3" or "3 2"); 0 is always Pass (end the turn), and within a turn a choice keeps its number. ★ marks the regions of your objective, ⛨ an untouchable seat's. Other commands: b = board and choices, m = more choices (a long list comes in pages; a number from any page works), l = the moves that did not fit the screen, o = objective, hand and bonus objectives, s = save, q = save and quit, ? = this help.`,
  80,
  "",
).join("\n");

/** How a session ended, and the game as it stands. */
export interface PlayOutcome {
  readonly end: PlayEnd;
  readonly state: GameState;
  readonly record: GameRecord;
}

/**
 * Plays until the game is over, the player quits, or the input ends. Bots' refused answers are
 * told on `warn` as they happen and summed up at the end.
 */
export async function playSession(options: PlayOptions): Promise<PlayOutcome> {
  const strikes = new StrikeLog(options.warn);
  try {
    return await play(options, strikes);
  } finally {
    strikes.summary((seat) => {
      const player = options.seats[seat];
      return player?.kind === "bot" ? player.bot.name : `seat ${seatNumber(seat)}`;
    });
  }
}

async function play(options: PlayOptions, strikes: StrikeLog): Promise<PlayOutcome> {
  const { seats, input, write, prompt, colour } = options;
  const humans = seats.filter((s) => s.kind === "human").length;
  const host = new GameHost(
    { state: options.state, record: options.record },
    seats.map((s) => (s.kind === "bot" ? s.bot : null)),
    { timeControl: { decisionMs: BOT_DECISION_MS } },
  );
  let lastHuman: number | null = null;
  const numbering = new ChoiceNumbers();
  /** The turn (seat and round) whose objective summary was last shown. */
  let panelShown = "";
  const names = seats.map((s) => (s.kind === "bot" ? s.bot.name : s.name));
  const recap = recapOf(options.record, (s) => seats[s]?.kind === "human");
  const file = options.recordFile;
  const save = () => file.save();
  const outcome = (end: PlayEnd): PlayOutcome => {
    save();
    return { end, state: host.state, record: host.record() };
  };
  /** Lines that open the first screen (who plays, where the record goes), until shown. */
  let intro: readonly string[] = options.intro ?? [];
  /** What happened since the last screen, shown at the top of the next one. */
  let pending: string[] = [];
  /** The lines of the last screen's log that did not fit it (`l` shows them). */
  let earlier: string[] = [];
  let earlierShown = 0;

  /** Notes an applied step: the record (autosaved: a person's move at once, bots' now and then). */
  const took = (step: HostStep) => {
    file.update(() => host.platformRecord(), !step.byHost);
    recap.add(step.events);
    if (!step.byHost) recap.seenBy(step.seat);
    const player = seats[step.seat];
    if (player?.kind === "bot") strikes.note(step.seat, player.bot.name, step);
    else if (step.strike) strikes.note(step.seat, player?.name ?? "a person", step);
  };
  /** Asks "How many?" until a number in range comes: `back` for a non-number, `null` at the end. */
  const askCount = async (
    range: CountRange,
    about: string | null,
  ): Promise<number | "back" | null> => {
    if (about) write(about);
    for (;;) {
      write(`How many ${range.what}? (${range.min}–${range.max}, Enter = ${range.max})`);
      const line = await input.next();
      if (line === null) return null;
      const read = readCount(line, range);
      if (read.kind === "count") return read.count;
      write(read.message);
      if (read.kind === "back") return "back";
    }
  };
  /**
   * Notes what happened: for the top of the next screen when people play (so each screen fits
   * 80×24), or at once in a game of bots only, which has no screens.
   */
  const log = (events: readonly GameEvent[], viewer: number | null) => {
    const lines = eventsFor(events, viewer).flatMap((e) => {
      const line = describeEvent(e, colour);
      return line ? wrapped(`  ${line}`, "    ") : [];
    });
    if (humans === 0) {
      if (intro.length > 0) write(intro.join("\n"));
      intro = [];
      if (lines.length > 0) write(lines.join("\n"));
    } else pending.push(...lines);
  };

  while (host.state.stage !== "over") {
    if (host.botToAct()) {
      const pendingStep = host.step();
      const step = pendingStep instanceof Promise ? await pendingStep : pendingStep;
      took(step);
      log(step.events, humans === 1 ? seats.findIndex((s) => s.kind === "human") : null);
      // In-process bots answer without waiting on anything: let Ctrl-C through between moves.
      await new Promise<void>((resolve) => setImmediate(resolve));
      continue;
    }
    const state = host.state;
    const seat = state.currentSeat;
    const player = seats[seat]!;
    if (player.kind !== "human")
      throw new Error(`seat ${seatNumber(seat)} has a bot the host did not ask`);
    host.takeEvents(seat); // shown as they happened (the log and the recap)

    save(); // the bots' moves since the last save, before waiting for a person
    if (humans > 1 && lastHuman !== seat) {
      // What is pending may hold the last person's secrets (a card drawn): the table gets the
      // public recap instead, on the hand-over screen, where everyone may see it.
      pending = [];
      // No line break after it: the hand-over screen starts on the cleared screen's first line.
      if (options.clearScreen) prompt(CLEAR_SCREEN_AND_SCROLLBACK);
      const [heading, ...since] = recap
        .since(seat, colour)
        .flatMap((line) => wrapped(line, "    "));
      const top = [...intro, ...(heading === undefined ? [] : [heading])];
      intro = [];
      const handOver = [
        "",
        `Pass the keyboard to ${seatLabel(seat, colour)} ${player.name}, then press Enter.`,
      ];
      const cut = cutLog(since, SCREEN_HEIGHT - 1 - top.length - handOver.length);
      earlier = [...cut.hidden];
      earlierShown = 0;
      write([...top, ...cut.shown, ...handOver].join("\n"));
      const line = await input.next();
      if (line === null) return outcome("input-ended");
      if (readHandOver(line) === "quit") return outcome("quit");
    }
    lastHuman = seat;
    const view = viewFor(state, seat);
    const moves = legalMoves(state);
    const only = moves.length === 1 ? moves[0]! : null;
    if (only?.type === "occupy" && only.min === only.max) {
      // Nothing to decide: the one allowed number of armies moves in (R6.4).
      const done = host.submit(seat, moveAction(only, only.max));
      if (done.ok) {
        pending.push(
          `  ${only.max} ${only.max === 1 ? "army moves" : "armies move"} into the conquered region (the only choice).`,
        );
        for (const step of done.steps) {
          took(step);
          log(step.events, seat);
        }
        continue;
      }
    }
    // The objective summary on the first screen of each turn (and the whole panel on "o"); the
    // board marks the objective's regions and carries the table, so each screen fits 80×24.
    const turnKey = `${seat}/${state.round}/${state.stage === "setup" ? "setup" : "turn"}`;
    const firstScreen = panelShown !== turnKey;
    panelShown = turnKey;
    const board = renderBoard(view, colour, {
      marked: objectiveRegions(view),
      side: tableLines(view, colour),
    });
    const title = `${roundText(view)} — ${seatLabel(seat, colour)} ${player.name}: ${decisionTitle(view)}`;
    const head = [
      ...board.split("\n"),
      ...(firstScreen ? objectiveSummary(state, view) : []),
      ...wrapped(title),
    ];
    const choices = numbering.number(moves, turnKey);
    const width = Math.max(2, ...choices.map((c) => String(c.number).length));
    const texts = choices.map((choice): ChoiceText => {
      const number = `${String(choice.number).padStart(width)}.`;
      const short = moveShort(choice.move, view);
      return {
        choice,
        // A long choice goes on under itself, so every line fits 80 columns.
        lines: wrapLine(
          `  ${number} ${moveText(choice.move, view, colour)}`,
          SCREEN_WIDTH,
          " ".repeat(width + 4),
        ),
        short: short === null ? null : `${number} ${short}`,
      };
    });
    const screen: DecisionScreen = { head, choices: texts };
    // The first screen of the game opens with the intro: its pages leave room for it.
    const pinned = intro;
    intro = [];
    const pages = choicePages(texts, choiceRows(head, pinned));
    let page = 0;
    /** Shows the screen at the current page: `log` and `top` lines on the first showing only. */
    const show = (log: readonly string[] = [], top: readonly string[] = []) => {
      const { lines, hidden } = screenLines(screen, pages, page, log, top);
      if (log.length > 0) {
        earlier = [...hidden];
        earlierShown = 0;
      }
      write(lines.join("\n"));
    };
    show(pending, pinned);
    pending = [];

    for (;;) {
      prompt("> ");
      const line = await input.next();
      if (line === null) return outcome("input-ended");
      const answer = readAnswer(line, choices);
      if (answer.kind === "help") write(HELP);
      else if (answer.kind === "board") show();
      else if (answer.kind === "more") {
        page = (page + 1) % pages.pages.length;
        show();
      } else if (answer.kind === "log") {
        if (earlier.length === 0) write("Everything since your last input is on the screen.");
        else {
          if (earlierShown >= earlier.length) earlierShown = 0;
          const room = SCREEN_HEIGHT - 2;
          const part = earlier.slice(earlierShown, earlierShown + room);
          earlierShown += part.length;
          const rest = earlier.length - earlierShown;
          write(
            [
              ...part,
              rest > 0
                ? `(l = ${rest} more ${rest === 1 ? "line" : "lines"}, b = the board and choices)`
                : "(b = the board and choices)",
            ].join("\n"),
          );
        }
      } else if (answer.kind === "objective") write(objectivePanel(state, view, names, colour));
      else if (answer.kind === "save") {
        if (save())
          write(
            wrapped(`Saved to ${file.path}. Resume with: ${resumeCommand(file.path)}`).join("\n"),
          );
        else write(wrapped(`Not saved: ${file.problem}`).join("\n"));
      } else if (answer.kind === "quit") return outcome("quit");
      else if (answer.kind === "invalid") write(wrapped(answer.message).join("\n"));
      else if (answer.kind === "move") {
        let count = answer.count;
        const range = moveRange(answer.move);
        if (range && count === undefined && range.min !== range.max) {
          const region = moveRegion(answer.move);
          const asked = await askCount(range, region ? neighboursText(view, region, colour) : null);
          if (asked === null) return outcome("input-ended");
          if (asked === "back") continue;
          count = asked;
        }
        const done = host.submit(seat, moveAction(answer.move, count ?? range?.max));
        if (!done.ok) {
          write(wrapped(`Not allowed: ${done.error.message}`).join("\n"));
          continue;
        }
        for (const step of done.steps) {
          took(step);
          log(step.events, seat);
        }
        break;
      }
    }
  }
  const over = outcome("over");
  const end = [
    ...intro,
    ...gameOverText(over.state, colour).split("\n"),
    `Game record: ${file.path}`,
    // The seed only now: it gives away every objective, and in a hot-seat game everyone sees
    // the screen (issue #27).
    seedLine(String(over.record.config.seed)),
  ];
  write([...cutLog(pending, SCREEN_HEIGHT - 1 - end.length).shown, ...end].join("\n"));
  return over;
}

/** The end of a finished game: the whole board, how it ended and the ranking. */
export function gameOverText(state: GameState, colour: boolean): string {
  return [
    renderBoard(viewFor(state, null), colour),
    `Game over in round ${state.round}: ${state.endReason}${state.winner === null ? " (shared best score)" : `. ${seatLabel(state.winner, colour)} wins!`}`,
    renderRanking(ranking(state), colour),
    "Objectives:",
    ...objectivesRevealed(state, colour),
  ].join("\n");
}

/** The game-over line that names the seed, so the same deal can be played again. */
export function seedLine(seed: string): string {
  return `Seed of this game: ${safeText(seed)} (--seed ${safeText(shellWord(seed))} deals it again).`;
}

/** Every seat's main objective and its completed colpi, revealed once the game is over (R12). */
export function objectivesRevealed(state: GameState, colour: boolean): string[] {
  const view = viewFor(state, null);
  return view.seats.map((s) => {
    const objective = s.objective === null ? "secret" : objectiveById(s.objective).name;
    const colpi = s.completed.map((id) => bonusObjectiveById(id).name).join(", ") || "no colpi";
    return `  ${seatLabel(s.seat, colour)} ${objective}; ${colpi}`;
  });
}
