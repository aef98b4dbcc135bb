/**
 * Issue #10: `italia play` fits an 80×24 terminal on every screen. Whole games through the real
 * session and renderer, in-process: a scripted player answers every prompt (choices, numbers,
 * commands, hand-overs), and everything written between two reads of input — one screen, up to
 * the prompt line the cursor waits on — must be at most 24 lines of at most 80 columns.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createBot } from "@italia/bot-sdk";
import {
  CARDS,
  fromPosition,
  type GameState,
  OBJECTIVES,
  platformRecordOf,
  REGION_IDS,
} from "@italia/engine";
import { describe, expect, it } from "vitest";
import { SCREEN_HEIGHT, SCREEN_WIDTH } from "../play/layout.js";
import { RecordFile } from "../play/record-file.js";
import { visibleWidth, wrapLine } from "../render.js";
import { type SeatPlayer, startGame } from "./seats.js";
import { CLEAR_SCREEN_AND_SCROLLBACK, playSession } from "./session.js";

const work = mkdtempSync(join(tmpdir(), "italia-fit-"));

/** A small deterministic generator for the scripted player (xorshift). */
function rng(seed: number): () => number {
  let x = seed || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

/** The choice numbers on a screen (one or two columns). */
function choiceNumbers(screen: string): number[] {
  return [...screen.matchAll(/(?:^| {2,})(\d+)\. /gm)].map((m) => Number(m[1]));
}

interface Played {
  readonly end: string;
  readonly screens: string[];
  readonly decisions: number;
  /** The most choices one decision offered (all its pages). */
  readonly mostChoices: number;
}

/** Plays a whole game: `people` seats for the scripted player, then random and greedy bots. */
async function playWhole(
  seed: string,
  players: 3 | 4,
  people: number,
  rounds: number,
  colour: boolean,
  from?: GameState,
): Promise<Played> {
  const seats: SeatPlayer[] = [];
  for (let s = 0; s < players; s++) {
    if (s < people) seats.push({ kind: "human", name: `person ${s + 1}` });
    else {
      const spec = s % 2 === 0 ? "greedy" : "random";
      seats.push({ kind: "bot", bot: createBot(spec), spec });
    }
  }
  const started = startGame(players, seed, rounds, seats);
  const game = from ? { ...started, state: from } : started;
  const path = join(work, `${seed}-${players}-${people}.json`);
  const screens: string[] = [];
  let out = "";
  const cut = () => {
    screens.push(out);
    out = "";
  };
  const random = rng([...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7));
  let decisions = 0;
  let lastChoices: number[] = [];
  let mostChoices = 0;
  const answer = (screen: string): string => {
    const many = /How many \w+\? \((\d+)–(\d+), Enter = \d+\)\n$/.exec(screen);
    if (many) {
      const [min, max] = [Number(many[1]), Number(many[2])];
      return random() < 0.5 ? "" : String(min + Math.floor(random() * (max - min + 1)));
    }
    if (screen.includes("Pass the keyboard")) return "";
    const shown = choiceNumbers(screen);
    // A new decision's screen, or another page of the same decision's choices.
    if (shown.length > 0) {
      lastChoices = /page [2-9]\d* of/.test(screen)
        ? [...new Set([...lastChoices, ...shown])]
        : shown;
    }
    mostChoices = Math.max(mostChoices, lastChoices.length);
    const r = random();
    if (r < 0.04) return "m";
    if (r < 0.06) return "l";
    if (r < 0.07) return "o";
    if (r < 0.075) return "?";
    if (r < 0.08) return "b";
    decisions++;
    // Pass now and then, so turns end and the game reaches its round limit.
    if (lastChoices.includes(0) && random() < 0.35) return "0";
    const others = lastChoices.filter((n) => n !== 0);
    const pick = others[Math.floor(random() * others.length)] ?? 0;
    return String(pick);
  };
  let reads = 0;
  const emit = (text: string) => {
    // A hot-seat hand-over clears the screen: a new screen starts there.
    const at = text.indexOf(CLEAR_SCREEN_AND_SCROLLBACK);
    if (at < 0) out += text;
    else {
      out += text.slice(0, at);
      cut();
      out += text.slice(at + CLEAR_SCREEN_AND_SCROLLBACK.length);
    }
  };
  const result = await playSession({
    ...game,
    seats,
    recordFile: new RecordFile(path, platformRecordOf(game.record, game.state), () => {}),
    // As `italia play` opens a game: two lines (wrapped: the record's path may be long).
    intro: [
      "New game: seat 1 you.",
      ...wrapLine(`The game record is written to ${path}. Type ? for help.`),
    ],
    input: {
      next: async () => {
        const screen = out;
        cut();
        if (++reads > 20_000) return null;
        return answer(screen);
      },
    },
    write: (text) => emit(`${text}\n`),
    warn: (line) => emit(`${line}\n`),
    prompt: emit,
    colour,
    clearScreen: people > 1,
  });
  cut();
  return { end: result.end, screens, decisions, mostChoices };
}

/** The screens that break 80×24, each with the reason and its text. */
function misfits(screens: readonly string[]): string[] {
  const bad: string[] = [];
  for (const screen of screens) {
    // The cursor's line counts: after a prompt it is the prompt's, after a line break a new one.
    const lines = screen.split("\n");
    const wide = lines.filter((l) => visibleWidth(l) > SCREEN_WIDTH);
    if (lines.length > SCREEN_HEIGHT || wide.length > 0) {
      bad.push(`${lines.length} lines, ${wide.length} too wide:\n${screen}`);
    }
  }
  return bad;
}

describe("italia play on an 80×24 terminal (issue #10)", () => {
  const games: [seed: string, players: 3 | 4, people: number, rounds: number, colour: boolean][] = [
    ["fit-a", 3, 1, 6, false],
    ["fit-b", 4, 1, 6, true],
    ["fit-c", 4, 2, 4, false],
    ["fit-d", 3, 3, 3, true],
    ["fit-e", 4, 1, 8, false],
  ];

  const played: Played[] = [];
  for (const [seed, players, people, rounds, colour] of games) {
    it(`every screen of a whole game fits (seed ${seed}, ${players} seats, ${people} ${people === 1 ? "person" : "people"}${colour ? ", colour" : ""})`, async () => {
      const game = await playWhole(seed, players, people, rounds, colour);
      played.push(game);
      expect(game.end).toBe("over");
      expect(game.decisions).toBeGreaterThan(10);
      expect(misfits(game.screens)).toEqual([]);
    }, 60_000);
  }

  it("R4.2, R6.1: a big army's turn — many placements, card combinations, many attacks — fits", async () => {
    // Seat 1 (the person, seat 0 in JSON) holds every other region with 3 armies, has 12 armies
    // to place and six cards: long lists of placements, combinations, attacks and fortify moves.
    const regions = Object.fromEntries(
      REGION_IDS.map((id, i) => [id, { owner: i % 2 === 0 ? 0 : 1 + (i % 3), armies: 3 }]),
    );
    const position = fromPosition({
      players: 4,
      firstSeat: 0,
      round: 2,
      currentSeat: 0,
      stage: "reinforce",
      pendingArmies: 12,
      regions,
      hands: { 0: CARDS.slice(0, 6).map((c) => c.id) },
      objectives: Object.fromEntries([0, 1, 2, 3].map((s) => [String(s), OBJECTIVES[s]!.id])),
      limit: { rounds: 3 },
    });
    if (!position.ok) throw new Error(position.error.message);
    const game = await playWhole("fit-big-2", 4, 1, 3, false, position.state);
    played.push(game);
    expect(game.end).toBe("over");
    expect(misfits(game.screens)).toEqual([]);
  }, 60_000);

  it("the games had long choice lists in pages, two columns of placements and logs cut to fit", () => {
    const screens = played.flatMap((g) => g.screens);
    expect(Math.max(...played.map((g) => g.mostChoices))).toBeGreaterThanOrEqual(15);
    expect(screens.some((s) => /m = more choices \(page 1 of [2-9]/.test(s))).toBe(true);
    expect(screens.some((s) => /^ +\d+\. \S.* {2,}\d+\. \S/m.test(s))).toBe(true);
    expect(screens.some((s) => /… \d+ earlier lines \(l = show them\)/.test(s))).toBe(true);
    // The first screen of a turn: the board, the objective summary and the choices, together.
    expect(screens.some((s) => s.includes("Objective: ") && /^ +1\. /m.test(s))).toBe(true);
  });
});
