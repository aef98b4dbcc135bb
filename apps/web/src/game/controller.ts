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
import { attackMove, type Decision, decisionOf } from "./options";
import { humanSeats, type SeatChange } from "./seats";
import {
  type Choice,
  clearedSelection,
  EMPTY_SELECTION,
  editSelection,
  type Highlights,
  keptAttack,
  type Mode,
  mergedPlacements,
  type Placement,
  passChoice,
  pendingChoice,
  placeAmountAfter,
  regionChoice,
  type Selection,
  selectionHighlights,
} from "./selection";
import { act, changeSessionSeat, type Session } from "./session";

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

/** immer without auto-freeze: see the module comment. */
const { produce } = new Immer({ autoFreeze: false });

/** A model being edited inside {@link produce}. */
type Draft = WritableDraft<Model>;

/** Clears the selection, keeping the armies-per-click choice, optionally in another mode. */
function resetSelection(draft: Draft, mode: Mode = "main"): void {
  draft.sel = clearedSelection(draft.sel, mode);
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
    sel: EMPTY_SELECTION,
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
      draft.sel = keptAttack(decisionOf(state), model.sel) ?? clearedSelection(model.sel);
    } else if (sameTurn && action.type === "fortify") {
      draft.sel.mode = "fortify";
    } else if (sameTurn && action.type === "place") {
      const left = state.stage === "setup" ? state.batchLeft : state.pendingArmies;
      draft.sel.placeAmount = placeAmountAfter(model.sel.placeAmount, left);
    }
  });
}

/** Carries out a click's or «Passa»'s {@link Choice}. */
function choose(model: Model, choice: Choice): Model {
  switch (choice.kind) {
    case "none":
      return model;
    case "select":
      return produce(model, (draft) => {
        draft.sel = choice.sel;
        if (choice.explain !== null) draft.explain = choice.explain;
      });
    case "stage":
      return produce(model, (draft) => {
        draft.staged.push(choice.placement);
      });
    case "act":
      return perform(model, choice.action);
  }
}

function clickRegion(model: Model, id: RegionId): Model {
  const d = humanDecision(model);
  if (!d) return model;
  const stagingLeft = staging(model) ? placesLeft(model) : null;
  return choose(model, regionChoice(d, model.sel, model.session.state, id, stagingLeft));
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
      return choose(model, passChoice(humanDecision(model), model.sel, model.session.state));
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
        draft.sel = EMPTY_SELECTION;
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
    case "count":
    case "mode":
    case "serenata":
    case "cancel":
      draft.sel = editSelection(draft.sel, msg);
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

/** The map highlights for the current decision and selection. */
export function highlights(model: Model): Highlights {
  const placesDone = staging(model) && placesLeft(model) <= 0;
  return selectionHighlights(humanDecision(model), model.sel, model.session.state, placesDone);
}

/**
 * The move waiting for a confirmation (the panel's "Move N" button, or Enter): the occupy move-in,
 * or a fortify move whose regions are chosen, with the chosen count kept in the engine's range.
 */
export function pendingMove(model: Model): OccupyAction | FortifyAction | null {
  return pendingChoice(humanDecision(model), model.sel, model.session.state);
}
