/**
 * Characterisation test of a room's game: every message a seat (and a spectator) is sent through
 * a whole online game, pinned byte for byte, so that a refactor of the room code (making it
 * generic over games) shows at once if a client would be sent anything else. It asserts no rule:
 * only that nothing changed, plus a few invariants of the update stream (`since` continues the
 * previous `step`; legal moves only for the seat to act).
 *
 * The game: a {@link RoomGame} built directly (no sockets) on an in-memory store, from a lobby with
 * two people (Ada in seat 0, Bea in seat 2) and two greedy bots, a fixed seed and fixed terms
 * (4 seats, 4 rounds, 600-second turns, spectators one turn behind). The clock is injected and
 * moves only when the test says (a second before each person's action), so every `now` and
 * deadline is fixed; the real turn timer (10 minutes) never fires. The outlet does what the
 * transport does (`GameRoom`, `WatchRoom`): after each change it sends each connected
 * person `updateFor(seat)` and the spectator `spectatorUpdate(sent)`, and records `seats`
 * messages. The people answer by a fixed rule from their update's legal moves; Bea leaves and
 * comes back once (her next update carries the whole game).
 *
 * Pinned (fixture `__fixtures__/characterisation/update-sequence.json`): per stream (seat 0,
 * seat 2, spectator, seats messages) the number of messages and their SHA-256, with one readable
 * line per update (step, since, actions, events, legal moves, whose turn and its deadline), the
 * served record's digest and the stored action log's digest.
 *
 * To regenerate the fixture on purpose (never to make a failing refactor pass), run from
 * `apps/server` (after `pnpm exec tsup --silent`):
 *
 * ```sh
 * UPDATE_CHARACTERISATION=1 pnpm exec vitest run src/update-sequence.test.ts
 * pnpm exec biome check --write src/__fixtures__/characterisation
 * ```
 *
 * and review the diff. By default the test only compares, and fails on any difference.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  checkRecord,
  ENGINE_VERSION,
  type LegalMove,
  moveAction,
  type PlayerAction,
} from "@italia/engine";
import { describe, expect, it } from "vitest";
import { MainThreadBots } from "./bot-pool.js";
import { RoomSession as RoomGame, type RoomOutlet } from "./room-session.js";
import type { StoredRoom } from "./store.js";
import {
  type ItaliaSeatUpdate,
  type ItaliaSpectatorUpdate,
  italiaRecord,
  italiaSpectatorUpdate,
  italiaUpdate,
} from "./testing/italia-updates.js";
import { openTestStore } from "./testing/test-store.js";

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "__fixtures__/characterisation");
const UPDATE = process.env.UPDATE_CHARACTERISATION === "1";

/** SHA-256 (hex) of a value as `JSON.stringify` writes it. */
function digest(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
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

/**
 * A person's action, chosen from the legal moves by a fixed rule (independent of any bot): the
 * first 3-dice attack at three of every four decisions, else «Passa» when listed, else the first
 * move with the most armies.
 */
function personAction(legal: readonly LegalMove[], k: number): PlayerAction {
  const attack = legal.find((m) => m.type === "attack" && m.maxDice === 3);
  if (attack && k % 4 !== 3) return moveAction(attack, 3);
  const pass = legal.find((m) => m.type === "endTurn");
  if (pass) return moveAction(pass);
  const first = legal[0]!;
  return moveAction(first, "max" in first ? first.max : undefined);
}

/** One readable line per update: what changes from one to the next, without the view. */
function line(u: ItaliaSeatUpdate | ItaliaSpectatorUpdate): string {
  const turn = u.turn
    ? `turn ${u.turn.seat}${u.turn.deadline === null ? "" : ` +${u.turn.deadline - u.now}ms`}`
    : "no turn";
  const types = u.actions.map((a) => `${a.seat ?? "-"}${a.type}`).join(",");
  return [
    `step ${u.since}->${u.step}`,
    `[${types.length > 60 ? `${types.slice(0, 60)}…` : types}]`,
    `events ${u.events.length}`,
    `legal ${u.legal === null ? "-" : u.legal.length}`,
    turn,
    u.result ? `over ${u.result.endReason} ${u.result.winner}` : "",
  ]
    .join(" ")
    .trimEnd();
}

/** Waits until the room has nothing queued (an operation may queue the next). */
async function settle(game: RoomGame): Promise<void> {
  for (;;) {
    const queued = game.idle();
    await queued;
    await new Promise((r) => setImmediate(r));
    if (game.idle() === queued) return;
  }
}

describe("characterisation: what a room sends each seat through a whole game", () => {
  it("the same updates per seat, spectator updates and seats messages for a fixed seed, terms, clock and people's play", async () => {
    const store = await openTestStore();
    let clock = 1_700_000_000_000;
    const room: StoredRoom = {
      id: "pin-room",
      terms: { seats: 4, limit: { rounds: 4 }, turnSeconds: 600, bot: "greedy", watchDelay: 1 },
      seed: "pin-server",
      stage: "lobby",
      seats: [],
      actions: [],
      turnDeadline: null,
      clockDeadline: null,
      createdAt: clock,
      creator: "pin-address",
    };
    await store.createRoom(room);

    const connected = new Set<number>();
    const updates: ItaliaSeatUpdate[][] = [[], [], [], []];
    const spectator: ItaliaSpectatorUpdate[] = [];
    let spectatorSent: number | null = null;
    const seatsMessages: unknown[] = [];
    const timedOut: unknown[] = [];
    const send = (game: RoomGame, seat: number) => {
      const u = italiaUpdate(game, seat);
      if (u) updates[seat]!.push(u);
    };
    const outlet: RoomOutlet = {
      update: (game) => {
        for (const seat of game.peopleSeats()) if (connected.has(seat)) send(game, seat);
        const u = italiaSpectatorUpdate(game, spectatorSent ?? 0, spectatorSent === null);
        if (u) {
          spectatorSent = u.step;
          spectator.push(u);
        }
      },
      seats: (game) => seatsMessages.push(game.seatsState()),
      timedOut: (seat, away) => timedOut.push({ seat, away }),
    };
    const faults: unknown[] = [];
    const game = new RoomGame(room, store, outlet, (e) => faults.push(e), {
      now: () => clock,
      bots: new MainThreadBots(),
    });
    const join = async (seat: number) => {
      connected.add(seat);
      await game.presence(seat, true);
      send(game, seat); // a joining client is sent the game at once (once it has started)
    };
    try {
      expect(await game.claim("Ada", 0)).toMatchObject({ seat: 0 });
      expect(await game.claim("Bea", 2)).toMatchObject({ seat: 2 });
      await join(0);
      await join(2);
      clock += 5_000;
      expect(await game.start(0)).toBeNull();
      await settle(game);

      let k = 0;
      for (; k < 2000 && game.stage !== "over"; k++) {
        const seat = [0, 2].find((s) => game.waitsFor(s));
        expect(seat, "a person is to act").toBeDefined();
        const last = updates[seat!]!.at(-1)!;
        expect(last.legal).not.toBeNull();
        clock += 1_000;
        expect(await game.act(seat!, personAction(last.legal!, k))).toBeNull();
        await settle(game);
        if (k === 6) {
          // Bea leaves and comes back: her next update carries the whole game
          connected.delete(2);
          await game.presence(2, false);
          clock += 2_000;
          await join(2);
          expect(updates[2]!.at(-1)!.since).toBe(0);
          await settle(game);
        }
      }
      expect(game.stage).toBe("over");
      expect(faults).toEqual([]);
      expect(timedOut).toEqual([]);

      // the stream's invariants
      for (const seat of [0, 2]) {
        const list = updates[seat]!;
        let previous = 0;
        for (const u of list) {
          if (u.since !== 0) expect(u.since).toBe(previous);
          expect(u.step).toBeGreaterThanOrEqual(u.since);
          expect(u.actions.length).toBe(u.step - u.since);
          expect(u.events.length).toBe(u.actions.reduce((n, a) => n + a.events, 0));
          if (u.legal !== null) expect(u.turn?.seat).toBe(seat);
          expect(u.now).toBeLessThanOrEqual(clock);
          previous = u.step;
        }
        expect(list.at(-1)!.result).not.toBeNull();
      }
      expect(updates[1]).toEqual([]);
      expect(updates[3]).toEqual([]);

      // served as game-record/1; read back as Italia's own record, its result is the one pinned
      const record = (await italiaRecord(game))!;
      expect(record).toMatchObject({ format: "game-record/1", game: "italia" });
      expect(record.version).toBe(ENGINE_VERSION);
      const italiaForm = checkRecord(JSON.parse(JSON.stringify(record)));
      if (!italiaForm.ok) throw new Error(italiaForm.error.message);
      const stored = (await store.getRoom("pin-room"))!;
      expect(stored.actions).toEqual(italiaForm.record.steps.map((s) => s.action));
      const stream = (list: readonly (ItaliaSeatUpdate | ItaliaSpectatorUpdate)[]) => ({
        count: list.length,
        sha256: digest(list),
        lines: list.map(line),
      });
      pinned("update-sequence", {
        personActions: k,
        seat0: stream(updates[0]!),
        seat2: stream(updates[2]!),
        spectator: stream(spectator),
        seats: { count: seatsMessages.length, sha256: digest(seatsMessages) },
        lastSeats: seatsMessages.at(-1),
        result: italiaForm.record.result,
        steps: record.steps.length,
        recordSha256: digest({ ...record, version: "<engine>" }),
        storedActionsSha256: digest(stored.actions),
      });
    } finally {
      game.close();
      await game.idle();
      await store.close();
    }
  });
});
