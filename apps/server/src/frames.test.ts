/**
 * #24 bug 7: one rule for every WebSocket frame the server cannot read (a text frame, a frame cut
 * short, bytes that are not a Colyseus message of msgpack): it is answered with a `BAD_MESSAGE`
 * refusal, counts against the client's message rate, and the connection stays open unless the
 * rate limit closes it. Real sockets, raw frames.
 */

import { pack } from "@colyseus/msgpackr";
import { describe, expect, it } from "vitest";
import { unreadableFrame } from "./frames.js";
import { createRoom, type Seat, serverForSuite } from "./testing/harness.js";

/** The raw WebSocket under a colyseus.js room. */
function socket(seat: Seat): { send(data: string | Uint8Array): void } {
  return (seat.room.connection as unknown as { transport: { ws: WebSocket } }).transport.ws;
}

/** msgpack of a short string (fixstr). */
const str = (s: string) => [0xa0 | s.length, ...Buffer.from(s)];
const ROOM_DATA = 13;

/** Frames no server could read, each with what it is. */
const UNREADABLE: readonly [string, string | Uint8Array][] = [
  ["a text frame", "hello"],
  ["a text frame shaped like a message", `\r${String.fromCharCode(0xa5)}start`],
  ["an empty frame", new Uint8Array([])],
  ["a frame of no Colyseus kind", new Uint8Array([99, 1, 2, 3])],
  ["a message whose type is cut short", new Uint8Array([ROOM_DATA, 0xa6, ...Buffer.from("act")])],
  ["a message with no type", new Uint8Array([ROOM_DATA])],
  ["a message whose type is no string or number", new Uint8Array([ROOM_DATA, 0xc0])],
  // { type: "endTurn", seat: 0 } cut after its first key
  [
    "a message whose msgpack body is cut short",
    new Uint8Array([ROOM_DATA, ...str("action"), 0x82, ...str("type")]),
  ],
  [
    "a message with bytes after its body",
    new Uint8Array([ROOM_DATA, ...str("action"), 0x01, 0x02]),
  ],
  [
    "a message whose body is an unknown msgpack extension",
    new Uint8Array([ROOM_DATA, ...str("action"), 0xd4, 0x01, 0x00]),
  ],
];

describe("frames the server cannot read", () => {
  const server = serverForSuite();

  it("each is answered BAD_MESSAGE and the connection stays open", async () => {
    const ada = await createRoom(server().ws, { seats: 3, rounds: 1, turnSeconds: 60 });
    for (const [what, frame] of UNREADABLE) {
      const mark = ada.received.length;
      socket(ada).send(frame);
      const refused = await ada.next((m) => m.type === "refused", 15_000, mark);
      expect(refused.payload, what).toMatchObject({ code: "BAD_MESSAGE", rule: null });
      expect((refused.payload as { message: string }).message, what).toMatch(/^unreadable message/);
      expect(ada.left, what).toBeNull();
    }
    // the connection still serves: the creator starts the game
    ada.room.send("start", {});
    await ada.next((m) => m.type === "update");
    expect(ada.left).toBeNull();
    await ada.room.leave();
  });

  it("they count against the client's message rate: a flood of them is rate-limited, then closed (4029)", async () => {
    const ada = await createRoom(server().ws, { seats: 3, rounds: 1, turnSeconds: 60 });
    const closed = new Promise<number>((r) => ada.room.onLeave((code) => r(code)));
    for (let i = 0; i < 1000; i++) socket(ada).send(i % 2 ? "flood" : new Uint8Array([99]));
    const limited = await ada.next(
      (m) => m.type === "refused" && (m.payload as { code: string }).code === "RATE_LIMITED",
    );
    expect(limited.payload).toMatchObject({ code: "RATE_LIMITED" });
    expect(await closed).toBe(4029);
    const bad = ada.received.filter(
      (m) => m.type === "refused" && (m.payload as { code: string }).code === "BAD_MESSAGE",
    );
    // the burst's worth (40, and what was earned while the flood was read), not one per frame
    expect(bad.length).toBeGreaterThan(0);
    expect(bad.length).toBeLessThan(500);
  });
});

describe("unreadableFrame", () => {
  it("reads what colyseus.js sends: messages with a string or number type, with or without a body; joined and leave frames", () => {
    const body = [...pack({ type: "endTurn", seat: 0 })];
    for (const frame of [
      [ROOM_DATA, ...str("action"), ...body],
      [ROOM_DATA, ...str("start")],
      [ROOM_DATA, 0x07, ...body], // a number type
      [ROOM_DATA, 0xcd, 0x01, 0x00], // a uint 16 type
      [ROOM_DATA, 0xd9, 3, ...Buffer.from("end"), 0xc0], // a str 8 type, a nil body
      [17, ...str("action"), 1, 2, 3], // raw bytes
      [10], // joined
      [12], // leave
    ]) {
      expect(unreadableFrame(new Uint8Array(frame), true), String(frame)).toBeNull();
    }
  });

  it("says what is wrong with the others", () => {
    for (const [what, frame] of UNREADABLE) {
      const bytes = typeof frame === "string" ? Buffer.from(frame) : frame;
      expect(unreadableFrame(bytes, typeof frame !== "string"), what).toMatch(/^an? /);
    }
    expect(unreadableFrame(new Uint8Array([ROOM_DATA, 0xcd, 0x01]), true)).toBe(
      "a message whose type is cut short",
    );
  });
});
