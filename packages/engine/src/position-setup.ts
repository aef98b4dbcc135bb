/**
 * Reading a position (see `conformance.md`): unvalidated JSON → a typed {@link PositionSetup}.
 * Each field is read on its own — its type, its ids, its range — and refused with the JSON path
 * of the field at fault; whether the fields fit together (one owner per card, the stage's parts,
 * an ending the board bears out, …) is the business of `position-check.ts`. Like chessops'
 * `Setup` against its `Position`.
 *
 * @internal
 * @module
 */
import {
  BONUS_OBJECTIVES,
  type BonusObjectiveId,
  type CardId,
  isObjectiveId,
  type ObjectiveId,
  REGION_IDS,
  type RegionId,
  RULES,
} from "./board.js";
import { quote } from "./plain-data.js";
import {
  bonusList,
  bool,
  breakdownOf,
  cardList,
  int,
  isObject,
  list,
  object,
  progressOf,
  regionRef,
  seatList,
  seatMap,
  whole,
} from "./position-fields.js";
import { refuse } from "./position-refusal.js";
import {
  type BonusState,
  type EndReason,
  freshTurn,
  type Limit,
  type PlayerCount,
  type RegionState,
  type Seat,
  type Stage,
  type TurnState,
} from "./state.js";

/**
 * A position read field by field: every value typed and in its own range, but not yet checked
 * against the others. Left-out fields are `null` where their default depends on other fields.
 */
export interface PositionSetup {
  readonly players: PlayerCount;
  readonly stage: Stage;
  readonly firstSeat: Seat;
  readonly currentSeat: Seat;
  readonly round: number;
  readonly eliminated: readonly Seat[];
  readonly untouchable: readonly Seat[];
  /** All 20 regions; only the region being occupied may have 0 armies. */
  readonly regions: Readonly<Record<RegionId, RegionState>>;
  readonly pendingArmies: number;
  readonly hands: readonly (readonly CardId[])[];
  readonly discard: readonly CardId[];
  /** `null`: left out, every card not placed elsewhere. */
  readonly deck: readonly CardId[] | null;
  /** `null` for a seat left out (refused when checked). */
  readonly objectives: readonly (ObjectiveId | null)[];
  readonly bonus: readonly BonusState[];
  /** `null`: left out, every bonus objective not held or completed. */
  readonly bonusDeck: readonly BonusObjectiveId[] | null;
  readonly nextTurnArmies: readonly number[];
  readonly setupRemaining: readonly number[];
  readonly turn: TurnState;
  /** A whole number, or `null` when left out; its range depends on the setup (checked later). */
  readonly batchLeft: number | null;
  /** Stage `occupy` only; its numbers are whole, their ranges checked later. */
  readonly occupy: {
    readonly from: RegionId;
    readonly to: RegionId;
    readonly min: number;
    readonly max: number;
  } | null;
  readonly limit: Limit;
  /** The position's own `clockExpired`, when it had one. */
  readonly clockExpired: boolean | undefined;
  readonly overtimeFromRound: number | null;
  readonly endReason: EndReason | null;
  readonly winner: Seat | null;
}

const STAGES: readonly Stage[] = ["setup", "reinforce", "attack", "occupy", "fortify", "over"];
const END_REASONS: readonly EndReason[] = ["conquista", "tre-colpi", "ultimo-rimasto", "sdadata"];
const TOP_FIELDS = new Set([
  "players",
  "firstSeat",
  "round",
  "currentSeat",
  "stage",
  "pendingArmies",
  "setupRemaining",
  "batchLeft",
  "regions",
  "hands",
  "deck",
  "discard",
  "objectives",
  "bonus",
  "bonusDeck",
  "nextTurnArmies",
  "untouchable",
  "eliminated",
  "turn",
  "occupy",
  "limit",
  "overtimeFromRound",
  "clockExpired",
  "winner",
  "endReason",
]);

/**
 * Reads a position's fields into a {@link PositionSetup}, refusing (with a thrown `Refusal`) the
 * first field that is malformed on its own.
 */
export function parseSetup(input: unknown): PositionSetup {
  const p = object(input, "$");
  for (const key of Object.keys(p)) {
    if (!TOP_FIELDS.has(key)) refuse(`$.${key}`, `A position has no field "${key}".`);
  }
  if (p.players !== 3 && p.players !== 4) refuse("$.players", "$.players must be 3 or 4 (R2.1).");
  const players: PlayerCount = p.players;
  const stage = p.stage as Stage;
  if (!STAGES.includes(stage)) refuse("$.stage", `$.stage must be one of ${STAGES.join(", ")}.`);
  const seats = {
    players,
    stage,
    firstSeat: int(p.firstSeat, "$.firstSeat", 0, players - 1),
    currentSeat: int(p.currentSeat, "$.currentSeat", 0, players - 1),
    round: int(p.round, "$.round", stage === "setup" ? 0 : 1),
    eliminated: p.eliminated === undefined ? [] : seatList(p.eliminated, "$.eliminated", players),
    untouchable:
      p.untouchable === undefined ? [] : seatList(p.untouchable, "$.untouchable", players),
  };
  const regions = regionsOf(p, players, stage);
  const pendingArmies =
    p.pendingArmies === undefined ? 0 : int(p.pendingArmies, "$.pendingArmies", 0, RULES.armyCap);
  return {
    ...seats,
    regions,
    pendingArmies,
    ...cardsOf(p, players),
    ...objectivesOf(p, players),
    nextTurnArmies: seatMap(
      p.nextTurnArmies,
      "$.nextTurnArmies",
      players,
      (v, path) => int(v, path, 0),
      () => 0,
    ),
    setupRemaining: seatMap(
      p.setupRemaining,
      "$.setupRemaining",
      players,
      (v, path) => int(v, path, 0, RULES.armyCap),
      () => 0,
    ),
    turn: turnOf(p.turn),
    ...stagePartsOf(p, stage),
    ...endingOf(p, players),
  };
}

/** R1: all 20 regions, each with an owner and armies; only the one being occupied may be empty. */
function regionsOf(
  p: Record<string, unknown>,
  players: number,
  stage: Stage,
): Record<RegionId, RegionState> {
  const regionsIn = object(p.regions, "$.regions");
  for (const key of Object.keys(regionsIn)) regionRef(key, `$.regions.${key}`);
  const occupyTo = stage === "occupy" && isObject(p.occupy) ? p.occupy.to : undefined;
  const regions = {} as Record<RegionId, RegionState>;
  for (const id of REGION_IDS) {
    const path = `$.regions.${id}`;
    const r = regionsIn[id];
    if (r === undefined)
      refuse(path, `${path} is missing: a position lists all 20 regions with owner and armies.`);
    const o = object(r, path);
    for (const key of Object.keys(o))
      if (key !== "owner" && key !== "armies")
        refuse(`${path}.${key}`, `A region has only "owner" and "armies".`);
    const owner = int(o.owner, `${path}.owner`, 0, players - 1);
    const armies = int(o.armies, `${path}.armies`, id === occupyTo ? 0 : 1, RULES.armyCap);
    regions[id] = { owner, armies };
  }
  return regions;
}

/** R5: the hands, the discard pile and the deck, if given. */
function cardsOf(p: Record<string, unknown>, players: number) {
  return {
    hands: seatMap(p.hands, "$.hands", players, cardList, () => [] as CardId[]),
    discard: p.discard === undefined ? [] : cardList(p.discard, "$.discard"),
    deck: p.deck === undefined ? null : cardList(p.deck, "$.deck"),
  };
}

/** The main objectives (R11.1) and the bonus objectives (R9), held, completed and in the deck. */
function objectivesOf(p: Record<string, unknown>, players: number) {
  const objectives = seatMap<ObjectiveId | null>(
    p.objectives,
    "$.objectives",
    players,
    (v, path) => {
      if (!isObjectiveId(v)) refuse(path, `${path}: unknown objective id ${quote(v)}.`);
      return v;
    },
    () => null,
  );
  const bonus = seatMap<BonusState>(
    p.bonus,
    "$.bonus",
    players,
    (v, path) => {
      const b = object(v, path);
      for (const key of Object.keys(b))
        if (!["held", "completed", "progress"].includes(key))
          refuse(`${path}.${key}`, `A bonus entry has held, completed and progress only.`);
      return {
        held: b.held === undefined ? [] : bonusList(b.held, `${path}.held`),
        completed: b.completed === undefined ? [] : bonusList(b.completed, `${path}.completed`),
        progress: b.progress === undefined ? {} : progressOf(b.progress, `${path}.progress`),
      };
    },
    () => ({ held: [], completed: [], progress: {} }),
  );
  const bonusDeck = p.bonusDeck === undefined ? null : bonusList(p.bonusDeck, "$.bonusDeck");
  return { objectives, bonus, bonusDeck };
}

/** The parts only one stage has: the setup batch (R2.4) and the move-in after a conquest (R6.4). */
function stagePartsOf(
  p: Record<string, unknown>,
  stage: Stage,
): Pick<PositionSetup, "batchLeft" | "occupy"> {
  let batchLeft: number | null = null;
  if (stage === "setup") {
    if (p.batchLeft !== undefined) batchLeft = whole(p.batchLeft, "$.batchLeft");
  } else if (p.batchLeft !== undefined && p.batchLeft !== 0) {
    refuse("$.batchLeft", `$.batchLeft belongs to stage "setup".`);
  }
  let occupy: PositionSetup["occupy"] = null;
  if (stage === "occupy") {
    const o = object(p.occupy, "$.occupy");
    occupy = {
      from: regionRef(o.from, "$.occupy.from"),
      to: regionRef(o.to, "$.occupy.to"),
      max: whole(o.max, "$.occupy.max"),
      min: whole(o.min, "$.occupy.min"),
    };
  } else if (p.occupy !== undefined && p.occupy !== null) {
    refuse("$.occupy", `$.occupy belongs to stage "occupy".`);
  }
  return { batchLeft, occupy };
}

/** R11: the limit, the clock, overtime, and how the game ended. */
function endingOf(
  p: Record<string, unknown>,
  players: number,
): Pick<PositionSetup, "limit" | "clockExpired" | "overtimeFromRound" | "endReason" | "winner"> {
  let limit: Limit = { rounds: RULES.defaultRounds };
  if (p.limit !== undefined) {
    const l = object(p.limit, "$.limit");
    if ("rounds" in l && Object.keys(l).length === 1)
      limit = { rounds: int(l.rounds, "$.limit.rounds", 1) };
    else if ("minutes" in l && Object.keys(l).length === 1)
      limit = { minutes: int(l.minutes, "$.limit.minutes", 1) };
    else refuse("$.limit", `$.limit must be { "rounds": N } or { "minutes": N }.`);
  }
  const clockExpired =
    p.clockExpired === undefined ? undefined : bool(p.clockExpired, "$.clockExpired");
  const overtimeIn = p.overtimeFromRound ?? null;
  const overtimeFromRound =
    overtimeIn !== null
      ? int(overtimeIn, "$.overtimeFromRound", 1)
      : "rounds" in limit
        ? limit.rounds + 1
        : null;
  const endReason = (p.endReason ?? null) as EndReason | null;
  if (endReason !== null && !END_REASONS.includes(endReason))
    refuse("$.endReason", `$.endReason must be one of ${END_REASONS.join(", ")} or null.`);
  const winner =
    p.winner === undefined || p.winner === null ? null : int(p.winner, "$.winner", 0, players - 1);
  return { limit, clockExpired, overtimeFromRound, endReason, winner };
}

/** The turn record (R4), each field defaulting to a fresh turn's. */
function turnOf(v: unknown): TurnState {
  const turnIn = v === undefined ? {} : object(v, "$.turn");
  const fresh = freshTurn();
  for (const key of Object.keys(turnIn))
    if (!Object.hasOwn(fresh, key))
      refuse(`$.turn.${key}`, `The turn record has no field "${key}".`);
  return {
    conqueredThisTurn:
      turnIn.conqueredThisTurn === undefined
        ? 0
        : int(turnIn.conqueredThisTurn, "$.turn.conqueredThisTurn", 0, 20),
    attacked: turnIn.attacked === undefined ? false : bool(turnIn.attacked, "$.turn.attacked"),
    fortified: turnIn.fortified === undefined ? false : bool(turnIn.fortified, "$.turn.fortified"),
    vespa: turnIn.vespa === undefined ? false : bool(turnIn.vespa, "$.turn.vespa"),
    movedOut:
      turnIn.movedOut === undefined
        ? []
        : list(turnIn.movedOut, "$.turn.movedOut").map((r, i) =>
            regionRef(r, `$.turn.movedOut[${i}]`),
          ),
    reinforcements:
      turnIn.reinforcements === undefined || turnIn.reinforcements === null
        ? null
        : breakdownOf(turnIn.reinforcements, "$.turn.reinforcements"),
  };
}

/** Every bonus objective id, in board order. */
export const ALL_BONUS: readonly BonusObjectiveId[] = BONUS_OBJECTIVES.map((b) => b.id);
