/**
 * A room's game in-process (no sockets): what happens when a person comes back to a seat whose
 * bot is still thinking.
 */
import { type Bot, fallbackAction, GreedyBot } from "@italia/bot-sdk";
import type { LegalMove } from "@italia/engine";
import { describe, expect, it } from "vitest";
import type { BotMaker } from "./bot-pool.js";
import { MISSED_TURNS_LIMIT, RoomGame, type RoomOutlet } from "./room-game.js";
import { SqliteRoomStore, type StoredRoom } from "./store.js";

/** Bots that answer at once, except for `slowSeat`, whose answers wait for `release`. */
function gatedBots(slowSeat: number) {
  let release = () => {};
  let asked = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const askedOnce = new Promise<void>((r) => {
    asked = r;
  });
  const maker: BotMaker = {
    make: (): Bot => {
      const greedy = new GreedyBot();
      return {
        name: "greedy",
        decide: (ctx) => {
          if (ctx.seat !== slowSeat) return greedy.decide(ctx);
          asked();
          return gate.then(() => greedy.decide(ctx));
        },
      };
    },
    release: () => {},
  };
  return { maker, asked: askedOnce, release: () => release() };
}

const quiet: RoomOutlet = { update: () => {}, seats: () => {}, timedOut: () => {} };

describe("a person back while the seat's bot thinks", () => {
  it("R13.3: the person's return wins: the bot's late answer is discarded and the person acts", async () => {
    const store = new SqliteRoomStore(":memory:");
    // Ada missed her turns: a bot plays her seat until she is back
    const room: StoredRoom = {
      id: "r1",
      terms: { seats: 3, limit: { rounds: 2 }, turnSeconds: 600, bot: "greedy" },
      seed: "back-wins",
      stage: "playing",
      seats: [{ seat: 0, name: "Ada", credentialHash: null, missed: MISSED_TURNS_LIMIT }],
      actions: [],
      turnDeadline: null,
      clockDeadline: null,
      createdAt: Date.now(),
    };
    store.createRoom(room);
    const bots = gatedBots(0);
    const game = new RoomGame(
      room,
      store,
      quiet,
      (e) => {
        throw e;
      },
      { bots: bots.maker },
    );
    try {
      game.resume();
      await bots.asked; // seat 0's bot is thinking
      game.back(0);
      expect(game.seatInfo()[0]!.bot).toBe(false);
      bots.release();
      await game.idle();
      const stored = store.getRoom("r1")!.actions as { seat?: number }[];
      expect(stored.filter((a) => a.seat === 0)).toEqual([]);
      const update = game.updateFor(0)!;
      expect(update.turn?.seat).toBe(0);
      expect(update.turn?.deadline).not.toBeNull();
      expect(update.legal).not.toBeNull();
      // the person's own action is taken
      expect(await game.act(0, fallbackAction(update.legal as LegalMove[]))).toBeNull();
      expect(store.getRoom("r1")!.actions.length).toBe(stored.length + 1);
    } finally {
      game.close();
      store.close();
    }
  });
});
