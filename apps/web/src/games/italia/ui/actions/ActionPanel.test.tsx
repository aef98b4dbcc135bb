import {
  apply,
  armiesOnMap,
  CARDS,
  fromPosition,
  type GameState,
  legalActions,
  legalMoves,
  type PlayerAction,
  ranking,
  toPosition,
  viewFor,
} from "@italia/engine";
import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, expectTypeOf, it } from "vitest";
import { I18nProvider } from "../../../../i18n/context";
import type { TopBar } from "../../../../ui/TopBar";
import { humanDecision, initModel, localControls, type Model, update } from "../../game/localTable";
import type { VisibleEntry } from "../../game/log";
import { attackSources, attacksFrom } from "../../game/options";
import { act, type Session } from "../../game/session";
import { BOT, HUMAN, plainAction, session } from "../../game/testing";
import { EndScreen } from "../EndScreen";
import type { EventLog } from "../EventLog";
import type { ObjectivePanel } from "../ObjectivePanel";
import type { RoundInfo } from "../RoundInfo";
import { ActionPanel } from "./ActionPanel";
import { type ActionInputs, actionInputs } from "./props";

/** Whether a type holds a `GameState` or a `Session` anywhere within a few levels. */
type HoldsState<T, Depth extends unknown[] = []> = Depth["length"] extends 6
  ? false
  : T extends GameState | Session
    ? true
    : T extends (...args: never[]) => unknown
      ? false
      : T extends readonly (infer E)[]
        ? HoldsState<E, [...Depth, 0]>
        : T extends object
          ? { [K in keyof T]-?: HoldsState<T[K], [...Depth, 0]> }[keyof T] extends false
            ? false
            : true
          : false;

/** Keys a `GameState` has and a `PlayerView` never has: its secrets (R12). */
const SECRET_KEYS = ["rng", "deck", "hands", "objectives", "bonusDeck"];

/** Throws if any object reachable from `value` looks like a `GameState`. */
function assertNoState(value: unknown, path = "props", seen = new Set<unknown>()): void {
  if (typeof value !== "object" || value === null || seen.has(value)) return;
  seen.add(value);
  const secret = SECRET_KEYS.find((k) => k in value);
  if (secret) throw new Error(`${path} holds a game state (it has "${secret}")`);
  for (const [k, v] of Object.entries(value)) assertNoState(v, `${path}.${k}`, seen);
}

/** Seat 0 plays the first attack it may (to reach a conquest), every other choice is plain. */
function eager(s: Session): PlayerAction {
  const attack = legalActions(s.state).find((a) => a.type === "attack");
  return s.state.currentSeat === 0 && attack ? attack : plainAction(s);
}

/** The model at the first position (seed fixed) where `done` holds. */
function modelAt(done: (s: Session) => boolean, choose = plainAction): Model {
  let s = session([HUMAN, BOT, BOT, BOT]);
  for (let i = 0; i < 5000; i++) {
    if (done(s)) return initModel(s);
    const r = act(s, choose(s));
    if (!r.ok) throw new Error(r.error.message);
    s = r.session;
  }
  throw new Error("position not reached");
}

const mine = (s: Session) => s.state.currentSeat === 0 && s.state.stage !== "over";
const canAttack = (s: Session) => legalMoves(s.state).some((m) => m.type === "attack");

/** The model with seat 0's first attack chosen (source and target). */
function attackChosen(): Model {
  let m = modelAt((s) => mine(s) && s.state.pendingArmies === 0 && canAttack(s));
  const from = attackSources(humanDecision(m)!)[0]!;
  m = update(m, { type: "region", id: from });
  const to = attacksFrom(humanDecision(m)!, from)[0]!.to;
  return update(m, { type: "region", id: to });
}

/** The inputs a panel gets at this position, made plain data (as if sent over a wire). */
function inputsOf(m: Model): ActionInputs {
  const input = actionInputs(localControls(m), viewFor(m.session.state, 0), m.session.log);
  return JSON.parse(JSON.stringify(input)) as ActionInputs;
}

function render(input: ActionInputs): string {
  return renderToStaticMarkup(
    <I18nProvider>
      <ActionPanel input={input} dispatch={() => {}} nameOf={(s) => `P${s}`} thinking={false} />
    </I18nProvider>,
  );
}

const positions: [string, () => Model, string][] = [
  ["R2.4 setup placement", () => modelAt((s) => mine(s) && s.state.stage === "setup"), "place-all"],
  [
    "R4.2 reinforcements",
    () => modelAt((s) => mine(s) && s.state.stage === "reinforce" && s.state.pendingArmies > 0),
    "confirm-places",
  ],
  ["R6 attack with a target chosen", attackChosen, "blitz"],
  ["R6.4 occupy", () => modelAt((s) => mine(s) && s.state.stage === "occupy", eager), "occupy"],
  [
    "R7 fortify",
    () =>
      update(
        modelAt(
          (s) => mine(s) && s.state.pendingArmies === 0 && canAttack(s) && s.state.round >= 2,
        ),
        { type: "mode", mode: "fortify" },
      ),
    "end-turn",
  ],
];

describe("action panels read the seat's view, never the game state (R12)", () => {
  it("the inputs and the panels' props hold no GameState or Session (type level)", () => {
    expectTypeOf<HoldsState<ActionInputs>>().toEqualTypeOf<false>();
    expectTypeOf<HoldsState<ComponentProps<typeof ObjectivePanel>>>().toEqualTypeOf<false>();
    expectTypeOf<
      HoldsState<Omit<ComponentProps<typeof TopBar>, "extra" | "status">>
    >().toEqualTypeOf<false>();
    expectTypeOf<HoldsState<ComponentProps<typeof RoundInfo>>>().toEqualTypeOf<false>();
    // The end screen gets the end-of-game view and the ranking; the log, entries filtered for
    // the viewer (R12) — the session's raw log does not fit there.
    expectTypeOf<HoldsState<ComponentProps<typeof EndScreen>>>().toEqualTypeOf<false>();
    expectTypeOf<HoldsState<ComponentProps<typeof EventLog>>>().toEqualTypeOf<false>();
    expectTypeOf<ComponentProps<typeof EventLog>["entries"]>().toEqualTypeOf<
      readonly VisibleEntry[]
    >();
    expectTypeOf<Session["log"]>().not.toMatchTypeOf<ComponentProps<typeof EventLog>["entries"]>();
    // The check sees a state where there is one: the model the panel used to get.
    expectTypeOf<HoldsState<{ model: Model }>>().toEqualTypeOf<true>();
    expectTypeOf<HoldsState<{ deep: { state: GameState } }>>().toEqualTypeOf<true>();
    expectTypeOf<HoldsState<{ list: readonly { s: Session }[] }>>().toEqualTypeOf<true>();
  });

  it("the end screen renders from the end-of-game view and the ranking, as plain JSON", () => {
    let s = session([HUMAN, BOT, BOT, BOT], "end-plain", 1);
    while (s.state.stage !== "over") {
      const r = act(s, plainAction(s));
      if (!r.ok) throw new Error(r.error.message);
      s = r.session;
    }
    const props = JSON.parse(
      JSON.stringify({ view: viewFor(s.state, 0), ranks: ranking(s.state), record: s.record }),
    ) as Pick<ComponentProps<typeof EndScreen>, "view" | "ranks" | "record">;
    assertNoState(props);
    const html = renderToStaticMarkup(
      <I18nProvider>
        <EndScreen
          {...props}
          nameOf={(seat) => `P${seat}`}
          onNewGame={() => {}}
          onClose={() => {}}
          onDownload={() => {}}
        />
      </I18nProvider>,
    );
    expect(html).toContain('data-testid="ranking"');
    expect(html.match(/<tr/g)).toHaveLength(5);
  });

  it("the check finds a game state passed by mistake", () => {
    const m = modelAt((s) => mine(s));
    expect(() => assertNoState({ model: m })).toThrow(/game state/);
    expect(() => assertNoState({ view: viewFor(m.session.state, 0) })).not.toThrow();
  });

  for (const [name, at, testId] of positions) {
    it(`${name}: the panel renders from the view and plain inputs only`, () => {
      const m = at();
      const live = actionInputs(localControls(m), viewFor(m.session.state, 0), m.session.log);
      assertNoState(live);
      const html = render(inputsOf(m));
      expect(html).toContain(`data-testid="${testId}"`);
      expect(html).toBe(render(live));
    });
  }

  it("R7.1 R7.2: with no fortify move possible, the attack panel says «Passa» ends the turn, and why on demand", () => {
    const m = modelAt((s) => mine(s) && s.state.pendingArmies === 0 && s.state.stage === "attack");
    const p = toPosition(m.session.state);
    const regions = Object.fromEntries(
      Object.entries(p.regions).map(([id, r]) => [id, r.owner === 0 ? { ...r, armies: 1 } : r]),
    );
    const built = fromPosition({ ...p, regions });
    if (!built.ok) throw new Error(built.error.message);
    const none = initModel({ ...m.session, state: built.state });
    expect(legalMoves(built.state).some((x) => x.type === "fortify")).toBe(false);
    const html = render(inputsOf(none));
    expect(html).toContain('data-testid="no-fortify"');
    expect(html).toContain("R7.1–R7.2");
    // With a fortify move possible, the usual hint.
    expect(render(inputsOf(attackChosen()))).not.toContain('data-testid="no-fortify"');
  });

  it("another seat's turn shows a waiting panel", () => {
    const m = modelAt((s) => s.state.currentSeat === 1 && s.state.stage !== "setup");
    const html = render(inputsOf(m));
    expect(html).toContain("P1");
    expect(html).not.toContain('data-testid="pass"');
  });
});

describe("the stage badge names the stage the turn is in (R4, issue #24)", () => {
  /** The text of the panel's stage pill. */
  const pill = (html: string) => /class="stage-pill">([^<]*)</.exec(html)?.[1];

  it("R2.7 R4.4: a turn with no reinforcements is in its attack stage: «Attacco», not «Rinforzi»", () => {
    // The first player's first turn (R2.7): the engine's stage is `reinforce`, nothing pending.
    let s: Session | null = null;
    for (let i = 0; !s; i++) {
      const tried = session([HUMAN, BOT, BOT, BOT], `first-${i}`);
      if (tried.state.firstSeat === 0) s = tried;
    }
    while (!(mine(s) && s.state.round === 1)) {
      const r = act(s, plainAction(s));
      if (!r.ok) throw new Error(r.error.message);
      s = r.session;
    }
    expect(s.state.stage).toBe("reinforce");
    expect(s.state.pendingArmies).toBe(0);
    expect(pill(render(inputsOf(initModel(s))))).toBe("Attacco");
  });

  it("R4.2: with reinforcements to place, it says «Rinforzi»", () => {
    const m = modelAt((s) => mine(s) && s.state.stage === "reinforce" && s.state.pendingArmies > 0);
    expect(pill(render(inputsOf(m)))).toBe("Rinforzi");
  });

  it("R4.5 R7: choosing a fortify move, it says «Spostamenti», not «Attacco»", () => {
    const m = update(
      modelAt((s) => mine(s) && s.state.pendingArmies === 0 && canAttack(s) && s.state.round >= 2),
      { type: "mode", mode: "fortify" },
    );
    const html = render(inputsOf(m));
    expect(html).toContain('data-testid="end-turn"');
    expect(pill(html)).toBe("Spostamenti");
  });
});

describe("a playable combination shows in the action panel (R5, issue #24)", () => {
  /** Seat 0 about to place its reinforcements, holding `cards` (the rest of the game as played). */
  function holding(cards: readonly string[]): Model {
    const m = modelAt((s) => mine(s) && s.state.stage === "reinforce" && s.state.pendingArmies > 0);
    const p = toPosition(m.session.state);
    const taken = new Set(cards);
    const built = fromPosition({
      ...p,
      hands: { ...p.hands, 0: [...cards] },
      deck: p.deck?.filter((c) => !taken.has(c)),
      discard: p.discard?.filter((c) => !taken.has(c)),
    } as typeof p);
    if (!built.ok) throw new Error(built.error.message);
    return initModel({ ...m.session, state: built.state });
  }

  /** The armies a play of `cards` adds for seat 0 by the engine's rules: pending and placed. */
  function armiesGiven(state: GameState, cards: readonly string[]): number {
    const action = legalActions(state).find(
      (a) => a.type === "playCards" && a.cards.join() === cards.join(),
    );
    if (!action) throw new Error("not playable");
    const r = apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    const before = state.pendingArmies + armiesOnMap(state, 0);
    return r.state.pendingArmies + armiesOnMap(r.state, 0) - before;
  }

  it("R5.2 R5.3: three pizza cards: «Combinazione disponibile: +N», N the armies the play gives", () => {
    const pizza = CARDS.filter((c) => c.symbol === "pizza" && c.region).slice(0, 3);
    const cards = pizza.map((c) => c.id);
    const m = holding(cards);
    const n = armiesGiven(m.session.state, cards);
    expect(n).toBeGreaterThanOrEqual(6);
    const html = render(inputsOf(m));
    expect(html).toContain('data-testid="combo-available"');
    expect(html).toContain(`Combinazione disponibile: +${n}`);
  });

  it("R5.2: no combination in hand, no notice", () => {
    const m = holding([]);
    expect(render(inputsOf(m))).not.toContain('data-testid="combo-available"');
  });
});
