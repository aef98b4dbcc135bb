import { describe, expect, it } from "vitest";
import {
  connectionNote,
  initialShell,
  isCreator,
  type RoomShell,
  readSeatList,
  seatBelow,
  shellChange,
  shellMessage,
} from "./shell";

const ROOM = "AAAAAAAAAAAAAAAAAAAAAA";
const five = seatBelow(5);
const fold = (room: RoomShell, name: string, body: unknown) =>
  shellMessage(room, name, body, five, 5);

describe("the room's shell, the same in every game (R13)", () => {
  it("R13.1: reads seats up to the game's most, each seat number checked", () => {
    const seat = (n: number) => ({ seat: n, name: `P${n}`, connected: true });
    expect(readSeatList([0, 1, 2, 3, 4].map(seat), five, 5)?.map((s) => s.seat)).toEqual([
      0, 1, 2, 3, 4,
    ]);
    expect(readSeatList([0, 1, 2, 3, 4, 5].map(seat), five, 5)).toBeNull();
    expect(readSeatList([seat(5)], five, 5)).toBeNull();
    expect(readSeatList([seat(4)], seatBelow(4), 4)).toBeNull();
    expect(
      readSeatList([{ seat: 0, name: "a\u0000b".repeat(30) }], five, 5)?.[0]?.name,
    ).toHaveLength(24);
  });

  it("R13.1: a welcome gives the seat, the game, the credential; a foreign message changes nothing", () => {
    const room = initialShell(ROOM);
    const welcomed = fold(room, "welcome", {
      room: ROOM,
      seat: 4,
      game: "radetzky",
      credential: "c",
    });
    expect(welcomed).toMatchObject({
      seat: 4,
      game: "radetzky",
      credential: "c",
      connection: "open",
    });
    expect(isCreator(welcomed)).toBe(false);
    expect(isCreator(fold(room, "welcome", { seat: 0 }))).toBe(true);
    for (const [name, body] of [
      ["welcome", { seat: 7 }],
      ["seats", { stage: "x", seats: [] }],
      ["update", { step: 1 }],
      ["rematch", { room: "short", by: 0 }],
      ["chat", null],
    ] as const) {
      expect(fold(welcomed, name, body)).toBe(welcomed);
    }
  });

  it("refusals: a chat refusal is the chat's; the game's are shown until dismissed", () => {
    let room = fold(initialShell(ROOM), "refused", { code: "CHAT_RATE", message: "slow" });
    expect(room.chatRefusal?.code).toBe("CHAT_RATE");
    expect(room.refusal).toBeNull();
    room = fold(room, "refused", { code: "NOT_PLAYING", rule: null, message: "m" });
    expect(room.refusal?.code).toBe("NOT_PLAYING");
    expect(shellChange(room, { type: "dismissRefusal" }).refusal).toBeNull();
    expect(connectionNote(fold(room, "expired", {}))).toBe("roomExpired");
    expect(
      connectionNote(shellChange(room, { type: "connection", connection: "reconnecting" })),
    ).toBe("reconnecting");
  });
});
