import { legalMoves, viewFor } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { HUMAN, playUntil, session } from "../game/testing";
import {
  actionKindOf,
  clockText,
  connectionNote,
  freeSeats,
  initialRoom,
  type RoomMsg,
  type RoomState,
  readTerms,
  roomReducer,
  secondsLeft,
  timeLeft,
} from "./room";

const ROOM = "AbCdEfGhIjKlMnOpQrStUv";
const msg = (name: string, body: unknown): RoomMsg => ({ type: "message", name, body });
const run = (msgs: RoomMsg[], from: RoomState = initialRoom(ROOM)) =>
  msgs.reduce(roomReducer, from);

const terms = { seats: 4, limit: { rounds: 2 }, turnSeconds: 30, bot: "greedy" };
const lobby = [
  { seat: 0, name: "Ada", bot: false, away: false, connected: true },
  { seat: 1, name: null, bot: false, away: false, connected: false },
  { seat: 2, name: "Bea", bot: false, away: false, connected: false },
  { seat: 3, name: null, bot: false, away: false, connected: false },
];

function updateOf(s = session([HUMAN, HUMAN, HUMAN, HUMAN]), seat = 0, events: unknown[] = []) {
  return {
    step: s.record.steps.length,
    view: viewFor(s.state, seat),
    events,
    legal: s.state.currentSeat === seat ? legalMoves(s.state) : null,
    turn: { seat: s.state.currentSeat, deadline: 1_000_000 },
    clockDeadline: null,
    result: null,
  };
}

describe("the online room state, from the server's messages (R13)", () => {
  it("R13.1: welcome, then the lobby's seats; the free seats become bots at the start", () => {
    const room = run([
      msg("welcome", { room: ROOM, seat: 2, terms, invite: "x", credential: "c".repeat(43) }),
      msg("seats", { stage: "lobby", seats: lobby }),
    ]);
    expect(room.seat).toBe(2);
    expect(room.terms).toEqual(terms);
    expect(room.credential).toBe("c".repeat(43));
    expect(room.connection).toBe("open");
    expect(room.stage).toBe("lobby");
    expect(freeSeats(room.seats)).toEqual([1, 3]);
  });

  it("ignores malformed messages and cleans names of control characters", () => {
    const before = run([msg("seats", { stage: "lobby", seats: lobby })]);
    expect(run([msg("seats", { stage: "nope", seats: lobby })], before)).toBe(before);
    expect(run([msg("seats", { stage: "lobby", seats: "x" })], before)).toBe(before);
    expect(run([msg("welcome", { seat: 9 })], before)).toBe(before);
    expect(run([msg("update", { view: { format: "other" } })], before)).toBe(before);
    expect(run([msg("bogus", {})], before)).toBe(before);
    const named = run([
      msg("seats", {
        stage: "lobby",
        seats: [{ seat: 0, name: "A\u0007\u001b[31mda", bot: false }],
      }),
    ]);
    expect(named.seats[0]!.name).toBe("A??[31mda");
    expect(readTerms({ seats: 5, limit: { rounds: 1 }, turnSeconds: 1, bot: "greedy" })).toBeNull();
  });

  it("an update draws the game: the view, the legal moves, the turn's deadline, the log and the dice", () => {
    const s = session([HUMAN, HUMAN, HUMAN, HUMAN]);
    const room = run([msg("update", updateOf(s, s.state.currentSeat))]);
    expect(room.stage).toBe("playing");
    expect(room.update?.view.viewer).toBe(s.state.currentSeat);
    expect(room.update?.legal?.length).toBeGreaterThan(0);
    expect(room.update?.turn).toEqual({ seat: s.state.currentSeat, deadline: 1_000_000 });
    const roll = {
      type: "diceRolled",
      seat: 0,
      from: "lazio",
      to: "umbria",
      attackerDice: [6],
      defenderDice: [1],
      attackerLosses: 0,
      defenderLosses: 1,
    };
    const later = run(
      [msg("update", updateOf(s, 1, [roll])), msg("update", updateOf(s, 1, [roll]))],
      room,
    );
    expect(later.log).toHaveLength(2);
    expect(later.lastRoll?.n).toBe(2);
    expect(later.update?.legal).toBeNull();
  });

  it("R13.3: a timed-out seat is marked until its next turn begins", () => {
    const s = session([HUMAN, HUMAN, HUMAN, HUMAN]);
    const first = run([msg("update", updateOf(s, 0)), msg("timedOut", { seat: 1, away: false })]);
    const round = first.update!.view.round;
    expect(first.timedOut).toEqual({ 1: round });
    const later = playUntil(s, (x) => x.state.round > round && x.state.currentSeat === 1);
    const next = run([msg("update", updateOf(later, 0))], first);
    expect(next.timedOut).toEqual({});
  });

  it("a refusal shows the engine's code, rule and message, bounded; a new turn elsewhere clears it", () => {
    const refused = run([
      msg("refused", { code: "NOT_ADJACENT", rule: "R6.1", message: `x${"y".repeat(500)}` }),
    ]);
    expect(refused.refusal?.code).toBe("NOT_ADJACENT");
    expect(refused.refusal?.rule).toBe("R6.1");
    expect(refused.refusal?.message.length).toBeLessThanOrEqual(200);
    const s = session([HUMAN, HUMAN, HUMAN, HUMAN]);
    const other = (s.state.currentSeat + 1) % 4;
    expect(run([msg("update", updateOf(s, other))], refused).refusal).toBeNull();
  });

  it("a room the server deleted when its time was up shows as expired, for good", () => {
    const room = run([
      msg("welcome", { room: ROOM, seat: 0, terms }),
      msg("expired", { stage: "lobby" }),
      { type: "connection", connection: "closed" },
    ]);
    expect(room.expired).toBe(true);
    expect(room.connection).toBe("closed");
  });

  it("R7: the log tells a fortify move and a «Passa» from the events alone", () => {
    const ended = { type: "turnEnded", seat: 1 } as never;
    const moved = {
      type: "armiesMoved",
      seat: 1,
      from: "lazio",
      to: "umbria",
      count: 2,
      reason: "fortify",
    } as never;
    const roll = { type: "diceRolled", seat: 1 } as never;
    expect(actionKindOf([ended])).toBe("endTurn");
    expect(actionKindOf([moved, ended])).toBe("fortify");
    expect(actionKindOf([roll])).toBe("attack");
    expect(actionKindOf([])).toBe("place");
  });

  it("counts a turn's time down from the server's deadline", () => {
    expect(secondsLeft(null, 5)).toBeNull();
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
    // a device whose clock is behind the server's never shows more than a whole turn
    expect(secondsLeft(100_000, 0, 30)).toBe(30);
    expect(clockText(75)).toBe("1:15");
    expect(clockText(9)).toBe("0:09");
  });

  it("R13.3: the turn and game clocks count on the server's clock, whatever this device's says", () => {
    const server = 1_700_000_000_000;
    const body = {
      ...updateOf(),
      turn: { seat: 0, deadline: server + 25_000 },
      clockDeadline: server + 300_000,
      now: server,
    };
    // the same update received by devices whose clocks are 10 minutes ahead, right, 10 minutes behind
    for (const skew of [600_000, 0, -600_000]) {
      const device = server + skew;
      const room = run([
        msg("welcome", { room: ROOM, seat: 0, terms }),
        { type: "message", name: "update", body, at: device + 40 }, // 40 ms on the way
      ]);
      expect(room.clockSync).toEqual({ server, device: device + 40 });
      // 5 s after receipt: 20 s of the turn's 25 (plus at most the delay), 4:55 of the game's 5:00
      expect(timeLeft(room, device + 40 + 5_000)).toEqual({ turn: 20, clock: 295 });
      expect(timeLeft(room, device + 40 + 30_000)).toEqual({ turn: 0, clock: 270 });
    }
  });

  it("keeps the clocks' sync until an update says the server's time again; a stale reading counts from it", () => {
    const at = 50_000;
    const first = run([
      msg("welcome", { room: ROOM, seat: 0, terms }),
      {
        type: "message",
        name: "update",
        body: { ...updateOf(), turn: { seat: 0, deadline: 90_000 }, now: 80_000 },
        at,
      },
    ]);
    expect(first.clockSync).toEqual({ server: 80_000, device: 50_000 });
    // a reading of the device's clock from before the update arrived counts as the server's `now`
    expect(timeLeft(first, 49_600).turn).toBe(10);
    // an update without `now` (or without a receipt time) leaves the sync as it was
    const next = run([msg("update", updateOf())], first);
    expect(next.clockSync).toEqual(first.clockSync);
    expect(run([msg("update", { ...updateOf(), now: "x" })], initialRoom(ROOM)).clockSync).toBe(
      null,
    );
  });

  it("says why the connection is not open: an expired room, a closed connection, or reconnecting", () => {
    const room = initialRoom(ROOM);
    expect(connectionNote({ ...room, connection: "reconnecting" })).toBe("reconnecting");
    expect(connectionNote({ ...room, connection: "connecting" })).toBe("reconnecting");
    expect(connectionNote({ ...room, connection: "closed" })).toBe("connectionClosed");
    const expired = run([msg("expired", { stage: "lobby" })]);
    expect(connectionNote(expired)).toBe("roomExpired");
  });
});
