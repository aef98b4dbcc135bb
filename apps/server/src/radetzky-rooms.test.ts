/**
 * Radetzky rooms over the wire (issue #26), with the real server process and real sockets: the
 * `radetzky` room type and its create options (refusals name the option), people and bots in
 * seats, shared decisions, reconnection, a spectator, durability across `kill -9`, the turn timer
 * with the room's bot taking over, a rematch — and every payload each seat and the spectator
 * received scanned for other seats' hidden cards and the decks' order.
 */
import type { RadetzkyConfig } from "@italia/radetzky";
import { Client } from "colyseus.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createRoom,
  joinRoom,
  type Received,
  removeDir,
  Seat,
  type ServerProcess,
  serverForSuite,
  startProcess,
  tempDir,
} from "./testing/harness.js";
import {
  type RadetzkyUpdate,
  radetzkyLeaks,
  radetzkyStates,
  seekFights,
} from "./testing/radetzky.js";
import { actionsOf } from "./testing/secrecy.js";

const isUpdate = (m: Received) => m.type === "update";
const updatesOf = (seat: Seat): RadetzkyUpdate[] =>
  seat.received.filter(isUpdate).map((m) => m.payload as RadetzkyUpdate);
const lastOf = (seat: Seat): RadetzkyUpdate | null => updatesOf(seat).at(-1) ?? null;

/** A scripted person: answers every decision it is sent (naming its step) by {@link seekFights}. */
function play(seat: Seat): void {
  let answered = -1;
  const tick = () => {
    const u = lastOf(seat);
    if (!u?.legal || u.step === answered) return;
    answered = u.step;
    seat.room.send("action", { ...seekFights(u.view, u.legal), step: u.step });
  };
  seat.listeners.push((m) => isUpdate(m) && setImmediate(tick));
  tick();
}

/** The update that ends the game. */
async function gameOver(seat: Seat): Promise<RadetzkyUpdate> {
  const m = await seat.next(
    (m) => isUpdate(m) && (m.payload as RadetzkyUpdate).result !== null,
    120_000,
  );
  return m.payload as RadetzkyUpdate;
}

/** The watch id in a player's watch link. */
function watchIdOf(seat: Seat): string {
  const link = (seat.welcome as unknown as { watch: string }).watch;
  return new URL(link).searchParams.get("watch") ?? "";
}

/** A create over HTTP: the error the server answers with. */
async function createError(url: string, roomType: string, body: unknown): Promise<string> {
  const res = await fetch(`${url}/matchmake/create/${roomType}`, {
    method: "POST",
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { error?: string; room?: unknown };
  expect(answer.room).toBeUndefined();
  return answer.error ?? "";
}

const TERMS = { seats: 3, handInfo: "closed", turnSeconds: 600, bot: "greedy" } as const;
const CONFIG: RadetzkyConfig = { players: 3, mode: "basic", difficulty: 0, handInfo: "closed" };

describe("creating a Radetzky room", () => {
  const server = serverForSuite();

  it("takes the game's options and refuses bad ones, naming the option; Italia's rooms refuse them", async () => {
    const url = server().url;
    const base = { ...TERMS, name: "Ada" };
    expect(await createError(url, "radetzky", { ...base, seats: 6 })).toMatch(/^seats /);
    expect(await createError(url, "radetzky", { ...base, seats: 0 })).toMatch(/^seats /);
    expect(await createError(url, "radetzky", { ...base, mode: "expert" })).toMatch(/^mode /);
    expect(await createError(url, "radetzky", { ...base, difficulty: 9 })).toMatch(/^difficulty /);
    expect(await createError(url, "radetzky", { ...base, handInfo: "x" })).toMatch(/^handInfo /);
    expect(await createError(url, "radetzky", { ...base, bot: "strong" })).toBe(
      "bot must be one of random, greedy",
    );
    expect(await createError(url, "radetzky", { ...base, rounds: 3 })).toBe(
      "rounds is an option of italia rooms, not of radetzky rooms",
    );
    expect(await createError(url, "radetzky", { ...base, game: "italia" })).toBe(
      'game "italia" is played in rooms of type "italia", not "radetzky"',
    );
    expect(
      await createError(url, "italia", { seats: 3, rounds: 3, turnSeconds: 60, mode: "basic" }),
    ).toBe("mode is an option of radetzky rooms, not of italia rooms");
    // five seats: a fifth person may join
    const ada = await createRoom(server().ws, { ...TERMS, seats: 5 }, "Ada", "radetzky");
    expect(ada.welcome).toMatchObject({ seat: 0 });
    expect((ada.welcome as unknown as { game: string; terms: unknown }).game).toBe("radetzky");
    expect((ada.welcome as unknown as { terms: unknown }).terms).toEqual({
      seats: 5,
      mode: "basic",
      difficulty: 0,
      handInfo: "closed",
      turnSeconds: 600,
      bot: "greedy",
      watchDelay: 0,
    });
    const others = [];
    for (const name of ["Bea", "Cy", "Dan", "Eva"]) {
      others.push(await joinRoom(server().ws, ada.welcome.room, { name }));
    }
    expect(others.map((s) => s.welcome.seat)).toEqual([1, 2, 3, 4]);
    // the invite link's look at the room names its game
    const info = (await (await fetch(`${url}/api/rooms/${ada.welcome.room}`)).json()) as {
      game: string;
      seats: unknown[];
    };
    expect(info.game).toBe("radetzky");
    expect(info.seats).toHaveLength(5);
    await expect(joinRoom(server().ws, ada.welcome.room, { name: "Fay" })).rejects.toThrow(
      /no seat is free/,
    );
    for (const s of [ada, ...others]) await s.room.leave();
  });
});

describe("a Radetzky room's bot seats", () => {
  const server = serverForSuite();

  it("botSeats is checked, naming what is wrong; Italia's rooms refuse it", async () => {
    const url = server().url;
    const base = { ...TERMS, name: "Ada" };
    expect(await createError(url, "radetzky", { ...base, botSeats: [0] })).toBe(
      "botSeats cannot hold seat 0: it is the creator's, a person's",
    );
    expect(await createError(url, "radetzky", { ...base, botSeats: [1, 3] })).toBe(
      "botSeats[1] is seat 3: this room has seats 1 to 2 besides the creator's",
    );
    expect(await createError(url, "radetzky", { ...base, botSeats: [2, 2] })).toBe(
      "botSeats names seat 2 twice",
    );
    expect(await createError(url, "radetzky", { ...base, botSeats: ["1"] })).toBe(
      "botSeats[0] must be a seat number (an integer)",
    );
    expect(await createError(url, "radetzky", { ...base, botSeats: 1 })).toBe(
      "botSeats must be a list of at most 5 seat numbers",
    );
    expect(await createError(url, "radetzky", { ...base, seats: 1, botSeats: [1] })).toBe(
      "botSeats[0] is seat 1: a room of 1 seat has only the creator's",
    );
    expect(
      await createError(url, "italia", { seats: 3, rounds: 3, turnSeconds: 60, botSeats: [1] }),
    ).toBe("botSeats is an option of radetzky rooms, not of italia rooms");
  });

  it("a bot seat is a bot's from the lobby on: shown so, never free; the game starts with it played by the room's bot", async () => {
    const ada = await createRoom(
      server().ws,
      { ...TERMS, seats: 4, botSeats: [3, 1] },
      "Ada",
      "radetzky",
    );
    const id = ada.welcome.room;
    expect((ada.welcome as unknown as { terms: { botSeats: number[] } }).terms.botSeats).toEqual([
      1, 3,
    ]);
    // the invite link's look at the room shows the bot seats
    const info = (await (await fetch(`${server().url}/api/rooms/${id}`)).json()) as {
      seats: { seat: number; name: string | null; bot: boolean }[];
    };
    expect(info.seats.map((s) => [s.seat, s.bot])).toEqual([
      [0, false],
      [1, true],
      [2, false],
      [3, true],
    ]);
    // a person asking for a bot seat is refused, saying why; without a seat, the free one
    await expect(joinRoom(server().ws, id, { name: "Bea", seat: 1 })).rejects.toThrow(
      /the room's bot plays that seat/,
    );
    const bea = await joinRoom(server().ws, id, { name: "Bea" });
    expect(bea.welcome.seat).toBe(2);
    await expect(joinRoom(server().ws, id, { name: "Cy" })).rejects.toThrow(/no seat is free/);
    // the lobby's seats message says so too
    const seats = (
      await ada.next(
        (m) =>
          m.type === "seats" &&
          (m.payload as { seats: { name: string | null }[] }).seats[2]?.name === "Bea",
      )
    ).payload as { seats: { seat: number; bot: boolean }[] };
    expect(seats.seats.filter((s) => s.bot).map((s) => s.seat)).toEqual([1, 3]);
    // started: the bots play seats 1 and 3 (their actions come in the updates)
    ada.room.send("start", {});
    play(ada);
    play(bea);
    const end = await gameOver(ada);
    expect(end.result?.results).toHaveLength(4);
    const acted = new Set(updatesOf(ada).flatMap((u) => u.actions.map((a) => a.seat)));
    expect(acted.has(1) && acted.has(3)).toBe(true);
    for (const s of [ada, bea]) await s.room.leave();
  });
});

describe("what a Radetzky room's seat may send", () => {
  const server = serverForSuite();

  it("hostile actions are refused, each with a code and a short message; the game goes on", async () => {
    const ada = await createRoom(server().ws, { ...TERMS, seats: 2 }, "Ada", "radetzky");
    ada.room.send("start", {});
    const u = (await ada.next((m) => isUpdate(m) && (m.payload as RadetzkyUpdate).legal !== null))
      .payload as RadetzkyUpdate;
    const move = u.legal![0]!;
    const cases: [unknown, string][] = [
      [{ type: "nope", seat: 0 }, "UNKNOWN_ACTION"],
      ["text", "INVALID_ACTION"],
      [{ type: "playCard", seat: 0, card: "I".repeat(10_000) }, "INVALID_ACTION"],
      [{ ...move, seat: 1 }, "NOT_YOUR_TURN"],
      [{ ...move, step: "x" }, "BAD_ACTION"],
      [{ ...move, step: u.step + 5 }, "STALE_DECISION"],
    ];
    for (const [action, code] of cases) {
      const mark = ada.received.length;
      ada.room.send("action", action);
      const refused = (await ada.next((m) => m.type === "refused", 15_000, mark)).payload as {
        code: string;
        message: string;
      };
      expect(refused.code, JSON.stringify(action).slice(0, 60)).toBe(code);
      expect(refused.message.length).toBeLessThan(200);
    }
    // nothing was applied: the valid move still is, and the game goes on
    ada.room.send("action", { ...move, step: u.step });
    const next = await ada.next((m) => isUpdate(m) && (m.payload as RadetzkyUpdate).step > u.step);
    expect((next.payload as RadetzkyUpdate).actions[0]).toMatchObject({ seat: 0, type: move.type });
    await ada.room.leave();
  });
});

describe("a Radetzky game over the wire", () => {
  let dir = "";
  let server: ServerProcess;
  beforeAll(async () => {
    dir = tempDir();
    server = await startProcess(dir, ["--web", "none"]);
  });
  afterAll(async () => {
    await server?.stop();
    removeDir(dir);
  });

  it("two people, a bot and a spectator play to the end; Bea reconnects; nothing secret reaches anyone; the spectator gets the record only at the end; a rematch is a Radetzky room", async () => {
    // spectators one turn behind
    const ada = await createRoom(server.ws, { ...TERMS, watchDelay: 1 }, "Ada", "radetzky");
    const id = ada.welcome.room;
    const bea = await joinRoom(server.ws, id, { name: "Bea" });
    // the watch link names the game, so a page opens Radetzky's screens at once
    const link = new URL((ada.welcome as unknown as { watch: string }).watch);
    expect(link.searchParams.get("game")).toBe("radetzky");
    const eve = new Seat(await new Client(server.ws).joinById(watchIdOf(ada), { name: "Eve" }));
    await eve.next((m) => m.type === "welcome");
    expect((eve.received[0]!.payload as { game: string }).game).toBe("radetzky");
    ada.room.send("start", {});
    // no record while the game is played (the spectator a turn behind): refused
    await eve.next(isUpdate);
    eve.room.send("record", {});
    const early = await eve.next((m) => m.type === "refused");
    expect(early.payload).toMatchObject({ code: "NOT_OVER" });
    // Bea's first update, then her connection drops before she acts; she comes back
    const first = (await bea.next(isUpdate)).payload as RadetzkyUpdate;
    expect(first.view.seat).toBe(1);
    await bea.room.leave();
    const again = await joinRoom(server.ws, id, { credential: bea.welcome.credential });
    const whole = (await again.next(isUpdate)).payload as RadetzkyUpdate;
    expect(whole.since).toBe(0);
    expect(whole.step).toBeGreaterThanOrEqual(first.step);
    play(ada);
    play(again);
    const end = await gameOver(ada);
    expect(end.result?.results).toHaveLength(3);
    expect(end.actors).toEqual([]);
    await gameOver(again);
    await eve.next((m) => isUpdate(m) && (m.payload as RadetzkyUpdate).result !== null, 30_000);
    // the game over and its end shown, the spectator may have the record (without the players'
    // chat): the same steps as the players'
    eve.room.send("record", {});
    const given = (await eve.next((m) => m.type === "record")).payload as {
      format: string;
      game: string;
      steps: unknown[];
      chat?: unknown;
    };
    expect(given).toMatchObject({ format: "game-record/1", game: "radetzky" });
    expect(given.steps).toHaveLength(end.step);
    expect(given.chat).toBeUndefined();
    const endAt = eve.received.findIndex(
      (m) => isUpdate(m) && (m.payload as RadetzkyUpdate).result !== null,
    );
    const recordAt = eve.received.findIndex((m) => m.type === "record");
    expect(endAt).toBeGreaterThanOrEqual(0);
    expect(recordAt).toBeGreaterThan(endAt);

    // the secrecy scan: every payload, against the states replayed from the stored log
    const { seed, actions } = await actionsOf(dir, id);
    const states = radetzkyStates(CONFIG, seed, actions);
    expect(states.length - 1).toBe(end.step);
    const streams: [number | null, RadetzkyUpdate[]][] = [
      [0, updatesOf(ada)],
      [1, [...updatesOf(bea), ...updatesOf(again)]],
      [null, updatesOf(eve)],
    ];
    for (const [seat, list] of streams) {
      expect(list.length).toBeGreaterThan(0);
      expect(radetzkyLeaks(list, seat, states), `seat ${seat}`).toEqual([]);
    }
    // the raw bytes too: no deck, no seed, no generator in any message of any client
    for (const s of [ada, bea, again, eve]) {
      // (the record, given once the game is over, carries the seed by design)
      const text = JSON.stringify(s.received.filter((m) => m.type !== "record"));
      expect(text).not.toContain(seed);
      expect(text).not.toMatch(/"(rng|zoneDeck|austriaDeck|italyDeck)"/);
    }
    // the record download is the platform's game-record/1
    const res = await fetch(`${server.url}/api/rooms/${id}/record`, {
      headers: { authorization: `Bearer ${ada.welcome.credential}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(`radetzky-${id}.json`);
    const record = (await res.json()) as { format: string; game: string; steps: unknown[] };
    expect(record).toMatchObject({ format: "game-record/1", game: "radetzky" });
    expect(record.steps).toHaveLength(end.step);
    // a rematch: a new Radetzky room, Bea invited with her credential
    ada.room.send("rematch", {});
    const offer = (await ada.next((m) => m.type === "rematch")).payload as { room: string };
    const next = await joinRoom(server.ws, offer.room, { credential: bea.welcome.credential });
    expect((next.welcome as unknown as { game: string }).game).toBe("radetzky");
    for (const s of [ada, again, eve, next]) await s.room.leave();
  });

  it("after kill -9 and a restart a Radetzky game is back from its stored actions and plays on", async () => {
    const ada = await createRoom(server.ws, TERMS, "Ada", "radetzky");
    const id = ada.welcome.room;
    ada.room.send("start", {});
    const u = (await ada.next((m) => isUpdate(m) && (m.payload as RadetzkyUpdate).legal !== null))
      .payload as RadetzkyUpdate;
    ada.room.send("action", { ...seekFights(u.view, u.legal!), step: u.step });
    const played = (
      await ada.next((m) => isUpdate(m) && (m.payload as RadetzkyUpdate).step > u.step)
    ).payload as RadetzkyUpdate;
    await server.kill9();
    server = await startProcess(dir, ["--web", "none"]);
    const back = await joinRoom(server.ws, id, { credential: ada.welcome.credential });
    const view = (await back.next(isUpdate)).payload as RadetzkyUpdate;
    expect(view.since).toBe(0);
    expect(view.step).toBeGreaterThanOrEqual(played.step);
    if (view.step === played.step)
      expect(JSON.stringify(view.view)).toBe(JSON.stringify(played.view));
    play(back);
    const end = await gameOver(back);
    expect(end.result?.results).toHaveLength(3);
    const { seed, actions } = await actionsOf(dir, id);
    const states = radetzkyStates(CONFIG, seed, actions);
    expect(radetzkyLeaks([...updatesOf(ada), ...updatesOf(back)], 0, states)).toEqual([]);
    await back.room.leave();
  });
});

describe("a Radetzky room's turn timer", () => {
  // a turn timer's second is 100 ms: a 15 s turn runs out in 1.5 s
  const server = serverForSuite(["--web", "none"], { ITALIA_SECOND_MS: "100" });

  it("when a person's turn runs out the room's bot finishes it, and the seat stays theirs", async () => {
    const ada = await createRoom(
      server().ws,
      { ...TERMS, seats: 2, turnSeconds: 15 },
      "Ada",
      "radetzky",
    );
    ada.room.send("start", {});
    const u = (await ada.next((m) => isUpdate(m) && (m.payload as RadetzkyUpdate).legal !== null))
      .payload as RadetzkyUpdate;
    expect(u.turn?.deadline).not.toBeNull();
    // Ada never acts. The wait bounds how long the test looks, not the behaviour.
    const timedOut = await ada.next((m) => m.type === "timedOut", 60_000);
    expect(timedOut.payload).toEqual({ seat: 0, away: false });
    const after = await ada.next(
      (m) => isUpdate(m) && (m.payload as RadetzkyUpdate).step > u.step,
      30_000,
    );
    expect((after.payload as RadetzkyUpdate).view.seat).toBe(0);
    await ada.room.leave();
  });
});
