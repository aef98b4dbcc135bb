/**
 * Which WebSocket frames a client sends the server can read. Colyseus reads a frame by its first
 * byte (the kind of frame), then, for a room message, its type (a msgpack string or number) and
 * its msgpack body; it would close the connection on a body it cannot decode (code 4002), make
 * a type cut short into another type, and silently drop a text frame or a frame of no kind it
 * knows. {@link unreadableFrame} reads a frame the same way, strictly, before Colyseus does, so
 * the room can treat every unreadable frame alike (see `GameRoom`).
 *
 * @module
 */
import { Protocol } from "@colyseus/core";
import { unpack } from "@colyseus/msgpackr";

/** The bytes each msgpack number prefix is followed by (what Colyseus reads as a message type). */
function numberBytes(prefix: number): number | null {
  if (prefix < 0x80 || prefix > 0xdf) return 0; // positive and negative fixint
  switch (prefix) {
    case 0xcc:
    case 0xd0:
      return 1;
    case 0xcd:
    case 0xd1:
      return 2;
    case 0xca:
    case 0xce:
    case 0xd2:
      return 4;
    case 0xcb:
    case 0xcf:
    case 0xd3:
      return 8;
    default:
      return null;
  }
}

/**
 * Where a room message's body starts, after its type (from byte 1), or what is wrong with the
 * type ("type is cut short"): a msgpack string (as Colyseus takes one: fixstr of 1–31 bytes, str 8, 16 or 32) or
 * number that ends inside the frame.
 */
function bodyStart(frame: Uint8Array): number | string {
  const prefix = frame[1];
  if (prefix === undefined) return "type is missing";
  let length: number;
  let at = 2;
  if ((prefix > 0xa0 && prefix < 0xc0) || prefix === 0xd9 || prefix === 0xda || prefix === 0xdb) {
    const size = prefix < 0xc0 ? 0 : prefix === 0xd9 ? 1 : prefix === 0xda ? 2 : 4;
    if (frame.length < at + size) return "type is cut short";
    length = prefix < 0xc0 ? prefix & 0x1f : 0;
    for (let i = 0; i < size; i++) length = length * 256 + frame[at + i]!;
    at += size;
  } else {
    const size = numberBytes(prefix);
    if (size === null) return "type is neither a string nor a number";
    length = size;
  }
  return frame.length < at + length ? "type is cut short" : at + length;
}

/**
 * Why the server cannot read a frame a client sent, or `null` when it can: a text frame (the
 * protocol is binary), an empty frame, a frame of a kind clients do not send, a room message
 * whose type or msgpack body is cut short or malformed. Readable frames are Colyseus' own
 * (joined, leave) and room messages whose whole type and body decode.
 *
 * @param frame the frame's bytes
 * @param binary whether it came as a binary frame (`false`: a text frame)
 * @example
 * ```ts
 * unreadableFrame(new Uint8Array([13, 0xa5, ...Buffer.from("start")]), true); // null
 * unreadableFrame(Buffer.from("hello"), false); // "a text frame: …"
 * ```
 */
export function unreadableFrame(frame: Uint8Array, binary: boolean): string | null {
  if (!binary) return "a text frame: messages are binary frames (Colyseus' msgpack)";
  const kind = frame[0];
  if (kind === undefined) return "an empty frame";
  if (kind === Protocol.JOIN_ROOM || kind === Protocol.LEAVE_ROOM) return null;
  if (kind !== Protocol.ROOM_DATA && kind !== Protocol.ROOM_DATA_BYTES) {
    return `a frame of kind ${kind}, which clients do not send`;
  }
  const start = bodyStart(frame);
  if (typeof start === "string") return `a message whose ${start}`;
  if (kind === Protocol.ROOM_DATA_BYTES || start >= frame.length) return null; // raw bytes, or none
  try {
    unpack(frame.subarray(start));
    return null;
  } catch {
    return "a message whose body is not msgpack (cut short or malformed)";
  }
}
