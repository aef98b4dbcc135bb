import { eventsFor, legalActions, legalMoves, type Seat, viewFor } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { translator } from "../../../i18n/i18n";
import { describeEntry } from "../game/describe";
import { visibleLog } from "../game/log";
import { act, type Session } from "../game/session";
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

/**
 * The update the server sends `seat` for the session's actions `from`…`to` (docs/server.md): one
 * `actions` entry per action, its events filtered for the seat, its own included.
 */
function streamUpdate(s: Session, seat: Seat, from: number, to: number, timedOut: number[] = []) {
  const entries = s.log.slice(from, to);
  return {
    ...updateOf(s, seat),
    step: to,
    since: from,
    actions: entries.map((e, i) => ({
      seat: e.seat,
      type: e.action,
      events: eventsFor(e.events, seat).length,
      ...(timedOut.includes(from + i) ? { timedOut: true } : {}),
    })),
    events: entries.flatMap((e) => eventsFor(e.events, seat)),
  };
}

/** A session past setup in which the seat to act has attacked once (its own dice). */
function afterAnAttack(): Session {
  let s = playUntil(session([HUMAN, HUMAN, HUMAN, HUMAN]), (x) =>
    legalActions(x.state).some((a) => a.type === "attack"),
  );
  const attack = legalActions(s.state).find((a) => a.type === "attack")!;
  const result = act(s, attack);
  if (!result.ok) throw new Error(result.error.message);
  s = result.session;
  return s;
}

describe("the online room state, from the server's messages (R13)", () => {
  it("R12: files every action's events under the seat that took it, the seat's own dice included", () => {
    const s = afterAnAttack();
    const n = s.log.length;
    const attacker = s.log[n - 1]!.seat;
    const half = Math.floor(n / 2);
    const room = run([
      msg("update", streamUpdate(s, attacker, 0, half)),
      msg("update", streamUpdate(s, attacker, half, n)),
    ]);
    expect(room.logStep).toBe(n);
    expect(room.log.map((e) => [e.seat, e.action])).toEqual(s.log.map((e) => [e.seat, e.action]));
    expect(room.log.map((e) => e.events)).toEqual(s.log.map((e) => eventsFor(e.events, attacker)));
    const roll = s.log[n - 1]!.events.find((e) => e.type === "diceRolled");
    expect(roll).toBeDefined();
    expect(room.lastRoll?.event).toEqual(roll);
  });

  it("R13.4: a rejoin's update from action 0 rebuilds the log; actions already filed are skipped", () => {
    const s = afterAnAttack();
    const n = s.log.length;
    const seat = ((s.log[n - 1]!.seat + 1) % 4) as Seat;
    const first = run([msg("update", streamUpdate(s, seat, 0, n - 2))]);
    const rejoined = run([msg("update", streamUpdate(s, seat, 0, n))], first);
    expect(rejoined.log.map((e) => e.events)).toEqual(s.log.map((e) => eventsFor(e.events, seat)));
    const overlapping = run([msg("update", streamUpdate(s, seat, n - 4, n))], first);
    expect(overlapping.log).toHaveLength(n);
    expect(overlapping.log.map((e) => e.events)).toEqual(rejoined.log.map((e) => e.events));
    expect(overlapping.log.map((e) => e.id)).toEqual(s.log.map((_, i) => i + 1));
  });

  it("R13.3: the actions a bot took for a timed-out seat are marked, and the log says so once", () => {
    const s = playUntil(session([HUMAN, HUMAN, HUMAN, HUMAN]), (x) => x.log.length >= 12);
    const n = s.log.length;
    const bySeat = s.log.map((e) => e.seat);
    const run3 = [n - 3, n - 2, n - 1].filter((i) => bySeat[i] === bySeat[n - 1]);
    const room = run([msg("update", streamUpdate(s, 0, 0, n, run3))]);
    const marks = room.log.map((e) => e.timedOut ?? null);
    expect(marks.filter((m) => m === "start")).toHaveLength(1);
    expect(marks[run3[0]!]).toBe("start");
    expect(marks.filter((m) => m === "more")).toHaveLength(run3.length - 1);
    const tr = translator("en");
    const lines = visibleLog(room.log, 0).flatMap((e) => describeEntry(tr, e, (x) => `P${x}`));
    const said = lines.filter((l) => l.text === `Time is up: a bot plays P${bySeat[n - 1]}’s turn`);
    expect(said).toHaveLength(1);
  });

  it("an update whose actions do not add up to its events is filed as one entry", () => {
    const s = afterAnAttack();
    const n = s.log.length;
    const bad = { ...streamUpdate(s, 0, n - 2, n), actions: [{ seat: 9, type: "x", events: 1 }] };
    const room = run([msg("update", bad)]);
    expect(room.log).toHaveLength(1);
    expect(room.log[0]!.events).toEqual(bad.events);
  });

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

  it("R13.1: a rematch offered is kept with who offered it (unknown when learnt on joining); entering its room starts from nothing", () => {
    const next = "ZyXwVuTsRqPoNmLkJiHgFe";
    const joined = run([
      msg("welcome", { room: ROOM, seat: 2, terms, invite: "x", rematch: next }),
    ]);
    expect(joined.rematch).toEqual({ room: next, by: null });
    const told = run([msg("rematch", { room: next, by: 1 })], joined);
    expect(told.rematch).toEqual({ room: next, by: 1 });
    expect(run([msg("rematch", { room: "not a room", by: 1 })], joined)).toBe(joined);
    const fresh = roomReducer(told, { type: "reset", room: next });
    expect(fresh).toEqual(initialRoom(next));
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

describe("chat and spectators in the room's state (issue #24)", () => {
  const line = (n: number, text: string) => ({ n, seat: 0, name: "Ada", text, at: n });

  it("a player's welcome keeps the watch link; chat lines and the spectators' count come in", () => {
    const room = run([
      msg("welcome", { room: ROOM, seat: 0, terms, invite: "x", watch: "http://h/?watch=W" }),
      msg("chat", { lines: [line(1, "Ciao")], whole: true }),
      msg("chat", { lines: [line(2, "Buona fortuna")], whole: false }),
      msg("spectators", { count: 2 }),
      msg("spectators", { count: -1 }),
    ]);
    expect(room.spectator).toBe(false);
    expect(room.watch).toBe("http://h/?watch=W");
    expect(room.chat.map((l) => l.text)).toEqual(["Ciao", "Buona fortuna"]);
    expect(room.spectators).toBe(2);
  });

  it("a spectator's welcome has no seat and no room id: the room stays as the page had it", () => {
    const room = run(
      [msg("welcome", { watch: true, name: "Eve", terms, delay: 2 })],
      initialRoom(""),
    );
    expect(room).toMatchObject({
      spectator: true,
      seat: null,
      room: "",
      delay: 2,
      connection: "open",
    });
    expect(room.terms).toEqual(terms);
  });

  it("a refused line of chat goes to the chat, not to the game's refusal (which would end a move in flight)", () => {
    const room = run([
      msg("welcome", { room: ROOM, seat: 0, terms, invite: "x" }),
      msg("refused", { code: "CHAT_RATE", rule: null, message: "wait" }),
    ]);
    expect(room.refusal).toBeNull();
    expect(room.chatRefusal).toMatchObject({ code: "CHAT_RATE" });
    const next = roomReducer(room, { type: "dismissChatRefusal" });
    expect(next.chatRefusal).toBeNull();
    const engine = run(
      [msg("refused", { code: "NOT_YOUR_TURN", rule: "R4", message: "no" })],
      next,
    );
    expect(engine.refusal).toMatchObject({ code: "NOT_YOUR_TURN" });
    expect(engine.chatRefusal).toBeNull();
  });
});
