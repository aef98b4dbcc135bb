import { describe, expect, it } from "vitest";
import { translator } from "../i18n/i18n";
import { joinRefusal } from "./connection";
import { credentialRejected, type RefusalKey, refusalKey, refusalText } from "./refusals";

/** A refused join as colyseus.js reports it: the server's status as `code`, its reason. */
const joinError = (status: number, message: string) =>
  joinRefusal(Object.assign(new Error(message), { code: status }));

/** The server's own `refused` codes (docs/server.md, "Refusals"). */
const SERVER_CODES = [
  "SERVER_BUSY",
  "NOT_CREATOR",
  "ROOM_STARTED",
  "NOT_PLAYING",
  "SEAT_AWAY",
  "RATE_LIMITED",
  "INTERNAL",
  "BAD_MESSAGE",
];

/** Joins the server refuses, with its reasons as docs/server.md gives them. */
const JOINS: [number, string, RefusalKey][] = [
  [409, "a player in this room already has this name: choose another", "joinRefusal_nameTaken"],
  [409, "the game has started: no seat is free", "joinRefusal_gameStarted"],
  [409, "no seat is free right now", "joinRefusal_seatTaken"],
  [409, "that seat is not free", "joinRefusal_seatTaken"],
  [409, "this seat is already joining: try again in a few seconds", "joinRefusal_seatTaken"],
  [403, "this credential opens no seat of this room", "joinRefusal_notASeat"],
  [400, "a name has 1 to 24 printable characters", "joinRefusal_badEntry"],
  [429, "this seat joined too often: try again in 6 s", "joinRefusal_tooOften"],
  [429, "too many new rooms from your address: try again in a moment", "joinRefusal_tooOften"],
  [503, "the server is loading too many games: try again in a moment", "joinRefusal_busy"],
  [503, "the server has too many open rooms: try again later", "joinRefusal_busy"],
  [4212, "no such room: the link is wrong, or the room was deleted (...)", "joinRefusal_gone"],
  [4212, "the game in this room is over: its record is at /api/rooms/X/record", "joinRefusal_over"],
];

describe("R13.1 R13.4 the server's refusals in the page's words", () => {
  it("R13.1 SERVER_BUSY (start over --max-games) says what happened and what to do, not the server's text", () => {
    const refusal = {
      code: "SERVER_BUSY",
      rule: null,
      message: "the server has too many games in play: try again later",
    };
    expect(refusalText(translator("en").t, refusal)).toBe(
      "The server is running too many games right now: the game did not start. The room stays open: press «Start» again in a few minutes.",
    );
    expect(refusalText(translator("it").t, refusal)).toContain("«Inizia»");
  });

  it("R13.1 a name already in the room (the server's NAME_TAKEN, a 409 join) asks for another name", () => {
    const refusal = joinError(409, "a player in this room already has this name: choose another");
    expect(refusal.code).toBe("JOIN_409");
    expect(refusalText(translator("en").t, refusal)).toBe(
      "Cannot enter the room: another player in this room already has this name: choose a different one.",
    );
    expect(refusalText(translator("it").t, refusal)).toBe(
      "Impossibile entrare nella stanza: un altro giocatore in questa stanza ha già questo nome: scegline un altro.",
    );
  });

  it("R13.1 every refused join the server documents gets its own wording; a server that cannot be reached too", () => {
    for (const [status, message, key] of JOINS) {
      expect(refusalKey(joinError(status, message)), message).toBe(key);
      // the room refuses, not one game's rules: no rule of any game is cited
      expect(joinError(status, message).rule, message).toBeNull();
    }
    expect(refusalKey(joinRefusal(new TypeError("Failed to fetch")))).toBe(
      "joinRefusal_unreachable",
    );
  });

  it("R13.4 every server code is worded in both languages, without the server's text or a placeholder left", () => {
    const refusals = [
      ...SERVER_CODES.map((code) => ({ code, rule: null, message: `raw ${code}` })),
      ...JOINS.map(([status, message]) => joinError(status, message)),
    ];
    for (const lang of ["it", "en"] as const) {
      const { t } = translator(lang);
      for (const refusal of refusals) {
        const key = refusalKey(refusal);
        expect(key, refusal.code).not.toBeNull();
        const text = refusalText(t, refusal);
        // not the server's text shown as it came
        const raw = refusal.code.startsWith("JOIN_")
          ? t("joinRefused", { message: refusal.message })
          : t("refused", { message: refusal.message });
        expect(text, refusal.code).not.toBe(raw);
        expect(text, refusal.code).not.toContain("raw ");
        expect(text).not.toMatch(/[{}]|refusal_/);
      }
    }
  });

  it("an engine's refusal of a move keeps the engine's message; an unknown code shows the server's text", () => {
    const { t } = translator("en");
    const engine = { code: "NOT_ADJACENT", rule: "R6.1", message: "lazio does not border sicilia" };
    expect(refusalKey(engine)).toBeNull();
    expect(refusalText(t, engine)).toBe("Move refused: lazio does not border sicilia");
    const unknown = joinError(418, "a teapot");
    expect(refusalKey(unknown)).toBeNull();
    expect(refusalText(t, unknown)).toBe("Cannot enter the room: a teapot");
  });
});

describe("R13.4 a refused rejoin", () => {
  it("R13.4 forgets the seat's credential only when it can never open the room again; a busy or unreachable server keeps it for a retry", () => {
    const forgets = (status: number, message: string) =>
      credentialRejected(joinError(status, message));
    expect(forgets(403, "this credential opens no seat of this room")).toBe(true);
    expect(forgets(400, "bad credential")).toBe(true);
    expect(forgets(4212, "no such room: the link is wrong, or the room was deleted (...)")).toBe(
      true,
    );
    expect(forgets(503, "the server is loading too many games: try again in a moment")).toBe(false);
    expect(forgets(429, "this seat joined too often: try again in 6 s")).toBe(false);
    expect(forgets(409, "this seat is already joining: try again in a few seconds")).toBe(false);
    expect(credentialRejected(joinRefusal(new TypeError("Failed to fetch")))).toBe(false);
  });
});
