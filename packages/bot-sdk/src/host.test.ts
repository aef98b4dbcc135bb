import {
  checkRecord,
  eventsFor,
  type GameEvent,
  italia,
  legalActions,
  replay,
  toPlatformRecord,
} from "@italia/engine";
import { checkGameRecord } from "@italia/game-kit";
import { describe, expect, it } from "vitest";
import type { Bot, DecisionContext } from "./bot.js";
import { GameHost } from "./host.js";
import { GreedyBot } from "./italia/bots/greedy.js";
import { RandomBot } from "./italia/bots/random.js";
import { botSeedFor, seatSeed } from "./seeds.js";
import { game } from "./testing/positions.js";

/** A bot that remembers every context it was given, then plays like greedy. */
function listener(): Bot & { contexts: DecisionContext[] } {
  const greedy = new GreedyBot();
  const contexts: DecisionContext[] = [];
  return {
    name: "listener",
    contexts,
    decide: (ctx) => {
      contexts.push(ctx);
      return greedy.decide(ctx);
    },
  };
}

describe("GameHost", () => {
  it("keeps a record that replays to its state", async () => {
    const host = GameHost.start({ players: 3, seed: "rec", limit: { rounds: 2 } }, [
      new GreedyBot(),
      new RandomBot(),
      new GreedyBot(),
    ]);
    await host.runBots();
    expect(host.state.stage).toBe("over");
    const record = host.record();
    expect(record.format).toBe("italia-record/2");
    expect(record.result?.endReason).toBe(host.state.endReason);
    const again = replay(
      record.config,
      record.steps.map((s) => s.action),
    );
    expect(again.state).toEqual(host.state);
  });

  it("shows each seat the events since its previous decision, filtered for it (R12)", async () => {
    const spy = listener();
    const host = GameHost.start({ players: 3, seed: "cursor", limit: { rounds: 3 } }, [
      new GreedyBot(),
      spy,
      new GreedyBot(),
    ]);
    await host.runBots();
    const seen = spy.contexts.flatMap((c) => c.events);
    expect(seen.some((e) => e.type === "diceRolled" && e.seat !== 1)).toBe(true);
    // Cards other seats draw are hidden from seat 1.
    const draws = seen.filter((e) => e.type === "cardDrawn" && e.seat !== 1);
    expect(draws.length).toBeGreaterThan(0);
    for (const d of draws) expect(d.type === "cardDrawn" && d.card).toBeNull();
    expect(spy.contexts[0]!.settings.seed).toBe(seatSeed(botSeedFor("cursor"), 1));
  });

  it("R12 every seat is shown every event of the game once, in order, its own actions' included", async () => {
    const spy = listener();
    const host = GameHost.start({ players: 3, seed: "every-event", limit: { rounds: 3 } }, [
      new GreedyBot(),
      spy,
      new RandomBot(),
    ]);
    const all: GameEvent[] = [];
    await host.runBots({ onStep: (step) => all.push(...step.events) });
    expect(host.state.stage).toBe("over");
    const seen = [...spy.contexts.flatMap((c) => c.events), ...host.takeEvents(1)];
    expect(seen).toEqual(eventsFor(all, 1));
    // its own dice among them: a bot learns what its own attacks rolled
    expect(seen.some((e) => e.type === "diceRolled" && e.seat === 1)).toBe(true);
  });

  it("R12 a person's own action's events reach that person too", () => {
    const host = GameHost.start({ players: 3, seed: "own-events" }, [null, null, null]);
    const seat = host.state.currentSeat;
    host.takeEvents(seat);
    const done = host.submit(seat, legalActions(host.state)[0]!);
    expect(done.ok).toBe(true);
    const mine = host.takeEvents(seat);
    expect(mine.map((e) => e.type)).toContain("armiesPlaced");
    expect(mine).toEqual(eventsFor(done.ok ? done.steps.flatMap((s) => s.events) : [], seat));
    expect(host.takeEvents(seat)).toEqual([]);
  });

  it("takes a person's action, refuses another seat's or a bad one with the engine's error", () => {
    const host = GameHost.start({ players: 3, seed: "people" }, [null, null, null]);
    expect(host.botToAct()).toBe(false);
    const seat = host.state.currentSeat;
    const action = legalActions(host.state)[0]!;
    const other = (seat + 1) % 3;
    const wrong = host.submit(other, action);
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.error.code).toBe("NOT_YOUR_TURN");
    // Text for people numbers seats from 1; the JSON seat is given beside it.
    expect(!wrong.ok && wrong.error.message).toBe(
      `Seat ${other + 1} cannot act for seat ${seat + 1} (in JSON: seat ${other}, not ${seat}).`,
    );
    const notYours = host.submit(other, { ...action, seat: other });
    expect(!notYours.ok && notYours.error.message).toBe(
      `It is seat ${seat + 1}'s turn, not seat ${other + 1}'s (in JSON: seat ${seat}, not ${other}).`,
    );
    const junk = host.submit(seat, { type: "place", seat, region: "atlantide", count: 1 });
    expect(junk.ok).toBe(false);
    const done = host.submit(seat, action);
    expect(done.ok && done.steps.map((s) => s.action)).toEqual([action]);
    expect(host.actionCount).toBe(1);
    expect(host.takeEvents(other).map((e) => e.type)).toEqual(["armiesPlaced"]);
    expect(host.takeEvents(other)).toEqual([]);
  });

  it("R13.3: when a person's turn time runs out, a bot finishes the turn and the seat stays theirs", async () => {
    const state = game({ lazio: [0, 6], umbria: [0, 3], toscana: [1, 2], marche: [2, 2] });
    const host = new GameHost({ state }, [null, new GreedyBot(), new GreedyBot()]);
    const steps = await host.expireTurn(new GreedyBot());
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.at(-1)!.turnEnded).toBe(true);
    expect(host.strikes).toHaveLength(1);
    expect(host.strikes[0]!.reason).toBe("timeout");
    expect(host.playerAt(0)).toBeNull();
  });

  it("R11.4: only the host reports that a timed game's clock ran out; the record replays it", async () => {
    const host = GameHost.start({ players: 3, seed: "clock", limit: { minutes: 30 } }, [
      new RandomBot(),
      new RandomBot(),
      new RandomBot(),
    ]);
    await host.runBots({ maxActions: 40 });
    const seat = host.state.currentSeat;
    expect(host.submit(seat, { type: "clockExpired" }).ok).toBe(false);
    const done = host.expireClock();
    expect(done.ok && done.events.map((e) => e.type)).toEqual(["clockExpired"]);
    expect(host.expireClock().ok).toBe(false);
    await host.runBots();
    expect(host.state.stage).toBe("over");
    const record = host.record();
    expect(record.steps.filter((s) => s.action.type === "clockExpired")).toHaveLength(1);
    expect(
      replay(
        record.config,
        record.steps.map((s) => s.action),
      ).state,
    ).toEqual(host.state);
    const rounds = GameHost.start({ players: 3, seed: "clock" }, [null, null, null]);
    expect(rounds.expireClock().ok).toBe(false);
  });

  it("R11.4 writes its record as game-record/1: the clock's expiry a host input, the dice each step's chance", async () => {
    const host = GameHost.start(
      { players: 3, seed: "platform", limit: { minutes: 30 } },
      [new RandomBot(), new GreedyBot(), new RandomBot()],
      {
        seats: [
          { name: "Ada" },
          { name: "greedy", bot: "greedy" },
          { name: "random", bot: "random" },
        ],
      },
    );
    await host.runBots({ maxActions: 30 });
    // a saved game: no outcome yet, and what is written replays to where the game stands
    const saved = host.platformRecord();
    expect(saved).toMatchObject({ format: "game-record/1", game: "italia", seed: "platform" });
    expect(saved.outcome).toBeNull();
    const resumed = checkGameRecord(italia, saved);
    expect(resumed.ok && resumed.state).toEqual(host.state);
    expect(host.expireClock().ok).toBe(true);
    await host.runBots();
    const record = host.platformRecord();
    expect(record.config).toEqual({ players: 3, limit: { minutes: 30 } });
    expect(record.seats?.map((s) => s.name)).toEqual(["Ada", "greedy", "random"]);
    expect(record.steps.filter((s) => "host" in s)).toEqual([{ host: { type: "timeUp" } }]);
    expect(record.steps.some((s) => Array.isArray(s.chance))).toBe(true);
    expect(record.outcome).toEqual(italia.outcome(host.state));
    // the same record the engine converts Italia's own to, and the kit's reader replays it
    expect(toPlatformRecord(host.record())).toEqual({ ok: true, record });
    const check = checkGameRecord(italia, JSON.parse(JSON.stringify(record)));
    expect(check.ok && check.state).toEqual(host.state);
  });

  it("a game taken over from a checked record whose file left its dice out still writes them", async () => {
    const first = GameHost.start({ players: 3, seed: "bare", limit: { rounds: 2 } }, [
      new GreedyBot(),
      new GreedyBot(),
      new GreedyBot(),
    ]);
    await first.runBots({ maxActions: 60 });
    const bare = {
      ...first.record(),
      steps: first.record().steps.map((s) => ({ action: s.action })),
    };
    expect(first.record().steps.some((s) => s.dice !== undefined)).toBe(true);
    const checked = checkRecord(bare);
    if (!checked.ok) throw new Error(checked.error.message);
    const host = new GameHost({ state: checked.state, record: checked.record }, [
      new GreedyBot(),
      new GreedyBot(),
      new GreedyBot(),
    ]);
    await host.runBots();
    expect(host.state.stage).toBe("over");
    const check = checkGameRecord(italia, host.platformRecord());
    expect(check.ok && check.state).toEqual(host.state);
  });

  it("hands a seat to a bot for good and back", async () => {
    const host = GameHost.start({ players: 3, seed: "hand", limit: { rounds: 1 } }, [
      null,
      null,
      null,
    ]);
    for (const s of [0, 1, 2]) host.seat(s, new RandomBot());
    await host.runBots({ maxActions: 5 });
    expect(host.actionCount).toBe(5);
    host.seat(host.state.currentSeat, null);
    expect(host.botToAct()).toBe(false);
  });

  it("derives the bots' seeds one way from the game seed, per seat", () => {
    const seeds = [0, 1, 2].map((s) => seatSeed(botSeedFor("secret"), s));
    expect(new Set(seeds).size).toBe(3);
    for (const s of seeds) {
      expect(s).toMatch(/^[0-9a-f]{32}$/);
      expect(s).not.toContain("secret");
    }
    expect(botSeedFor("secret")).toBe(botSeedFor("secret"));
    expect(botSeedFor("secret")).not.toBe(botSeedFor("secret2"));
  });
});

describe("GameHost: a seat taken back while its bot thinks", () => {
  /** A greedy bot that answers only when `release` is called. */
  function slowBot(): Bot & { asked: Promise<void>; release: () => void } {
    const greedy = new GreedyBot();
    let release = () => {};
    let asked = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    return {
      name: "slow",
      asked: new Promise<void>((r) => {
        asked = r;
      }),
      release: () => release(),
      decide: async (ctx) => {
        asked();
        await gate;
        return greedy.decide(ctx);
      },
    };
  }

  it("R13.3: discards the bot's late answer once a person took the seat back; the person acts", async () => {
    const bots = [slowBot(), slowBot(), slowBot()];
    const host = GameHost.start({ players: 3, seed: "stale", limit: { rounds: 2 } }, bots);
    const seat = host.state.currentSeat;
    const running = host.runBots();
    await bots[seat]!.asked;
    host.seat(seat, null); // the person is back while the bot still thinks
    bots[seat]!.release();
    const steps = await running;
    expect(steps).toEqual([]);
    expect(host.actionCount).toBe(0);
    expect(host.botToAct()).toBe(false);
    const action = legalActions(host.state)[0]!;
    const submitted = host.submit(seat, action);
    expect(submitted.ok).toBe(true);
    expect(host.actionCount).toBe(1);
  });

  it("plays the late answer of a bot whose seat did not change hands", async () => {
    const bots = [slowBot(), slowBot(), slowBot()];
    const host = GameHost.start({ players: 3, seed: "stale", limit: { rounds: 2 } }, bots);
    const seat = host.state.currentSeat;
    const steps = host.runBots({ maxActions: 1 });
    await bots[seat]!.asked;
    bots[seat]!.release();
    expect((await steps).map((s) => s.seat)).toEqual([seat]);
  });
});

describe("GameHost.actionsFrom", () => {
  it("gives the actions from a number on, as the whole log would", async () => {
    const host = GameHost.start({ players: 3, seed: "from", limit: { rounds: 1 } }, [
      new GreedyBot(),
      new GreedyBot(),
      new GreedyBot(),
    ]);
    await host.runBots({ maxActions: 30 });
    expect(host.actionCount).toBe(30);
    for (const from of [0, 1, 17, 29, 30]) {
      expect(host.actionsFrom(from)).toEqual(host.actions.slice(from));
    }
    expect(host.actionsFrom(40)).toEqual([]);
  });
});
