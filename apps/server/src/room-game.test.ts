/**
 * A room's game in-process (no sockets): what happens when a person comes back to a seat whose
 * bot is still thinking.
 */
import {
  actionFor,
  BOT_NAMES,
  type Bot,
  fallbackAction,
  GameHost,
  GreedyBot,
} from "@italia/bot-sdk";
import type { LegalMove } from "@italia/engine";
import { describe, expect, it } from "vitest";
import type { BotMaker } from "./bot-pool.js";
import {
  MISSED_TURNS_LIMIT,
  RESUMED_TURN_MS,
  RoomSession as RoomGame,
  type RoomOutlet,
} from "./room-session.js";
import type { StoredRoom } from "./store.js";
import { italiaRecord, italiaUpdate } from "./testing/italia-updates.js";
import { openTestStore } from "./testing/test-store.js";

/** A stored room for these tests: no actions, no deadlines, created now, unless `fields` say. */
function storedRoom(
  fields: Pick<StoredRoom, "id" | "terms" | "seed" | "stage" | "seats"> & Partial<StoredRoom>,
): StoredRoom {
  return {
    actions: [],
    turnDeadline: null,
    clockDeadline: null,
    createdAt: Date.now(),
    ...fields,
  };
}

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
    busy: () => false,
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
    const store = await openTestStore();
    // Ada missed her turns: a bot plays her seat until she is back
    const room = storedRoom({
      id: "r1",
      terms: { seats: 3, limit: { rounds: 2 }, turnSeconds: 600, bot: "greedy" },
      seed: "back-wins",
      stage: "playing",
      seats: [{ seat: 0, name: "Ada", credentialHash: null, missed: MISSED_TURNS_LIMIT }],
    });
    await store.createRoom(room);
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
      await game.resume();
      game.unpause(); // brought back with nobody connected it waits: played on as if watched
      await bots.asked; // seat 0's bot is thinking
      await game.back(0);
      expect(game.seatInfo()[0]!.bot).toBe(false);
      bots.release();
      await game.idle();
      const stored = (await store.getRoom("r1"))!.actions as { seat?: number }[];
      expect(stored.filter((a) => a.seat === 0)).toEqual([]);
      const update = italiaUpdate(game, 0)!;
      expect(update.turn?.seat).toBe(0);
      expect(update.turn?.deadline).not.toBeNull();
      expect(update.legal).not.toBeNull();
      // the person's own action is taken
      expect(await game.act(0, fallbackAction(update.legal as LegalMove[]))).toBeNull();
      expect((await store.getRoom("r1"))!.actions.length).toBe(stored.length + 1);
    } finally {
      game.close();
      await game.idle();
      await store.close();
    }
  });
});

describe("a person back while the room's bot finishes their late turn", () => {
  it("R13.3: a reconnect during the late turn leaves the turn to the bot, with no fault; the missed turn counts", async () => {
    const store = await openTestStore();
    // a game played by bots up to the start of seat 0's first turn after the setup (R5)
    const limit = { rounds: 3 };
    const seed = "late-turn";
    const past = GameHost.start({ players: 3, seed, limit }, [
      new GreedyBot(),
      new GreedyBot(),
      new GreedyBot(),
    ]);
    while (past.state.stage === "setup" || past.state.currentSeat !== 0) await past.step();
    // Ada missed one turn already: a reconnect resets her count, but her seat has no bot to hand back
    const room = storedRoom({
      id: "r2",
      terms: { seats: 3, limit, turnSeconds: 15, bot: "greedy" },
      seed,
      stage: "playing",
      seats: [{ seat: 0, name: "Ada", credentialHash: null, missed: 1 }],
      actions: past.record().steps.map((s) => s.action),
    });
    await store.createRoom(room);
    const bots = gatedBots(0);
    const faults: unknown[] = [];
    const timedOut: [number, boolean][] = [];
    const outlet: RoomOutlet = { ...quiet, timedOut: (seat, away) => timedOut.push([seat, away]) };
    // a 1 ms second: the 15 s turn runs out at once
    const game = new RoomGame(room, store, outlet, (e) => faults.push(e), {
      bots: bots.maker,
      secondMs: 1,
    });
    try {
      await game.resume();
      game.unpause(); // brought back with nobody connected it waits: played on as if watched
      await bots.asked; // Ada's turn ran out: the room's bot is finishing it
      await game.presence(0, true); // Ada reconnects meanwhile
      bots.release();
      await new Promise((r) => setTimeout(r, 50));
      expect(faults).toEqual([]);
      expect(timedOut[0]).toEqual([0, false]);
    } finally {
      game.close();
      await game.idle();
      await store.close();
    }
  });
});

describe("the server's clock in every update", () => {
  it("R13.3: an update carries the server's `now`, so a client can count the turn time down from it", async () => {
    const store = await openTestStore();
    let clock = 1_700_000_000_000;
    const room = storedRoom({
      id: "r3",
      terms: { seats: 3, limit: { rounds: 2 }, turnSeconds: 45, bot: "greedy" },
      seed: "server-now",
      stage: "playing",
      seats: [{ seat: 0, name: "Ada", credentialHash: null, missed: 0 }],
      createdAt: clock,
    });
    await store.createRoom(room);
    const game = new RoomGame(
      room,
      store,
      quiet,
      (e) => {
        throw e;
      },
      { now: () => clock },
    );
    try {
      await game.resume();
      await game.presence(0, true); // Ada connects: the game brought back is played again
      await game.idle(); // the setup's first decision is Ada's: her turn time starts now
      const first = italiaUpdate(game, 0)!;
      expect(first.turn?.seat).toBe(0);
      expect(first.now).toBe(clock);
      expect(first.turn!.deadline! - first.now).toBe(45_000);
      // later, the same turn: the deadline stays, the server's `now` moves on
      clock += 12_000;
      const later = italiaUpdate(game, 0)!;
      expect(later.now).toBe(clock);
      expect(later.turn!.deadline! - later.now).toBe(33_000);
    } finally {
      game.close();
      await game.idle();
      await store.close();
    }
  });
});

describe("names in a lobby", () => {
  it("R13.1: a seat is not given to a name a player of the room already has, whatever its case (two joins racing past the reservation check)", async () => {
    const store = await openTestStore();
    const room = storedRoom({
      id: "names",
      terms: { seats: 4, limit: { rounds: 2 }, turnSeconds: 60, bot: "random" },
      seed: "names",
      stage: "lobby",
      seats: [],
    });
    await store.createRoom(room);
    const game = new RoomGame(room, store, quiet, (e) => {
      throw e;
    });
    expect(await game.claim("Ada", null)).toMatchObject({ seat: 0 });
    expect(await game.claim("aDA", null)).toMatchObject({ code: "NAME_TAKEN" });
    expect(await game.claim("Bea", null)).toMatchObject({ seat: 1 });
    expect(game.seatInfo().map((s) => s.name)).toEqual(["Ada", "Bea", null, null]);
    await store.close();
  });
});

describe("a game nobody is connected to", () => {
  it("R13.3, R11.4: is paused (stored), strikes no seat and keeps its clocks while paused; played again, the clock goes on with the time it had and the turn with what was left (at least RESUMED_TURN_MS)", async () => {
    const store = await openTestStore();
    let clock = 1_700_000_000_000;
    const room = storedRoom({
      id: "r4",
      terms: { seats: 3, limit: { minutes: 30 }, turnSeconds: 45, bot: "greedy" },
      seed: "server-now",
      stage: "playing",
      seats: [{ seat: 0, name: "Ada", credentialHash: null, missed: 0 }],
      clockDeadline: clock + 30 * 60_000,
      createdAt: clock,
    });
    await store.createRoom(room);
    const game = new RoomGame(
      room,
      store,
      quiet,
      (e) => {
        throw e;
      },
      { now: () => clock },
    );
    try {
      // brought back with nobody connected: paused at once, and stored as such
      await game.resume();
      await game.idle();
      expect(game.paused).toBe(true);
      expect((await store.getRoomHead("r4"))!.pausedAt).toBe(clock);
      await game.presence(0, true);
      expect(game.paused).toBe(false);
      expect((await store.getRoomHead("r4"))!.pausedAt).toBeNull();
      await game.idle(); // the setup's first decision is Ada's
      expect(italiaUpdate(game, 0)!.turn).toEqual({ seat: 0, deadline: clock + 45_000 });
      // 40 s into her turn Ada leaves, the last one connected: the game stops for an hour
      clock += 40_000;
      await game.presence(0, false);
      expect(game.paused).toBe(true);
      expect((await store.getRoomHead("r4"))!.pausedAt).toBe(clock);
      const steps = (await store.getRoom("r4"))!.actions.length;
      clock += 3_600_000;
      await new Promise((r) => setTimeout(r, 50));
      await game.idle();
      expect((await store.getRoom("r4"))!.actions.length).toBe(steps);
      expect((await store.getRoomHead("r4"))!.seats[0]!.missed).toBe(0);
      // back: 5 s of her turn were left, she gets RESUMED_TURN_MS; the clock had 29 m 20 s left
      await game.presence(0, true);
      const update = italiaUpdate(game, 0)!;
      expect(update.turn).toEqual({ seat: 0, deadline: clock + RESUMED_TURN_MS });
      expect(update.clockDeadline).toBe(clock + 30 * 60_000 - 40_000);
      expect(await store.getRoomHead("r4")).toMatchObject({
        pausedAt: null,
        turnDeadline: clock + RESUMED_TURN_MS,
        clockDeadline: clock + 30 * 60_000 - 40_000,
      });
    } finally {
      game.close();
      await game.idle();
      await store.close();
    }
  });
});

describe("a game paused before a restart", () => {
  it("R11.4: keeps its stored pause: the server's downtime during the pause is not counted against its clock", async () => {
    const store = await openTestStore();
    let clock = 1_700_000_000_000;
    // paused two days ago with 10 minutes left on its clock; the server restarts now
    const room = storedRoom({
      id: "r5",
      terms: { seats: 3, limit: { minutes: 30 }, turnSeconds: 45, bot: "greedy" },
      seed: "server-now",
      stage: "playing",
      seats: [{ seat: 0, name: "Ada", credentialHash: null, missed: 0 }],
      clockDeadline: clock - 2 * 86_400_000 + 600_000,
      createdAt: clock - 2 * 86_400_000 - 1_200_000,
      pausedAt: clock - 2 * 86_400_000,
    });
    await store.createRoom(room);
    await store.pauseRoom(room.id, room.pausedAt!, room);
    const stored = (await store.getRoom("r5"))!;
    expect(stored.pausedAt).toBe(room.pausedAt);
    const game = new RoomGame(
      stored,
      store,
      quiet,
      (e) => {
        throw e;
      },
      { now: () => clock },
    );
    try {
      await game.resume();
      expect(game.paused).toBe(true);
      expect((await store.getRoomHead("r5"))!.pausedAt).toBe(room.pausedAt);
      clock += 5_000;
      await game.presence(0, true);
      expect(italiaUpdate(game, 0)!.clockDeadline).toBe(clock + 600_000);
    } finally {
      game.close();
      await game.idle();
      await store.close();
    }
  });
});

describe("the turn timer", () => {
  it("R13.3: gives a time per turn: placing, attacking and occupying inside one turn keep the deadline; the next turn gets a new one", async () => {
    const store = await openTestStore();
    let clock = 1_700_000_000_000;
    // a game played by bots up to the start of seat 0's first turn after the setup (R5)
    const limit = { rounds: 4 };
    const seed = "one-deadline-per-turn";
    const past = GameHost.start({ players: 3, seed, limit }, [
      new GreedyBot(),
      new GreedyBot(),
      new GreedyBot(),
    ]);
    while (past.state.stage === "setup" || past.state.currentSeat !== 0) await past.step();
    const room = storedRoom({
      id: "r5",
      terms: { seats: 3, limit, turnSeconds: 60, bot: "greedy" },
      seed,
      stage: "playing",
      seats: [{ seat: 0, name: "Ada", credentialHash: null, missed: 0 }],
      actions: past.record().steps.map((s) => s.action),
      createdAt: clock,
    });
    await store.createRoom(room);
    const game = new RoomGame(
      room,
      store,
      quiet,
      (e) => {
        throw e;
      },
      { now: () => clock },
    );
    try {
      await game.resume();
      await game.presence(0, true);
      await game.idle();
      let update = italiaUpdate(game, 0)!;
      const deadline = update.turn!.deadline!;
      expect(deadline).toBe(clock + 60_000);
      // Ada places everything, attacks up to three times, occupies, then passes: 5 s a move
      const stages: string[] = [];
      const round = update.view.round;
      let attacks = 0;
      while (update.turn?.seat === 0 && update.legal && update.view.round === round) {
        stages.push(update.view.stage as string);
        expect(update.turn.deadline).toBe(deadline);
        const legal = update.legal;
        const pick = (type: string) => legal.find((m) => m.type === type);
        const attack = attacks < 3 ? pick("attack") : undefined;
        const move = pick("place") ?? pick("occupy") ?? attack ?? pick("endTurn") ?? legal[0]!;
        if (move === attack) attacks++;
        clock += 5_000;
        const max = (move as { max?: number }).max;
        expect(await game.act(0, actionFor(move, max))).toBeNull();
        await game.idle();
        update = italiaUpdate(game, 0)!;
      }
      // the turn went through several stages, all under its first deadline
      expect(new Set(stages).size).toBeGreaterThan(1);
      expect(attacks).toBeGreaterThan(0);
      // her next turn has a deadline of its own
      expect(update.turn?.seat).toBe(0);
      expect(update.view.round).toBe(round + 1);
      expect(update.turn!.deadline).toBe(clock + 60_000);
      expect(update.turn!.deadline).toBeGreaterThan(deadline);
    } finally {
      game.close();
      await game.idle();
      await store.close();
    }
  });
});

describe("the record of an online game", () => {
  it("R13.1: names each bot seat as the players saw it, and the person by her name", async () => {
    const store = await openTestStore();
    // Ada plays the safe move at each of her decisions; the room's bots play the other seats
    const room = storedRoom({
      id: "r6",
      terms: { seats: 4, limit: { rounds: 1 }, turnSeconds: 600, bot: "greedy" },
      seed: "bot-names",
      stage: "playing",
      seats: [{ seat: 1, name: "Ada", credentialHash: null, missed: 0 }],
    });
    await store.createRoom(room);
    const game = new RoomGame(room, store, quiet, (e) => {
      throw e;
    });
    try {
      await game.resume();
      await game.presence(1, true);
      await game.idle();
      for (let i = 0; i < 5000 && (await italiaRecord(game)) === null; i++) {
        const legal = italiaUpdate(game, 1)?.legal;
        if (legal) expect(await game.act(1, fallbackAction(legal as LegalMove[]))).toBeNull();
        await game.idle();
      }
      const record = await italiaRecord(game);
      expect(record).not.toBeNull();
      expect(record!.seats?.map((s) => s.name)).toEqual([
        BOT_NAMES[0],
        "Ada",
        BOT_NAMES[2],
        BOT_NAMES[3],
      ]);
      expect(record!.seats?.[0]?.bot).toBe("greedy");
    } finally {
      game.close();
      await game.idle();
      await store.close();
    }
  });
});

describe("the in-game menu", () => {
  it("R13.3: a person hands her seat to the bot and takes it back; once she resigns, a bot plays it to the end, for good, marked in the seats and the record", async () => {
    const store = await openTestStore();
    const room = storedRoom({
      id: "r7",
      terms: { seats: 3, limit: { rounds: 3 }, turnSeconds: 600, bot: "greedy" },
      seed: "menu",
      stage: "playing",
      seats: [{ seat: 0, name: "Ada", credentialHash: null, missed: 0 }],
    });
    await store.createRoom(room);
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
    const untilAdaActs = async () => {
      for (let i = 0; i < 1000 && !italiaUpdate(game, 0)?.legal; i++) await game.idle();
      return italiaUpdate(game, 0)!;
    };
    try {
      await game.resume();
      await game.presence(0, true);
      const first = await untilAdaActs();
      expect(first.legal).not.toBeNull();
      // to the bot: the bot takes her decision at once; her actions are refused meanwhile
      expect(await game.toBot(0)).toBeNull();
      expect(game.seatInfo()[0]).toMatchObject({ away: true, bot: true, resigned: false });
      expect((await game.toBot(0))?.code).toBe("SEAT_AWAY");
      await bots.asked; // seat 0's bot is thinking
      expect(italiaUpdate(game, 0)!.legal).toBeNull();
      // and back: the decision is hers again (the bot's late answer is dropped)
      expect(await game.back(0)).toBe(true);
      expect(game.seatInfo()[0]).toMatchObject({ away: false, bot: false });
      bots.release();
      const again = await untilAdaActs();
      expect(again.step).toBe(first.step);
      expect(await game.act(0, fallbackAction(again.legal as LegalMove[]))).toBeNull();
      // she resigns: for good, whatever she sends or however she comes back
      expect(await game.resign(0)).toBeNull();
      expect(game.seatInfo()[0]).toMatchObject({ resigned: true, bot: true, away: false });
      expect((await store.getRoomHead("r7"))!.seats.find((s) => s.seat === 0)?.resigned).toBe(true);
      expect(await game.back(0)).toBe(false);
      await game.presence(0, false);
      await game.presence(0, true);
      expect(game.seatInfo()[0]!.resigned).toBe(true);
      expect((await game.toBot(0))?.code).toBe("SEAT_RESIGNED");
      expect((await game.resign(0))?.code).toBe("SEAT_RESIGNED");
      for (let i = 0; i < 1000 && (await italiaRecord(game)) === null; i++) {
        const legal = italiaUpdate(game, 0)?.legal;
        if (legal)
          expect((await game.act(0, fallbackAction(legal as LegalMove[])))?.code).toBe(
            "SEAT_RESIGNED",
          );
        await game.idle();
      }
      const record = (await italiaRecord(game))!;
      expect(record.seats?.[0]).toEqual({ name: "Ada", bot: "greedy", standIn: "resigned" });
    } finally {
      game.close();
      await game.idle();
      await store.close();
    }
  });
});

describe("a rematch's lobby", () => {
  it("R13.1: keeps the seats of the people invited; those who have not come when the game starts are bots' seats", async () => {
    const store = await openTestStore();
    const hash = (c: string) => Buffer.from(c.padEnd(32, "x"));
    const room = storedRoom({
      id: "r8",
      terms: { seats: 3, limit: { rounds: 1 }, turnSeconds: 60, bot: "greedy" },
      seed: "rematch",
      stage: "lobby",
      seats: [
        { seat: 0, name: "Bea", credentialHash: hash("b"), missed: 0 },
        { seat: 1, name: "Ada", credentialHash: hash("a"), missed: 0, invited: true },
        { seat: 2, name: "Cid", credentialHash: hash("c"), missed: 0, invited: true },
      ],
    });
    await store.createRoom(room);
    const game = new RoomGame(room, store, quiet, (e) => {
      throw e;
    });
    try {
      expect(game.seatInfo().map((s) => s.invited)).toEqual([false, true, true]);
      // a newcomer cannot take a kept seat, nor a kept name
      expect(((await game.claim("Dan", 1)) as { code?: string }).code).toBeDefined();
      expect(game.nameTaken("ada")).not.toBeNull();
      // Ada comes: her seat is hers; Cid does not
      await game.presence(1, true);
      expect(game.seatInfo()[1]).toMatchObject({ name: "Ada", invited: false });
      expect(
        (await store.getRoomHead("r8"))!.seats.find((s) => s.seat === 1)?.invited,
      ).toBeUndefined();
      expect(await game.start(0)).toBeNull();
      expect(game.seatInfo().map((s) => [s.name, s.bot])).toEqual([
        ["Bea", false],
        ["Ada", false],
        [null, true],
      ]);
      expect(
        (await store.getRoomHead("r8"))!.seats.find((s) => s.seat === 2)?.name ?? null,
      ).toBeNull();
    } finally {
      game.close();
      await game.idle();
      await store.close();
    }
  });
});
