/**
 * What a page received over its rooms' WebSockets, decoded with colyseus.js's own decoders: a
 * room-data frame is [13, the type as a schema string or number, the msgpack body]. The browser
 * tests that scan every payload a seat or a spectator received use it.
 */
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const fromColyseus = createRequire(createRequire(import.meta.url).resolve("colyseus.js"));
const schema = fromColyseus("@colyseus/schema") as {
  decode: {
    stringCheck(b: Uint8Array, it: { offset: number }): boolean;
    string(b: Uint8Array, it: { offset: number }): string;
    number(b: Uint8Array, it: { offset: number }): number;
  };
};
const msgpack = fromColyseus("@colyseus/msgpackr") as { unpack(b: Uint8Array): unknown };

/** A message the page received over a room's WebSocket. */
export interface Received {
  /** The message's type (`welcome`, `update`, …). */
  readonly type: string | number;
  /** Its decoded body. */
  readonly body: unknown;
}

/** A Colyseus room-data frame, decoded; `null` for other frames (handshakes, pings). */
export function decodeFrame(payload: string | Buffer): Received | null {
  if (typeof payload === "string") return null;
  const bytes = new Uint8Array(payload);
  if (bytes[0] !== 13) return null;
  const it = { offset: 1 };
  const type = schema.decode.stringCheck(bytes, it)
    ? schema.decode.string(bytes, it)
    : schema.decode.number(bytes, it);
  const body = bytes.byteLength > it.offset ? msgpack.unpack(bytes.subarray(it.offset)) : null;
  return { type, body };
}

/** Records every room message `page` receives from now on (across reloads) into the list returned. */
export function recordFrames(page: Page): Received[] {
  const received: Received[] = [];
  page.on("websocket", (ws) => {
    ws.on("framereceived", ({ payload }) => {
      const msg = decodeFrame(payload);
      if (msg) received.push(msg);
    });
  });
  return received;
}
