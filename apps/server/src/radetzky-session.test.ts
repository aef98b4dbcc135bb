/**
 * A Radetzky room's session, without sockets (the transport is `radetzky-rooms.test.ts`): fixed
 * seeds, an injected clock (the turn timer never fires), people scripted to seek fights so that
 * several seats share a decision (a fight's pool, RZ11.2). Every person who may act is sent the
 * decision with their legal moves and the turn's deadline; the first valid action counts (a
 * second answer to the same step is refused `STALE_DECISION`); the room's bots wait while a
 * person is among the actors; every payload keeps the other seats' hidden cards and the decks'
 * order secret.
 */
import { type RadetzkyConfig, radetzky } from "@italia/radetzky";
import { describe, expect, it } from "vitest";
import { MainThreadBots } from "./bot-pool.js";
import { type RoomOutlet, RoomSession, readAnswer } from "./room-session.js";
import type { StoredRoom } from "./store.js";
import type { RadetzkyTerms } from "./terms.js";
import {
  type RadetzkyUpdate,
  radetzkyLeaks,
  radetzkyStates,
  seekFights,
} from "./testing/radetzky.js";
import { openTestStore } from "./testing/test-store.js";

/** Waits until the room has nothing queued (an operation may queue the next). */
async function settle(game: RoomSession): Promise<void> {
  for (;;) {
    const queued = game.idle();
    await queued;
    await new Promise((r) => setImmediate(r));
    if (game.idle() === queued) return;
  }
}

const CLOCK = 1_700_000_000_000;

/** A started Radetzky room of `terms.seats` seats with `people` in it, every update kept. */
async function radetzkyRoom(
  seed: string,
  people: readonly number[],
  terms: Partial<RadetzkyTerms> = {},
  clock: { now: number; secondMs?: number } = { now: CLOCK },
) {
  const store = await openTestStore();
  const full: RadetzkyTerms = {
    seats: 3,
    mode: "basic",
    difficulty: 0,
    handInfo: "closed",
    turnSeconds: 600,
    bot: "greedy",
    watchDelay: 0,
    ...terms,
  };
  const room: StoredRoom = {
    id: `rz-${seed}`,
    game: "radetzky",
    terms: full,
    seed,
    stage: "lobby",
    seats: [],
    actions: [],
    turnDeadline: null,
    clockDeadline: null,
    createdAt: CLOCK,
    creator: "test-address",
  };
  await store.createRoom(room);
  const updates = new Map<number | null, RadetzkyUpdate[]>([[null, []]]);
  for (const s of people) updates.set(s, []);
  let spectatorSent: number | null = null;
  const faults: unknown[] = [];
  const send = (game: RoomSession, seat: number) => {
    const u = game.updateFor(seat);
    if (u) updates.get(seat)!.push(u as unknown as RadetzkyUpdate);
  };
  const outlet: RoomOutlet = {
    update: (game) => {
      for (const seat of game.peopleSeats()) send(game, seat);
      const u = game.spectatorUpdate(spectatorSent ?? 0, spectatorSent === null);
      if (u) {
        spectatorSent = u.step;
        updates.get(null)!.push(u as unknown as RadetzkyUpdate);
      }
    },
    seats: () => {},
    timedOut: (seat, away) => timedOut.push({ seat, away }),
  };
  const timedOut: { seat: number; away: boolean }[] = [];
  const game = new RoomSession(room, store, outlet, (e) => faults.push(e), {
    now: () => clock.now,
    bots: new MainThreadBots(),
    ...(clock.secondMs === undefined ? {} : { secondMs: clock.secondMs }),
  });
  const names = ["Ada", "Bea", "Cy", "Dan", "Eva"];
  for (const s of people) expect(await game.claim(names[s]!, s)).toMatchObject({ seat: s });
  for (const s of people) await game.presence(s, true);
  expect(await game.start(0)).toBeNull();
  const config: RadetzkyConfig = {
    players: full.seats,
    mode: full.mode,
    difficulty: full.difficulty,
    handInfo: full.handInfo,
  };
  const last = (seat: number) => updates.get(seat)!.at(-1)!;
  return { game, store, updates, faults, config, last, room, timedOut };
}

describe("a Radetzky room's session", () => {
  it("at a shared decision every person who may act is sent it; the first valid action counts; nothing secret reaches any seat or the spectator", async () => {
    const { game, store, updates, faults, config, last, room } = await radetzkyRoom(
      "s3",
      [0, 1, 2],
    );
    await settle(game);
    let shared = 0;
    for (let k = 0; k < 3000 && game.stage !== "over"; k++) {
      const waiting = [0, 1, 2].filter((s) => game.waitsFor(s));
      expect(waiting.length, "a person may act").toBeGreaterThan(0);
      const first = last(waiting[0]!);
      if (waiting.length > 1) {
        shared++;
        // every one of them is sent the decision: the same step, their own moves, one deadline
        for (const s of waiting) {
          const u = last(s);
          expect(u.step).toBe(first.step);
          expect(u.actors).toEqual(waiting);
          expect(u.legal?.length).toBeGreaterThan(0);
          expect(u.legal!.every((m) => m.seat === s)).toBe(true);
          expect(u.turn?.deadline).toBe(CLOCK + 600_000);
        }
        // the second person answers first; the first person's answer to the same step is stale
        const [a, b] = [waiting[1]!, waiting[0]!];
        const answer = (s: number) => ({
          ...seekFights(last(s).view, last(s).legal!),
          step: last(s).step,
        });
        const late = answer(b);
        expect(await game.act(a, answer(a))).toBeNull();
        expect(await game.act(b, late)).toMatchObject({ code: "STALE_DECISION" });
        await settle(game);
        continue;
      }
      expect(await game.act(waiting[0]!, seekFights(first.view, first.legal!))).toBeNull();
      await settle(game);
    }
    expect(game.stage).toBe("over");
    expect(shared).toBeGreaterThan(0);
    expect(faults).toEqual([]);
    const finalUpdate = last(0);
    expect(finalUpdate.result?.results).toHaveLength(3);
    // the record of the game: the platform's game-record/1, its steps the stored log
    const record = (await game.record()) as unknown as { format: string; steps: unknown[] };
    expect(record.format).toBe("game-record/1");
    const stored = (await store.getRoom(room.id))!;
    expect(record.steps).toHaveLength(stored.actions.length);
    // the secrecy scan: every payload of every seat and of the spectator
    const states = radetzkyStates(config, room.seed, stored.actions);
    for (const [seat, list] of updates) {
      expect(list.length).toBeGreaterThan(0);
      expect(radetzkyLeaks(list, seat, states), `seat ${seat}`).toEqual([]);
    }
    // the scan finds what is there: Bea's own hand, read as if Ada had been sent it
    expect(radetzkyLeaks(updates.get(1)!, 0, states).length).toBeGreaterThan(0);
  });

  it("the room's bots wait while a person is among the actors of a shared decision; the person's action then counts", async () => {
    let seen = 0;
    for (const seed of ["s0", "s2", "s3", "s5", "s6", "s8", "s10", "s13"]) {
      const { game, faults, last } = await radetzkyRoom(seed, [0], { bot: "greedy" });
      await settle(game);
      for (let k = 0; k < 3000 && game.stage !== "over"; k++) {
        expect(game.waitsFor(0), "the game waits for the person").toBe(true);
        const u = last(0);
        if (u.actors.length > 1) {
          seen++;
          // bots among the actors did not answer: the step is the one Ada was sent
          await settle(game);
          expect(game.updateFor(0)?.step).toBe(u.step);
          expect(u.turn?.deadline).toBe(CLOCK + 600_000);
        }
        expect(await game.act(0, seekFights(u.view, u.legal!))).toBeNull();
        await settle(game);
      }
      expect(game.stage).toBe("over");
      expect(faults).toEqual([]);
      if (seen > 0) break;
    }
    expect(seen, "a shared decision of a person and bots").toBeGreaterThan(0);
  });

  it("when the turn's time runs out at a shared decision, the room's bots stand in for every person among the actors; each missed the turn", async () => {
    // a second of the turn timer is 1 ms, but the injected clock decides when a deadline has
    // passed: while it stands still a firing timer only re-arms itself
    const clock = { now: CLOCK, secondMs: 1 };
    const { game, faults, last, timedOut } = await radetzkyRoom("s3", [0, 1, 2], {}, clock);
    await settle(game);
    let expired = false;
    for (let k = 0; k < 3000 && game.stage !== "over"; k++) {
      const waiting = [0, 1, 2].filter((s) => game.waitsFor(s));
      const u = last(waiting[0]!);
      if (waiting.length > 1 && !expired) {
        expired = true;
        const deadline = u.turn!.deadline!;
        expect(deadline).toBe(clock.now + 600);
        clock.now = deadline + 1;
        // the bound of the wait is the test's, not the behaviour's
        for (let i = 0; i < 600 && timedOut.length === 0; i++) {
          await new Promise((r) => setTimeout(r, 50));
        }
        await settle(game);
        expect(timedOut).toEqual(waiting.map((seat) => ({ seat, away: false })));
        expect(game.updateFor(waiting[0]!)!.step).toBeGreaterThan(u.step);
        continue;
      }
      expect(await game.act(waiting[0]!, seekFights(u.view, u.legal!))).toBeNull();
      await settle(game);
    }
    expect(expired).toBe(true);
    expect(game.stage).toBe("over");
    expect(faults).toEqual([]);
    // every seat is still its person's
    expect(game.seatInfo().map((s) => s.bot)).toEqual([false, false, false]);
    game.close();
  });

  it("spectators one turn behind see the game as it stood when the previous turn began, and all of it once over; nothing secret", async () => {
    const { game, updates, faults, last, store, room, config } = await radetzkyRoom("s5", [0], {
      watchDelay: 1,
    });
    await settle(game);
    for (let k = 0; k < 3000 && game.stage !== "over"; k++) {
      const u = last(0);
      const seen = updates.get(null)!.at(-1);
      if (seen) expect(seen.step).toBeLessThanOrEqual(u.step);
      expect(await game.act(0, seekFights(u.view, u.legal!))).toBeNull();
      await settle(game);
    }
    expect(game.stage).toBe("over");
    expect(faults).toEqual([]);
    const watched = updates.get(null)!;
    expect(watched.some((u) => u.step < last(0).step)).toBe(true);
    const final = watched.at(-1)! as RadetzkyUpdate & { delay: number };
    expect(final.step).toBe(last(0).step);
    expect(final.delay).toBe(0);
    const states = radetzkyStates(config, room.seed, (await store.getRoom(room.id))!.actions);
    expect(radetzkyLeaks(watched, null, states)).toEqual([]);
    game.close();
  });

  it("reads an action's optional step: a whole number, stripped before the rules see the action", async () => {
    expect(readAnswer({ type: "endTurn", seat: 0 })).toEqual({
      action: { type: "endTurn", seat: 0 },
      step: null,
    });
    expect(readAnswer({ type: "endTurn", seat: 0, step: 4 })).toEqual({
      action: { type: "endTurn", seat: 0 },
      step: 4,
    });
    for (const bad of [-1, 1.5, "4", null]) {
      expect(readAnswer({ type: "endTurn", seat: 0, step: bad })).toMatchObject({
        code: "BAD_ACTION",
      });
    }
    expect(readAnswer("x")).toEqual({ action: "x", step: null });
    expect(radetzky.parseAction({ type: "endTurn", seat: 0, step: 1 }).ok).toBe(false);
  });
});
