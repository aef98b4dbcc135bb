import {
  apply,
  CARDS,
  type CardId,
  type GameState,
  legalMoves,
  moveAction,
  type RegionId,
  serenataTargets,
} from "@italia/engine";
import { describe, expect, it } from "vitest";
import {
  handOverTo,
  humanDecision,
  initModel,
  localControls,
  type Model,
  update,
} from "./localTable";
import { attackSources, attacksFrom, decisionOf } from "./options";
import { mergedPlacements } from "./selection";

const highlights = (model: Model) => localControls(model).highlights;
const placesLeft = (model: Model) => localControls(model).placesLeft;

import { act, resumeSession, type Session } from "./session";
import { BOT, HUMAN, plainAction, playUntil, session } from "./testing";

const humanFirst = () => session([HUMAN, BOT, BOT, BOT]);

/** The first session (over seeds test-1, test-2, …) that reaches `done` before its game ends. */
function firstSession(done: (s: Session) => boolean): Session {
  for (let seed = 1; seed <= 40; seed++) {
    let s = session([HUMAN, BOT, BOT, BOT], `test-${seed}`);
    for (let i = 0; i < 3000 && s.state.stage !== "over"; i++) {
      if (done(s)) return s;
      const r = act(s, plainAction(s));
      if (!r.ok) throw new Error(r.error.message);
      s = r.session;
    }
  }
  throw new Error("no seed reaches the position");
}

/** The model once seat 0 (human) is to attack, with attacks (and fortify moves) available. */
function humanAttacking(withFortify = false): Model {
  const s = playUntil(
    humanFirst(),
    (x) =>
      x.state.currentSeat === 0 &&
      x.state.round >= 2 &&
      x.state.pendingArmies === 0 &&
      x.state.stage !== "setup" &&
      legalMoves(x.state).some((m) => m.type === "attack") &&
      (!withFortify || legalMoves(x.state).some((m) => m.type === "fortify")),
  );
  return initModel(s);
}

describe("controller", () => {
  it("a resumed game shows its latest dice roll again", () => {
    const before = playUntil(humanFirst(), (x) =>
      legalMoves(x.state).some((m) => m.type === "attack"),
    );
    const attack = legalMoves(before.state).find((m) => m.type === "attack")!;
    const played = act(before, moveAction(attack));
    if (!played.ok) throw new Error(played.error.message);
    const s = played.session;
    const resumed = resumeSession(JSON.parse(JSON.stringify(s.record)))!;
    const rolls = resumed.log
      .flatMap((entry) => entry.events)
      .filter((e) => e.type === "diceRolled");
    expect(initModel(resumed).lastRoll?.event).toEqual(rolls.at(-1));
    expect(initModel(session([HUMAN, BOT, BOT, BOT])).lastRoll).toBeNull();
  });

  it("shows a single human's secrets and needs no hand-over", () => {
    const model = initModel(humanFirst());
    expect(model.viewer).toBe(0);
    expect(handOverTo(model)).toBeNull();
  });

  it("R2.4 setup: clicking an own region places armies; other regions do nothing", () => {
    const s = playUntil(
      humanFirst(),
      (x) => x.state.stage === "setup" && x.state.currentSeat === 0,
    );
    let model = initModel(s);
    const d = humanDecision(model)!;
    const own = d.place[0]!.region;
    const enemy = (Object.keys(s.state.regions) as RegionId[]).find(
      (id) => s.state.regions[id].owner !== 0,
    )!;
    const untouched = update(model, { type: "region", id: enemy });
    expect(untouched.session.state).toBe(model.session.state);
    model = update(model, { type: "placeAmount", n: 2 });
    model = update(model, { type: "region", id: own });
    expect(model.error).toBeNull();
    expect(model.session.state.regions[own].armies).toBe(s.state.regions[own].armies + 2);
    expect(model.session.record.steps.at(-1)?.action).toMatchObject({ type: "place", count: 2 });
  });

  it("R6: source then target select an attack; only the engine's dice counts are offered", () => {
    let model = humanAttacking();
    const d = decisionOf(model.session.state);
    const from = attackSources(d)[0]!;
    model = update(model, { type: "region", id: from });
    expect(model.sel.from).toBe(from);
    const hl = highlights(model);
    const targets = attacksFrom(d, from).map((m) => m.to);
    for (const to of targets) expect(hl.selectable.has(to)).toBe(true);
    model = update(model, { type: "region", id: targets[0]! });
    expect(model.sel.to).toBe(targets[0]);
    const move = attacksFrom(d, from)[0]!;
    const before = model.session.state;
    model = update(model, {
      type: "act",
      action: { type: "attack", seat: 0, from, to: move.to, dice: move.maxDice },
    });
    expect(model.error).toBeNull();
    expect(model.lastRoll?.event.attackerDice).toHaveLength(move.maxDice);
    expect(model.session.state).not.toBe(before);
  });

  it("shows the engine's message for a refused action and keeps the state", () => {
    const model = humanAttacking();
    const d = decisionOf(model.session.state);
    const from = attackSources(d)[0]!;
    const next = update(model, {
      type: "act",
      action: { type: "attack", seat: 0, from, to: from, dice: 1 },
    });
    const engine = apply(model.session.state, { type: "attack", seat: 0, from, to: from, dice: 1 });
    expect(engine.ok).toBe(false);
    expect(next.error).toBe(engine.ok ? null : engine.error.message);
    expect(next.session.state).toBe(model.session.state);
  });

  it("R4.6 «Passa» first offers the fortify move, then ends the turn", () => {
    const model = humanAttacking(true);
    const d = decisionOf(model.session.state);
    const passed = update(model, { type: "pass" });
    if (d.fortifies.length > 0) {
      expect(passed.sel.mode).toBe("fortify");
      expect(passed.session.state).toBe(model.session.state);
      const ended = update(passed, { type: "pass" });
      expect(ended.session.state.currentSeat).not.toBe(0);
    } else {
      expect(passed.session.state.currentSeat).not.toBe(0);
    }
  });

  it("R7 fortify: a legal move selected on the map and applied ends the turn", () => {
    let model = update(humanAttacking(true), { type: "mode", mode: "fortify" });
    const d = decisionOf(model.session.state);
    const move = d.fortifies[0]!;
    expect(move).toBeDefined();
    model = update(model, { type: "region", id: move.from });
    model = update(model, { type: "region", id: move.to });
    expect(model.sel).toMatchObject({ from: move.from, to: move.to });
    model = update(model, {
      type: "act",
      action: { type: "fortify", seat: 0, from: move.from, to: move.to, count: move.max },
    });
    expect(model.error).toBeNull();
    expect(model.session.state.currentSeat).not.toBe(0);
  });

  it("hot-seat: the next human must take the device before their secrets show", () => {
    const s = session([HUMAN, { ...HUMAN, name: "Bruno" }, { ...HUMAN, name: "Carla" }]);
    let model = initModel(s);
    const seat = s.state.currentSeat;
    expect(model.viewer).toBeNull();
    expect(handOverTo(model)).toBe(seat);
    expect(humanDecision(model)).toBeNull();
    model = update(model, { type: "reveal" });
    expect(model.viewer).toBe(seat);
    expect(handOverTo(model)).toBeNull();
    const d = humanDecision(model)!;
    // Finish this seat's setup pass: the secrets hide again for the next person.
    while (model.session.state.currentSeat === seat && model.session.state.stage === "setup") {
      model = update(model, { type: "placeAmount", n: 3 });
      model = update(model, { type: "region", id: d.place[0]!.region });
    }
    expect(model.viewer).toBeNull();
    expect(handOverTo(model)).toBe(model.session.state.currentSeat);
  });

  it("bot actions are applied while bots are to act, and stop at a human's decision", () => {
    let model = initModel(session([BOT, BOT, HUMAN], "bots-1"));
    let guard = 0;
    while (model.session.state.currentSeat !== 2 && guard++ < 100) {
      const moves = legalMoves(model.session.state);
      const place = moves.find((m) => m.type === "place")!;
      model = update(model, {
        type: "bots",
        actions: [{ type: "place", seat: place.seat, region: place.region, count: place.max }],
      });
    }
    expect(model.session.state.currentSeat).toBe(2);
    const before = model.session.state;
    model = update(model, { type: "bots", actions: [{ type: "endTurn", seat: 2 }] });
    expect(model.session.state).toBe(before);
  });
});

describe("cards", () => {
  it("R5.4 Serenata: the target is picked on the map among the engine's targets", () => {
    const base = humanAttacking();
    const mandolini = CARDS.filter((c) => c.symbol === "mandolino")
      .slice(0, 3)
      .map((c) => c.id);
    const strip = (cards: readonly CardId[]) => cards.filter((c) => !mandolini.includes(c));
    const state: GameState = {
      ...base.session.state,
      hands: base.session.state.hands.map((h, i) => (i === 0 ? mandolini : strip(h))),
      deck: strip(base.session.state.deck),
      discard: strip(base.session.state.discard),
    };
    let model = initModel({ ...base.session, state });
    const combo = decisionOf(state).combos.find((c) => c.combination === "serenata");
    const targets = serenataTargets(state, 0);
    expect(combo?.targets).toEqual(targets);
    expect(targets.length).toBeGreaterThan(0);

    model = update(model, { type: "serenata", key: combo!.key });
    const hl = highlights(model);
    expect([...hl.targets].sort()).toEqual([...new Set(targets.map((t) => t.to))].sort());
    const to = targets[0]!.to;
    model = update(model, { type: "region", id: to });
    if (model.sel.to === to) {
      model = update(model, { type: "region", id: targets.find((t) => t.to === to)!.from });
    }
    expect(model.error).toBeNull();
    expect(model.session.state.regions[to].owner).toBe(0);
    const last = model.session.log.at(-1)!.events;
    expect(last.some((e) => e.type === "regionConquered" && e.by === "serenata")).toBe(true);
  });

  it("R6.2 blitz: one decision rolls until the region falls or the source is down to N", () => {
    for (const stopAt of [1, 3]) {
      const start = humanAttacking();
      const d = humanDecision(start)!;
      const attack = d.attacks.find((a) => start.session.state.regions[a.from].armies > stopAt)!;
      if (!attack) continue;
      let model = update(start, { type: "region", id: attack.from });
      model = update(model, { type: "region", id: attack.to });
      const steps = model.session.record.steps.length;
      const after = update(model, { type: "blitz", stopAt });
      const rolls = after.session.record.steps.slice(steps).map((s) => s.action);
      expect(rolls.length).toBeGreaterThan(0);
      // Every roll is one engine attack on the chosen target, in the record.
      for (const a of rolls)
        expect(a).toMatchObject({ type: "attack", from: attack.from, to: attack.to });
      const state = after.session.state;
      const fell = state.stage === "occupy";
      const left = state.regions[attack.from].armies;
      const stillLegal = humanDecision(after)?.attacks.some(
        (a) => a.from === attack.from && a.to === attack.to,
      );
      expect(fell || left <= stopAt || !stillLegal).toBe(true);
      expect(after.error).toBeNull();
    }
  });

  it("blitz does nothing without a chosen target", () => {
    const start = humanAttacking();
    expect(update(start, { type: "blitz", stopAt: 1 })).toBe(start);
  });

  it("R4.2: reinforcements are held on the device, undoable, and sent on confirm", () => {
    const s = firstSession(
      (x) =>
        x.state.currentSeat === 0 && x.state.stage === "reinforce" && x.state.pendingArmies >= 2,
    );
    let model = initModel(s);
    const pending = s.state.pendingArmies;
    const steps = s.record.steps.length;
    const [a, b] = [...highlights(model).selectable];
    expect(a).toBeDefined();
    model = update(model, { type: "region", id: a! });
    model = update(model, { type: "region", id: (b ?? a)! });
    // Nothing sent yet: the engine still has every army pending.
    expect(model.session.record.steps.length).toBe(steps);
    expect(model.session.state.pendingArmies).toBe(pending);
    expect(placesLeft(model)).toBe(pending - 2);
    model = update(model, { type: "undoPlace" });
    expect(placesLeft(model)).toBe(pending - 1);
    // Place the rest on the first region, then confirm: one engine place per region.
    model = update(model, { type: "placeAmount", n: pending });
    model = update(model, { type: "region", id: a! });
    expect(placesLeft(model)).toBe(0);
    expect(highlights(model).selectable.size).toBe(0);
    const armies = s.state.regions[a!].armies;
    model = update(model, { type: "confirmPlaces" });
    expect(model.error).toBeNull();
    expect(model.staged).toEqual([]);
    expect(model.session.state.pendingArmies).toBe(0);
    expect(model.session.state.regions[a!].armies).toBe(armies + pending);
    const sent = model.session.record.steps.slice(steps).map((x) => x.action);
    expect(sent).toEqual([{ type: "place", seat: 0, region: a, count: pending }]);
    // Once every army is sent, a click on a region picks an attack again (R6).
    const d = humanDecision(model)!;
    const source = d.attacks[0]?.from;
    if (source) expect(update(model, { type: "region", id: source }).sel.from).toBe(source);
  });

  it("mergedPlacements adds up held placements per region, first choice first", () => {
    expect(
      mergedPlacements([
        { region: "lazio", count: 2 },
        { region: "umbria", count: 1 },
        { region: "lazio", count: 3 },
      ]),
    ).toEqual([
      { region: "lazio", count: 5 },
      { region: "umbria", count: 1 },
    ]);
  });

  it("R6.1/R6.2: clicking an own region that cannot attack asks the panel to say why", () => {
    const model = humanAttacking();
    const d = humanDecision(model)!;
    const sources = new Set(attackSources(d));
    const state = model.session.state;
    const idle = (Object.keys(state.regions) as RegionId[]).find(
      (r) => state.regions[r].owner === 0 && !sources.has(r),
    );
    if (!idle) throw new Error("every own region can attack in this position");
    const clicked = update(model, { type: "region", id: idle });
    expect(clicked.explain).toBe(idle);
    expect(clicked.sel.from).toBeNull();
    // Picking a real source clears the explanation.
    const source = [...sources][0]!;
    expect(update(clicked, { type: "region", id: source }).explain).toBeNull();
  });
});
