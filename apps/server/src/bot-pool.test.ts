/**
 * Room bots think in worker threads (the built `dist/bot-worker.js`): the same decisions as on the
 * main thread, and a person's action is shown before the bots play on.
 */
import { Worker } from "node:worker_threads";
import { createBot, decisionContext, GameHost, remoteContext } from "@italia/bot-sdk";
import { type PlayerAction, Prng, seedRng } from "@italia/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BotPool, type FromWorker, type ToWorker } from "./bot-pool.js";
import type { BotLevel } from "./terms.js";
import {
  createRoom,
  removeDir,
  type ServerProcess,
  startProcess,
  tempDir,
  type Update,
} from "./testing/harness.js";

const script = new URL("../dist/bot-worker.js", import.meta.url);
const owner = { room: "r", address: "127.0.0.1" };

/** The actions of a game of `level` bots, their bots made by `make`. */
async function game(
  make: (level: BotLevel) => ReturnType<typeof createBot>,
  level: BotLevel,
  maxActions?: number,
) {
  const host = GameHost.start(
    { players: 3, seed: `pool ${level}`, limit: { rounds: 3 } },
    [make(level), make(level), make(level)],
    { timeControl: { decisionMs: 120_000 } },
  );
  await host.runBots(maxActions === undefined ? {} : { maxActions });
  return { actions: host.actions, strikes: host.strikes };
}

describe("the bot pool", () => {
  const pool = new BotPool(2, script);
  afterAll(() => pool.close());

  it("plays the same game as bots on the main thread (greedy, a whole game)", async () => {
    const main = await game(createBot, "greedy");
    const off = await game((l) => pool.make(l, owner), "greedy");
    expect(off.strikes).toEqual([]);
    expect(off.actions).toEqual(main.actions);
  });

  it("keeps each strong bot's memory on its worker: the same decisions as on the main thread", async () => {
    const main = await game(createBot, "strong", 25);
    const off = await game((l) => pool.make(l, owner), "strong", 25);
    expect(off.strikes).toEqual([]);
    expect(off.actions).toEqual(main.actions);
  }, 120_000);
});

describe("a bot worker asked to stop (the pool's cut, for a less-served client's decision)", () => {
  /**
   * A decision of a greedy game where the strong bot's search changes its choice (so the test can
   * tell a cut decision from a searched one), asked of a worker whose cut flag holds `cutId` as
   * decision `id`; and the same bot's answers on the main thread with no time at all and with all
   * the time it wants.
   */
  async function searchedDecision(id: number, cutId: number) {
    const host = GameHost.start(
      { players: 3, seed: "cut test" },
      [0, 1, 2].map(() => createBot("greedy")),
      { timeControl: { decisionMs: 120_000 } },
    );
    const context = (deadline: number) => {
      const state = host.state;
      const base = decisionContext(state, { seat: state.currentSeat });
      return remoteContext({
        seat: base.seat,
        view: base.view,
        legal: base.legal,
        events: [],
        settings: base.settings,
        rng: new Prng(seedRng("r")),
        deadline,
      });
    };
    let quick: PlayerAction | null = null;
    let full: PlayerAction | null = null;
    for (let tries = 0; tries < 200; tries++) {
      await host.runBots({ maxActions: 1 });
      if (host.state.stage !== "attack") continue;
      quick = await createBot("strong").decide(context(0));
      full = await createBot("strong").decide(context(Date.now() + 120_000));
      if (JSON.stringify(quick) !== JSON.stringify(full)) break;
    }
    const ctx = context(Date.now() + 120_000);
    const cut = new Int32Array(new SharedArrayBuffer(4));
    Atomics.store(cut, 0, cutId);
    const worker = new Worker(script, { workerData: { cut } });
    try {
      const message: ToWorker = {
        type: "decide",
        id,
        bot: 1,
        level: "strong",
        decision: {
          seat: ctx.seat,
          view: ctx.view,
          legal: ctx.legal,
          events: [],
          settings: ctx.settings,
          rng: new Prng(seedRng("r")).state(),
          deadline: ctx.deadline,
        },
      };
      const answer = new Promise<FromWorker>((resolve) => worker.once("message", resolve));
      worker.postMessage(message);
      const reply = await answer;
      if (!("action" in reply)) throw new Error(reply.error);
      return { action: reply.action, quick, full };
    } finally {
      await worker.terminate();
    }
  }

  it("answers at once with the bot's no-time choice when its decision is cut", async () => {
    const { action, quick, full } = await searchedDecision(7, 7);
    // the position is one where the search changes the choice: the test can tell the two apart
    expect(full).not.toEqual(quick);
    expect(action).toEqual(quick);
  }, 60_000);

  it("searches as usual when the cut names another decision", async () => {
    const { action, full } = await searchedDecision(8, 7);
    expect(action).toEqual(full);
  }, 60_000);
});

describe("a room with strong bots", () => {
  let dir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dir = tempDir();
    server = await startProcess(dir, ["--web", "none", "--bot-threads", "1"]);
  });
  afterAll(async () => {
    await server?.stop();
    removeDir(dir);
  });

  /**
   * Plays the person's decisions in a new room (all armies on one region, then «Passa») and returns
   * the step of the «Passa», or `null` when the strong bots end the game before the person's first
   * «Passa» (a bot can win in its first turn; the server deals each room from a secret seed).
   */
  async function untilPass(): Promise<{
    ada: Awaited<ReturnType<typeof createRoom>>;
    acted: number;
    from: number;
  } | null> {
    const ada = await createRoom(server.ws, {
      seats: 3,
      rounds: 2,
      turnSeconds: 60,
      bot: "strong",
    });
    ada.room.send("start", {});
    let from = 0;
    for (;;) {
      const m = await ada.next(
        (x) =>
          x.type === "update" &&
          ((x.payload as Update).legal !== null || (x.payload as Update).result !== null),
        60_000,
        from,
      );
      from = ada.received.indexOf(m) + 1;
      const u = m.payload as Update;
      if (u.result !== null) {
        ada.room.leave();
        return null;
      }
      const end = u.legal!.find((x) => x.type === "endTurn");
      const place = u.legal!.find((x) => x.type === "place") as
        | { region: string; max: number }
        | undefined;
      if (end) {
        ada.room.send("action", { type: "endTurn", seat: 0 });
        return { ada, acted: u.step, from };
      }
      ada.room.send("action", { type: "place", seat: 0, region: place!.region, count: place!.max });
    }
  }

  it("shows a person's action at once, then the bots' actions as they play (R13)", async () => {
    let played = await untilPass();
    for (let room = 1; played === null && room < 5; room++) played = await untilPass();
    expect(played, "five rooms ended before the person's first «Passa»").not.toBeNull();
    const { ada, acted, from } = played!;
    // the first update after «Passa» holds only that action: the bots' turns come after it
    const next = (await ada.next((m) => m.type === "update", 60_000, from)).payload as Update;
    expect(next.step).toBe(acted + 1);
    expect(next.turn?.seat).not.toBe(0);
    const later = (
      await ada.upcoming((m) => m.type === "update" && (m.payload as Update).step > acted + 1)
    ).payload as Update;
    expect(later.step).toBeGreaterThan(acted + 1);
  }, 300_000);
});
