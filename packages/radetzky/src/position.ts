/**
 * Positions (RZ25.2): a game's state without its generator, as conformance vectors give and expect
 * it. {@link fromPosition} reads one from untrusted input, filling the defaults of D53 and
 * refusing, with the field's dotted path, exactly the positions D52 lists; {@link toPosition} is
 * the inverse.
 *
 * @module
 */
import { deepFreeze, ok, type Result, seedRng } from "@italia/game-kit";
import { checkConfig, type RadetzkyConfig } from "./config.js";
import {
  AUSTRIA_CARDS,
  HELPS,
  ITALY_CARDS,
  isAustriaCard,
  isHelp,
  isItalyCard,
  isZone,
  RULES,
  startingSpace,
  TRACK_SPACES,
  tableFor,
  ZONE_CARDS,
  ZONES,
} from "./data.js";
import { refusal } from "./errors.js";
import { patriotCount, rulesCount } from "./seats.js";
import type { Fight, HelpTile, RadetzkyState, Stage, ZoneState } from "./state.js";

/** A position (RZ25.2): a state without its generator. */
export type Position = Omit<RadetzkyState, "rng">;

const STAGES: readonly Stage[] = [
  "place",
  "activate",
  "action",
  "respond",
  "decide",
  "choose",
  "over",
];
const FIELDS = [
  "config",
  "round",
  "firstSeat",
  "stage",
  "active",
  "actionsLeft",
  "done",
  "patriots",
  "radetzky",
  "zones",
  "castle",
  "lens",
  "reserve",
  "zoneDeck",
  "available",
  "notAvailable",
  "zoneRemoved",
  "austriaDeck",
  "austriaDiscard",
  "italyDeck",
  "italyDiscard",
  "hands",
  "table",
  "tableGiven",
  "helps",
  "combatCube",
  "fight",
  "rising",
  "winner",
  "endReason",
];

/** A refusal while reading (caught by {@link fromPosition}). */
class Refused {
  constructor(
    readonly path: string,
    readonly message: string,
    readonly rule: "RZ25.2" | "RZ2.5" = "RZ25.2",
  ) {}
}

const fail = (path: string, message: string, rule?: "RZ2.5"): never => {
  throw new Refused(path, message, rule);
};

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function int(v: unknown, path: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) {
    fail(path, `a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ""}`);
  }
  return v as number;
}

function list<T>(v: unknown, path: string, item: (x: unknown, p: string) => T): T[] {
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.length > 200) fail(path, "an array");
  return (v as unknown[]).map((x, i) => item(x, `${path}.${i}`));
}

const zoneAt = (x: unknown, p: string) => (isZone(x) ? x : fail(p, "a Zone number 1–16")) as number;
const austriaAt = (x: unknown, p: string) =>
  (isAustriaCard(x) ? x : fail(p, "an Austria card id (A01…A33)")) as string;
const italyAt = (x: unknown, p: string) =>
  (isItalyCard(x) ? x : fail(p, "an Italy card id (I01…I60)")) as string;
const ascending = (xs: number[]) => [...xs].sort((a, b) => a - b);

function readZones(v: unknown): Record<string, ZoneState> {
  if (v !== undefined && !isRecord(v)) fail("zones", "an object keyed by Zone number");
  const given = (v ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    if (!ZONES.some((z) => String(z) === key)) fail(`zones.${key}`, "not a Zone number");
  }
  const out: Record<string, ZoneState> = {};
  for (const z of ZONES) {
    const p = `zones.${z}`;
    const raw = given[String(z)] ?? {};
    if (!isRecord(raw)) fail(p, "a Zone is an object");
    const r = raw as Record<string, unknown>;
    for (const key of Object.keys(r)) {
      if (!["soldiers", "owner", "barricade"].includes(key)) fail(`${p}.${key}`, "unknown field");
    }
    const owner = r.owner ?? null;
    if (owner !== null && owner !== "italy" && owner !== "austria") {
      fail(`${p}.owner`, 'null, "italy" or "austria"');
    }
    const barricade = r.barricade ?? false;
    if (typeof barricade !== "boolean") fail(`${p}.barricade`, "true or false");
    out[String(z)] = {
      soldiers: int(r.soldiers ?? 0, `${p}.soldiers`, 0),
      owner: owner as ZoneState["owner"],
      barricade: barricade as boolean,
    };
  }
  return out;
}

function readFight(v: unknown): Fight | null {
  if (v === null || v === undefined) return null;
  if (!isRecord(v)) return fail("fight", "null or a fight object");
  const f = v as Record<string, unknown>;
  for (const key of Object.keys(f)) {
    if (
      ![
        "kind",
        "zone",
        "reveal",
        "rifleCard",
        "current",
        "austriaUsed",
        "italyPlayed",
        "owed",
      ].includes(key)
    ) {
      fail(`fight.${key}`, "unknown field");
    }
  }
  if (f.kind !== "soldiers" && f.kind !== "radetzky")
    fail("fight.kind", '"soldiers" or "radetzky"');
  const rifleCard = f.rifleCard ?? null;
  return {
    kind: f.kind as Fight["kind"],
    zone: zoneAt(f.zone, "fight.zone"),
    reveal: int(f.reveal ?? (f.kind === "radetzky" ? 3 : 1), "fight.reveal", 1, 3),
    rifleCard: rifleCard === null ? null : italyAt(rifleCard, "fight.rifleCard"),
    current: list(f.current, "fight.current", austriaAt),
    austriaUsed: list(f.austriaUsed, "fight.austriaUsed", austriaAt),
    italyPlayed: list(f.italyPlayed, "fight.italyPlayed", italyAt),
    owed: int(f.owed ?? (f.kind === "radetzky" ? 3 : 1), "fight.owed", 0, 3),
  };
}

/** Reads and checks a position; throws {@link Refused}. */
function read(input: unknown): Position {
  if (!isRecord(input)) return fail("", "a position is an object");
  for (const key of Object.keys(input)) {
    if (!FIELDS.includes(key)) fail(key.slice(0, 40), "unknown field");
  }
  const c = checkConfig(input.config);
  if (!c.ok) fail(`config${(c.error.path ?? "$").slice(1)}`, c.error.message);
  const config = (c as { value: RadetzkyConfig }).value;
  const players = config.players;
  const k = patriotCount(players);
  const advanced = config.mode === "advanced";
  const solo = players === 1;

  const stage = (input.stage ?? "action") as Stage;
  if (!STAGES.includes(stage)) fail("stage", `one of ${STAGES.join(", ")}`);
  const idle = stage === "place" || stage === "activate" || stage === "over";
  const round = int(input.round ?? 1, "round", 1);
  if (stage === "place" && round !== 1) fail("round", 'round is 1 in "place"');
  const firstSeat = int(input.firstSeat ?? 0, "firstSeat", 0, players - 1);
  const active = input.active ?? null;
  if (idle && active !== null) fail("active", `active is null in "${stage}"`);
  if (!idle) int(active, "active", 0, k - 1);
  const fixedActions = stage === "over" ? 0 : RULES.actionsPerTurn;
  const actionsLeft = int(
    input.actionsLeft ?? fixedActions,
    "actionsLeft",
    0,
    RULES.actionsPerTurn,
  );
  if ((idle && actionsLeft !== fixedActions) || (stage === "over" && actionsLeft !== 0)) {
    fail("actionsLeft", `actionsLeft is ${fixedActions} in "${stage}"`);
  }
  const done = ascending(list(input.done, "done", (x, p) => int(x, p, 0, k - 1)));
  if (new Set(done).size !== done.length) fail("done", "a Patriot is listed twice");
  if (
    input.patriots !== undefined &&
    (!Array.isArray(input.patriots) || input.patriots.length !== k)
  ) {
    fail("patriots", `an array of ${k} Zones or nulls`);
  }
  const patriots = Array.from({ length: k }, (_, i) => {
    const z = (input.patriots as unknown[] | undefined)?.[i] ?? null;
    return z === null ? null : zoneAt(z, `patriots.${i}`);
  });
  if (stage !== "place" && patriots.includes(null)) fail("patriots", "every Patriot is placed");
  const radetzky = zoneAt(input.radetzky, "radetzky");
  const zones = readZones(input.zones);
  const castle = int(input.castle ?? 0, "castle", 0);
  const lens = int(input.lens ?? 0, "lens", 0);
  const zoneDeck = list(input.zoneDeck, "zoneDeck", zoneAt);
  const available = ascending(list(input.available, "available", zoneAt));
  const notAvailable = ascending(list(input.notAvailable, "notAvailable", zoneAt));
  const zoneRemoved = ascending(list(input.zoneRemoved, "zoneRemoved", zoneAt));
  const austriaDeck = list(input.austriaDeck, "austriaDeck", austriaAt);
  const austriaDiscard = list(input.austriaDiscard, "austriaDiscard", austriaAt);
  const italyDeck = list(input.italyDeck, "italyDeck", italyAt);
  const italyDiscard = list(input.italyDiscard, "italyDiscard", italyAt);

  const handKeys = solo ? ["solo"] : Array.from({ length: k }, (_, i) => String(i));
  if (input.hands !== undefined && !isRecord(input.hands)) fail("hands", "an object of hands");
  const rawHands = (input.hands ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(rawHands)) {
    if (!handKeys.includes(key))
      fail(`hands.${key.slice(0, 40)}`, `hands are ${handKeys.join(", ")}`);
  }
  const hands = Object.fromEntries(
    handKeys.map((key) => [key, list(rawHands[key], `hands.${key}`, italyAt)]),
  );

  if (input.table !== undefined && !isRecord(input.table)) fail("table", "an object");
  const rawTable = (input.table ?? {}) as Record<string, unknown>;
  if (!solo && Object.keys(rawTable).length > 0) fail("table", "table cards are solitaire's");
  const table: Record<string, string[]> = {};
  for (const key of Object.keys(rawTable)) {
    if (!/^\d$/.test(key) || Number(key) >= k)
      fail(`table.${key.slice(0, 40)}`, "a Patriot number");
    table[key] = list(rawTable[key], `table.${key}`, italyAt);
  }
  const tableGiven = ascending(list(input.tableGiven, "tableGiven", (x, p) => int(x, p, 0, k - 1)));
  if (!solo && tableGiven.length > 0) fail("tableGiven", "table cards are solitaire's");

  let helps: Partial<Record<string, HelpTile>> = {};
  if (input.helps !== undefined && !isRecord(input.helps)) fail("helps", "an object of Help tiles");
  const rawHelps = (input.helps ?? {}) as Record<string, unknown>;
  if (!advanced && Object.keys(rawHelps).length > 0)
    fail("helps", "Help tiles are the advanced game's");
  if (advanced) {
    for (const key of Object.keys(rawHelps))
      if (!isHelp(key)) fail(`helps.${key.slice(0, 40)}`, "not a Help");
    helps = Object.fromEntries(
      HELPS.map((h) => {
        const raw = rawHelps[h] ?? {};
        if (!isRecord(raw)) fail(`helps.${h}`, "a Help tile is an object");
        const r = raw as Record<string, unknown>;
        const side = r.side ?? "base";
        if (side !== "base" && side !== "heroic") fail(`helps.${h}.side`, '"base" or "heroic"');
        const tile: HelpTile = {
          side: side as HelpTile["side"],
          under: list(r.under, `helps.${h}.under`, italyAt),
        };
        return [h, tile];
      }),
    );
  }
  let combatCube: number | null = null;
  if (advanced)
    combatCube = int(input.combatCube ?? startingSpace(players), "combatCube", 1, TRACK_SPACES);
  else if (input.combatCube !== undefined && input.combatCube !== null) {
    fail("combatCube", "the Combat cube is the advanced game's");
  }
  const fight = readFight(input.fight);
  const rawRising = input.rising ?? null;
  if (rawRising !== null && !isRecord(rawRising)) fail("rising", "null or { stepsLeft }");
  const rising =
    rawRising === null
      ? null
      : {
          stepsLeft: int(
            (rawRising as Record<string, unknown>).stepsLeft ?? 0,
            "rising.stepsLeft",
            0,
          ),
        };
  const winner = input.winner ?? null;
  if (winner !== null && winner !== "italy" && winner !== "austria")
    fail("winner", '"italy" or "austria"');
  const endReason = input.endReason ?? null;
  if (endReason !== null && endReason !== "zones" && endReason !== "reserve") {
    fail("endReason", '"zones" or "reserve"');
  }

  // Consistency (D52).
  if ((fight !== null) !== (stage === "respond" || stage === "decide")) {
    fail("fight", 'a fight is in progress exactly in "respond" and "decide"');
  }
  if ((rising !== null) !== (stage === "choose"))
    fail("rising", 'a Rising waits exactly in "choose"');
  if ((winner !== null) !== (stage === "over")) fail("winner", 'a winner exactly in "over"');
  if ((endReason !== null) !== (stage === "over"))
    fail("endReason", 'an end reason exactly in "over"');
  if (lens > 0 && fight?.kind !== "soldiers")
    fail("lens", "the Lens holds Soldiers only in a fight");

  const once = (
    all: readonly (string | number)[],
    places: [string, readonly (string | number)[]][],
    missing: string,
  ) => {
    const seen = new Set<string | number>();
    for (const [path, cards] of places) {
      for (const card of cards) {
        if (seen.has(card)) fail(path, `card ${card} is in two places`);
        seen.add(card);
      }
    }
    for (const card of all) if (!seen.has(card)) fail(missing, `card ${card} is missing`);
  };
  once(
    ZONE_CARDS,
    [
      ["zoneDeck", zoneDeck],
      ["available", available],
      ["notAvailable", notAvailable],
      ["zoneRemoved", zoneRemoved],
    ],
    "zoneDeck",
  );
  once(
    AUSTRIA_CARDS,
    [
      ["austriaDeck", austriaDeck],
      ["austriaDiscard", austriaDiscard],
      ["fight.current", fight?.current ?? []],
      ["fight.austriaUsed", fight?.austriaUsed ?? []],
    ],
    "austriaDeck",
  );
  once(
    ITALY_CARDS,
    [
      ["italyDeck", italyDeck],
      ["italyDiscard", italyDiscard],
      ...Object.entries(hands).map(([key, cards]): [string, string[]] => [`hands.${key}`, cards]),
      ...Object.entries(table).map(([key, cards]): [string, string[]] => [`table.${key}`, cards]),
      ...Object.entries(helps).map(([key, t]): [string, readonly string[]] => [
        `helps.${key}.under`,
        t?.under ?? [],
      ]),
      ["fight.italyPlayed", fight?.italyPlayed ?? []],
      ["fight.rifleCard", fight?.rifleCard ? [fight.rifleCard] : []],
    ],
    "italyDeck",
  );

  const prepared = tableFor(players).soldiersPrepared;
  const onMap = Object.values(zones).reduce((n, z) => n + z.soldiers, 0) + castle + lens;
  if (onMap > prepared) fail("zones", `more than the ${prepared} prepared Soldiers`);
  const reserve = prepared - onMap;
  if (input.reserve !== undefined && input.reserve !== reserve) {
    fail("reserve", `the reserve is ${reserve} (the prepared Soldiers not elsewhere)`);
  }
  let barricades = 0;
  for (const z of ZONES) {
    const zone = zones[String(z)]!;
    if (zone.owner !== null && zone.soldiers > 0)
      fail(`zones.${z}.soldiers`, "a conquered Zone holds no Soldier");
    if (zone.barricade) {
      if (!advanced) fail(`zones.${z}.barricade`, "Mobile Barricades are the advanced game's");
      barricades++;
    }
    if ((zone.owner !== null) !== zoneRemoved.includes(z)) {
      fail("zoneRemoved", "exactly the conquered Zones' cards are removed");
    }
  }
  if (barricades > rulesCount(players)) fail("zones", "more Mobile Barricades than RC");
  if (!advanced && notAvailable.length > 0)
    fail("notAvailable", "not-Available is the advanced game's");
  const rz = zones[String(radetzky)]!;
  if (rz.owner === "italy" || (rz.owner === "austria" && stage !== "over")) {
    fail("radetzky", "Radetzky stands on an open Zone", "RZ2.5");
  }

  return {
    config,
    round,
    firstSeat,
    stage,
    active: active as number | null,
    actionsLeft,
    done,
    patriots,
    radetzky,
    zones,
    castle,
    lens,
    reserve,
    zoneDeck,
    available,
    notAvailable,
    zoneRemoved,
    austriaDeck,
    austriaDiscard,
    italyDeck,
    italyDiscard,
    hands,
    table,
    tableGiven,
    helps,
    combatCube,
    fight,
    rising,
    winner: winner as Position["winner"],
    endReason: endReason as Position["endReason"],
  };
}

/**
 * Reads a position (RZ25.2) from untrusted input into a state whose generator is seeded with
 * `seed`. Fields left out take their defaults (D53); a refused position (D52) names the field as
 * a dotted path (`zones.3.soldiers`, `hands.1`). Never throws.
 *
 * @example
 * ```ts
 * const r = fromPosition({ config: { players: 3 }, radetzky: 7, patriots: [5, 5, 12] });
 * if (!r.ok) console.log(r.error.path);
 * ```
 */
export function fromPosition(input: unknown, seed = "position"): Result<RadetzkyState> {
  try {
    const position = read(JSON.parse(JSON.stringify(input ?? null)));
    return ok(deepFreeze({ ...position, rng: seedRng(seed) }));
  } catch (e) {
    if (e instanceof Refused) {
      return {
        ok: false,
        error: refusal("INVALID_POSITION", e.rule, `${e.path || "$"}: ${e.message}`, e.path),
      };
    }
    return {
      ok: false,
      error: refusal("INVALID_POSITION", "RZ25.2", "not a readable position", ""),
    };
  }
}

/** The position of `state` (RZ25.2): the state without its generator. */
export function toPosition(state: RadetzkyState): Position {
  const { rng: _rng, ...position } = state;
  return position;
}
