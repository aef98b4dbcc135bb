/**
 * The game controller: a pure reducer over the session and the player's current selection.
 * Clicks become engine actions only when `legalMoves` lists them; the engine applies them; a
 * refusal shows the engine's own message.
 *
 * Written with immer's `produce` (house style for reducers where readability matters more than
 * speed): each message edits a draft of the model. Sessions the engine returns are assigned whole,
 * never drafted, and the model is not frozen by immer (the engine's own objects already are where
 * it matters, and deep-freezing a long log on every click would cost for nothing).
 */

import {
  type DiceRolledEvent,
  type FortifyAction,
  legalActions,
  type OccupyAction,
  type PlayerAction,
  type RegionId,
  type Seat,
} from "@italia/engine";
import { castDraft, Immer, type WritableDraft } from "immer";
import { TURN_ACTIONS } from "./host";
import {
  attackMove,
  attackSources,
  attacksFrom,
  comboByKey,
  type Decision,
  decisionOf,
  fortifiesFrom,
  fortifyMove,
  fortifySources,
  placeMove,
  serenataFroms,
  serenataTos,
} from "./options";
import { humanSeats, type SeatChange } from "./seats";
import { act, changeSessionSeat, type Session } from "./session";

/** What the player is doing with the map. */
export type Mode = "main" | "fortify" | "serenata";

/** The player's half-made choice. */
export interface Selection {
  readonly mode: Mode;
  readonly from: RegionId | null;
  readonly to: RegionId | null;
  /** Serenata: the chosen combination's key. */
  readonly combo: string | null;
  /** Armies per click when placing. */
  readonly placeAmount: number;
  /** Chosen number for fortify / occupy (`null` = the maximum), or blitz's stop-at (`null` = 1). */
  readonly count: number | null;
}

/** A reinforcement placement held on this device until the player confirms them all. */
export interface Placement {
  readonly region: RegionId;
  readonly count: number;
}

/** The whole controller state. */
export interface Model {
  readonly session: Session;
  /**
   * Reinforcements placed on the map but not yet sent (R4.2): undoable until "confirm" sends
   * them to the engine as `place` actions. Empty outside the player's reinforcement stage.
   */
  readonly staged: readonly Placement[];
  /** Whose secrets the screen shows; `null` shows only public facts. */
  readonly viewer: Seat | null;
  readonly sel: Selection;
  /** An own region the player clicked that cannot attack: the panel says why (R6.1, R6.2). */
  readonly explain: RegionId | null;
  /** The engine's message for the last refused action. */
  readonly error: string | null;
  /** The last attack's dice, with a counter so each roll animates. */
  readonly lastRoll: { readonly n: number; readonly event: DiceRolledEvent } | null;
  /** What the game host did on its own that the person should know, until dismissed. */
  readonly notice: Notice | null;
}

/**
 * The game host ended a person's turn: it reached the host's bound on one turn (`limit` actions,
 * R7.3), so the host's fallback ended it.
 */
export interface Notice {
  readonly kind: "turnLimit";
  readonly seat: Seat;
  readonly limit: number;
}

/** Messages the screen sends. */
export type Msg =
  | { readonly type: "act"; readonly action: PlayerAction }
  | { readonly type: "bots"; readonly actions: readonly PlayerAction[] }
  | { readonly type: "region"; readonly id: RegionId }
  | { readonly type: "placeAmount"; readonly n: number }
  | { readonly type: "count"; readonly n: number }
  | { readonly type: "mode"; readonly mode: Mode }
  | { readonly type: "serenata"; readonly key: string }
  | { readonly type: "cancel" }
  | { readonly type: "pass" }
  /** Takes back the last reinforcement placed and not yet sent. */
  | { readonly type: "undoPlace" }
  /** Sends the held reinforcement placements to the engine. */
  | { readonly type: "confirmPlaces" }
  /** Blitz: attack the chosen target with the most dice until it falls or `from` is down to `stopAt`. */
  | { readonly type: "blitz"; readonly stopAt: number }
  | { readonly type: "reveal" }
  /** From the game menu: a person's seat goes to a bot, resigns, or comes back to its person. */
  | { readonly type: "seat"; readonly seat: Seat; readonly change: SeatChange }
  | { readonly type: "dismissError" }
  | { readonly type: "dismissNotice" }
  | { readonly type: "load"; readonly session: Session };

const EMPTY: Selection = {
  mode: "main",
  from: null,
  to: null,
  combo: null,
  placeAmount: 1,
  count: null,
};

/** immer without auto-freeze: see the module comment. */
const { produce } = new Immer({ autoFreeze: false });

/** A model being edited inside {@link produce}. */
type Draft = WritableDraft<Model>;

/** Clears the selection, keeping the armies-per-click choice, optionally in another mode. */
function resetSelection(draft: Draft, mode: Mode = "main"): void {
  draft.sel = { ...EMPTY, placeAmount: draft.sel.placeAmount, mode };
}

/** The seat whose secrets the screen may show after the session changed. */
function viewerFor(session: Session, previous: Seat | null): Seat | null {
  const humans = humanSeats(session.seats);
  if (humans.length === 0) return null;
  if (humans.length === 1) return humans[0]!;
  if (session.state.stage === "over") return null;
  // Several people share the device: keep the secrets on screen only while their owner acts.
  return previous === session.state.currentSeat ? previous : null;
}

/** A fresh model for a session. */
export function initModel(session: Session): Model {
  const humans = humanSeats(session.seats);
  const viewer =
    humans.length === 1 ? humans[0]! : humans.length === 0 ? null : viewerFor(session, null);
  return {
    session,
    viewer,
    staged: [],
    sel: EMPTY,
    explain: null,
    error: null,
    lastRoll: lastRollIn(session),
    notice: null,
  };
}

/** The latest dice roll in the session's log, so a resumed game shows it again. */
function lastRollIn(session: Session): Model["lastRoll"] {
  for (let i = session.log.length - 1; i >= 0; i--) {
    const events = session.log[i]!.events;
    for (let j = events.length - 1; j >= 0; j--) {
      const e = events[j]!;
      if (e.type === "diceRolled") return { n: 0, event: e };
    }
  }
  return null;
}

/**
 * The human seat that must take the device before playing (hot-seat), or `null`. Only with two
 * or more humans: a hand-over screen hides one player's secrets from the next.
 */
export function handOverTo(model: Model): Seat | null {
  const { state, seats } = model.session;
  if (state.stage === "over") return null;
  const current = state.currentSeat;
  if (seats[current]?.kind !== "human") return null;
  if (humanSeats(seats).length < 2) return null;
  return model.viewer === current ? null : current;
}

/** Whether the current decision belongs to a person at this device who may act now. */
export function humanToAct(model: Model): boolean {
  const { state, seats } = model.session;
  return (
    state.stage !== "over" &&
    seats[state.currentSeat]?.kind === "human" &&
    handOverTo(model) === null
  );
}

/** The current decision, if it is a person's to make here. */
export function humanDecision(model: Model): Decision | null {
  return humanToAct(model) ? decisionOf(model.session.state) : null;
}

/** Whether reinforcements are placed on this device first and sent on confirm (R4.2). */
function staging(model: Model): boolean {
  const state = model.session.state;
  // With every army sent, the reinforcement stage already offers the attacks (R6).
  return state.stage === "reinforce" && state.pendingArmies > 0 && humanDecision(model) !== null;
}

/** Armies held on this device, not yet sent. */
export function stagedTotal(model: Model): number {
  return model.staged.reduce((sum, p) => sum + p.count, 0);
}

/** Reinforcements still to place on the map (pending in the engine less those held here). */
export function placesLeft(model: Model): number {
  return model.session.state.pendingArmies - stagedTotal(model);
}

/** The held placements merged per region, in the order the regions were first chosen. */
export function mergedPlacements(staged: readonly Placement[]): Placement[] {
  const out = new Map<RegionId, number>();
  for (const p of staged) out.set(p.region, (out.get(p.region) ?? 0) + p.count);
  return [...out].map(([region, count]) => ({ region, count }));
}

/** Sends the held placements, one engine `place` per region; stops at the first refusal. */
function confirmPlaces(model: Model): Model {
  const d = humanDecision(model);
  if (!d || model.staged.length === 0) return model;
  let m = produce(model, (draft) => {
    draft.staged = [];
  });
  for (const p of mergedPlacements(model.staged)) {
    const next = perform(m, { type: "place", seat: d.seat, region: p.region, count: p.count });
    if (next.error !== null)
      return produce(next, (draft) => {
        draft.staged = [];
      });
    m = next;
  }
  return m;
}

function keepAttackSelection(state: Session["state"], sel: Selection): Selection {
  // After a roll without conquest, keep the same attack selected so "roll again" is one click.
  const d = decisionOf(state);
  if (sel.from && sel.to && attackMove(d, sel.from, sel.to)) return { ...sel, count: null };
  if (sel.from && attacksFrom(d, sel.from).length > 0) return { ...sel, to: null, count: null };
  return { ...EMPTY, placeAmount: sel.placeAmount };
}

function perform(model: Model, action: PlayerAction): Model {
  const result = act(model.session, action);
  if (!result.ok) {
    return produce(model, (draft) => {
      draft.error = result.error.message;
    });
  }
  const roll = [...result.events].reverse().find((e) => e.type === "diceRolled") as
    | DiceRolledEvent
    | undefined;
  const state = result.session.state;
  const sameTurn = state.currentSeat === action.seat && state.stage !== "over";
  return produce(model, (draft) => {
    if (!(state.stage === "reinforce" && state.currentSeat === action.seat)) draft.staged = [];
    draft.explain = null;
    draft.session = castDraft(result.session);
    draft.viewer = viewerFor(result.session, model.viewer);
    draft.error = null;
    if (result.strike) draft.notice = { kind: "turnLimit", seat: action.seat, limit: TURN_ACTIONS };
    if (roll) draft.lastRoll = castDraft({ n: (model.lastRoll?.n ?? 0) + 1, event: roll });
    resetSelection(draft);
    if (sameTurn && action.type === "attack" && state.stage !== "occupy") {
      draft.sel = keepAttackSelection(state, model.sel);
    } else if (sameTurn && action.type === "fortify") {
      draft.sel.mode = "fortify";
    } else if (sameTurn && action.type === "place") {
      const left = state.stage === "setup" ? state.batchLeft : state.pendingArmies;
      draft.sel.placeAmount = Math.max(1, Math.min(model.sel.placeAmount, left || 1));
    }
  });
}

function clickRegion(model: Model, id: RegionId): Model {
  const d = humanDecision(model);
  if (!d) return model;
  const sel = model.sel;
  const seat = d.seat;

  if (sel.mode === "serenata") {
    const combo = comboByKey(d, sel.combo);
    if (!combo) return produce(model, (draft) => resetSelection(draft));
    const play = (from: RegionId, to: RegionId) =>
      perform(model, { type: "playCards", seat, cards: [...combo.cards], target: { from, to } });
    if (serenataTos(combo).includes(id)) {
      const froms = serenataFroms(combo, id);
      if (froms.length === 1) return play(froms[0]!, id);
      return produce(model, (draft) => {
        draft.sel.to = id;
      });
    }
    if (sel.to !== null && serenataFroms(combo, sel.to).includes(id)) return play(id, sel.to);
    return model;
  }

  const place = placeMove(d, id);
  if (staging(model)) {
    // R4.2 on this device first: held until confirmed, so a placement can be taken back.
    const left = placesLeft(model);
    if (!place || left <= 0) return model;
    const count = Math.max(1, Math.min(left, sel.placeAmount));
    return produce(model, (draft) => {
      draft.staged.push({ region: id, count });
    });
  }
  if (place) {
    const count = Math.max(place.min, Math.min(place.max, sel.placeAmount));
    return perform(model, { type: "place", seat, region: id, count });
  }
  if (d.place.length > 0) return model;

  if (d.occupy) return model;

  const fortifying = sel.mode === "fortify" || model.session.state.stage === "fortify";
  const move = fortifying ? fortifyMove : attackMove;
  const sources = fortifying ? fortifySources(d) : attackSources(d);
  return produce(model, (draft) => {
    if (sel.from && move(d, sel.from, id)) {
      // A target for the chosen source: the choice is complete.
      if (fortifying) draft.sel.mode = "fortify";
      draft.sel.to = id;
      draft.sel.count = null;
    } else if (sel.from === id) {
      // The chosen source again: unselect it.
      draft.sel.from = null;
      draft.sel.to = null;
    } else if (sources.includes(id)) {
      if (fortifying) draft.sel.mode = "fortify";
      draft.sel.from = id;
      draft.sel.to = null;
      draft.sel.count = null;
    } else if (!fortifying && model.session.state.regions[id].owner === seat) {
      // An own region that cannot attack: the panel says why (R6.1, R6.2).
      draft.sel.from = null;
      draft.sel.to = null;
      draft.sel.count = null;
      draft.explain = id;
    }
  });
}

function pass(model: Model): Model {
  const d = humanDecision(model);
  if (!d?.canEnd) return model;
  const state = model.session.state;
  const inFortifyStep = model.sel.mode === "fortify" || state.stage === "fortify";
  if (!inFortifyStep && d.fortifies.length > 0) {
    // «Passa» closes the attacks; the one fortify move (or none) follows, as on the rules page.
    return produce(model, (draft) => resetSelection(draft, "fortify"));
  }
  return perform(model, { type: "endTurn", seat: d.seat });
}

/** The most rolls one blitz makes: far more than any battle on a 50-army board needs. */
const BLITZ_ROLLS = 200;

/**
 * Blitz (one decision, many rolls): attacks the selected target with the most dice the engine
 * allows, one engine `attack` per roll (each roll lands in the record and the log), until the
 * region falls (R6.4's move-in follows), the attacking region is down to `stopAt` armies, or no
 * legal roll is left (R6.2).
 */
function blitz(model: Model, stopAt: number): Model {
  const { from, to } = model.sel;
  if (!from || !to || model.sel.mode !== "main") return model;
  let m = model;
  for (let roll = 0; roll < BLITZ_ROLLS; roll++) {
    const d = humanDecision(m);
    const move = d ? attackMove(d, from, to) : undefined;
    if (!d || !move || m.session.state.regions[from].armies <= Math.max(1, stopAt)) break;
    const next = perform(m, { type: "attack", seat: d.seat, from, to, dice: move.maxDice });
    if (next.error !== null) return next;
    m = next;
    if (m.session.state.stage === "occupy") break;
  }
  return m;
}

/**
 * Applies bot actions in order while the current seat is a bot's. Should the engine refuse one
 * (a bot bug), the seat plays the engine's first legal action instead, so the game goes on.
 */
function playBotActions(model: Model, actions: readonly PlayerAction[]): Model {
  let m = model;
  for (const action of actions) {
    const { state, seats } = m.session;
    if (state.stage === "over" || seats[state.currentSeat]?.kind !== "bot") break;
    // The page's host may already have ended an overlong turn, as the worker's host did next.
    if (action.seat !== state.currentSeat) break;
    const next = perform(m, action);
    if (next.error === null) {
      m = next;
      continue;
    }
    console.warn(`bot action refused: ${next.error}`);
    const fallback = legalActions(state)[0];
    m = fallback ? perform(m, fallback) : m;
    break;
  }
  return m;
}

/**
 * A seat changes hands from the game menu. What was half-chosen or held on this device is dropped;
 * the screen shows the secrets of whoever still plays here (none while only bots are left).
 */
function changeSeatOf(model: Model, seat: Seat, change: SeatChange): Model {
  const session = changeSessionSeat(model.session, seat, change);
  if (!session) return model;
  const humans = humanSeats(session.seats);
  const viewer =
    humans.length === 1
      ? humans[0]!
      : model.viewer !== null && humans.includes(model.viewer)
        ? model.viewer
        : null;
  return produce(model, (draft) => {
    draft.session = castDraft(session);
    draft.viewer = viewer;
    draft.staged = [];
    draft.explain = null;
    draft.error = null;
    resetSelection(draft);
  });
}

/** The controller's reducer. */
export function update(model: Model, msg: Msg): Model {
  switch (msg.type) {
    case "act":
      return perform(model, msg.action);
    case "bots":
      return playBotActions(model, msg.actions);
    case "region":
      return clickRegion(
        produce(model, (draft) => {
          draft.explain = null;
        }),
        msg.id,
      );
    case "pass":
      return pass(model);
    case "blitz":
      return blitz(model, msg.stopAt);
    case "confirmPlaces":
      return confirmPlaces(model);
    case "load":
      return initModel(msg.session);
    case "seat":
      return changeSeatOf(model, msg.seat, msg.change);
    case "reveal": {
      const to = handOverTo(model);
      if (to === null) return model;
      return produce(model, (draft) => {
        draft.viewer = to;
        draft.sel = EMPTY;
      });
    }
    default:
      return produce(model, (draft) => edit(draft, msg));
  }
}

/** The messages that only edit the model, without asking the engine. */
type EditMsg = Exclude<
  Msg,
  {
    type:
      | "act"
      | "bots"
      | "region"
      | "pass"
      | "blitz"
      | "confirmPlaces"
      | "load"
      | "reveal"
      | "seat";
  }
>;

/** Applies a message that needs no engine call to a draft of the model. */
function edit(draft: Draft, msg: EditMsg): void {
  switch (msg.type) {
    case "placeAmount":
      draft.sel.placeAmount = Math.max(1, msg.n);
      return;
    case "count":
      draft.sel.count = msg.n;
      return;
    case "mode":
      resetSelection(draft, msg.mode);
      return;
    case "serenata":
      resetSelection(draft, "serenata");
      draft.sel.combo = msg.key;
      return;
    case "cancel":
      // With a target chosen, step back to the source; otherwise drop the whole choice.
      if (draft.sel.to && draft.sel.mode !== "serenata") {
        draft.sel.to = null;
        draft.sel.count = null;
      } else resetSelection(draft);
      return;
    case "undoPlace":
      draft.staged.pop();
      return;
    case "dismissError":
      draft.error = null;
      return;
    case "dismissNotice":
      draft.notice = null;
      return;
  }
}

/** How the map should mark regions now. */
export interface Highlights {
  /** Regions a click would act on. */
  readonly selectable: ReadonlySet<RegionId>;
  /** Of those, the ones that complete the current choice (attack or move targets). */
  readonly targets: ReadonlySet<RegionId>;
  /** The chosen source / target. */
  readonly from: RegionId | null;
  readonly to: RegionId | null;
  /** What a click on a selectable region does, for styling. */
  readonly kind: "place" | "source" | "target" | "fortify" | "serenata" | "none";
}

/** The map highlights for the current decision and selection. */
export function highlights(model: Model): Highlights {
  const none: Highlights = {
    selectable: new Set(),
    targets: new Set(),
    from: null,
    to: null,
    kind: "none",
  };
  const d = humanDecision(model);
  if (!d) {
    const occ = model.session.state.occupy;
    return occ ? { ...none, from: occ.from, to: occ.to } : none;
  }
  const sel = model.sel;
  if (sel.mode === "serenata") {
    const combo = comboByKey(d, sel.combo);
    if (!combo) return none;
    if (sel.to) {
      const froms = serenataFroms(combo, sel.to);
      return {
        selectable: new Set([...froms, ...serenataTos(combo)]),
        targets: new Set(froms),
        from: null,
        to: sel.to,
        kind: "serenata",
      };
    }
    const tos = new Set(serenataTos(combo));
    return { selectable: tos, targets: tos, from: null, to: null, kind: "serenata" };
  }
  if (d.place.length > 0) {
    if (staging(model) && placesLeft(model) <= 0) return none;
    const regions = new Set(d.place.map((m) => m.region));
    return { ...none, selectable: regions, targets: regions, kind: "place" };
  }
  if (d.occupy) {
    const occ = model.session.state.occupy;
    return { ...none, from: occ?.from ?? null, to: occ?.to ?? null };
  }
  const fortifying = sel.mode === "fortify" || model.session.state.stage === "fortify";
  if (fortifying) {
    if (sel.from) {
      const tos = fortifiesFrom(d, sel.from).map((m) => m.to);
      return {
        selectable: new Set([...tos, ...fortifySources(d)]),
        targets: new Set(tos),
        from: sel.from,
        to: sel.to,
        kind: "fortify",
      };
    }
    return { ...none, selectable: new Set(fortifySources(d)), kind: "fortify" };
  }
  if (sel.from) {
    const tos = attacksFrom(d, sel.from).map((m) => m.to);
    return {
      selectable: new Set([...tos, ...attackSources(d)]),
      targets: new Set(tos),
      from: sel.from,
      to: sel.to,
      kind: "target",
    };
  }
  return { ...none, selectable: new Set(attackSources(d)), kind: "source" };
}

/**
 * The move waiting for a confirmation (the panel's "Move N" button, or Enter): the occupy move-in,
 * or a fortify move whose regions are chosen, with the chosen count kept in the engine's range.
 */
export function pendingMove(model: Model): OccupyAction | FortifyAction | null {
  const d = humanDecision(model);
  if (!d) return null;
  const { sel } = model;
  if (d.occupy) {
    const count = Math.max(d.occupy.min, Math.min(d.occupy.max, sel.count ?? d.occupy.max));
    return { type: "occupy", seat: d.seat, count };
  }
  if (!sel.from || !sel.to) return null;
  if (sel.mode !== "fortify" && model.session.state.stage !== "fortify") return null;
  const move = fortifyMove(d, sel.from, sel.to);
  if (!move) return null;
  const count = Math.max(move.min, Math.min(move.max, sel.count ?? move.max));
  return { type: "fortify", seat: d.seat, from: move.from, to: move.to, count };
}
