/**
 * The state of a game: the position of RZ25.2 (plain JSON, deeply frozen) plus the seeded
 * generator's state (RZ26). Its shape is the position's, field for field, so a position is a
 * state without its generator.
 *
 * @module
 */
import type { RngState } from "@italia/game-kit";
import type { RadetzkyConfig } from "./config.js";
import type { HelpId } from "./data.js";

/** A stage of the game (RZ25.2). */
export type Stage = "place" | "activate" | "action" | "respond" | "decide" | "choose" | "over";

/** A faction: the owner of a conquered Zone, the winner. */
export type Faction = "italy" | "austria";

/** One Zone on the map (RZ2). */
export interface ZoneState {
  /** Soldiers in the Zone. */
  readonly soldiers: number;
  /** `null` while open; the faction that conquered it (RZ10, RZ14.2). */
  readonly owner: Faction | null;
  /** Whether a Mobile Barricade stands on it (RZ20). */
  readonly barricade: boolean;
}

/** A fight in progress (RZ11, RZ12; its fields D54). */
export interface Fight {
  /** A fight against the Soldiers (RZ11, the Rifle's included) or against Radetzky (RZ12). */
  readonly kind: "soldiers" | "radetzky";
  /** The fight's Zone. */
  readonly zone: number;
  /** Austria cards revealed per exchange: 1; 2–3 in a Rifle fight; 3 against Radetzky. */
  readonly reveal: number;
  /** The Rifle card of a Rifle fight (RZ18.5), or `null`. */
  readonly rifleCard: string | null;
  /** The Austria cards of the exchange being answered, in revealed order. */
  readonly current: readonly string[];
  /** The Austria cards of earlier exchanges, in revealed order. */
  readonly austriaUsed: readonly string[];
  /** Every Italian card played from the pool in this fight, in play order. */
  readonly italyPlayed: readonly string[];
  /** Italian cards still due: 1 or 0 against Soldiers, 3…1 against Radetzky. */
  readonly owed: number;
}

/** A Help tile (RZ18, RZ19). */
export interface HelpTile {
  /** The side it shows. */
  readonly side: "base" | "heroic";
  /** The cards under it, in the order received (RZ19.3). */
  readonly under: readonly string[];
}

/** The Rising choice pending in stage `"choose"` (RZ17.4, D55). */
export interface Rising {
  /** Single cube steps still to make after this Rising's choice. */
  readonly stepsLeft: number;
}

/** The state of a game of Radetzky (RZ25.2, plus the generator). Plain JSON, deeply frozen. */
export interface RadetzkyState {
  /** The game's config (RZ3). */
  readonly config: RadetzkyConfig;
  /** The round, from 1. */
  readonly round: number;
  /** The seat holding the First Player card. */
  readonly firstSeat: number;
  /** The stage. */
  readonly stage: Stage;
  /** The active Patriot (null in `"place"`, `"activate"` and `"over"`). */
  readonly active: number | null;
  /** Actions left in the active Patriot's turn (RZ8.1). */
  readonly actionsLeft: number;
  /** Patriots whose turn this round is over, ascending. */
  readonly done: readonly number[];
  /** Each Patriot's Zone, by Patriot number (`null` before placement). */
  readonly patriots: readonly (number | null)[];
  /** Radetzky's Zone. */
  readonly radetzky: number;
  /** The 16 Zones, keyed `"1"`…`"16"`. */
  readonly zones: { readonly [zone: string]: ZoneState };
  /** Soldiers in the Sforza Castle (RZ2.4). */
  readonly castle: number;
  /** Soldiers in the Lens (the current fight's defeated, RZ11.4). */
  readonly lens: number;
  /** Soldiers in the reserve (derived, RZ1.9; kept in step with the rest). */
  readonly reserve: number;
  /** The Zone deck, top first (secret order). */
  readonly zoneDeck: readonly number[];
  /** Available Zone cards, ascending. */
  readonly available: readonly number[];
  /** Not-Available Zone cards, ascending (advanced game). */
  readonly notAvailable: readonly number[];
  /** Removed Zone cards, ascending. */
  readonly zoneRemoved: readonly number[];
  /** The Austria deck, top first (secret order). */
  readonly austriaDeck: readonly string[];
  /** The Austria discard pile, first arrived first. */
  readonly austriaDiscard: readonly string[];
  /** The Italy deck, top first (secret order). */
  readonly italyDeck: readonly string[];
  /** The Italy discard pile, first arrived first. */
  readonly italyDiscard: readonly string[];
  /** The hands by Patriot number (`"0"`, `"1"`, …); solitaire: `{ "solo": [...] }`. */
  readonly hands: { readonly [hand: string]: readonly string[] };
  /** Solitaire table cards by Patriot number (RZ22.3). */
  readonly table: { readonly [patriot: string]: readonly string[] };
  /** Solitaire: Patriots that gave table cards this turn, ascending. */
  readonly tableGiven: readonly number[];
  /** The 5 Help tiles (advanced); `{}` in the basic game. */
  readonly helps: { readonly [help in HelpId]?: HelpTile };
  /** The Combat cube's space (advanced), or `null`. */
  readonly combatCube: number | null;
  /** The fight in progress, in stages `"respond"` and `"decide"`. */
  readonly fight: Fight | null;
  /** The pending Rising choice, in stage `"choose"`. */
  readonly rising: Rising | null;
  /** The winner, once the game is over (RZ16.3). */
  readonly winner: Faction | null;
  /** Why it ended: `"zones"` at 2.C, `"reserve"` at 2.D.1 (RZ16.3). */
  readonly endReason: "zones" | "reserve" | null;
  /** The seeded generator (RZ26): secret. */
  readonly rng: RngState;
}

/** A mutable copy of a state, for the rules to change while applying one action. */
export type Draft = {
  -readonly [K in keyof RadetzkyState]: Mutable<RadetzkyState[K]>;
};

type Mutable<T> = T extends readonly (infer U)[]
  ? Mutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Mutable<T[K]> }
    : T;

/** A mutable deep copy of `state`. */
export function draftOf(state: RadetzkyState): Draft {
  return JSON.parse(JSON.stringify(state)) as Draft;
}

/** A copy of each list of a record of lists. */
function copyLists<T>(lists: { readonly [key: string]: readonly T[] }): { [key: string]: T[] } {
  const out: { [key: string]: T[] } = {};
  for (const key in lists) out[key] = lists[key]!.slice();
  return out;
}

/**
 * A mutable deep copy of `state`, field by field: the same as {@link draftOf} for a state of
 * this shape (the simulator's property test compares them after every step), several times
 * faster than a JSON round trip. For states made by the rules (`newGame`, `apply`, a
 * simulator, a search bot's sampled world); states from outside go through {@link draftOf}.
 */
export function cloneState(state: RadetzkyState): Draft {
  const zones: Draft["zones"] = {};
  for (const key in state.zones) {
    const z = state.zones[key]!;
    zones[key] = { soldiers: z.soldiers, owner: z.owner, barricade: z.barricade };
  }
  const helps: Draft["helps"] = {};
  for (const key in state.helps) {
    const tile = state.helps[key as keyof RadetzkyState["helps"]]!;
    helps[key as keyof Draft["helps"]] = { side: tile.side, under: tile.under.slice() };
  }
  const f = state.fight;
  return {
    config: { ...state.config },
    round: state.round,
    firstSeat: state.firstSeat,
    stage: state.stage,
    active: state.active,
    actionsLeft: state.actionsLeft,
    done: state.done.slice(),
    patriots: state.patriots.slice(),
    radetzky: state.radetzky,
    zones,
    castle: state.castle,
    lens: state.lens,
    reserve: state.reserve,
    zoneDeck: state.zoneDeck.slice(),
    available: state.available.slice(),
    notAvailable: state.notAvailable.slice(),
    zoneRemoved: state.zoneRemoved.slice(),
    austriaDeck: state.austriaDeck.slice(),
    austriaDiscard: state.austriaDiscard.slice(),
    italyDeck: state.italyDeck.slice(),
    italyDiscard: state.italyDiscard.slice(),
    hands: copyLists(state.hands),
    table: copyLists(state.table),
    tableGiven: state.tableGiven.slice(),
    helps,
    combatCube: state.combatCube,
    fight:
      f === null
        ? null
        : {
            kind: f.kind,
            zone: f.zone,
            reveal: f.reveal,
            rifleCard: f.rifleCard,
            current: f.current.slice(),
            austriaUsed: f.austriaUsed.slice(),
            italyPlayed: f.italyPlayed.slice(),
            owed: f.owed,
          },
    rising: state.rising === null ? null : { stepsLeft: state.rising.stepsLeft },
    winner: state.winner,
    endReason: state.endReason,
    rng: { key: state.rng.key, block: state.rng.block, word: state.rng.word },
  };
}

/** The Zone record of `zone` in a draft. */
export function zoneOf(d: Draft, zone: number): Mutable<ZoneState> {
  const z = d.zones[String(zone)];
  if (z === undefined) throw new RangeError(`no Zone ${zone}`);
  return z;
}
