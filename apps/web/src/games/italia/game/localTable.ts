/**
 * Italia's table controller at one table ({@link TableControls} over the local host's session):
 * a pure reducer over the session and the player's current selection. Clicks become engine
 * actions only when `legalMoves` lists them; the engine applies them at once; a refusal shows the
 * engine's own message. What a click, a confirmation or a blitz roll is, is the table's
 * (`table.ts`), the same as online.
 *
 * Written with immer's `produce` (house style for reducers where readability matters more than
 * speed): each message edits a draft of the model. Sessions the engine returns are assigned whole,
 * never drafted, and the model is not frozen by immer (the engine's own objects already are where
 * it matters, and deep-freezing a long log on every click would cost for nothing).
 */

import {
  type DiceRolledEvent,
  legalActions,
  type PlayerAction,
  type RegionId,
  type Seat,
} from "@italia/engine";
import { castDraft, Immer, type WritableDraft } from "immer";
import { TURN_ACTIONS } from "./host";
import { type Decision, decisionOf } from "./options";
import { humanSeats, type SeatChange } from "./seats";
import {
  type Choice,
  clearedSelection,
  EMPTY_SELECTION,
  keptAttack,
  passChoice,
  placeAmountAfter,
} from "./selection";
import { act, changeSessionSeat, type Session } from "./session";
import {
  blitzOf,
  blitzRoll,
  chosen,
  clickChoice,
  editChoices,
  isChoiceMsg,
  type Msg,
  placeActions,
  type TableControls,
  type TableSelection,
  tableControls,
} from "./table";

/** The whole controller state: the session, and the player's choices ({@link TableSelection}). */
export interface Model extends TableSelection {
  readonly session: Session;
  /** Whose secrets the screen shows; `null` shows only public facts. */
  readonly viewer: Seat | null;
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

/** immer without auto-freeze: see the module comment. */
const { produce } = new Immer({ autoFreeze: false });

/** A model being edited inside {@link produce}. */
type Draft = WritableDraft<Model>;

/** Clears the selection, keeping the armies-per-click choice. */
function resetSelection(draft: Draft): void {
  draft.sel = clearedSelection(draft.sel);
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

/** The screens' view of the table (see {@link TableControls}). */
export function localControls(model: Model): TableControls {
  return tableControls(model, humanDecision(model), model.session.state, model.lastRoll);
}

/** Sends the held placements, one engine `place` per region; stops at the first refusal. */
function confirmPlaces(model: Model): Model {
  const d = humanDecision(model);
  if (!d || model.staged.length === 0) return model;
  let m = produce(model, (draft) => {
    draft.staged = [];
  });
  for (const action of placeActions(d, model.staged)) {
    const next = perform(m, action);
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
  if (choice.kind === "act") return perform(model, choice.action);
  return choice.kind === "none" ? model : { ...model, ...chosen(model, choice) };
}

function clickRegion(model: Model, id: RegionId): Model {
  const d = humanDecision(model);
  if (!d) return model;
  return choose(model, clickChoice(model, d, model.session.state, id));
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
  const b = blitzOf(model.sel, stopAt);
  if (!b) return model;
  let m = model;
  for (let roll = 0; roll < BLITZ_ROLLS; roll++) {
    const action = blitzRoll(b, humanDecision(m), m.session.state);
    if (!action) break;
    const next = perform(m, action);
    if (next.error !== null) return next;
    m = next;
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
      return isChoiceMsg(msg) ? editChoices(model, msg) : edit(model, msg);
  }
}

/** Dismisses the refusal or the host's notice. */
function edit(model: Model, msg: Msg): Model {
  switch (msg.type) {
    case "dismissError":
      return { ...model, error: null };
    case "dismissNotice":
      return { ...model, notice: null };
    default:
      return model;
  }
}
