/**
 * Spectators and chat of a room's game, in-process (no sockets): the delayed public view and the
 * chat's limits and record.
 */
import { apply, checkRecord, type GameState, newGame, turnKey, viewFor } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { RoomSession as RoomGame, type RoomOutlet } from "./room-session.js";
import type { StoredRoom } from "./store.js";
import { readTerms, unknownCreateOption } from "./terms.js";
import {
  type ItaliaSpectatorUpdate,
  italiaRecord,
  italiaSpectatorUpdate,
  italiaUpdate,
} from "./testing/italia-updates.js";
import { openTestStore } from "./testing/test-store.js";

const quiet: RoomOutlet = { update: () => {}, seats: () => {}, timedOut: () => {} };

function room(id: string, watchDelay: number): StoredRoom {
  return {
    id,
    terms: { seats: 3, limit: { rounds: 2 }, turnSeconds: 600, bot: "greedy", watchDelay },
    seed: `spectators-${id}`,
    stage: "lobby",
    seats: [],
    actions: [],
    turnDeadline: null,
    clockDeadline: null,
    createdAt: Date.now(),
  };
}

/** Plays a room of bots to its end, noting after every update what a spectator is shown. */
async function watchWholeGame(
  watchDelay: number,
): Promise<{ seen: { live: number; shown: ItaliaSpectatorUpdate }[]; states: GameState[] }> {
  const store = await openTestStore();
  const stored = room(`d${watchDelay}`, watchDelay);
  await store.createRoom(stored);
  const seen: { live: number; shown: ItaliaSpectatorUpdate }[] = [];
  let game: RoomGame | null = null;
  const outlet: RoomOutlet = {
    ...quiet,
    update: (g) => {
      const shown = italiaSpectatorUpdate(g, 0, true);
      if (shown) seen.push({ live: italiaUpdate(g, 0)!.step, shown });
    },
  };
  game = new RoomGame(stored, store, outlet, (e) => {
    throw e;
  });
  expect(await game.start(0)).toBeNull();
  while (game.stage !== "over") await game.idle();
  game.close();
  const actions = (await store.getRoom(stored.id))!.actions;
  const states = [newGame({ players: 3, seed: stored.seed, limit: { rounds: 2 } })];
  for (const a of actions) {
    const r = apply(states[states.length - 1]!, a);
    if (!r.ok) throw new Error(r.error.message);
    states.push(r.state);
  }
  await store.close();
  return { seen, states };
}

describe("spectators' delay (watchDelay)", () => {
  for (const delay of [0, 1, 3]) {
    it(`R12: a spectator sees the public view ${delay} turn(s) behind, as the game stood at the start of that turn`, async () => {
      const { seen, states } = await watchWholeGame(delay);
      // where each turn began, from the engine's turnKey over the stored actions
      const starts = [0];
      for (let k = 1; k < states.length; k++) {
        if (turnKey(states[k]!) !== turnKey(states[k - 1]!)) starts.push(k);
      }
      expect(seen.length).toBeGreaterThan(10);
      let behind = 0;
      for (const { live, shown } of seen) {
        const state = states[live]!;
        let expected = live;
        if (delay > 0 && state.stage !== "over") {
          const begun = starts.filter((s) => s <= live);
          expected = begun[begun.length - delay] ?? 0;
        }
        expect(shown.step).toBe(expected);
        expect(shown.view).toEqual(viewFor(states[expected]!, null));
        expect(shown.legal).toBeNull();
        expect(JSON.stringify(shown)).not.toMatch(/"hand"|"rng"|"deck"/);
        expect(shown.view.me).toBeNull();
        if (!shown.result) expect(shown.view.seats.every((s) => s.objective === null)).toBe(true);
        if (shown.step < live) behind++;
      }
      if (delay > 0) expect(behind).toBeGreaterThan(0);
      else expect(behind).toBe(0);
      // the end is shown at once, whatever the delay
      const last = seen[seen.length - 1]!;
      expect(last.shown.result).not.toBeNull();
      expect(last.shown.step).toBe(states.length - 1);
    }, 120_000);
  }
});

describe("chat of a room's game", () => {
  it("stores a line per channel, refuses long lines and a sender over 5 lines in 10 s, and puts the players' chat in the record", async () => {
    const store = await openTestStore();
    const stored = room("chat", 0);
    await store.createRoom(stored);
    let now = 1_000;
    const game = new RoomGame(
      stored,
      store,
      quiet,
      (e) => {
        throw e;
      },
      { now: () => now },
    );
    const line = await game.say("players", "0", 0, "Ada", { text: " Ciao! " });
    expect(line).toMatchObject({ n: 1, seat: 0, name: "Ada", text: "Ciao!", at: 1_000 });
    expect(await game.say("players", "0", 0, "Ada", { text: "x".repeat(201) })).toMatchObject({
      code: "CHAT_TOO_LONG",
    });
    for (let i = 0; i < 4; i++)
      expect(await game.say("players", "0", 0, "Ada", { text: `${i}` })).toHaveProperty("n");
    expect(await game.say("players", "0", 0, "Ada", { text: "six" })).toMatchObject({
      code: "CHAT_RATE",
    });
    // a spectator's limit is its own
    expect(await game.say("spectators", "s1", null, "Eve", { text: "forza" })).toHaveProperty("n");
    now += 10_000;
    expect(await game.say("players", "0", 0, "Ada", { text: "later" })).toHaveProperty("n");
    expect((await game.chatLines("players")).map((l) => l.text)).toEqual([
      "Ciao!",
      "0",
      "1",
      "2",
      "3",
      "later",
    ]);
    expect((await game.chatLines("spectators")).map((l) => l.text)).toEqual(["forza"]);
    // a game of bots to its end: the record has the players' chat, and the engine reads it
    await game.start(0);
    while (game.stage !== "over") await game.idle();
    const record = (await italiaRecord(game))!;
    expect(record.chat.map((l) => l.text)).toEqual(["Ciao!", "0", "1", "2", "3", "later"]);
    const checked = checkRecord(JSON.parse(JSON.stringify(record)));
    expect(checked.ok).toBe(true);
    game.close();
    await game.idle();
    await store.close();
  }, 120_000);
});

describe("the watchDelay create option", () => {
  const base = { seats: 3, rounds: 2, turnSeconds: 60, bot: "greedy" };
  it("is 0 to 3 turns, 0 when absent; anything else is refused", async () => {
    expect(readTerms(base)).toMatchObject({ ok: true, terms: { watchDelay: 0 } });
    expect(readTerms({ ...base, watchDelay: 3 })).toMatchObject({
      ok: true,
      terms: { watchDelay: 3 },
    });
    for (const bad of [4, -1, 1.5, "2"]) {
      expect(readTerms({ ...base, watchDelay: bad })).toMatchObject({
        ok: false,
        error: { message: expect.stringMatching(/watchDelay/) },
      });
    }
    expect(unknownCreateOption({ ...base, watchDelay: 1, name: "Ada" })).toBeNull();
  });
});
