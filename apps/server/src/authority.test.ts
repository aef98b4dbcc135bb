import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createRoom,
  joinRoom,
  removeDir,
  type Seat,
  type ServerProcess,
  startProcess,
  tempDir,
  type Update,
} from "./testing/harness.js";

/** Colyseus' ROOM_DATA frame: code 13, then the message type as a msgpack string. */
function frame(type: string, body: Uint8Array): Uint8Array {
  const name = new TextEncoder().encode(type);
  return new Uint8Array([13, 0xa0 | name.length, ...name, ...body]);
}

describe("authority and limits: forged and malformed messages are refused, the room stays intact", () => {
  let server: ServerProcess;
  let dir: string;
  let ada: Seat;
  let bea: Seat;
  let other: Seat;
  let adaKey: string;
  let beaKey: string;
  beforeAll(async () => {
    dir = tempDir();
    server = await startProcess(dir, ["--web", "none"]);
    ada = await createRoom(server.ws, { seats: 3, rounds: 3, turnSeconds: 120, bot: "greedy" });
    bea = await joinRoom(server.ws, ada.welcome.room, { name: "Bea" });
    adaKey = ada.welcome.credential!;
    beaKey = bea.welcome.credential!;
    other = await createRoom(
      server.ws,
      { seats: 3, rounds: 3, turnSeconds: 120, bot: "greedy" },
      "Oz",
    );
    ada.room.send("start", {});
    await ada.next((m) => m.type === "update");
    await bea.next((m) => m.type === "update");
  });
  afterAll(async () => {
    await server.stop();
    removeDir(dir);
  });

  /** The room still plays: its seats get a fresh view on request and the server is healthy. */
  async function intact(): Promise<void> {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const again = await joinRoom(server.ws, ada.welcome.room, { credential: adaKey });
    const u = (await again.next((m) => m.type === "update")).payload as Update;
    expect(u.view.viewer).toBe(0);
    ada = again;
  }

  it("refuses an action for another seat with the engine's error", async () => {
    const u = bea.lastUpdate()!;
    const seatToAct = u.turn!.seat;
    const mark = bea.received.length;
    bea.room.send("action", { type: "endTurn", seat: seatToAct === 1 ? 0 : seatToAct });
    const refused = await bea.next((m) => m.type === "refused", 5_000, mark);
    expect(refused.payload).toMatchObject({ code: "NOT_YOUR_TURN" });
    expect(Object.keys(refused.payload as object).sort()).toEqual(["code", "message", "rule"]);
    await intact();
  });

  it("refuses malformed actions: not an object, unknown fields, a string of bad JSON", async () => {
    for (const bad of ["{not json", 42, { type: "attack", seat: 1, from: "x".repeat(300) }, null]) {
      const mark = bea.received.length;
      bea.room.send("action", bad);
      const refused = await bea.next((m) => m.type === "refused", 5_000, mark);
      expect(typeof (refused.payload as { code: string }).code).toBe("string");
      expect((refused.payload as { message: string }).message.length).toBeLessThanOrEqual(200);
    }
    const mark = bea.received.length;
    bea.room.send("nonsense", { a: 1 });
    const refused = await bea.next((m) => m.type === "refused", 5_000, mark);
    expect(refused.payload).toMatchObject({ code: "BAD_MESSAGE" });
    await intact();
  });

  it("a credential of another room, a wrong credential or a stolen room id without one opens no seat", async () => {
    await expect(
      joinRoom(server.ws, ada.welcome.room, { credential: other.welcome.credential }),
    ).rejects.toThrow(/opens no seat/);
    await expect(
      joinRoom(server.ws, ada.welcome.room, { credential: "A".repeat(43) }),
    ).rejects.toThrow(/opens no seat/);
    await expect(joinRoom(server.ws, ada.welcome.room, { name: "Mallory" })).rejects.toThrow(
      /no seat is free/,
    );
    await expect(joinRoom(server.ws, ada.welcome.room, {})).rejects.toThrow();
    await intact();
  });

  it("R2.1, R11.4, R13.2: a room with bad terms is not created", async () => {
    const base = { seats: 3, rounds: 3, turnSeconds: 30, bot: "greedy" };
    await expect(createRoom(server.ws, { ...base, seats: 5 })).rejects.toThrow(
      /seats must be 3 or 4/,
    );
    await expect(createRoom(server.ws, { ...base, minutes: 10 })).rejects.toThrow(
      /either rounds or minutes/,
    );
    await expect(createRoom(server.ws, { ...base, turnSeconds: 0 })).rejects.toThrow(/turnSeconds/);
    // R13.2: at least 15 s, and the refusal says why
    await expect(createRoom(server.ws, { ...base, turnSeconds: 14 })).rejects.toThrow(
      /turnSeconds must be an integer from 15 to 600: a person needs time to read the dice and decide/,
    );
    await expect(createRoom(server.ws, { ...base, turnSeconds: 601 })).rejects.toThrow(/15 to 600/);
    await expect(createRoom(server.ws, { ...base, bot: "../../evil" })).rejects.toThrow(
      /bot must be one of/,
    );
    const before = (await (await fetch(`${server.url}/healthz`)).json()) as { rooms: number };
    await expect(createRoom(server.ws, base, "\u0007".repeat(3))).rejects.toThrow(/printable/);
    const after = (await (await fetch(`${server.url}/healthz`)).json()) as { rooms: number };
    expect(after.rooms).toBe(before.rooms);
  });

  it("undecodable bytes are refused BAD_MESSAGE and the sender's connection stays open; nothing of them is logged, no stack trace", async () => {
    const mallory = await joinRoom(server.ws, ada.welcome.room, { credential: beaKey });
    const logsBefore = server.logs.length;
    const mark = mallory.received.length;
    mallory.room.connection.send(frame("action", new Uint8Array([0xc1, 0xff, 0x00, 0xde])));
    const refused = await mallory.next((m) => m.type === "refused", 15_000, mark);
    expect(refused.payload).toMatchObject({ code: "BAD_MESSAGE", rule: null });
    expect(mallory.left).toBeNull();
    const logged = server.logs.slice(logsBefore);
    expect(logged.filter((l) => l.includes('"event":"colyseus"'))).toEqual([]);
    expect(logged.join("\n")).not.toMatch(/^\s+at /m);
    await intact();
    await mallory.room.leave();
    bea = await joinRoom(server.ws, ada.welcome.room, { credential: beaKey });
  });

  it("a `back` from a seat that is not away sends the others nothing (no broadcast to amplify)", async () => {
    // a room of its own, in its lobby: nothing else happens in it that would send `seats`
    const host = await createRoom(server.ws, { seats: 3, rounds: 3, turnSeconds: 120 }, "Host");
    const guest = await joinRoom(server.ws, host.welcome.room, { name: "Guest" });
    /** Resolves once everything the server sent `seat` before this call has arrived. */
    const settled = async (seat: Seat): Promise<void> => {
      const mark = seat.received.length;
      seat.room.send("no-such-message", {});
      await seat.next((m) => m.type === "refused", 5_000, mark);
    };
    await settled(host);
    await settled(guest);
    const from = guest.received.length;
    for (let i = 0; i < 5; i++) host.room.send("back", {});
    // per-connection order: once the host's next message is answered, the `back`s were handled,
    // and once the guest's is, anything they sent to the guest has arrived
    await settled(host);
    await settled(guest);
    expect(guest.received.slice(from).filter((m) => m.type === "seats")).toEqual([]);
    await Promise.all([host.room.leave(), guest.room.leave()]);
  });

  it("a 1 MB payload is refused by the size limit", async () => {
    const big = await joinRoom(server.ws, ada.welcome.room, { credential: beaKey });
    const closed = new Promise<number>((r) => big.room.onLeave((code) => r(code)));
    big.room.send("action", { type: "endTurn", seat: 1, pad: "x".repeat(1024 * 1024) });
    expect(await closed).toBeGreaterThanOrEqual(1000);
    await intact();
    bea = await joinRoom(server.ws, ada.welcome.room, { credential: beaKey });
  });

  it("1,000 messages in a second are rate-limited", async () => {
    const flood = await joinRoom(server.ws, ada.welcome.room, { credential: beaKey });
    for (let i = 0; i < 1000; i++) flood.room.send("action", { type: "endTurn", seat: 1 });
    const limited = await flood.next(
      (m) => m.type === "refused" && (m.payload as { code: string }).code === "RATE_LIMITED",
    );
    expect(limited.payload).toMatchObject({ code: "RATE_LIMITED" });
    const refusals = flood.received.filter((m) => m.type === "refused").length;
    expect(refusals).toBeLessThan(100);
    await intact();
    // a client that slowed down is served again
    const calm = await joinRoom(server.ws, ada.welcome.room, { credential: beaKey });
    for (let i = 0; i < 30; i++) calm.room.send("nonsense", {});
    await new Promise((r) => setTimeout(r, 1500));
    const mark = calm.received.length;
    calm.room.send("nonsense", {});
    const served = await calm.next((m) => m.type === "refused", 5_000, mark);
    expect(served.payload).toMatchObject({ code: "BAD_MESSAGE" });
  });
});
