/**
 * A new game (RZ6, RZ25.1): the First Player, the three shuffled decks, Radetzky and the Soldiers
 * of setup, the deal, and (advanced) the Help tiles and the Combat cube. It stops at stage
 * `"place"`: the Patriots are placed by `placePatriot` actions (RZ6.7).
 *
 * @module
 */
import { deepFreeze, Prng, seedRng } from "@italia/game-kit";
import type { RadetzkyConfig } from "./config.js";
import {
  AUSTRIA_CARDS,
  HELPS,
  ITALY_CARDS,
  RULES,
  startingSpace,
  tableFor,
  ZONE_CARDS,
  ZONES,
} from "./data.js";
import { handOrder } from "./seats.js";
import type { HelpTile, RadetzkyState, ZoneState } from "./state.js";

/** Every Zone open and empty, keyed `"1"`…`"16"`. */
export function emptyZones(): Record<string, ZoneState> {
  return Object.fromEntries(
    ZONES.map((z) => [String(z), { soldiers: 0, owner: null, barricade: false }]),
  );
}

/** The 5 Help tiles Base side up with no card under them (RZ6.8). */
export function freshHelps(): Record<string, HelpTile> {
  return Object.fromEntries(HELPS.map((h) => [h, { side: "base", under: [] }]));
}

/**
 * Starts a game (RZ6.1–6.6 and 6.8), drawing X1 (P ≥ 2), X2, X3, X4, X5 from the generator seeded
 * with `seed`, in that order (RZ26). The result is deeply frozen, at stage `"place"`.
 *
 * @example
 * ```ts
 * const state = newGame({ players: 3, mode: "basic", difficulty: 0, handInfo: "iconCount" }, "seed");
 * state.stage; // "place"
 * ```
 */
export function newGame(config: RadetzkyConfig, seed: string): RadetzkyState {
  const rng = new Prng(seedRng(seed));
  const t = tableFor(config.players);
  const firstSeat = config.players >= 2 ? rng.int(config.players) : 0;
  const zoneDeck: number[] = [...ZONE_CARDS];
  rng.shuffle(zoneDeck);
  const austriaDeck = [...AUSTRIA_CARDS] as string[];
  rng.shuffle(austriaDeck);
  const italyDeck = [...ITALY_CARDS] as string[];
  rng.shuffle(italyDeck);

  const zones = emptyZones();
  const put = (zone: number, n: number) => {
    const z = zones[String(zone)]!;
    zones[String(zone)] = { ...z, soldiers: z.soldiers + n };
  };
  let reserve: number = t.soldiersPrepared;
  const radetzky = zoneDeck.shift()!;
  put(radetzky, t.radetzkySoldiers);
  reserve -= t.radetzkySoldiers;
  const taken: number[] = [];
  for (const [count, n] of [
    [t.twoSoldierZones, 2],
    [t.oneSoldierZones, 1],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const z = zoneDeck.shift()!;
      taken.push(z);
      put(z, n);
      reserve -= n;
    }
  }
  const deck = [...zoneDeck, ...taken];
  rng.shuffle(deck);

  const hands: Record<string, string[]> = {};
  for (const key of handOrder({ config, firstSeat }))
    hands[key] = italyDeck.splice(0, RULES.handSize);
  const advanced = config.mode === "advanced";
  const sorted = Object.fromEntries(Object.entries(hands).sort(([a], [b]) => a.localeCompare(b)));
  const state: RadetzkyState = {
    config,
    round: 1,
    firstSeat,
    stage: "place",
    active: null,
    actionsLeft: RULES.actionsPerTurn,
    done: [],
    patriots: Array.from({ length: t.patriots }, () => null),
    radetzky,
    zones,
    castle: 0,
    lens: 0,
    reserve,
    zoneDeck: deck,
    available: advanced ? [] : [radetzky],
    notAvailable: advanced ? [radetzky] : [],
    zoneRemoved: [],
    austriaDeck,
    austriaDiscard: [],
    italyDeck,
    italyDiscard: [],
    hands: sorted,
    table: {},
    tableGiven: [],
    helps: advanced ? freshHelps() : {},
    combatCube: advanced ? startingSpace(config.players) : null,
    fight: null,
    rising: null,
    winner: null,
    endReason: null,
    rng: rng.state(),
  };
  return deepFreeze(state);
}
