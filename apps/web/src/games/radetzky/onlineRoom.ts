/**
 * What one seat knows of a Radetzky room, built only from the server's messages (docs/server.md,
 * Rooms per game): the room's {@link RoomShell} (seats, chat, rematch … as in every game) and
 * Radetzky's own — its terms, the latest `update` (the seat's view, its legal actions when it may
 * act, every seat that may act, the turn's deadline) and the journal of the events the seat was
 * sent. A pure reducer; every message is checked for shape before it is used.
 *
 * A refusal `STALE_DECISION` (another seat took a shared decision first, RZ11.2) is dropped: the
 * next update, which the server sends everybody, shows the decision taken.
 *
 * @module
 */
import type { RadetzkyAction, RadetzkyEvent, RadetzkyView } from "@italia/radetzky";
import { secondsLeft, serverNow } from "../../online/clock";
import {
  initialShell,
  isRecord,
  type RoomShell,
  type ShellMsg,
  seatBelow,
  shellChange,
  shellMessage,
} from "../../online/shell";
import { EMPTY_JOURNAL, fileAction, type RzJournal } from "./journal";
import { isRadetzkyRecord } from "./replay";
import type { RzHandInfo } from "./setup";

/** The most seats a Radetzky room has (RZ3). */
export const RZ_MAX_SEATS = 5;

/** Radetzky's seats: 0–4. */
export const isRzSeat: (x: unknown) => x is number = seatBelow(RZ_MAX_SEATS);

/** The room's terms, as its creator chose them (docs/server.md: `create("radetzky", …)`). */
export interface RzRoomTerms {
  readonly seats: number;
  readonly mode: "basic" | "advanced";
  readonly difficulty: number;
  readonly handInfo: RzHandInfo;
  readonly turnSeconds: number;
  readonly bot: "random" | "greedy";
}

/** The latest `update`: everything the seat may know now. */
export interface RzRoomUpdate {
  /** Actions applied so far: sent back with an action (a stale one is refused). */
  readonly step: number;
  readonly view: RadetzkyView;
  /** The seat's legal actions when it may act (alone or with others), else `null`. */
  readonly legal: readonly RadetzkyAction[] | null;
  /** Every seat that may act now (several at a shared decision; none once over). */
  readonly actors: readonly number[];
  /** The turn's owner and its deadline (epoch ms, server's clock) while a person may act. */
  readonly turn: { readonly seat: number; readonly deadline: number | null } | null;
}

/** Everything the online Radetzky screens draw from. */
export interface RzRoom extends RoomShell<number> {
  readonly terms: RzRoomTerms | null;
  readonly update: RzRoomUpdate | null;
  /** The server's clock (`now` of the latest update) and this device's when it came. */
  readonly clockSync: { readonly server: number; readonly device: number } | null;
  /** The events the seat was sent, filed (log, fight, Austrian turn). */
  readonly journal: RzJournal;
  /** How many of the game's actions {@link journal} holds. */
  readonly logStep: number;
  /** The game's record a spectator asked for at the end (`record`), or `null`. */
  readonly record: unknown;
}

/** A message from the server or a change of the connection ({@link ShellMsg}). */
export type RzRoomMsg =
  | {
      readonly type: "message";
      readonly name: string;
      readonly body: unknown;
      /** This device's clock (epoch ms) when the message arrived. */
      readonly at?: number;
    }
  | ShellMsg
  /** Another room is entered (a rematch's). */
  | { readonly type: "reset"; readonly room: string };

/** A room before any message. */
export function initialRzRoom(room: string): RzRoom {
  return {
    ...initialShell<number>(room),
    terms: null,
    update: null,
    clockSync: null,
    journal: EMPTY_JOURNAL,
    logStep: 0,
    record: null,
  };
}

function time(x: unknown): number | null {
  return typeof x === "number" && Number.isFinite(x) ? x : null;
}

/** Reads a Radetzky room's terms (from `welcome` or `GET /api/rooms/ROOM`), or `null`. */
export function readRzTerms(x: unknown): RzRoomTerms | null {
  if (!isRecord(x)) return null;
  const { seats, mode, difficulty, handInfo, turnSeconds, bot } = x;
  if (!isRzSeat(typeof seats === "number" ? seats - 1 : null)) return null;
  if (mode !== "basic" && mode !== "advanced") return null;
  if (typeof difficulty !== "number" || !Number.isInteger(difficulty)) return null;
  if (handInfo !== "open" && handInfo !== "iconCount" && handInfo !== "closed") return null;
  if (typeof turnSeconds !== "number" || !(turnSeconds > 0)) return null;
  if (bot !== "random" && bot !== "greedy") return null;
  return { seats: seats as number, mode, difficulty, handInfo, turnSeconds, bot };
}

/** One entry of an update's `actions`: who acted, and how many of the events it gave. */
function readActions(x: unknown): { seat: number | null; events: number }[] | null {
  if (!Array.isArray(x)) return null;
  const out: { seat: number | null; events: number }[] = [];
  for (const a of x) {
    if (!isRecord(a)) return null;
    if (a.seat !== null && !isRzSeat(a.seat)) return null;
    if (typeof a.events !== "number" || !Number.isInteger(a.events) || a.events < 0) return null;
    out.push({ seat: a.seat, events: a.events });
  }
  return out;
}

/** Whether `x` has the shape of a Radetzky view (the fields the screen reads first). */
function isView(x: unknown): x is RadetzkyView {
  return (
    isRecord(x) &&
    isRecord(x.config) &&
    isRecord(x.zones) &&
    isRecord(x.hands) &&
    Array.isArray(x.patriots) &&
    typeof x.round === "number" &&
    typeof x.stage === "string"
  );
}

/**
 * The journal with an update's events filed, one action at a time (entry *i* of `actions` is
 * action `since + i`); actions it holds already are skipped, and an update from action 0 (after
 * joining or rejoining: the whole game) starts it afresh. A fight begins at an action that
 * reveals Austria's cards while no fight was on; its zone is the view's fight's.
 */
function fileUpdate(
  room: RzRoom,
  body: Record<string, unknown>,
  view: RadetzkyView,
): { journal: RzJournal; logStep: number } {
  const step = typeof body.step === "number" && Number.isInteger(body.step) ? body.step : null;
  const since = typeof body.since === "number" && Number.isInteger(body.since) ? body.since : null;
  const events = Array.isArray(body.events) ? (body.events as RadetzkyEvent[]) : [];
  const actions = readActions(body.actions);
  const counted = actions?.reduce((n, a) => n + a.events, 0);
  if (!actions || since === null || since < 0 || counted !== events.length || step === null) {
    return { journal: room.journal, logStep: step ?? room.logStep };
  }
  let journal = since === 0 ? EMPTY_JOURNAL : room.journal;
  let logStep = since === 0 ? 0 : room.logStep;
  let round = roundOf(journal);
  let fightOn = fightGoingOn(journal);
  let offset = 0;
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i]!;
    const own = events.slice(offset, offset + action.events);
    offset += action.events;
    if (since + i < logStep) continue; // already filed
    const starts = !fightOn && own.some((e) => e.type === "austriaRevealed");
    journal = fileAction(
      journal,
      action.seat,
      round,
      own,
      starts ? (view.fight?.zone ?? journal.fightZone ?? -1) : null,
    );
    for (const e of own) {
      if (e.type === "roundStarted") round = e.round;
      if (e.type === "austriaRevealed") fightOn = true;
      if (e.type === "fightEnded" || e.type === "radetzkyDefeated") fightOn = false;
    }
    logStep = since + i + 1;
  }
  return { journal, logStep };
}

/** The round the journal's last event was in (1 before any). */
function roundOf(journal: RzJournal): number {
  const last = journal.log[journal.log.length - 1];
  if (!last) return 1;
  return last.event.type === "roundStarted" ? last.event.round : last.round;
}

/** Whether the journal's last fight has not ended. */
function fightGoingOn(journal: RzJournal): boolean {
  const last = journal.fightEvents[journal.fightEvents.length - 1];
  return last !== undefined && last.type !== "fightEnded" && last.type !== "radetzkyDefeated";
}

function onUpdate(room: RzRoom, body: Record<string, unknown>, at: number | null): RzRoom {
  const view = body.view;
  if (!isView(view)) return room;
  const step = typeof body.step === "number" && Number.isInteger(body.step) ? body.step : 0;
  const turnIn = isRecord(body.turn) ? body.turn : null;
  const turn =
    turnIn && isRzSeat(turnIn.seat) ? { seat: turnIn.seat, deadline: time(turnIn.deadline) } : null;
  const actors = Array.isArray(body.actors) ? body.actors.filter(isRzSeat) : [];
  const legal = Array.isArray(body.legal) ? (body.legal as RadetzkyAction[]) : null;
  const filed = fileUpdate(room, body, view);
  const serverNow = time(body.now);
  return {
    ...room,
    update: { step, view, legal, actors, turn },
    journal: filed.journal,
    logStep: filed.logStep,
    clockSync:
      serverNow !== null && at !== null ? { server: serverNow, device: at } : room.clockSync,
    stage: view.stage === "over" ? "over" : "playing",
    // a new decision: an earlier refusal is over
    refusal: null,
  };
}

function onMessage(room: RzRoom, name: string, body: unknown, at: number | null): RzRoom {
  if (!isRecord(body)) return room;
  switch (name) {
    case "welcome": {
      const next = shellMessage(room, name, body, isRzSeat, RZ_MAX_SEATS);
      return next === room ? room : { ...next, terms: readRzTerms(body.terms) ?? room.terms };
    }
    case "update":
      return onUpdate(room, body, at);
    case "record":
      // (checked again, whole, by the replay viewer)
      return isRadetzkyRecord(body) ? { ...room, record: body } : room;
    case "refused":
      // another seat took the shared decision first: the next update shows it
      if (body.code === "STALE_DECISION") return room;
      return shellMessage(room, name, body, isRzSeat, RZ_MAX_SEATS);
    default:
      return shellMessage(room, name, body, isRzSeat, RZ_MAX_SEATS);
  }
}

/** The room's reducer. */
export function rzRoomReducer(room: RzRoom, msg: RzRoomMsg): RzRoom {
  switch (msg.type) {
    case "message":
      return onMessage(room, msg.name, msg.body, time(msg.at));
    case "reset":
      return initialRzRoom(msg.room);
    default:
      return shellChange(room, msg);
  }
}

/**
 * Whole seconds left of the turn at this device's time `deviceNow`, counted on the server's clock
 * as Italia's rooms count it, never above the room's seconds per turn; `null` without a deadline.
 */
export function turnSecondsLeft(room: RzRoom, deviceNow: number): number | null {
  return secondsLeft(
    room.update?.turn?.deadline ?? null,
    serverNow(room, deviceNow),
    room.terms?.turnSeconds,
  );
}
