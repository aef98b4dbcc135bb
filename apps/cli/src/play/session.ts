/**
 * `italia play`: a whole game in the terminal between humans (hot-seat) and bots, run on the bot
 * SDK's game host (the same host as the arena and the web app: bots get their seat's events, are
 * refereed, and turns are bounded). Humans choose among the engine's legal moves by number; every
 * action goes
 * into a game record that is saved as the game goes (every move of a person, bots' moves before a
 * person decides or once a second), and at the end, on `save`, on `quit` and when the input ends.
 */
import { GameHost, type HostStep } from "@italia/bot-sdk";
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
import {
  describeEvent,
  renderBoard,
  renderRanking,
  seatLabel,
  seatNumber,
  wrapLine,
} from "../render.js";
import { type CountRange, readAnswer, readCount, readHandOver } from "./answers.js";
import { ChoiceNumbers } from "./choices.js";
import {
  decisionTitle,
  moveRange,
  moveRegion,
  moveText,
  neighboursText,
  objectivePanel,
  roundText,
  tableStatus,
} from "./describe.js";
import type { LineInput } from "./input.js";
import { recapOf } from "./recap.js";
import type { RecordFile } from "./record-file.js";
import { resumeCommand } from "./resume.js";
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
  readonly recordFile: RecordFile;
  readonly input: LineInput;
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

const HELP = `Type the number of a choice, optionally followed by a number of armies or dice
("3" or "3 2"); 0 is always Passa (end the turn), and within a turn a choice keeps its number.
Other commands: b = board, o = objective and hand, s = save, q = save and quit, ? = this help.`;

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
  /** The turn (seat and round) whose objective panel was last shown in full. */
  let panelShown = "";
  const names = seats.map((s) => (s.kind === "bot" ? s.bot.name : s.name));
  const recap = recapOf(options.record, (s) => seats[s]?.kind === "human");
  const file = options.recordFile;
  const save = () => file.save();
  const outcome = (end: PlayEnd): PlayOutcome => {
    save();
    return { end, state: host.state, record: host.record() };
  };

  /** Notes an applied step: the record (autosaved: a person's move at once, bots' now and then). */
  const took = (step: HostStep) => {
    file.update(host.record(), !step.byHost);
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
  const log = (events: readonly GameEvent[], viewer: number | null) => {
    for (const e of eventsFor(events, viewer)) {
      const line = describeEvent(e, colour);
      if (line) write(`  ${line}`);
    }
  };

  while (host.state.stage !== "over") {
    if (host.botToAct()) {
      const pending = host.step();
      const step = pending instanceof Promise ? await pending : pending;
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
      if (options.clearScreen) write(CLEAR_SCREEN_AND_SCROLLBACK);
      write(`\nPass the keyboard to ${seatLabel(seat, colour)} ${player.name}, then press Enter.`);
      const line = await input.next();
      if (line === null) return outcome("input-ended");
      if (readHandOver(line) === "quit") return outcome("quit");
      for (const recapLine of recap.since(seat, colour)) write(recapLine);
    }
    lastHuman = seat;
    const view = viewFor(state, seat);
    const moves = legalMoves(state);
    const only = moves.length === 1 ? moves[0]! : null;
    if (only?.type === "occupy" && only.min === only.max) {
      // Nothing to decide: the one allowed number of armies moves in (R6.4).
      const done = host.submit(seat, moveAction(only, only.max));
      if (done.ok) {
        write(
          `  ${only.max} ${only.max === 1 ? "army moves" : "armies move"} into the conquered region (the only choice).`,
        );
        for (const step of done.steps) {
          took(step);
          log(step.events, seat);
        }
        continue;
      }
    }
    // The full objective panel once per turn (and on "o"); a reminder line after that, so each
    // screen fits an 80×24 terminal.
    const turnKey = `${seat}/${state.round}/${state.stage === "setup" ? "setup" : "turn"}`;
    write(renderBoard(view, colour));
    write(tableStatus(view, names, colour));
    if (panelShown !== turnKey) {
      panelShown = turnKey;
      write(objectivePanel(state, view));
    } else write("(o = your objective, hand and bonus objectives; ? = help)");
    const title = `${roundText(view)} — ${seatLabel(seat, colour)} ${player.name}: ${decisionTitle(view)}`;
    for (const line of wrapLine(title, colour ? 89 : 80)) write(line);
    const choices = numbering.number(moves, turnKey);
    const width = Math.max(2, ...choices.map((c) => String(c.number).length));
    for (const c of choices) {
      // A long choice goes on under itself, so every line fits 80 columns.
      for (const line of wrapLine(
        `  ${String(c.number).padStart(width)}. ${moveText(c.move, view, colour)}`,
        80,
        " ".repeat(width + 4),
      ))
        write(line);
    }

    for (;;) {
      prompt("> ");
      const line = await input.next();
      if (line === null) return outcome("input-ended");
      const answer = readAnswer(line, choices);
      if (answer.kind === "help") write(HELP);
      else if (answer.kind === "board") write(renderBoard(view, colour));
      else if (answer.kind === "objective") write(objectivePanel(state, view));
      else if (answer.kind === "save") {
        if (save()) write(`Saved to ${file.path}. Resume with: ${resumeCommand(file.path)}`);
        else write(`Not saved: ${file.problem}`);
      } else if (answer.kind === "quit") return outcome("quit");
      else if (answer.kind === "invalid") write(answer.message);
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
          write(`Not allowed: ${done.error.message}`);
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
  write(gameOverText(over.state, colour));
  write(`Game record: ${file.path}`);
  return over;
}

/** The end of a finished game: the whole board, how it ended and the ranking. */
export function gameOverText(state: GameState, colour: boolean): string {
  return [
    "",
    renderBoard(viewFor(state, null), colour),
    "",
    `Game over in round ${state.round}: ${state.endReason}${state.winner === null ? " (shared best score)" : `. ${seatLabel(state.winner, colour)} wins!`}`,
    renderRanking(ranking(state), colour),
    "Objectives:",
    ...objectivesRevealed(state, colour),
  ].join("\n");
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
