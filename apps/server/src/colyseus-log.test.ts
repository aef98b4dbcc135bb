import { describe, expect, it } from "vitest";
import { COLYSEUS_MESSAGE_CHARS, colyseusLogger, colyseusMessage } from "./colyseus-log.js";
import type { LogFields } from "./log.js";

describe("Colyseus' messages in the structured log", () => {
  it("keeps an error's message, not its stack", () => {
    expect(colyseusMessage([new Error("onMessage error: bad\nmore")])).toBe("onMessage error: bad");
    expect(
      colyseusMessage(["couldn't decode message: \u0001\u0002\n    at decode (x.js:1:1)"]),
    ).toBe("couldn't decode message: \u0001\u0002");
  });

  it("cuts a long message (a client's bytes echoed back) to a bound", () => {
    const text = colyseusMessage([`couldn't decode message: ${"x".repeat(100_000)}`]);
    expect(text.length).toBe(COLYSEUS_MESSAGE_CHARS);
    expect(text.endsWith("…")).toBe(true);
  });

  it("writes warnings and errors as one warn line each and drops the chatter", () => {
    const lines: [string, string, LogFields | undefined][] = [];
    const logger = colyseusLogger((level, event, fields) => lines.push([level, event, fields]));
    logger.error(new Error("boom"));
    logger.warn("careful", { extra: 1 });
    logger.info("hello");
    logger.debug("details");
    logger.trace("more details");
    expect(lines).toEqual([
      ["warn", "colyseus", { message: "boom" }],
      ["warn", "colyseus", { message: "careful" }],
    ]);
  });
});
