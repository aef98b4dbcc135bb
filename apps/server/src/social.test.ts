/**
 * Chat and spectators on the real server, over real sockets: the players' chat (limits, kept
 * across a restart, never logged), the watch link (a spectators' room under its own secret id that
 * opens no seat and never says the room's id), spectators' own chat channel, and the secrecy of
 * what spectators are sent over a whole game (R12).
 */
import { checkRecord, turnKey } from "@italia/engine";
import { Client } from "colyseus.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createRoom,
  eventually,
  joinRoom,
  logged,
  type Received,
  removeDir,
  Seat,
  type ServerProcess,
  startProcess,
  tempDir,
  type Update,
} from "./testing/harness.js";
import { actionsOf, leaks, play, statesOf } from "./testing/secrecy.js";

interface ChatMessage {
  lines: { n: number; seat: number | null; name: string; text: string; at: number }[];
  whole: boolean;
}

/** The chat lines `seat` holds now (the latest whole list, then the lines after it). */
function chatOf(seat: Seat): string[] {
  let lines: string[] = [];
  for (const m of seat.received) {
    if (m.type !== "chat") continue;
    const c = m.payload as ChatMessage;
    const texts = c.lines.map((l) => `${l.name}: ${l.text}`);
    lines = c.whole ? texts : [...lines, ...texts];
  }
  return lines;
}

/** The watch id in a player's watch link. */
function watchIdOf(seat: Seat): string {
  const link = (seat.welcome as unknown as { watch: string }).watch;
  const id = new URL(link).searchParams.get("watch");
  if (!id) throw new Error(`no watch id in ${link}`);
  return id;
}

const refusedWith = (code: string) => (m: Received) =>
  m.type === "refused" && (m.payload as { code: string }).code === code;

describe("chat in a room, kept across a restart", () => {
  let server: ServerProcess;
  let dir: string;
  beforeAll(async () => {
    dir = tempDir();
    server = await startProcess(dir, ["--web", "none"]);
  });
  afterAll(async () => {
    await server.stop();
    removeDir(dir);
  });

  it("players chat both ways in the lobby; long lines and a flood are refused; the chat survives a restart and never reaches the log", async () => {
    const ada = await createRoom(server.ws, { seats: 3, rounds: 3, turnSeconds: 60 });
    const id = ada.welcome.room;
    const bea = await joinRoom(server.ws, id, { name: "Bea" });
    // a joiner is sent the chat so far (empty) at once
    await bea.next((m) => m.type === "chat" && (m.payload as ChatMessage).whole);
    const secret = "zafferano-segreto-42";
    ada.room.send("chat", { text: `  Ciao ${secret}\u0007!  ` });
    await bea.next((m) => m.type === "chat" && !(m.payload as ChatMessage).whole);
    expect(chatOf(bea)).toEqual([`Ada: Ciao ${secret}!`]);
    bea.room.send("chat", { text: "<b>Buona fortuna</b>" });
    await eventually(() => chatOf(ada).length === 2);
    expect(chatOf(ada)).toEqual([`Ada: Ciao ${secret}!`, "Bea: <b>Buona fortuna</b>"]);

    // 201 characters are refused, not cut; 200 emoji (400 UTF-16 units) are one line
    bea.room.send("chat", { text: "x".repeat(201) });
    const long = await bea.next(refusedWith("CHAT_TOO_LONG"));
    expect((long.payload as { message: string }).message).toMatch(/200 characters/);
    bea.room.send("chat", { text: "😀".repeat(200) });
    await eventually(() => chatOf(ada).length === 3);
    // Bea has written 2 lines: 3 more pass, the next is refused (5 in 10 s)
    for (let i = 0; i < 4; i++) bea.room.send("chat", { text: `riga ${i}` });
    await bea.next(refusedWith("CHAT_RATE"));
    await eventually(() => chatOf(ada).length === 6);
    expect(chatOf(ada).slice(3)).toEqual(["Bea: riga 0", "Bea: riga 1", "Bea: riga 2"]);
    expect(ada.received.some(refusedWith("CHAT_RATE"))).toBe(false);
    const before = chatOf(ada);

    // a restart: the lobby comes back, and so does its chat
    const credential = ada.welcome.credential!;
    await Promise.all([ada.room.leave(), bea.room.leave()]);
    expect(await server.stop()).toBe(0);
    const firstLogs = server.logs;
    server = await startProcess(dir, ["--web", "none"]);
    const again = await joinRoom(server.ws, id, { credential });
    await again.next((m) => m.type === "chat");
    expect(chatOf(again)).toEqual(before);

    // nothing said is in the server's log
    const logs = [...firstLogs, ...server.logs].join("\n");
    expect(logs).toContain("room-created");
    expect(logs).not.toContain(secret);
    expect(logs).not.toContain("Buona fortuna");
    expect(logs).not.toContain("riga 1");
    await again.room.leave();
  });
});

describe("the watch link", () => {
  let server: ServerProcess;
  let dir: string;
  beforeAll(async () => {
    dir = tempDir();
    server = await startProcess(dir, ["--web", "none"]);
  });
  afterAll(async () => {
    await server.stop();
    removeDir(dir);
  });

  it("opens a spectators' room that takes no seat, never says the room's id, and has its own chat", async () => {
    const ada = await createRoom(server.ws, {
      seats: 3,
      rounds: 3,
      turnSeconds: 60,
      watchDelay: 2,
    });
    const id = ada.welcome.room;
    const watch = watchIdOf(ada);
    expect(watch).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(watch).not.toBe(id);
    expect((ada.welcome as unknown as { watch: string }).watch).toBe(
      `${server.url}/?watch=${watch}`,
    );

    const eve = new Seat(await new Client(server.ws).joinById(watch, { name: "Eve", seat: 1 }));
    const welcome = (await eve.next((m) => m.type === "welcome")).payload as Record<
      string,
      unknown
    >;
    expect(welcome).toMatchObject({ watch: true, name: "Eve", delay: 2 });
    expect(welcome).not.toHaveProperty("room");
    expect(welcome).not.toHaveProperty("seat");
    expect(welcome).not.toHaveProperty("invite");
    await eve.next((m) => m.type === "seats");
    // the players are told that one spectator watches
    await ada.next((m) => m.type === "spectators" && (m.payload as { count: number }).count === 1);

    // the players' chat and the spectators' chat are apart
    ada.room.send("chat", { text: "solo per i giocatori" });
    eve.room.send("chat", { text: "solo per chi guarda" });
    await eventually(() => chatOf(ada).length === 1 && chatOf(eve).length === 1);
    expect(chatOf(ada)).toEqual(["Ada: solo per i giocatori"]);
    expect(chatOf(eve)).toEqual(["Eve: solo per chi guarda"]);
    // a spectator's lines have no seat
    const line = eve.received.find((m) => m.type === "chat" && !(m.payload as ChatMessage).whole);
    expect((line!.payload as ChatMessage).lines[0]!.seat).toBeNull();
    // the spectators' limits are the players'
    eve.room.send("chat", { text: "y".repeat(201) });
    await eve.next(refusedWith("CHAT_TOO_LONG"));

    // a spectator can do nothing else: no start, no action, no seat
    eve.room.send("start", {});
    eve.room.send("action", { type: "endTurn", seat: 1 });
    await eventually(() => eve.received.filter(refusedWith("BAD_MESSAGE")).length === 2);
    await expect(
      new Client(server.ws).joinById(watch, { credential: ada.welcome.credential }),
    ).rejects.toThrow(/spectator gives a name/);
    await expect(new Client(server.ws).create("italia-watch", { watch })).rejects.toThrow();
    // the watch id is no room id: it opens no seat of the game room and no lookup
    expect((await fetch(`${server.url}/api/rooms/${watch}`)).status).toBe(404);
    // the lobby's seats stay as they were: Ada alone
    const seats = ada.received.filter((m) => m.type === "seats").at(-1)!.payload as {
      seats: { name: string | null }[];
    };
    expect(seats.seats.map((s) => s.name)).toEqual(["Ada", null, null]);

    // nothing a spectator was sent holds the room's id or Ada's credential
    const sent = JSON.stringify(eve.received);
    expect(sent).not.toContain(id);
    expect(sent).not.toContain(ada.welcome.credential!);

    await eve.room.leave();
    await ada.next((m) => m.type === "spectators" && (m.payload as { count: number }).count === 0);
    await ada.room.leave();
  });

  it("R12: over a whole game with bots, a spectator sees the public view only, a turn behind, and no secret; the end at once", async () => {
    const ada = await createRoom(server.ws, {
      seats: 3,
      rounds: 2,
      turnSeconds: 120,
      bot: "greedy",
      watchDelay: 1,
    });
    const id = ada.welcome.room;
    const eve = new Seat(await new Client(server.ws).joinById(watchIdOf(ada), { name: "Eve" }));
    await eve.next((m) => m.type === "welcome");
    ada.room.send("start", {});
    play(ada);
    await ada.next((m) => m.type === "update" && (m.payload as Update).result !== null, 120_000);
    const end = (
      await eve.next((m) => m.type === "update" && (m.payload as Update).result !== null, 60_000)
    ).payload as Update;
    expect(end.result).toEqual(ada.lastUpdate()!.result);
    // the players' chat goes on after the game, and is in the record the server serves
    ada.room.send("chat", { text: "Bella partita" });
    await eventually(() => chatOf(ada).includes("Ada: Bella partita"));
    const record = (await (
      await fetch(`${server.url}/api/rooms/${id}/record`, {
        headers: { authorization: `Bearer ${ada.welcome.credential}` },
      })
    ).json()) as { chat: { seat: number; name: string; text: string }[] };
    expect(record.chat.map((l) => [l.seat, l.name, l.text])).toEqual([[0, "Ada", "Bella partita"]]);
    expect(checkRecord(record).ok).toBe(true);

    const { seed, actions } = await actionsOf(dir, id);
    const states = statesOf(3, seed, 2, actions);
    expect(states[states.length - 1]!.stage).toBe("over");
    const updates = eve.received
      .filter((m) => m.type === "update")
      .map((m) => m.payload as Update & { delay: number; since: number });
    expect(updates.length).toBeGreaterThan(3);
    for (const u of updates) {
      expect(u.legal).toBeNull();
      expect(u.view.viewer).toBeNull();
      if (u.result) continue;
      expect(u.delay).toBe(1);
      // a turn behind: what is shown is where a turn began, never a turn under way
      const k = u.step;
      expect(k === 0 || turnKey(states[k]!) !== turnKey(states[k - 1]!)).toBe(true);
    }
    // each update picks up where the previous one stopped
    for (let i = 1; i < updates.length; i++) expect(updates[i]!.since).toBe(updates[i - 1]!.step);
    const found = leaks(eve.received, null, seed, states, {
      "the room's id": id,
      "a credential": ada.welcome.credential!,
    });
    expect(found).toEqual([]);
    await Promise.all([ada.room.leave(), eve.room.leave()]);
  }, 180_000);
});

describe("spectators of a game nobody plays (--unload-paused 1s)", () => {
  let server: ServerProcess;
  let dir: string;
  beforeAll(async () => {
    dir = tempDir();
    server = await startProcess(dir, ["--web", "none", "--unload-paused", "1s"]);
  });
  afterAll(async () => {
    await server.stop();
    removeDir(dir);
  });

  it("do not keep a paused game in memory: it is unloaded, they are disconnected, and its watch link says nobody is playing", async () => {
    const ada = await createRoom(server.ws, { seats: 3, rounds: 5, turnSeconds: 120 });
    const id = ada.welcome.room;
    const watch = watchIdOf(ada);
    ada.room.send("start", {});
    await ada.next((m) => m.type === "update");
    const eve = new Seat(await new Client(server.ws).joinById(watch, { name: "Eve" }));
    await eve.next((m) => m.type === "update");
    await ada.room.leave();
    await eventually(() => logged(server, "room-unloaded", id) > 0);
    await eventually(() => eve.left !== null);
    expect(eve.left).not.toBeNull();
    await expect(new Client(server.ws).joinById(watch, { name: "Eve" })).rejects.toThrow(
      /nobody is playing in this room right now/,
    );
    // its player brings it back, and the watch link works again
    const back = await joinRoom(server.ws, id, { credential: ada.welcome.credential });
    await back.next((m) => m.type === "update");
    const again = new Seat(await new Client(server.ws).joinById(watch, { name: "Eve" }));
    await again.next((m) => m.type === "update");
    await Promise.all([back.room.leave(), again.room.leave()]);
  });
});
