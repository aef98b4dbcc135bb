import { actionFor } from "@italia/bot-sdk";
import { apply, eventsFor, type GameEvent, newGame } from "@italia/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createRoom,
  eventually,
  joinRoom,
  removeDir,
  type Seat,
  type ServerProcess,
  startProcess,
  tempDir,
  type Update,
} from "./testing/harness.js";
import { readStoredRoom } from "./testing/test-store.js";

/** The fields of an `update` this test reads beyond {@link Update}'s. */
interface StreamUpdate extends Update {
  since: number;
  actions: { seat: number | null; type: string; events: number; timedOut?: true }[];
}

/** One seat's stream as its client would keep it: restarted by an update `since` 0. */
interface Stream {
  step: number;
  events: unknown[];
  actions: StreamUpdate["actions"];
  /** Problems found while reading (a gap or an overlap between updates). */
  problems: string[];
}

/** Reads a seat's updates, in the order received, into its stream. */
function streamOf(seat: Seat): Stream {
  const stream: Stream = { step: 0, events: [], actions: [], problems: [] };
  for (const m of seat.received) {
    if (m.type !== "update") continue;
    const u = m.payload as StreamUpdate;
    if (u.since === 0) {
      stream.events = [];
      stream.actions = [];
    } else if (u.since !== stream.step) {
      stream.problems.push(`update at step ${u.step} starts at ${u.since}, not ${stream.step}`);
    }
    const counted = u.actions.reduce((n, a) => n + a.events, 0);
    if (counted !== u.events.length)
      stream.problems.push(`update at step ${u.step}: ${counted} counted, ${u.events.length} sent`);
    if (u.since + u.actions.length !== u.step)
      stream.problems.push(
        `update at step ${u.step}: ${u.actions.length} actions since ${u.since}`,
      );
    stream.events.push(...u.events);
    stream.actions.push(...u.actions);
    stream.step = u.step;
  }
  return stream;
}

/** The room's stored seed and actions. */
async function stored(
  dataDir: string,
  room: string,
): Promise<{ seed: string; actions: unknown[] }> {
  const found = (await readStoredRoom(dataDir, room))!;
  return { seed: found.seed, actions: [...found.actions] };
}

/** Each stored action's events, by replaying the log with the engine. */
function eventsByAction(seed: string, actions: unknown[]): GameEvent[][] {
  let state = newGame({ players: 4, seed, limit: { rounds: 2 } });
  return actions.map((a) => {
    const r = apply(state, a);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    return [...r.events];
  });
}

/**
 * A scripted person: places everything at once, attacks twice a turn where it can, occupies with
 * all it may, then passes. Returns how many attacks it sent.
 */
function attacker(seat: Seat): { attacks: number } {
  const sent = { attacks: 0 };
  let last = -1;
  let round = -1;
  let attacksThisTurn = 0;
  const tick = () => {
    const u = seat.lastUpdate();
    if (!u?.legal || u.step === last) return;
    last = u.step;
    if (u.view.round !== round) {
      round = u.view.round as number;
      attacksThisTurn = 0;
    }
    const pick = (type: string) => u.legal!.find((m) => m.type === type);
    const attack = attacksThisTurn < 2 ? pick("attack") : undefined;
    const move = pick("place") ?? pick("occupy") ?? attack ?? pick("endTurn") ?? u.legal[0]!;
    if (move === attack) {
      attacksThisTurn++;
      sent.attacks++;
    }
    seat.room.send("action", actionFor(move as never, (move as { max?: number }).max));
  };
  seat.listeners.push((m) => m.type === "update" && setImmediate(tick));
  tick();
  return sent;
}

describe("each seat's event stream (R12)", () => {
  let server: ServerProcess;
  let dir: string;
  beforeAll(async () => {
    dir = tempDir();
    // a turn timer's second is 100 ms: a 20 s turn runs out in 2 s
    server = await startProcess(dir, ["--web", "none"], { ITALIA_SECOND_MS: "100" });
  });
  afterAll(async () => {
    await server.stop();
    removeDir(dir);
  });

  it("R12, R13.3, R13.4: every seat receives every event filtered for it, in order, its own and its timed-out turns' included; a reconnecting seat gets the whole game again", async () => {
    const ada = await createRoom(server.ws, {
      seats: 4,
      rounds: 2,
      turnSeconds: 20,
      bot: "greedy",
    });
    const id = ada.welcome.room;
    const bea = await joinRoom(server.ws, id, { name: "Bea" });
    const credential = bea.welcome.credential!;
    expect(bea.welcome.seat).toBe(1);
    ada.room.send("start", {});
    const played = attacker(ada);
    // Bea never acts: her turns run out and the room's bot plays them (R13.3); after the first,
    // she closes the page
    await bea.next((m) => m.type === "timedOut", 60_000);
    const beforeLeaving = streamOf(bea);
    await bea.room.leave();
    const mark = ada.received.length;
    await eventually(
      () => ada.received.slice(mark).filter((m) => m.type === "update").length >= 5,
      60_000,
    );
    // she opens her personal link again: the first update carries the whole game so far
    const back = await joinRoom(server.ws, id, { credential });
    const first = (await back.next((m) => m.type === "update")).payload as StreamUpdate;
    expect(first.since).toBe(0);
    expect(first.actions).toHaveLength(first.step);
    expect(first.step).toBeGreaterThan(beforeLeaving.step);

    const over = (s: Seat) =>
      s.next((m) => m.type === "update" && (m.payload as Update).result !== null, 120_000);
    await Promise.all([over(ada), over(back)]);

    const { seed, actions } = await stored(dir, id);
    const byAction = eventsByAction(seed, actions);
    const all = byAction.flat();
    for (const [seat, client] of [
      [0, ada],
      [1, back],
    ] as const) {
      const stream = streamOf(client);
      expect(stream.problems).toEqual([]);
      expect(stream.step).toBe(actions.length);
      expect(stream.events).toEqual(eventsFor(all, seat));
      // each action named with its seat and type, and the number of its events the seat saw
      expect(stream.actions).toEqual(
        actions.map((a, i) => {
          const { seat: by, type } = a as { seat?: number; type: string };
          const entry = stream.actions[i]!;
          return {
            seat: by ?? null,
            type,
            events: eventsFor(byAction[i]!, seat).length,
            ...(entry.timedOut ? { timedOut: true } : {}),
          };
        }),
      );
    }
    // Bea's first stream, before she left, was the game's beginning
    expect(beforeLeaving.problems).toEqual([]);
    expect(beforeLeaving.events).toEqual(
      eventsFor(byAction.slice(0, beforeLeaving.step).flat(), 1),
    );
    // the reconnection's update is the whole game up to it
    expect(first.events).toEqual(eventsFor(byAction.slice(0, first.step).flat(), 1));
    // the room's bot played Bea's timed-out turns, marked as such: exactly the seats the room
    // said timed out (Ada too, if the machine was too slow for her 2 s)
    const marked = streamOf(ada).actions.filter((a) => a.timedOut);
    const timedOut = ada.received
      .filter((m) => m.type === "timedOut")
      .map((m) => (m.payload as { seat: number }).seat);
    expect(marked.some((a) => a.seat === 1)).toBe(true);
    expect(new Set(marked.map((a) => a.seat))).toEqual(new Set(timedOut));
    // Ada's own dice reached her
    expect(played.attacks).toBeGreaterThan(0);
    expect(
      streamOf(ada).events.some(
        (e) => (e as GameEvent).type === "diceRolled" && (e as { seat: number }).seat === 0,
      ),
    ).toBe(true);
    await Promise.all([ada.room.leave(), back.room.leave()]);
  });
});
