/**
 * Bot protocol version 2 (issue #25): a real program plays a whole game of another game than
 * Italia — Relay, the kit's cooperative test game with shared decisions — told the game, its seat
 * count, data and config in its hello, the other acting seats in each decide, the outcome at the
 * end; it may wait (`null`) at a shared decision, and malformed answers are strikes. Italia's bots
 * get version 2 when they ask for it, with every version-1 field kept.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { BOARD_DATA } from "@italia/engine";
import { type RelayConfig, relay } from "@italia/game-kit/testing";
import Ajv2020 from "ajv/dist/2020.js";
import { afterAll, describe, expect, it } from "vitest";
import type { Bot, GameBot } from "./bot.js";
import { ExternalBot } from "./external.js";
import { gamePackage } from "./game-package.js";
import { GameHost } from "./host.js";
import { GreedyBot } from "./italia/bots/greedy.js";
import { playGame } from "./italia/play-game.js";

type Relay = typeof relay;
const here = dirname(fileURLToPath(import.meta.url));
const v2Bot = resolve(here, "testing/v2-bot.mjs");
const recorder = resolve(here, "testing/recorder-bot.mjs");
const work = mkdtempSync(join(tmpdir(), "italia-v2-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ajv = new Ajv2020({ strict: true, allErrors: true });
for (const file of ["hello-v2", "decide-v2", "over-v2", "answer-v2", "host-message-v2"]) {
  ajv.addSchema(JSON.parse(readFileSync(resolve(here, `../schemas/${file}.schema.json`), "utf8")));
}

/** Fails unless every message is valid against the version-2 schema of its kind. */
function expectValidV2(messages: readonly Record<string, unknown>[]): void {
  for (const m of messages) {
    for (const file of [`${String(m.type)}-v2`, "host-message-v2"]) {
      const validate = ajv.getSchema(`urn:italia:bot-sdk:schema:${file}`)!;
      if (!validate(m)) expect.fail(`${file}: ${ajv.errorsText(validate.errors)}`);
    }
  }
}

const RELAY = gamePackage(relay, { data: { cards: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] } });
const CONFIG: RelayConfig = { players: 4, target: 30 };

/** Plays the first listed action (declines to support, so shared decisions stay open). */
const firstBot = (): GameBot<Relay> => ({
  name: "first",
  decide: (ctx) => ctx.actions.find((a) => a.type === "decline") ?? ctx.actions[0]!,
});

/** The messages the program read, parsed. */
function received(log: string): Record<string, unknown>[] {
  return readFileSync(log, "utf8")
    .split("\n")
    .filter((l) => l !== "")
    .flatMap((l) => {
      const entry = JSON.parse(l) as { in?: string };
      return entry.in === undefined ? [] : [JSON.parse(entry.in) as Record<string, unknown>];
    });
}

/** A whole Relay game with the program (in `mode`) at seat 1. */
async function relayGame(name: string, mode: string, seed: string) {
  const log = join(work, `${name}.jsonl`);
  const program = new ExternalBot({
    command: [process.execPath, v2Bot, log, mode],
    name,
    game: RELAY,
    startupMs: 60_000,
  });
  const players = [firstBot(), program, firstBot(), firstBot()];
  const host = GameHost.play(RELAY, CONFIG, seed, players, {
    timeControl: { decisionMs: 60_000 },
  });
  await host.runBots({ maxActions: 5_000 });
  await host.end();
  return { host, program, messages: received(log) };
}

describe("protocol version 2: a program plays another game than Italia", () => {
  it("is told the game, its seats, data and config, the other acting seats and the outcome; plays a whole game", async () => {
    const { host, program, messages } = await relayGame("pick", "pick", "v2 pick");
    expect(program.protocol).toBe(2);
    expect(host.strikes).toEqual([]);
    const record = host.record();
    expect(record.outcome).not.toBeNull();

    const hello = messages[0]!;
    expect(hello).toEqual({
      type: "hello",
      protocol: 2,
      game: { id: relay.info.id, version: relay.info.version },
      seat: 1,
      seats: 4,
      bot: "pick",
      data: RELAY.data,
      config: CONFIG,
      seed: host.settingsOf(1).seed,
      decisionMs: 60_000,
      bankMs: 0,
      startupMs: 60_000,
      turnActions: host.settingsOf(1).turnActions,
    });
    const decides = messages.filter((m) => m.type === "decide");
    expect(decides.length).toBeGreaterThan(0);
    for (const d of decides) {
      expect(Object.keys(d)).toEqual([
        "type",
        "id",
        "view",
        "legal",
        "events",
        "alsoActing",
        "timeLeftMs",
      ]);
      expect(d.alsoActing).not.toContain(1);
    }
    // a shared decision names the other seats that may answer
    expect(decides.some((d) => (d.alsoActing as number[]).length > 0)).toBe(true);
    expectValidV2(messages);
    const answer = ajv.getSchema("urn:italia:bot-sdk:schema:answer-v2")!;
    expect(answer({ id: 1, action: null })).toBe(true);
    expect(answer({ id: 1 })).toBe(false);
    const over = messages.at(-1)!;
    expect(over).toEqual({
      type: "over",
      view: relay.view(host.state, 1),
      outcome: record.outcome,
    });
  }, 60_000);

  it("a program may wait (null) at a shared decision: no strike, the others answer", async () => {
    const { host, messages } = await relayGame("wait", "wait", "v2 wait");
    expect(host.strikes).toEqual([]);
    const shared = messages.filter(
      (m) => m.type === "decide" && (m.alsoActing as number[]).length > 0,
    );
    expect(shared.length).toBeGreaterThan(0);
    expect(host.record().outcome).not.toBeNull();
  }, 60_000);

  it("malformed answers (not JSON, no action, an action not listed, null when alone) are strikes; the game goes on to its end", async () => {
    const { host, program, messages } = await relayGame("garbage", "garbage", "v2 garbage");
    const decides = messages.filter((m) => m.type === "decide");
    expect(decides.length).toBeGreaterThanOrEqual(3);
    expect(host.strikes.length).toBeGreaterThan(0);
    for (const s of host.strikes) {
      expect(s.seat).toBe(1);
      expect(["error", "illegal"]).toContain(s.reason);
    }
    const reasons = host.strikes.map((s) => s.message).join("\n");
    expect(reasons).toMatch(/not JSON|no "action"|illegal/);
    expect(program.restarts).toBe(0);
    expect(host.record().outcome).not.toBeNull();
    expect(messages.at(-1)!.type).toBe("over");
  }, 60_000);

  it("a protocol version the game does not speak is refused when the bot is made", () => {
    expect(() => new ExternalBot({ command: "true", game: RELAY, protocol: 1 })).toThrow(
      /relay bot programs speak protocol 2, not 1/,
    );
  });

  it("a game that lists version 1 brings its version-1 messages, or the bot is refused", () => {
    const claims = gamePackage(relay, { protocol: { ...RELAY.protocol, versions: [1, 2] } });
    expect(() => new ExternalBot({ command: "true", game: claims, protocol: 1 })).toThrow(
      /relay's package lists protocol 1 without its messages/,
    );
    expect(new ExternalBot({ command: "true", game: claims, protocol: 2 }).protocol).toBe(2);
  });
});

describe("protocol version 2 for Italia (asked for)", () => {
  it("keeps every version-1 field (players, board, limit, winner) beside the new ones", async () => {
    const log = join(work, "italia-v2.jsonl");
    const program = new ExternalBot({
      command: [process.execPath, recorder, log],
      name: "recorder",
      protocol: 2,
      startupMs: 60_000,
    });
    const bots: Bot[] = [new GreedyBot(), program, new GreedyBot()];
    const summary = await playGame(bots, {
      seed: "italia v2",
      limit: { rounds: 2 },
      timeControl: { decisionMs: 60_000 },
    });
    expect(summary.strikes).toEqual([]);
    const messages = received(log);
    expectValidV2(messages);
    const hello = messages[0]!;
    expect(hello).toMatchObject({
      type: "hello",
      protocol: 2,
      game: { id: "italia" },
      seat: 1,
      seats: 3,
      players: 3,
      config: { players: 3, limit: { rounds: 2 } },
      limit: { rounds: 2 },
    });
    expect(hello.data).toEqual(BOARD_DATA);
    expect(hello.board).toEqual(BOARD_DATA);
    for (const key of ["seed", "decisionMs", "bankMs", "startupMs", "turnActions", "bot"]) {
      expect(hello).toHaveProperty(key);
    }
    const decide = messages.find((m) => m.type === "decide")!;
    expect(decide.alsoActing).toEqual([]);
    for (const key of ["id", "view", "legal", "timeLeftMs", "events"]) {
      expect(decide).toHaveProperty(key);
    }
    const over = messages.at(-1)!;
    expect(over.type).toBe("over");
    expect(over.winner).toBe(summary.winner);
    expect((over.outcome as { ranks: number[] }).ranks).toEqual(summary.seats.map((s) => s.rank));
  }, 60_000);
});
