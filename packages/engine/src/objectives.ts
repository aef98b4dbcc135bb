/**
 * Objectives: the main objective (R11.1) and the twelve bonus objectives (R9) — their conditions,
 * streak counters, rewards and the end-of-turn check.
 *
 * @module
 */
import {
  type BonusObjectiveId,
  bonusObjectiveById,
  type CardId,
  cardById,
  isNord,
  isSudOrIsole,
  neighbours,
  objectiveById,
  REGION_IDS,
  type RegionId,
  RULES,
} from "./board.js";
import { takeNonna } from "./cards.js";
import type { Draft } from "./draft.js";
import type { BonusReward } from "./events.js";
import { regionCount } from "./queries.js";
import { regionTable } from "./region-table.js";
import type { GameState, Seat } from "./state.js";

/** The regions via-emilia asks for: Emilia-Romagna and every region linked to it. */
const VIA_EMILIA: readonly RegionId[] = ["emilia-romagna", ...neighbours("emilia-romagna")];

const NORD: readonly boolean[] = REGION_IDS.map(isNord);
const SUD_OR_ISOLE: readonly boolean[] = REGION_IDS.map(isSudOrIsole);

/** cantiere-della-metro: the armies a region needs, and the reward's ceiling. */
const CANTIERE_MIN_ARMIES = 10;
const CANTIERE_MAX_REWARD = 6;

/** "+N next turn" rewards (R9). */
const NEXT_TURN_ARMIES: Partial<Record<BonusObjectiveId, number>> = {
  "padania-libera": 4,
  "ponte-sullo-stretto": 3,
  "repubbliche-marinare": 4,
  "regno-delle-due-sicilie": 5,
  "salerno-reggio": 3,
  "via-emilia": 3,
  "uno-vale-uno": 5,
  "mille-proroghe": 6,
};

function holdsAll(state: GameState, seat: Seat, regions: readonly RegionId[]): boolean {
  for (const id of regions) if (state.regions[id].owner !== seat) return false;
  return true;
}

/** Whether a seat holds every region of its main objective (R11.1). */
export function holdsMainObjective(state: GameState, seat: Seat): boolean {
  return holdsAll(state, seat, objectiveById(state.objectives[seat]!).regions);
}

/**
 * Whether the turn-end condition of a bonus objective holds for a seat now (R9), for the
 * objectives judged on the map alone. For streak objectives this is one turn's condition.
 * esodo-estivo and cantiere-della-metro are judged from their progress instead.
 */
export function bonusConditionHolds(state: GameState, seat: Seat, id: BonusObjectiveId): boolean {
  switch (id) {
    case "via-emilia":
      return holdsAll(state, seat, VIA_EMILIA);
    case "uno-vale-uno": {
      // At least 7 own regions holding the same number (≥ 2) of armies.
      const { owner, armies } = regionTable(state.regions);
      const counts = new Array<number>(RULES.armyCap + 1).fill(0);
      for (let i = 0; i < owner.length; i++) {
        if (owner[i] === seat && armies[i]! >= 2 && ++counts[armies[i]!]! >= 7) return true;
      }
      return false;
    }
    case "larghe-intese": {
      const { owner } = regionTable(state.regions);
      let nord = 0;
      let sud = 0;
      for (let i = 0; i < owner.length; i++) {
        if (owner[i] !== seat) continue;
        if (NORD[i]) nord++;
        else if (SUD_OR_ISOLE[i]) sud++;
      }
      return nord >= 4 && sud >= 4;
    }
    case "mille-proroghe":
      return regionCount(state, seat) <= 2;
    case "esodo-estivo":
      return (state.bonus[seat]!.progress["esodo-estivo"] ?? 0) >= 4;
    case "cantiere-della-metro":
      return false;
    default:
      return holdsAll(state, seat, bonusObjectiveById(id).regions);
  }
}

/** The region esodo-estivo rewards: the seat's Sud-or-Isole region with the most armies. */
function esodoRegion(state: GameState, seat: Seat): RegionId | null {
  let best: RegionId | null = null;
  for (const id of REGION_IDS) {
    const r = state.regions[id];
    if (r.owner !== seat || !isSudOrIsole(id)) continue;
    if (best === null || r.armies > state.regions[best].armies) best = id;
  }
  return best;
}

function firstNonna(state: GameState): CardId | null {
  const isNonna = (c: CardId) => cardById(c).symbol === "nonna";
  return state.deck.find(isNonna) ?? state.discard.find(isNonna) ?? null;
}

/** Adds armies to a region under the cap (R3) and reports what was placed. */
function placeReward(
  d: Draft,
  seat: Seat,
  region: RegionId,
  wanted: number,
  reason: "esodo-estivo" | "cantiere-della-metro",
): number {
  const count = Math.min(wanted, d.capRoom(seat));
  d.addArmies(region, count);
  d.emit({ type: "armiesPlaced", seat, region, count, reason, lost: wanted - count });
  return count;
}

/** Updates cantiere-della-metro's per-region counts at a turn end; returns a completed region. */
function advanceCantiere(d: Draft, seat: Seat): RegionId | null {
  const before = d.bonus(seat).progress["cantiere-della-metro"] ?? {};
  const next: Partial<Record<RegionId, number>> = {};
  let done: RegionId | null = null;
  const needed = bonusObjectiveById("cantiere-della-metro").turnsInARow;
  for (const id of REGION_IDS) {
    const r = d.region(id);
    if (r.owner !== seat || r.armies < CANTIERE_MIN_ARMIES || d.s.turn.movedOut.includes(id))
      continue;
    const count = (before[id] ?? 0) + 1;
    next[id] = count;
    if (count >= needed && done === null) done = id;
  }
  d.mutBonus(seat).progress["cantiere-della-metro"] = next;
  return done;
}

/**
 * The end-of-turn bonus check (R9, R10.2): each held objective, in held order, is judged; streak
 * counters advance or reset; a completed one is revealed, rewarded and replaced from the bonus
 * deck (the replacement is first judged at the seat's next turn end).
 */
export function checkBonusObjectives(d: Draft, seat: Seat): void {
  for (const id of d.bonus(seat).held.slice()) {
    let complete: boolean;
    let cantiereRegion: RegionId | null = null;
    const needed = bonusObjectiveById(id).turnsInARow;
    if (id === "cantiere-della-metro") {
      cantiereRegion = advanceCantiere(d, seat);
      complete = cantiereRegion !== null;
    } else if (needed > 1) {
      const progress = d.mutBonus(seat).progress as Record<string, number>;
      const streak = bonusConditionHolds(d.s, seat, id) ? (progress[id] ?? 0) + 1 : 0;
      progress[id] = streak;
      complete = streak >= needed;
    } else {
      complete = bonusConditionHolds(d.s, seat, id);
    }
    if (id === "esodo-estivo") delete d.mutBonus(seat).progress["esodo-estivo"];
    if (complete) completeBonus(d, seat, id, cantiereRegion);
  }
}

function completeBonus(
  d: Draft,
  seat: Seat,
  id: BonusObjectiveId,
  cantiereRegion: RegionId | null,
): void {
  const bonus = d.mutBonus(seat);
  bonus.held.splice(bonus.held.indexOf(id), 1);
  bonus.completed.push(id);
  delete (bonus.progress as Record<string, unknown>)[id];

  let reward: BonusReward;
  const nextTurn = NEXT_TURN_ARMIES[id];
  if (nextTurn !== undefined) {
    reward = { kind: "nextTurnArmies", armies: nextTurn };
  } else if (id === "stato-della-chiesa") {
    reward = { kind: "untouchable" };
  } else if (id === "esodo-estivo") {
    const region = esodoRegion(d.s, seat);
    reward = { kind: "armies", region, armies: region ? Math.min(3, d.capRoom(seat)) : 0 };
  } else if (id === "cantiere-della-metro") {
    const armies = Math.min(d.region(cantiereRegion!).armies, CANTIERE_MAX_REWARD);
    reward = { kind: "armies", region: cantiereRegion, armies: Math.min(armies, d.capRoom(seat)) };
  } else {
    reward = { kind: "nonna", card: firstNonna(d.s) };
  }
  d.emit({ type: "bonusCompleted", seat, objective: id, reward });

  switch (reward.kind) {
    case "nextTurnArmies":
      d.setSeatNumber("nextTurnArmies", seat, (d.s.nextTurnArmies[seat] ?? 0) + reward.armies);
      break;
    case "untouchable":
      if (!d.s.untouchable.includes(seat)) d.s.untouchable = [...d.s.untouchable, seat];
      break;
    case "armies":
      if (reward.region) {
        const wanted =
          id === "esodo-estivo" ? 3 : Math.min(d.region(reward.region).armies, CANTIERE_MAX_REWARD);
        placeReward(d, seat, reward.region, wanted, id as "esodo-estivo" | "cantiere-della-metro");
      }
      break;
    case "nonna":
      takeNonna(d, seat);
      break;
  }

  const replacement = d.s.bonusDeck[0];
  if (replacement !== undefined) {
    d.s.bonusDeck = d.s.bonusDeck.slice(1);
    d.mutBonus(seat).held.push(replacement);
    d.emit({ type: "bonusDrawn", seat, objective: replacement });
  }
}
