/**
 * `italia play --game radetzky`, in-process: whole games through the real session with a scripted
 * person answering every prompt. Every screen (what is written between two reads of input, up to
 * the prompt) fits 80×24; no screen shows a hand its seat may not see (RZ24); shared decisions
 * (RZ4.6, RZ11.2) ask each person in turn.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GameHost, type PlatformRecord } from "@italia/bot-sdk";
import { RADETZKY_BOTS, type RadetzkyConfig, type RadetzkyState, radetzky } from "@italia/radetzky";
import { fromPosition, toPosition } from "@italia/radetzky/conformance";
import { describe, expect, it } from "vitest";
import { SCREEN_HEIGHT, SCREEN_WIDTH } from "../play/layout.js";
import { RecordFile } from "../play/record-file.js";
import { visibleWidth } from "../render.js";
import { playRadetzky, type RzSeat } from "./session.js";

const work = mkdtempSync(join(tmpdir(), "italia-rz-session-"));

/** A small deterministic generator for the scripted person (xorshift). */
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

function configOf(input: Partial<RadetzkyConfig> & { players: number }): RadetzkyConfig {
  const checked = radetzky.checkConfig(input);
  if (!checked.ok) throw new Error(checked.error.message);
  return checked.value;
}

interface Played {
  readonly screens: string[];
  readonly output: string[];
  readonly end: string;
  readonly record: PlatformRecord;
  /** The seat each screen was drawn for (from its title), or null. */
  readonly host: GameHost<typeof radetzky>;
}

let files = 0;

/**
 * Plays with `kinds` (`null`: a person, else a bot's name) from `state` (default: a new game of
 * `config` from `seed`); `answer` gets each screen and returns the line typed.
 */
async function play(options: {
  config: RadetzkyConfig;
  seed: string;
  kinds: readonly (string | null)[];
  answer: (screen: string) => string;
  state?: RadetzkyState;
  json?: boolean;
  colour?: boolean;
  maxReads?: number;
}): Promise<Played> {
  const seats: RzSeat[] = options.kinds.map((k, seat) =>
    k === null
      ? { kind: "human", name: `person ${seat + 1}` }
      : {
          kind: "bot",
          name: k,
          bot: RADETZKY_BOTS[k as keyof typeof RADETZKY_BOTS]() as never,
        },
  );
  const players = seats.map((s) => (s.kind === "bot" ? s.bot : null));
  const host = options.state
    ? new GameHost<typeof radetzky>(
        {
          state: options.state,
          record: {
            format: "game-record/1",
            game: "radetzky",
            version: radetzky.info.version,
            config: options.config,
            seed: options.seed,
            steps: [],
            outcome: null,
          },
        },
        players,
        { game: radetzky, config: options.config },
      )
    : GameHost.play(radetzky, options.config, options.seed, players);
  const output: string[] = [];
  const screens: string[] = [];
  let current = "";
  let reads = 0;
  const file = new RecordFile<PlatformRecord>(
    join(work, `game-${++files}.json`),
    host.record(),
    () => {},
  );
  const result = await playRadetzky({
    host,
    seats,
    recordFile: file,
    input: {
      next: async () => {
        screens.push(current);
        const line = reads++ >= (options.maxReads ?? 5000) ? null : options.answer(current);
        current = "";
        return line;
      },
    },
    intro: ["Intro line."],
    write: (text) => {
      output.push(text);
      current += `${text}\n`;
    },
    prompt: (text) => {
      current += text;
    },
    clearScreen: false,
    json: options.json ?? false,
    colour: options.colour ?? false,
  });
  screens.push(current);
  return { screens, output, end: result.end, record: host.record(), host };
}

/** A person who picks a listed choice at random, now and then typing a command first. */
function scriptedPerson(seed: number): (screen: string) => string {
  const next = rng(seed);
  const commands = ["b", "z", "m", "l", "?", "s", "zz", "99"];
  return (screen) => {
    if (/Pass the keyboard/.test(screen)) return "";
    const numbers = choiceNumbers(screen);
    if (numbers.length === 0 || next() < 0.1)
      return commands[Math.floor(next() * commands.length)]!;
    return String(numbers[Math.floor(next() * numbers.length)]);
  };
}

/** Every screen is at most 24 lines (the prompt's line included) of at most 80 columns. */
function expectFits(screens: readonly string[]): void {
  for (const screen of screens) {
    const lines = screen.replace(/\n$/, "").split("\n");
    expect(lines.length, screen).toBeLessThanOrEqual(SCREEN_HEIGHT);
    for (const line of lines) expect(visibleWidth(line), line).toBeLessThanOrEqual(SCREEN_WIDTH);
  }
}

/**
 * The hand items of a screen that show cards (`P2 greedy: Map, Swords`) for a hand the seat
 * deciding (named in its title, `seat N (…)`) does not control.
 */
function foreignHandsShown(screen: string, config: RadetzkyConfig): string[] {
  const title = [...screen.matchAll(/^seat (\d) \(/gm)].at(-1);
  if (!title) return [];
  const viewer = Number(title[1]) - 1;
  const shown: string[] = [];
  for (const line of screen.split("\n")) {
    for (const item of line.split(" · ")) {
      const m = /^P(\d) [^:]*: (.*)$/.exec(item);
      if (!m) continue;
      const patriot = Number(m[1]) - 1;
      const controller = config.players === 1 ? 0 : patriot;
      if (controller === viewer) continue;
      if (config.players === 2 && patriot === 2) continue; // the third Patriot's hand is public (RZ21.2)
      if (!/^\d+ cards?(, \d different icons?)?$/.test(m[2]!)) shown.push(item);
    }
  }
  return shown;
}

describe("italia play --game radetzky, in-process", () => {
  for (const [players, mode, handInfo, people] of [
    [1, "basic", "iconCount", 1],
    [2, "advanced", "closed", 2],
    [3, "basic", "iconCount", 1],
    [4, "advanced", "iconCount", 2],
    [5, "basic", "closed", 3],
  ] as const) {
    it(`RZ16, RZ24: ${players} player(s), ${mode}, ${handInfo}, ${people} person(s): the game ends, every screen fits 80×24, no hidden hand is shown`, async () => {
      const config = configOf({ players, mode, handInfo });
      const kinds = Array.from({ length: players }, (_, s) =>
        s < people ? null : s % 2 ? "greedy" : "random",
      );
      const played = await play({
        config,
        seed: `fit-${players}`,
        kinds,
        answer: scriptedPerson(players * 7 + 1),
      });
      expect(played.end).toBe("over");
      expect(played.record.outcome).not.toBeNull();
      expectFits(played.screens);
      for (const screen of played.screens) {
        expect(foreignHandsShown(screen, config)).toEqual([]);
        expect(screen).not.toMatch(/(?<![\d–-])1 (Soldiers|cards|actions|Zones|steps|icons)\b/);
      }
      // the last screen says how it ended, with the seed
      expect(played.screens.at(-1)).toMatch(/(The Patriots win|Austria wins) in round \d+/);
      expect(played.screens.at(-1)).toContain(`Seed of this game: fit-${players}`);
    });
  }

  it("colours the map only when asked (NO_COLOR), and coloured screens still fit", async () => {
    const config = configOf({ players: 3 });
    const kinds = [null, "greedy", "greedy"];
    const plain = await play({
      config,
      seed: "colour",
      kinds,
      answer: scriptedPerson(3),
      maxReads: 30,
    });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are what is looked for
    expect(plain.screens.join("")).not.toMatch(/\x1b\[/);
    const coloured = await play({
      config,
      seed: "colour",
      kinds,
      answer: scriptedPerson(3),
      colour: true,
      maxReads: 30,
    });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are what is looked for
    expect(coloured.screens.join("")).toMatch(/\x1b\[1;31mRz/);
    expectFits(coloured.screens);
  });

  it("RZ24: --json decisions carry the seat's view: no other seat's hidden hand, no hidden drawn card", async () => {
    for (const handInfo of ["closed", "iconCount"] as const) {
      const config = configOf({ players: 3, handInfo });
      const next = rng(5);
      const played = await play({
        config,
        seed: `json-${handInfo}`,
        kinds: [null, "greedy", null],
        json: true,
        answer: (screen) => {
          const last = screen.trim().split("\n").at(-1) ?? "{}";
          const d = JSON.parse(last) as { choices?: { number: number }[] };
          const numbers = (d.choices ?? []).map((c) => c.number);
          return numbers.length === 0 ? "b" : String(numbers[Math.floor(next() * numbers.length)]);
        },
      });
      expect(played.end).toBe("over");
      let decisions = 0;
      for (const line of played.output) {
        const message = JSON.parse(line) as {
          type: string;
          seat?: number;
          view?: { hands: Record<string, { cards?: string[] }> };
          events?: { type: string; hand?: string; cards?: unknown }[];
        };
        if (message.type !== "decision") continue;
        decisions++;
        const seat = message.seat!;
        for (const [hand, shown] of Object.entries(message.view!.hands)) {
          if (Number(hand) !== seat)
            expect(shown.cards, `hand ${hand} seen by seat ${seat}`).toBeUndefined();
        }
        for (const e of message.events!) {
          if (e.type === "cardsDrawn" && Number(e.hand) !== seat) expect(e.cards).toBeNull();
        }
      }
      expect(decisions).toBeGreaterThan(10);
    }
  });
});

/**
 * A position of 3 players where Patriots 0 and 1 stand together on a Zone with 2 Soldiers and
 * Patriot 0 is to act: a fight there has a pool from two seats (RZ11.2).
 */
function sharedFight(config: RadetzkyConfig): RadetzkyState {
  const fresh = radetzky.newGame(config, "shared");
  const position = JSON.parse(JSON.stringify(toPosition(fresh))) as Record<string, unknown> & {
    zones: Record<string, { soldiers: number }>;
  };
  const empty = Object.entries(position.zones).filter(
    ([z, s]) => s.soldiers === 0 && Number(z) !== fresh.radetzky,
  );
  const [zone, other] = [Number(empty[0]![0]), Number(empty[1]![0])];
  position.zones[String(zone)]!.soldiers = 2;
  delete position.reserve;
  Object.assign(position, {
    stage: "action",
    round: 1,
    firstSeat: 0,
    active: 0,
    actionsLeft: 3,
    done: [],
    patriots: [zone, zone, other],
  });
  const state = fromPosition(position, "shared");
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

describe("shared decisions (RZ4.6, RZ11.2)", () => {
  const config = configOf({ players: 3, handInfo: "closed" });

  /** Answers: fight, then the given answers at each card owed, then ends the turn. */
  const script = (owed: string[]) => {
    let fought = false;
    return (screen: string) => {
      if (/Pass the keyboard/.test(screen)) return "";
      if (/a card must be played|There is no choice/.test(screen)) {
        fought = true;
        return owed.shift() ?? "1";
      }
      if (/Continue the fight or stop/.test(screen)) return "1";
      const fight = /(\d+)\. Fight the Soldiers/.exec(screen);
      if (fight && !fought) return fight[1]!;
      return "q";
    };
  };

  it("RZ11.2 two people in the fight: the first may let the other answer (0), the last asked must play", async () => {
    const played = await play({
      config,
      seed: "shared",
      kinds: [null, null, "greedy"],
      state: sharedFight(config),
      answer: script(["0", "0", "1"]),
    });
    const owed = played.screens.filter((s) => /a card must be played/.test(s));
    // seat 1 is asked first and offered to pass; seat 2 is asked next, after a hand-over, and may not
    expect(owed[0]).toMatch(/^seat 1 \(person 1\): a card must be played/m);
    expect(owed[0]).toContain("0. Let the others answer");
    expect(owed[1]).toMatch(/^seat 2 \(person 2\): a card must be played/m);
    expect(owed[1]).not.toContain("Let the others answer");
    // "0" where passing is not offered is refused with the choices named
    expect(played.screens.join("")).toMatch(/There is no choice 0: type a number from 1/);
    const first = played.record.steps.find(
      (s) => "action" in s && (s.action as { type: string }).type === "playCard",
    );
    expect(first && "action" in first ? first.action : null).toMatchObject({
      type: "playCard",
      seat: 1,
    });
  });

  it("RZ4.6 a person with a bot in the fight: the person plays, or lets the bot answer", async () => {
    const played = await play({
      config,
      seed: "shared",
      kinds: [null, "greedy", "greedy"],
      state: sharedFight(config),
      answer: script(["0"]),
    });
    const owed = played.screens.filter((s) => /a card must be played/.test(s));
    expect(owed[0]).toContain("0. Let the others answer");
    const first = played.record.steps.find(
      (s) => "action" in s && (s.action as { type: string }).type === "playCard",
    );
    // the greedy bot answered: never a card of the person who let it answer
    expect(first && "action" in first ? first.action : null).toMatchObject({
      type: "playCard",
      seat: 1,
    });
    const mine = await play({
      config,
      seed: "shared",
      kinds: [null, "greedy", "greedy"],
      state: sharedFight(config),
      answer: script(["1"]),
    });
    const played0 = mine.record.steps.find(
      (s) => "action" in s && (s.action as { type: string }).type === "playCard",
    );
    expect(played0 && "action" in played0 ? played0.action : null).toMatchObject({
      type: "playCard",
      seat: 0,
    });
  });
});
