/**
 * Characterisation test of the external-bot protocol: the transcript a bot program receives in
 * a whole game — its `hello`, every `decide` and the `over` — pinned byte for byte, so that a
 * refactor of {@link ExternalBot}, the host or the protocol module (making them generic over
 * games) shows at once if a program would be sent anything else. It asserts no rule of the
 * protocol (`schemas.test.ts` and `external.test.ts` do): only that nothing changed.
 *
 * The program is `testing/recorder-bot.mjs`, which writes every line it reads and every answer
 * it gives to a log, and answers each decision with a legal move picked by the decision's id
 * (deterministic). The seed, bot seed and lineup are fixed; each decision has 10 minutes, so no
 * answer is late. The one field that depends on the wall clock, a decide's `timeLeftMs`, is
 * checked to be within the decision's time, then written as `"<timeLeftMs>"` before the digest.
 *
 * Pinned per game (fixtures in `__fixtures__/characterisation/`): the SHA-256 of the lines
 * received (in order, as written) and of the answers; the hello whole (its board as a digest,
 * and checked equal to the engine's `BOARD_DATA`); the first decide's keys, view keys, legal
 * moves and event types; the over message's keys and winner; counts; the game record's digest.
 *
 * To regenerate the fixtures on purpose (never to make a failing refactor pass), run from
 * `packages/bot-sdk`:
 *
 * ```sh
 * UPDATE_CHARACTERISATION=1 pnpm exec vitest run src/protocol-transcript.test.ts
 * pnpm exec biome check --write src/__fixtures__/characterisation
 * ```
 *
 * and review the diff. By default the test only compares, and fails on any difference.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { BOARD_DATA, ENGINE_VERSION, type GameEvent } from "@italia/engine";
import { afterAll, describe, expect, it } from "vitest";
import { type Bot, createBot, playGame } from "./index.js";
import { ExternalBot } from "./node.js";

const here = dirname(fileURLToPath(import.meta.url));
const FIXTURES = join(here, "__fixtures__/characterisation");
const UPDATE = process.env.UPDATE_CHARACTERISATION === "1";
const recorder = resolve(here, "testing/recorder-bot.mjs");
const work = mkdtempSync(join(tmpdir(), "italia-transcript-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Ten minutes per decision (below setTimeout's 2^31 ms): no answer can be late. */
const DECISION_MS = 600_000;
/** A minute to start the program, however loaded the machine. */
const STARTUP_MS = 60_000;

/** SHA-256 (hex) of a text, or of a value as `JSON.stringify` writes it. */
function digest(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return createHash("sha256").update(text).digest("hex");
}

/**
 * Compares `actual` with the fixture `name` (writes it instead under `UPDATE_CHARACTERISATION=1`).
 */
function pinned(name: string, actual: unknown): void {
  const file = join(FIXTURES, `${name}.json`);
  if (UPDATE) {
    mkdirSync(FIXTURES, { recursive: true });
    writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
    return;
  }
  if (!existsSync(file)) {
    expect.fail(`no fixture ${file}: write it with UPDATE_CHARACTERISATION=1 (see the header)`);
  }
  expect(actual, `differs from ${name}.json`).toEqual(JSON.parse(readFileSync(file, "utf8")));
}

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
