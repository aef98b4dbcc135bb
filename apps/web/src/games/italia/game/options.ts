/**
 * What the interface may offer now, read from the engine's `legalMoves`: clickable regions,
 * dice counts, number ranges, playable combinations and Serenata targets. Nothing here decides a
 * rule; it only regroups the engine's list for the screen.
 */
import {
  type CardId,
  type Combination,
  combinationOf,
  type GameState,
  type LegalMove,
  legalMoves,
  type RegionId,
  type Seat,
} from "@italia/engine";

export type PlaceMove = Extract<LegalMove, { type: "place" }>;
export type AttackMove = Extract<LegalMove, { type: "attack" }>;
export type FortifyMove = Extract<LegalMove, { type: "fortify" }>;
export type OccupyMove = Extract<LegalMove, { type: "occupy" }>;

/** A playable combination, with its Serenata targets when it is a Serenata. */
export interface ComboOption {
  /** The cards joined by "+": identifies the combination in the hand. */
  readonly key: string;
  readonly cards: readonly CardId[];
  readonly combination: Combination;
  /** Serenata only: the legal `{ from, to }` targets (never empty for a listed Serenata). */
  readonly targets: readonly { readonly from: RegionId; readonly to: RegionId }[];
}

/** The current decision as the screen needs it. */
export interface Decision {
  readonly seat: Seat;
  readonly moves: readonly LegalMove[];
  readonly place: readonly PlaceMove[];
  readonly attacks: readonly AttackMove[];
  readonly fortifies: readonly FortifyMove[];
  readonly occupy: OccupyMove | null;
  readonly combos: readonly ComboOption[];
  readonly canEnd: boolean;
}

/** Key of a set of cards. */
export function comboKey(cards: readonly CardId[]): string {
  return cards.join("+");
}

/** Groups the engine's legal moves for the current decision. */
export function decisionOf(state: GameState): Decision {
  return decisionFromMoves(state.currentSeat, legalMoves(state));
}

/**
 * Groups a list of the engine's legal moves for `seat`: the moves of a local game, or the ones a
 * server sent with the seat's view (online).
 */
export function decisionFromMoves(seat: Seat, moves: readonly LegalMove[]): Decision {
  const place: PlaceMove[] = [];
  const attacks: AttackMove[] = [];
  const fortifies: FortifyMove[] = [];
  let occupy: OccupyMove | null = null;
  const combos = new Map<string, ComboOption>();
  let canEnd = false;
  for (const move of moves) {
    switch (move.type) {
      case "place":
        place.push(move);
        break;
      case "attack":
        attacks.push(move);
        break;
      case "fortify":
        fortifies.push(move);
        break;
      case "occupy":
        occupy = move;
        break;
      case "endTurn":
        canEnd = true;
        break;
      case "playCards": {
        const key = comboKey(move.cards);
        const existing = combos.get(key);
        const targets = move.target ? [move.target] : [];
        if (existing) {
          combos.set(key, { ...existing, targets: [...existing.targets, ...targets] });
        } else {
          combos.set(key, {
            key,
            cards: move.cards,
            combination: combinationOf(move.cards) ?? "mangia",
            targets,
          });
        }
        break;
      }
    }
  }
  return {
    seat,
    moves,
    place,
    attacks,
    fortifies,
    occupy,
    combos: [...combos.values()],
    canEnd,
  };
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** Regions an attack may start from. */
export function attackSources(d: Decision): RegionId[] {
  return unique(d.attacks.map((m) => m.from));
}

/** Attacks from one region. */
export function attacksFrom(d: Decision, from: RegionId): AttackMove[] {
  return d.attacks.filter((m) => m.from === from);
}

/** The attack move between two regions, if legal. */
export function attackMove(d: Decision, from: RegionId, to: RegionId): AttackMove | undefined {
  return d.attacks.find((m) => m.from === from && m.to === to);
}

/** Regions a fortify move may start from. */
export function fortifySources(d: Decision): RegionId[] {
  return unique(d.fortifies.map((m) => m.from));
}

/** Fortify moves from one region. */
export function fortifiesFrom(d: Decision, from: RegionId): FortifyMove[] {
  return d.fortifies.filter((m) => m.from === from);
}

/** The fortify move between two regions, if legal. */
export function fortifyMove(d: Decision, from: RegionId, to: RegionId): FortifyMove | undefined {
  return d.fortifies.find((m) => m.from === from && m.to === to);
}

/** The placement on a region, if legal. */
export function placeMove(d: Decision, region: RegionId): PlaceMove | undefined {
  return d.place.find((m) => m.region === region);
}

/** A combination by key. */
export function comboByKey(d: Decision, key: string | null): ComboOption | undefined {
  return key === null ? undefined : d.combos.find((c) => c.key === key);
}

/** The regions a Serenata may take. */
export function serenataTos(combo: ComboOption): RegionId[] {
  return unique(combo.targets.map((t) => t.to));
}

/** The regions a Serenata on `to` may start from. */
export function serenataFroms(combo: ComboOption, to: RegionId): RegionId[] {
  return combo.targets.filter((t) => t.to === to).map((t) => t.from);
}
