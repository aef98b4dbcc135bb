import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { BOARD_DATA, ENGINE_VERSION, type GameEvent } from "@italia/engine";
import { afterAll, describe, expect, it } from "vitest";
import { type Bot, createBot, playGame } from "./index.js";
import { ExternalBot } from "./node.js";
import { digest, pinned } from "./testing/pinned.js";

const here = dirname(fileURLToPath(import.meta.url));
const recorder = resolve(here, "testing/recorder-bot.mjs");
const work = mkdtempSync(join(tmpdir(), "italia-transcript-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Ten minutes per decision (below setTimeout's 2^31 ms): no answer can be late. */
const DECISION_MS = 600_000;
/** A minute to start the program, however loaded the machine. */
const STARTUP_MS = 60_000;

/** The games: 3 and 4 seats, the program in different seats, fixed seeds. */
const GAMES = [
  {
    name: "transcript-3",
    seed: "pin-protocol-3",
    seat: 1,
    lineup: ["greedy", "external", "random"],
    rounds: 3,
  },
  {
    name: "transcript-4",
    seed: "pin-protocol-4",
    seat: 3,
    lineup: ["greedy", "strong-fast", "random", "external"],
    rounds: 4,
  },
] as const;

describe("characterisation: the protocol transcript of a bot program", () => {
  for (const g of GAMES) {
    it(`${g.name}: seed ${g.seed}, ${g.lineup.join(" / ")}: the program is sent the same lines`, async () => {
      const log = join(work, `${g.name}.jsonl`);
      const external = new ExternalBot({
        command: [process.execPath, recorder, log],
        name: "recorder",
        startupMs: STARTUP_MS,
      });
      const bots: Bot[] = g.lineup.map((spec) =>
        spec === "external" ? external : createBot(spec),
      );
      const summary = await playGame(bots, {
        seed: g.seed,
        limit: { rounds: g.rounds },
        botSeed: `b-${g.name}`,
        timeControl: { decisionMs: DECISION_MS },
        keepRecord: true,
      });
      expect(summary.strikes).toEqual([]);
      expect(external.restarts).toBe(0);

      const entries = readFileSync(log, "utf8")
        .split("\n")
        .filter((l) => l !== "")
        .map((l) => JSON.parse(l) as { in?: string; out?: string });
      const received = entries.flatMap((e) => (e.in === undefined ? [] : [e.in]));
      const answers = entries.flatMap((e) => (e.out === undefined ? [] : [e.out]));
      const messages = received.map((line) => JSON.parse(line) as Record<string, unknown>);

      // the one field the wall clock decides: within the decision's time, then normalised
      const decides = messages.filter((m) => m.type === "decide");
      for (const m of decides) {
        expect(m.timeLeftMs).toBeGreaterThan(0);
        expect(m.timeLeftMs).toBeLessThanOrEqual(DECISION_MS);
      }
      const normalised = received.map((line) =>
        line.replace(/"timeLeftMs":\d+(\.\d+)?/, '"timeLeftMs":"<timeLeftMs>"'),
      );
      expect(normalised.filter((l) => l.includes('"<timeLeftMs>"')).length).toBe(decides.length);

      // hello, decides numbered 1, 2, … (one answer each), over
      expect(messages.map((m) => m.type)).toEqual([
        "hello",
        ...decides.map(() => "decide"),
        "over",
      ]);
      expect(decides.map((m) => m.id)).toEqual(decides.map((_, i) => i + 1));
      expect(answers.length).toBe(decides.length);
      expect(summary.seats[g.seat]!.decisions).toBe(decides.length);

      const hello = messages[0]!;
      expect(hello.board).toEqual(BOARD_DATA);
      const first = decides[0]!;
      const over = messages.at(-1)!;
      const record = summary.gameRecord!;
      expect(record.engine).toBe(ENGINE_VERSION);
      pinned(g.name, {
        hello: { ...hello, board: { sha256: digest(hello.board) } },
        firstDecide: {
          keys: Object.keys(first),
          viewKeys: Object.keys(first.view as object),
          legal: first.legal,
          eventTypes: (first.events as GameEvent[]).map((e) => e.type),
        },
        over: { keys: Object.keys(over), winner: over.winner, viewSha256: digest(over.view) },
        decides: decides.length,
        events: decides.reduce((n, m) => n + (m.events as unknown[]).length, 0),
        receivedSha256: digest(normalised.join("\n")),
        answersSha256: digest(answers.join("\n")),
        firstAnswers: answers.slice(0, 3),
        game: {
          winner: summary.winner,
          endReason: summary.endReason,
          rounds: summary.rounds,
          actions: summary.actions,
          recordSha256: digest({ ...record, engine: "<engine>" }),
        },
      });
    });
  }
});
