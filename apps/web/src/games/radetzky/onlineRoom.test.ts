import {
  type RadetzkyAction,
  type RadetzkyConfig,
  type RadetzkyEvent,
  type RadetzkyState,
  radetzky,
} from "@italia/radetzky";
import { describe, expect, it } from "vitest";
import { OnlineRadetzky } from "./online";
import {
  initialRzRoom,
  type RzRoom,
  type RzRoomMsg,
  readRzTerms,
  rzRoomReducer,
} from "./onlineRoom";

const ROOM = "AAAAAAAAAAAAAAAAAAAAAA";
const CONFIG: RadetzkyConfig = { players: 3, mode: "basic", difficulty: 0, handInfo: "closed" };
const TERMS = {
  seats: 3,
  mode: "basic",
  difficulty: 0,
  handInfo: "closed",
  turnSeconds: 90,
  bot: "greedy",
};

/** A real game: every state and each action's seat and events, the lowest actor's first move. */
function game(steps: number): {
  states: RadetzkyState[];
  actions: { seat: number; events: readonly RadetzkyEvent[] }[];
} {
  const states = [radetzky.newGame(CONFIG, "online-unit")];
  const actions: { seat: number; events: readonly RadetzkyEvent[] }[] = [];
  for (let i = 0; i < steps; i++) {
    const s = states[i]!;
    const seat = radetzky.actors(s)[0];
    if (seat === undefined) break;
    const r = radetzky.apply(s, radetzky.legalMoves(s, seat)[0]!);
    if (!r.ok) throw new Error(r.error.message);
    states.push(r.value.state);
    actions.push({ seat, events: r.value.events });
  }
  return { states, actions };
}

/**
 * The `update` the server sends `seat` (`null`: a spectator) after actions `since`…`step`
 * (docs/server.md).
 */
function update(
  g: ReturnType<typeof game>,
  seat: number | null,
  since: number,
  step: number,
): RzRoomMsg {
  const state = g.states[step]!;
  const actors = radetzky.actors(state);
  const acts = g.actions.slice(since, step);
  const events = acts.flatMap((a) =>
    a.events.flatMap((e) => {
      const seen = radetzky.eventFor(e, seat);
      return seen === null ? [] : [seen];
    }),
  );
  return {
    type: "message",
    name: "update",
    body: {
      step,
      since,
      view: radetzky.view(state, seat),
      actions: acts.map((a) => ({
        seat: a.seat,
        type: "x",
        events: a.events.filter((e) => radetzky.eventFor(e, seat) !== null).length,
      })),
      events,
      legal: seat !== null && actors.includes(seat) ? radetzky.legalMoves(state, seat) : null,
      actors,
      turn: { seat: actors[0] ?? 0, deadline: 1_000_000 },
      now: 990_000,
      result: null,
    },
    at: 5_000,
  };
}

const welcome = (seat: number): RzRoomMsg => ({
  type: "message",
  name: "welcome",
  body: { room: ROOM, seat, game: "radetzky", terms: TERMS },
});
const seats: RzRoomMsg = {
  type: "message",
  name: "seats",
  body: {
    stage: "playing",
    seats: [
      { seat: 0, name: "Ada", connected: true },
      { seat: 1, name: "Bea", connected: true },
      { seat: 2, name: null, bot: true },
    ],
  },
};
const run = (msgs: RzRoomMsg[], from: RzRoom = initialRzRoom(ROOM)) =>
  msgs.reduce(rzRoomReducer, from);

function tableOf(room: RzRoom, sent: unknown[] = []): OnlineRadetzky {
  if (!room.update || room.seat === null) throw new Error("not started");
  return new OnlineRadetzky(
    { ...room, update: room.update, seat: room.seat },
    (a) => sent.push(a),
    (s) => `Bot ${s}`,
  );
}

describe("a Radetzky room as the screen's table", () => {
  it("RZ3: reads a Radetzky room's terms and 5 seats; refuses what is not one", () => {
    expect(readRzTerms(TERMS)).toEqual(TERMS);
    expect(readRzTerms({ ...TERMS, seats: 6 })).toBeNull();
    expect(readRzTerms({ ...TERMS, bot: "strong" })).toBeNull();
    expect(readRzTerms({ ...TERMS, handInfo: "all" })).toBeNull();
    expect(run([welcome(4)]).seat).toBe(4);
    expect(run([welcome(5)]).seat).toBeNull();
    expect(run([welcome(1)]).game).toBe("radetzky");
  });

  it("RZ24: the seat sees its own view and moves only; others' turns are waited for", () => {
    const g = game(40);
    // the first step where seat 1 does not act, then one where it does
    const idle = g.states.findIndex((s) => !radetzky.actors(s).includes(1));
    const mine = g.states.findIndex((s) => radetzky.actors(s).includes(1));
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(mine).toBeGreaterThanOrEqual(0);
    let room = run([welcome(1), seats, update(g, 1, 0, idle)]);
    let table = tableOf(room);
    expect(table.waiting()).toEqual({ kind: "others", seats: radetzky.actors(g.states[idle]!) });
    expect(table.moves(1)).toEqual([]);
    expect(table.view(0)).toEqual(radetzky.view(g.states[idle]!, 1));
    expect(table.seats.map((s) => s.kind)).toEqual(["person", "person", "greedy"]);
    expect(table.seats[2]!.name).toBe("Bot 2");
    expect(table.hiddenHands()).toBe(false);
    room = run([welcome(1), seats, update(g, 1, 0, mine)]);
    table = tableOf(room);
    const others = radetzky.actors(g.states[mine]!).filter((s) => s !== 1);
    expect(table.waiting()).toEqual(
      others.length > 0
        ? { kind: "people", seats: [1], bots: [], elsewhere: others }
        : { kind: "people", seats: [1], bots: [] },
    );
    expect(table.moves(1)).toEqual(radetzky.legalMoves(g.states[mine]!, 1));
    expect(table.moves(0)).toEqual([]);
  });

  it("RZ24: a spectator's table is the public view, read-only: no hand, no move, nothing sent", () => {
    const g = game(60);
    // a step where somebody holds cards and acts
    const at = g.states.findIndex(
      (s, i) => i > 0 && radetzky.actors(s).length > 0 && (s.hands["0"]?.length ?? 0) > 0,
    );
    expect(at).toBeGreaterThan(0);
    const watched: RzRoomMsg = {
      type: "message",
      name: "welcome",
      body: { watch: true, name: "Eve", game: "radetzky", terms: TERMS, delay: 1 },
    };
    const room = run([watched, seats, update(g, null, 0, at)], initialRzRoom(""));
    expect(room.spectator).toBe(true);
    expect(room.seat).toBeNull();
    expect(room.delay).toBe(1);
    expect(room.terms).toEqual(TERMS);
    const sent: unknown[] = [];
    const table = new OnlineRadetzky(
      { ...room, update: room.update!, seat: null },
      (a) => sent.push(a),
      (s) => `Bot ${s}`,
    );
    expect(table.watching).toBe(true);
    expect(table.me).toBeNull();
    const actors = radetzky.actors(g.states[at]!);
    expect(table.waiting()).toEqual({ kind: "others", seats: actors });
    for (const seat of [0, 1, 2]) expect(table.moves(seat)).toEqual([]);
    const view = table.view(0);
    expect(view).toEqual(radetzky.view(g.states[at]!, null));
    for (const hand of Object.values(view.hands)) expect(hand.cards).toBeUndefined();
    // a click that reached the table anyway sends nothing
    expect(table.play(radetzky.legalMoves(g.states[at]!, actors[0]!)[0]!)).toBeNull();
    expect(sent).toEqual([]);
    expect(table.log.length).toBeGreaterThan(0);
  });

  it("RZ11.2: an action goes with its update's step; a stale refusal is quiet, another is shown until the next update", () => {
    const g = game(40);
    const mine = g.states.findIndex((s) => radetzky.actors(s).includes(1));
    const sent: unknown[] = [];
    let room = run([welcome(1), seats, update(g, 1, 0, mine)]);
    const move = tableOf(room).moves(1)[0] as RadetzkyAction;
    expect(tableOf(room, sent).play(move)).toBeNull();
    expect(sent).toEqual([{ ...move, step: mine }]);
    room = run(
      [
        {
          type: "message",
          name: "refused",
          body: { code: "STALE_DECISION", rule: null, message: "taken" },
        },
      ],
      room,
    );
    expect(tableOf(room).refusal()).toBeNull();
    room = run(
      [
        {
          type: "message",
          name: "refused",
          body: { code: "NOT_ADJACENT", rule: "RZ9", message: "no" },
        },
      ],
      room,
    );
    expect(tableOf(room).refusal()).toEqual({ code: "NOT_ADJACENT", rule: "RZ9", message: "no" });
    room = run([update(g, 1, mine, mine + 1)], room);
    expect(tableOf(room).refusal()).toBeNull();
  });

  it("files each action's events once: a rejoin's update from 0 rebuilds the log, held actions are skipped", () => {
    const g = game(40);
    const seen = (from: number, to: number) =>
      g.actions
        .slice(from, to)
        .flatMap((a) => a.events.filter((e) => radetzky.eventFor(e, 1) !== null)).length;
    const n = g.actions.length;
    expect(n).toBeGreaterThan(8);
    const [a, b, c] = [Math.floor(n / 4), Math.floor(n / 2), Math.floor((3 * n) / 4)];
    let room = run([welcome(1), seats, update(g, 1, 0, a)]);
    expect(room.journal.log).toHaveLength(seen(0, a));
    expect(room.logStep).toBe(a);
    room = run([update(g, 1, a, b)], room);
    expect(room.journal.log).toHaveLength(seen(0, b));
    expect(room.journal.log.map((e) => e.seq)).toEqual([...Array(seen(0, b)).keys()]);
    // an update that repeats actions already filed adds only the new ones
    room = run([update(g, 1, a + 1, c)], room);
    expect(room.journal.log).toHaveLength(seen(0, c));
    // reconnecting: the whole game again from 0
    room = run([update(g, 1, 0, c)], room);
    expect(room.journal.log).toHaveLength(seen(0, c));
    expect(room.journal.log.filter((e) => e.seat === 0).length).toBeGreaterThan(0);
    // a broken update (events not matching its actions) changes the view but files nothing
    const broken = update(g, 1, c, c + 1) as { body: Record<string, unknown> };
    room = run([{ ...broken, body: { ...broken.body, events: [] } } as RzRoomMsg], room);
    expect(room.journal.log).toHaveLength(seen(0, c));
  });

  it("a foreign or malformed update leaves the room as it was", () => {
    const room = run([welcome(1), seats]);
    for (const view of [null, { format: "italia-view/1" }, { config: {}, zones: {} }]) {
      expect(run([{ type: "message", name: "update", body: { step: 1, view } }], room)).toBe(room);
    }
  });
});
