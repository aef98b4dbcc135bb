import { describe, expect, it } from "vitest";
import { readSeatState } from "./api";

describe("where a room stands for its seat holder (R13.4)", () => {
  it("R13.4: reads the server's answer: lobby, your turn, waiting, paused, over", () => {
    const ok = (body: Record<string, unknown>) =>
      readSeatState(200, { room: "r", seat: 0, paused: false, ...body });
    expect(ok({ stage: "lobby", yourTurn: false })).toBe("lobby");
    expect(ok({ stage: "playing", yourTurn: true })).toBe("yourTurn");
    expect(ok({ stage: "playing", yourTurn: true, paused: true })).toBe("yourTurn");
    expect(ok({ stage: "playing", yourTurn: false })).toBe("waiting");
    expect(ok({ stage: "playing", yourTurn: false, paused: true })).toBe("waiting");
    expect(ok({ stage: "playing", yourTurn: null, paused: true })).toBe("paused");
    expect(ok({ stage: "over", yourTurn: false })).toBe("over");
  });

  it("a room or seat the server does not know is gone; anything else is unknown", () => {
    expect(readSeatState(403, { code: "NOT_A_SEAT" })).toBe("gone");
    expect(readSeatState(404, { code: "NO_ROOM" })).toBe("gone");
    expect(readSeatState(429, { code: "RATE_LIMITED" })).toBe("unknown");
    expect(readSeatState(500, null)).toBe("unknown");
    expect(readSeatState(200, null)).toBe("unknown");
    expect(readSeatState(200, { stage: "playing", yourTurn: "yes" })).toBe("unknown");
    expect(readSeatState(200, { stage: "elsewhere" })).toBe("unknown");
  });
});
