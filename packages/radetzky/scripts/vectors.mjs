#!/usr/bin/env node
// Writes the conformance vectors in vectors/*.json (RZ25). Each vector is written here by hand
// — setup, actions and expectations worked out from radetzky-rules.md, never by running the
// engine — and this script only completes the card lists: every card a setup does not place goes,
// in the data's order, to the end of its deck (or, where a vector says so, its discard pile),
// so that the JSON files are complete, portable positions.
// Usage: node scripts/vectors.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const data = JSON.parse(readFileSync(resolve(here, "../data/radetzky-data.json"), "utf8"));
const ZONES = data.map.zones.map((z) => z.id);
const AUSTRIA = data.decks.austria.cards.map((c) => c.id);
const ITALY = data.decks.italy.cards.map((c) => c.id);

/** Completes a setup's card lists (see the header). `rest: { italy: "discard" }` moves leftovers. */
function complete(setup) {
  const { rest = {}, ...s } = setup;
  const zones = s.zones ?? {};
  const removed = new Set(s.zoneRemoved ?? []);
  for (const [z, v] of Object.entries(zones)) if (v.owner) removed.add(Number(z));
  const zoneLists = ["zoneDeck", "available", "notAvailable"].flatMap((k) => s[k] ?? []);
  const placedZones = new Set([...zoneLists, ...removed]);
  const out = { ...s };
  if (removed.size > 0) out.zoneRemoved = [...removed].sort((a, b) => a - b);
  out.zoneDeck = [...(s.zoneDeck ?? []), ...ZONES.filter((z) => !placedZones.has(z))];
  const fight = s.fight ?? {};
  const placedA = new Set([
    ...(s.austriaDeck ?? []),
    ...(s.austriaDiscard ?? []),
    ...(fight.current ?? []),
    ...(fight.austriaUsed ?? []),
  ]);
  const leftA = AUSTRIA.filter((c) => !placedA.has(c));
  if (rest.austria === "discard") out.austriaDiscard = [...(s.austriaDiscard ?? []), ...leftA];
  else out.austriaDeck = [...(s.austriaDeck ?? []), ...leftA];
  const placedI = new Set([
    ...(s.italyDeck ?? []),
    ...(s.italyDiscard ?? []),
    ...Object.values(s.hands ?? {}).flat(),
    ...Object.values(s.table ?? {}).flat(),
    ...Object.values(s.helps ?? {}).flatMap((t) => t.under ?? []),
    ...(fight.italyPlayed ?? []),
    ...(fight.rifleCard ? [fight.rifleCard] : []),
  ]);
  const leftI = ITALY.filter((c) => !placedI.has(c));
  if (rest.italy === "discard") out.italyDiscard = [...(s.italyDiscard ?? []), ...leftI];
  else out.italyDeck = [...(s.italyDeck ?? []), ...leftI];
  return out;
}

/**
 * The basic 3-player position most vectors start from: seat 0's Patriot 0 is active with 3
 * actions; Patriots on 5, 5, 12; Radetzky on 7 with 3 Soldiers, 2 Soldiers on 5; card 7 Available.
 * Reserve 44 − 5 = 39.
 */
function base(over = {}) {
  return {
    config: { players: 3, mode: "basic", difficulty: 0, handInfo: "iconCount" },
    round: 1,
    firstSeat: 0,
    stage: "action",
    active: 0,
    actionsLeft: 3,
    done: [],
    patriots: [5, 5, 12],
    radetzky: 7,
    zones: { 5: { soldiers: 2 }, 7: { soldiers: 3 } },
    available: [7],
    hands: { 0: [], 1: [], 2: [] },
    ...over,
  };
}
const advanced = (over = {}) =>
  base({
    config: { players: 3, mode: "advanced", difficulty: 0, handInfo: "iconCount" },
    available: [],
    ...over,
  });

const v = (name, rules, setup, steps) => ({
  game: "radetzky",
  name,
  rules,
  setup: complete(setup),
  steps,
});
const refusedSetup = (name, rules, setup, fieldAnyOf) => ({
  game: "radetzky",
  name,
  rules,
  setup: complete(setup),
  steps: [],
  expect: { setupRefused: true, fieldAnyOf },
});
const act = (type, seat = 0, extra = {}) => ({ type, seat, ...extra });
const no = (action, rule) => ({ action, expect: { rejected: rule } });

/** The last Patriot's turn ends: Phases 2 and 3 run (RZ7.4). */
const lastTurn = (over = {}) => base({ active: 2, done: [0, 1], ...over });

const FILES = {
  "RZ04-seats.json": [
    v("RZ4.5 a turn action sent by another seat is refused", ["RZ4.5"], base(), [
      no(act("move", 1, { zone: 4 }), "RZ4.5"),
    ]),
    v(
      "RZ4.5 RZ4.6 every card of the pool is played by its hand's controller",
      ["RZ4.5", "RZ11.2", "RZ11.5", "RZ11.4"],
      base({ hands: { 0: ["I01"], 1: ["I21"], 2: [] }, austriaDeck: ["A12", "A13"] }),
      [
        {
          action: act("fightSoldiers"),
          expect: { stage: "respond", fight: { current: ["A12"], owed: 1 } },
        },
        no(act("playCard", 0, { card: "I21" }), "RZ4.5"),
        {
          action: act("playCard", 1, { card: "I21" }),
          expect: {
            stage: "respond",
            fight: { current: ["A13"], austriaUsed: ["A12"], italyPlayed: ["I21"], owed: 1 },
            events: ["italyPlayed", "exchangeResolved", "austriaRevealed"],
          },
        },
        {
          action: act("playCard", 0, { card: "I01" }),
          expect: {
            stage: "action",
            fight: null,
            lens: 0,
            reserve: 40,
            zones: { 5: { soldiers: 1 } },
            actionsLeft: 2,
            austriaDiscard: ["A12", "A13"],
            italyDiscard: ["I21", "I01"],
            events: ["exchangeResolved", "fightEnded"],
          },
        },
      ],
    ),
    v(
      "RZ11.2 a card in the hand of a Patriot outside the fight's Zone is not in the pool",
      ["RZ11.2"],
      base({ hands: { 0: ["I01"], 1: [], 2: ["I21"] }, austriaDeck: ["A12"] }),
      [{ action: act("fightSoldiers") }, no(act("playCard", 2, { card: "I21" }), "RZ11.2")],
    ),
    v(
      "RZ4.3 RZ21.3 the First Player controls the third Patriot",
      ["RZ4.3", "RZ21.3"],
      base({
        config: { players: 2, mode: "basic", difficulty: 0, handInfo: "iconCount" },
        firstSeat: 1,
        active: 2,
        done: [0, 1],
      }),
      [
        no(act("move", 0, { zone: 13 }), "RZ4.5"),
        { action: act("move", 1, { zone: 13 }), expect: { patriots: [5, 5, 13], actionsLeft: 2 } },
      ],
    ),
  ],
  "RZ06-setup.json": [
    v(
      "RZ6.7 Patriots are placed clockwise from the First Player on Zones without Soldiers",
      ["RZ6.7", "RZ25.1"],
      base({ stage: "place", active: null, firstSeat: 1, patriots: [null, null, null] }),
      [
        no(act("placePatriot", 0, { patriot: 0, zone: 1 }), "RZ6.7"),
        no(act("placePatriot", 1, { patriot: 1, zone: 7 }), "RZ6.7"),
        no(act("endTurn", 1), "RZ6.7"),
        {
          action: act("placePatriot", 1, { patriot: 1, zone: 1 }),
          expect: { patriots: [null, 1, null] },
        },
        {
          action: act("placePatriot", 2, { patriot: 2, zone: 1 }),
          expect: { patriots: [null, 1, 1] },
        },
        {
          action: act("placePatriot", 0, { patriot: 0, zone: 16 }),
          expect: {
            stage: "action",
            active: 1,
            round: 1,
            actionsLeft: 3,
            patriots: [16, 1, 1],
            events: ["patriotPlaced", "roundStarted"],
          },
        },
      ],
    ),
    v(
      "RZ6.7 D9 with two players the First Player places the third Patriot last",
      ["RZ6.7", "RZ21.3"],
      base({
        config: { players: 2, mode: "basic", difficulty: 0, handInfo: "iconCount" },
        stage: "place",
        active: null,
        firstSeat: 1,
        patriots: [null, null, null],
      }),
      [
        no(act("placePatriot", 0, { patriot: 0, zone: 1 }), "RZ6.7"),
        { action: act("placePatriot", 1, { patriot: 1, zone: 2 }) },
        { action: act("placePatriot", 0, { patriot: 0, zone: 3 }) },
        no(act("placePatriot", 0, { patriot: 2, zone: 4 }), "RZ6.7"),
        {
          action: act("placePatriot", 1, { patriot: 2, zone: 4 }),
          expect: { stage: "action", active: 1, patriots: [3, 2, 4] },
        },
      ],
    ),
    v(
      "RZ6.7 RZ22.1 solitaire: seat 0 places Patriots 0, 1, 2, then chooses the first turn",
      ["RZ6.7", "RZ22.1", "RZ7.2"],
      base({
        config: { players: 1, mode: "basic", difficulty: 0, handInfo: "iconCount" },
        stage: "place",
        active: null,
        patriots: [null, null, null],
        hands: { solo: [] },
      }),
      [
        no(act("placePatriot", 0, { patriot: 1, zone: 1 }), "RZ6.7"),
        { action: act("placePatriot", 0, { patriot: 0, zone: 1 }) },
        { action: act("placePatriot", 0, { patriot: 1, zone: 1 }) },
        {
          action: act("placePatriot", 0, { patriot: 2, zone: 2 }),
          expect: {
            stage: "activate",
            active: null,
            patriots: [1, 1, 2],
            events: ["roundStarted"],
          },
        },
      ],
    ),
  ],
  "RZ07-turns.json": [
    v(
      "RZ7.3 the turn ends by itself after the third action",
      ["RZ7.3", "RZ8.1"],
      base({ actionsLeft: 1 }),
      [
        {
          action: act("move", 0, { zone: 4 }),
          expect: {
            active: 1,
            actionsLeft: 3,
            done: [0],
            patriots: [4, 5, 12],
            events: ["patriotMoved", "turnEnded"],
          },
        },
      ],
    ),
    v("RZ7.3 D35 endTurn ends a turn early", ["RZ7.3", "RZ7.2"], base(), [
      { action: act("endTurn"), expect: { active: 1, done: [0], actionsLeft: 3, stage: "action" } },
    ]),
    v(
      "RZ7.2 solitaire: a Patriot that has had its turn cannot be chosen",
      ["RZ7.2", "RZ22.2"],
      base({
        config: { players: 1, mode: "basic", difficulty: 0, handInfo: "iconCount" },
        stage: "activate",
        active: null,
        done: [1],
        hands: { solo: [] },
      }),
      [
        no(act("activate", 0, { patriot: 1 }), "RZ7.2"),
        no(act("activate", 0, { patriot: 3 }), "RZ7.2"),
        no(act("move", 0, { zone: 4 }), "RZ7.2"),
        {
          action: act("activate", 0, { patriot: 2 }),
          expect: { stage: "action", active: 2, actionsLeft: 3 },
        },
      ],
    ),
    v(
      "RZ7.3 RZ22.4 solitaire: at the end of a turn the table cards are discarded, then the hand is refilled",
      ["RZ7.3", "RZ22.4"],
      base({
        config: { players: 1, mode: "basic", difficulty: 0, handInfo: "iconCount" },
        table: { 1: ["I30"], 2: ["I31", "I32"] },
        tableGiven: [1, 2],
        hands: { solo: ["I01"] },
        italyDeck: ["I02", "I03", "I04"],
      }),
      [
        {
          action: act("endTurn"),
          expect: {
            stage: "activate",
            active: null,
            done: [0],
            table: {},
            tableGiven: [],
            italyDiscard: ["I30", "I31", "I32"],
            hands: { solo: ["I01", "I02", "I03", "I04"] },
          },
        },
      ],
    ),
    v(
      "RZ7.4 RZ14 RZ15 after the last Patriot's turn the Austrian turn and the new round run at once",
      ["RZ7.4", "RZ14.5", "RZ14.6", "RZ14.7", "RZ14.9", "RZ14.10", "RZ15.1", "RZ15.2", "RZ15.3"],
      lastTurn({ zoneDeck: [16], hands: { 0: ["I50", "I51", "I52", "I53", "I54"], 1: [], 2: [] } }),
      [
        {
          action: act("endTurn", 2),
          expect: {
            round: 2,
            firstSeat: 1,
            stage: "action",
            active: 1,
            done: [],
            radetzky: 16,
            available: [7, 16],
            zones: {
              5: { soldiers: 3 },
              7: { soldiers: 4 },
              12: { soldiers: 1 },
              13: { soldiers: 1 },
              15: { soldiers: 1 },
              16: { soldiers: 1 },
            },
            castle: 5,
            reserve: 28,
            hands: {
              0: ["I50", "I51", "I52", "I53", "I54"],
              1: ["I01", "I02", "I03", "I04"],
              2: ["I05", "I06", "I07", "I08"],
            },
            events: [
              "turnEnded",
              "austrianTurn",
              "soldiersPlaced",
              "radetzkyMoved",
              "soldiersPlaced",
              "roundStarted",
            ],
          },
        },
      ],
    ),
  ],
  "RZ08-actions.json": [
    v(
      "RZ8.1 Use a Help and Strengthen a Help are refused in the basic game",
      ["RZ8.1"],
      base({ hands: { 0: ["I01", "I02"], 1: [], 2: [] } }),
      [
        no(act("useHelp", 0, { card: "I01", path: [4] }), "RZ8.1"),
        no(act("strengthen", 0, { help: "balloon", cards: ["I01"] }), "RZ8.1"),
      ],
    ),
    v(
      "RZ8.3 D16 in Radetzky's Zone the Patriot may not move nor fight the Soldiers, but may refresh",
      ["RZ8.3", "RZ13.2"],
      base({
        patriots: [7, 5, 12],
        hands: { 0: ["I01"], 1: [], 2: [] },
        italyDeck: ["I02", "I03", "I04"],
      }),
      [
        no(act("move", 0, { zone: 6 }), "RZ8.3"),
        no(act("fightSoldiers"), "RZ8.3"),
        {
          action: act("refresh"),
          expect: { hands: { 0: ["I01", "I02", "I03", "I04"] }, actionsLeft: 2 },
        },
      ],
    ),
    v(
      "RZ8.4 while a fight is pending only its resolving action is accepted",
      ["RZ8.4", "RZ11.4"],
      base({ hands: { 0: ["I01", "I02"], 1: [], 2: [] }, austriaDeck: ["A12"] }),
      [
        { action: act("fightSoldiers"), expect: { stage: "respond", actionsLeft: 2 } },
        no(act("endTurn"), "RZ8.4"),
        no(act("continueFight"), "RZ8.4"),
        no(act("move", 0, { zone: 4 }), "RZ8.4"),
        {
          action: act("playCard", 0, { card: "I01" }),
          expect: { stage: "decide", lens: 1, zones: { 5: { soldiers: 1 } }, fight: { owed: 0 } },
        },
        no(act("playCard", 0, { card: "I02" }), "RZ8.4"),
        no(act("stopFight", 1), "RZ4.5"),
      ],
    ),
    v("RZ8.4 a resolving action when nothing is pending is refused", ["RZ8.4"], base(), [
      no(act("playCard", 0, { card: "I01" }), "RZ8.4"),
      no(act("stopFight"), "RZ8.4"),
      no(act("chooseAvailable", 0, { zone: 3 }), "RZ8.4"),
    ]),
    v("RZ25.7 the refusal order: game over, type, seat", ["RZ25.7", "RZ25.3", "RZ4.5"], base(), [
      no({ type: "surrender", seat: 0 }, "RZ25.3"),
      no(act("move", 7, { zone: 4 }), "RZ4.5"),
      no(act("placePatriot", 0, { patriot: 0, zone: 4 }), "RZ6.7"),
      no(act("activate", 0, { patriot: 0 }), "RZ7.2"),
    ]),
  ],
  "RZ09-move.json": [
    v("RZ9.1 a Patriot moves to an adjacent Zone", ["RZ9.1"], base(), [
      no(act("move", 0, { zone: 1 }), "RZ9.1"),
      no(act("move", 0, { zone: 17 }), "RZ9.1"),
      no(act("move"), "RZ9.1"),
      { action: act("move", 0, { zone: 4 }), expect: { patriots: [4, 5, 12], actionsLeft: 2 } },
    ]),
    v(
      "RZ9.1 RZ2.2 in the basic game a Barrier does not block a move",
      ["RZ9.1", "RZ2.2"],
      base({ patriots: [4, 5, 12] }),
      [{ action: act("move", 0, { zone: 12 }), expect: { patriots: [12, 5, 12] } }],
    ),
    v(
      "RZ9.2 a Patriot may enter Radetzky's Zone, and is then locked",
      ["RZ9.2", "RZ8.3"],
      base({ patriots: [6, 5, 12] }),
      [
        { action: act("move", 0, { zone: 7 }), expect: { patriots: [7, 5, 12] } },
        no(act("move", 0, { zone: 6 }), "RZ8.3"),
      ],
    ),
  ],
  "RZ10-conquer.json": [
    v(
      "RZ10.1 no conquest with Soldiers in the Zone, nor of a card not Available",
      ["RZ10.1"],
      base({ patriots: [5, 5, 12], available: [7, 5] }),
      [
        no(act("conquer"), "RZ10.1"),
        { action: act("move", 0, { zone: 4 }) },
        no(act("conquer"), "RZ10.1"),
      ],
    ),
    v(
      "RZ10.1 no conquest in Radetzky's Zone",
      ["RZ10.1"],
      base({ patriots: [7, 5, 12], zones: { 5: { soldiers: 2 } } }),
      [no(act("conquer"), "RZ10.1")],
    ),
    v(
      "RZ10.2 RZ10.3 a conquered Zone is Italy's and its card removed; the game goes on",
      ["RZ10.2", "RZ10.3"],
      base({ patriots: [4, 5, 12], available: [4, 7] }),
      [
        {
          action: act("conquer"),
          expect: {
            zones: { 4: { owner: "italy", soldiers: 0 } },
            available: [7],
            zoneRemoved: [4],
            actionsLeft: 2,
            stage: "action",
            events: ["zoneConquered"],
          },
        },
      ],
    ),
  ],
  "RZ11-fight-soldiers.json": [
    v(
      "RZ11.10 rulebook Example 2: win, continue, tie, win, stop",
      ["RZ11.3", "RZ11.4", "RZ11.5", "RZ11.7", "RZ11.8", "RZ11.10"],
      base({
        zones: { 5: { soldiers: 3 }, 7: { soldiers: 3 } },
        hands: { 0: ["I01", "I21", "I22", "I41"], 1: [], 2: [] },
        austriaDeck: ["A12", "A13", "A01"],
      }),
      [
        {
          action: act("fightSoldiers"),
          expect: { fight: { kind: "soldiers", zone: 5, current: ["A12"] } },
        },
        {
          action: act("playCard", 0, { card: "I01" }),
          expect: { stage: "decide", lens: 1, zones: { 5: { soldiers: 2 } } },
        },
        {
          action: act("continueFight"),
          expect: { stage: "respond", fight: { current: ["A13"], austriaUsed: ["A12"] } },
        },
        {
          action: act("playCard", 0, { card: "I21" }),
          expect: {
            stage: "respond",
            lens: 1,
            fight: { current: ["A01"], austriaUsed: ["A12", "A13"] },
          },
        },
        {
          action: act("playCard", 0, { card: "I41" }),
          expect: { stage: "decide", lens: 2, zones: { 5: { soldiers: 1 } } },
        },
        {
          action: act("stopFight"),
          expect: {
            stage: "action",
            fight: null,
            lens: 0,
            reserve: 40,
            zones: { 5: { soldiers: 1 } },
            hands: { 0: ["I22"] },
            austriaDiscard: ["A12", "A13", "A01"],
            italyDiscard: ["I01", "I21", "I41"],
            actionsLeft: 2,
            events: ["fightEnded"],
          },
        },
      ],
    ),
    v(
      "RZ11.5 a tie with an empty pool loses the fight",
      ["RZ11.5", "RZ11.7"],
      base({ hands: { 0: ["I21"], 1: [], 2: [] }, austriaDeck: ["A12"] }),
      [
        { action: act("fightSoldiers") },
        {
          action: act("playCard", 0, { card: "I21" }),
          expect: {
            stage: "action",
            fight: null,
            zones: { 5: { soldiers: 2 } },
            reserve: 39,
            italyDiscard: ["I21"],
            austriaDiscard: ["A12"],
          },
        },
      ],
    ),
    v(
      "RZ11.6 RZ11.7 a loss ends the fight and the Lens returns to the Zone",
      ["RZ11.6", "RZ11.7"],
      base({
        zones: { 5: { soldiers: 3 }, 7: { soldiers: 3 } },
        hands: { 0: ["I01", "I02"], 1: [], 2: [] },
        austriaDeck: ["A12", "A23"],
      }),
      [
        { action: act("fightSoldiers") },
        {
          action: act("playCard", 0, { card: "I01" }),
          expect: { lens: 1, zones: { 5: { soldiers: 2 } } },
        },
        { action: act("continueFight"), expect: { fight: { current: ["A23"] } } },
        {
          action: act("playCard", 0, { card: "I02" }),
          expect: {
            stage: "action",
            lens: 0,
            zones: { 5: { soldiers: 3 } },
            reserve: 38,
            events: ["exchangeResolved", "fightEnded"],
          },
        },
      ],
    ),
    v(
      "RZ11.4 D13 the fight stops by itself when the Zone has no Soldier left",
      ["RZ11.4", "RZ11.7"],
      base({
        zones: { 5: { soldiers: 1 }, 7: { soldiers: 3 } },
        hands: { 0: ["I01", "I02"], 1: [], 2: [] },
        austriaDeck: ["A12"],
      }),
      [
        { action: act("fightSoldiers") },
        {
          action: act("playCard", 0, { card: "I01" }),
          expect: {
            stage: "action",
            fight: null,
            lens: 0,
            zones: { 5: { soldiers: 0 } },
            reserve: 41,
          },
        },
      ],
    ),
    v(
      "RZ11.1 D12 no fight without a Soldier in the Zone, nor without a card in the pool",
      ["RZ11.1"],
      base({ patriots: [4, 12, 12] }),
      [
        no(act("fightSoldiers"), "RZ11.1"),
        { action: act("move", 0, { zone: 5 }) },
        no(act("fightSoldiers"), "RZ11.1"),
      ],
    ),
    v(
      "RZ11.2 the pool holds the hands of every Patriot in the Zone, the active one's even empty",
      ["RZ11.2", "RZ11.1"],
      base({ hands: { 0: [], 1: ["I41"], 2: [] }, austriaDeck: ["A01"] }),
      [
        { action: act("fightSoldiers"), expect: { stage: "respond" } },
        {
          action: act("playCard", 1, { card: "I41" }),
          expect: { stage: "action", zones: { 5: { soldiers: 1 } }, reserve: 40 },
        },
      ],
    ),
    v(
      "RZ11.9 D40 with both Austria piles empty the fight's earlier cards are reshuffled",
      ["RZ11.9", "RZ26"],
      base({
        stage: "respond",
        actionsLeft: 2,
        hands: { 0: ["I41", "I42"], 1: [], 2: [] },
        austriaDeck: [],
        fight: {
          kind: "soldiers",
          zone: 5,
          reveal: 1,
          rifleCard: null,
          current: ["A33"],
          austriaUsed: AUSTRIA.slice(0, 32),
          italyPlayed: [],
          owed: 1,
        },
      }),
      [
        {
          action: act("playCard", 0, { card: "I41" }),
          shuffles: [[...AUSTRIA].reverse()],
          expect: {
            stage: "respond",
            fight: { current: ["A33"], austriaUsed: [], italyPlayed: ["I41"] },
            austriaDeck: [...AUSTRIA].reverse().slice(1),
            austriaDiscard: [],
            events: ["exchangeResolved", "deckShuffled", "austriaRevealed"],
          },
        },
      ],
    ),
  ],
  "RZ12-fight-radetzky.json": [
    v(
      "RZ12.8 rulebook Example 4: alone with Swords, Swords, Map, Cannonball the fight is lost",
      ["RZ12.2", "RZ12.3", "RZ12.4", "RZ12.6", "RZ12.8"],
      base({
        patriots: [7, 5, 12],
        hands: { 0: ["I01", "I02", "I21", "I41"], 1: [], 2: [] },
        austriaDeck: ["A01", "A02", "A12"],
      }),
      [
        {
          action: act("fightRadetzky"),
          expect: {
            stage: "respond",
            fight: { kind: "radetzky", current: ["A01", "A02", "A12"], owed: 3 },
          },
        },
        { action: act("playCard", 0, { card: "I41" }), expect: { fight: { owed: 2 } } },
        { action: act("playCard", 0, { card: "I02" }), expect: { fight: { owed: 1 } } },
        {
          action: act("playCard", 0, { card: "I21" }),
          expect: {
            stage: "action",
            fight: null,
            radetzky: 7,
            hands: { 0: ["I01"] },
            austriaDiscard: ["A01", "A02", "A12"],
            italyDiscard: ["I41", "I02", "I21"],
            events: ["fightEnded"],
          },
        },
      ],
    ),
    v(
      "RZ12.8 rulebook Example 5: with a second Patriot's Cannonball Radetzky is defeated",
      ["RZ12.3", "RZ12.5", "RZ12.8", "RZ4.5"],
      base({
        patriots: [7, 7, 12],
        castle: 4,
        zoneDeck: [9],
        hands: { 0: ["I01", "I02", "I21", "I41"], 1: ["I42"], 2: [] },
        austriaDeck: ["A01", "A02", "A12"],
      }),
      [
        { action: act("fightRadetzky") },
        { action: act("playCard", 0, { card: "I41" }) },
        { action: act("playCard", 1, { card: "I42" }) },
        {
          action: act("playCard", 0, { card: "I01" }),
          expect: {
            stage: "action",
            radetzky: 9,
            castle: 1,
            reserve: 38,
            available: [7, 9],
            zones: { 9: { soldiers: 0 } },
            events: ["fightEnded", "radetzkyDefeated", "zoneAvailable", "radetzkyMoved"],
          },
        },
        { action: act("move", 0, { zone: 6 }), expect: { patriots: [6, 7, 12] } },
      ],
    ),
    v(
      "RZ12.1 D12 Fight Radetzky needs him in the Zone and 3 cards in the pool",
      ["RZ12.1"],
      base({ patriots: [6, 5, 12], hands: { 0: ["I01", "I02"], 1: [], 2: [] } }),
      [
        no(act("fightRadetzky"), "RZ12.1"),
        { action: act("move", 0, { zone: 7 }) },
        no(act("fightRadetzky"), "RZ12.1"),
      ],
    ),
    v(
      "RZ12.5 RZ14.8 X9 with an empty Zone deck a defeated Radetzky goes to a random open Zone",
      ["RZ12.5", "RZ14.8", "RZ26"],
      base({
        stage: "respond",
        patriots: [7, 5, 12],
        zoneDeck: [],
        available: ZONES,
        hands: { 0: ["I41"], 1: [], 2: [] },
        fight: {
          kind: "radetzky",
          zone: 7,
          reveal: 3,
          rifleCard: null,
          current: ["A01", "A02", "A12"],
          austriaUsed: [],
          italyPlayed: ["I42", "I01"],
          owed: 1,
        },
      }),
      [
        {
          action: act("playCard", 0, { card: "I41" }),
          picks: [3],
          expect: {
            radetzky: 3,
            stage: "action",
            zoneDeck: [],
            events: ["radetzkyDefeated", "radetzkyMoved"],
          },
        },
      ],
    ),
  ],
  "RZ13-refresh.json": [
    v(
      "RZ13.1 D15 no Refresh with 4 cards in hand",
      ["RZ13.1"],
      base({ hands: { 0: ["I01", "I02", "I03", "I04"], 1: [], 2: [] } }),
      [no(act("refresh"), "RZ13.1")],
    ),
    v(
      "RZ13.2 Refresh draws until the hand holds 4",
      ["RZ13.2"],
      base({ hands: { 0: ["I01"], 1: [], 2: [] }, italyDeck: ["I05", "I06", "I07"] }),
      [
        {
          action: act("refresh"),
          expect: {
            hands: { 0: ["I01", "I05", "I06", "I07"] },
            actionsLeft: 2,
            events: ["cardsDrawn"],
          },
        },
      ],
    ),
    v(
      "RZ5.3 X7 an empty Italy deck is first shuffled from the discard pile",
      ["RZ5.3", "RZ13.2", "RZ26"],
      base({
        hands: { 0: ["I01", "I02"], 1: [], 2: [] },
        italyDeck: [],
        rest: { italy: "discard" },
      }),
      [
        {
          action: act("refresh"),
          shuffles: [ITALY.slice(2).reverse()],
          expect: {
            hands: { 0: ["I01", "I02", "I60", "I59"] },
            italyDeck: ITALY.slice(2, 58).reverse(),
            italyDiscard: [],
            events: ["deckShuffled", "cardsDrawn"],
          },
        },
      ],
    ),
    v(
      "RZ13.1 D46 no Refresh when the Italy deck and discard pile are both empty",
      ["RZ13.1"],
      base({ hands: { 0: ["I01"], 1: ITALY.slice(1), 2: [] }, italyDeck: [] }),
      [no(act("refresh"), "RZ13.1")],
    ),
  ],
  "RZ14-austrian-turn.json": [
    v(
      "RZ14.12 rulebook Example 7 (4 players, Zones 4 and 12 Italian)",
      ["RZ14.1", "RZ14.2", "RZ14.6", "RZ14.7", "RZ14.9", "RZ14.10", "RZ14.12"],
      base({
        config: { players: 4, mode: "basic", difficulty: 0, handInfo: "iconCount" },
        active: 3,
        done: [0, 1, 2],
        patriots: [5, 14, 14, 14],
        radetzky: 14,
        castle: 10,
        zones: {
          1: { soldiers: 3 },
          2: { soldiers: 3 },
          4: { owner: "italy" },
          5: { soldiers: 3 },
          12: { owner: "italy" },
          13: { soldiers: 1 },
        },
        available: [1, 2, 14],
        zoneDeck: [16],
        hands: {
          0: ["I01", "I02", "I03", "I04"],
          1: ["I05", "I06", "I07", "I08"],
          2: ["I09", "I10", "I11", "I12"],
          3: ["I13", "I14", "I15", "I16"],
        },
      }),
      [
        {
          action: act("endTurn", 3),
          expect: {
            zones: {
              1: { owner: "austria", soldiers: 0 },
              2: { owner: "austria", soldiers: 0 },
              3: { soldiers: 2 },
              5: { soldiers: 5, owner: null },
              6: { soldiers: 2 },
              7: { soldiers: 2 },
              8: { soldiers: 2 },
              9: { soldiers: 2 },
              10: { soldiers: 2 },
              11: { soldiers: 2 },
              13: { soldiers: 3 },
              14: { soldiers: 0 },
              15: { soldiers: 1 },
              16: { soldiers: 1 },
            },
            castle: 1,
            reserve: 22,
            radetzky: 16,
            available: [14, 16],
            zoneRemoved: [1, 2, 4, 12],
            round: 2,
            firstSeat: 1,
            active: 1,
            events: [
              "austrianTurn",
              "castlePoured",
              "zoneConquered",
              "zoneConquered",
              "soldiersPlaced",
              "radetzkyMoved",
              "roundStarted",
            ],
          },
        },
      ],
    ),
    v(
      "RZ14.2 X8 a conquered Zone's card taken out of the Zone deck reshuffles it",
      ["RZ14.2", "RZ26"],
      lastTurn({
        zones: { 3: { soldiers: 4 }, 5: { soldiers: 2 }, 7: { soldiers: 3 } },
        zoneDeck: [3, 9, 10],
        available: [1, 2, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 16],
        hands: {
          0: ["I01", "I02", "I03", "I04"],
          1: ["I05", "I06", "I07", "I08"],
          2: ["I09", "I10", "I11", "I12"],
        },
      }),
      [
        {
          action: act("endTurn", 2),
          shuffles: [[10, 9]],
          expect: {
            zones: { 3: { owner: "austria", soldiers: 0 } },
            zoneRemoved: [3],
            radetzky: 10,
            zoneDeck: [9],
            events: ["zoneConquered", "deckShuffled", "radetzkyMoved"],
          },
        },
      ],
    ),
    v(
      "RZ14.4 RZ16.2 Italy wins at 2.C with 5 Zones and more than Austria",
      ["RZ14.4", "RZ16.2", "RZ16.3"],
      lastTurn({
        zones: {
          1: { owner: "italy" },
          2: { owner: "italy" },
          3: { owner: "italy" },
          4: { owner: "italy" },
          6: { owner: "italy" },
          5: { soldiers: 2 },
          7: { soldiers: 3 },
        },
      }),
      [
        {
          action: act("endTurn", 2),
          expect: {
            stage: "over",
            winner: "italy",
            endReason: "zones",
            active: null,
            actionsLeft: 0,
            round: 1,
            events: ["austrianTurn", "gameOver"],
          },
        },
        no(act("endTurn", 2), "RZ16.3"),
        no({ type: "surrender", seat: 0 }, "RZ16.3"),
      ],
    ),
    v(
      "RZ14.4 a tie at 2.C goes to Austria",
      ["RZ14.4", "RZ16.2"],
      lastTurn({
        zones: {
          1: { owner: "italy" },
          2: { owner: "italy" },
          3: { owner: "italy" },
          4: { owner: "italy" },
          6: { owner: "italy" },
          9: { owner: "austria" },
          10: { owner: "austria" },
          11: { owner: "austria" },
          13: { owner: "austria" },
          14: { owner: "austria" },
          5: { soldiers: 2 },
          7: { soldiers: 3 },
        },
      }),
      [
        {
          action: act("endTurn", 2),
          expect: { stage: "over", winner: "austria", endReason: "zones" },
        },
      ],
    ),
    v(
      "RZ14.5 RZ16.2 with fewer Soldiers in the reserve than the reinforcements Austria wins at 2.D.1",
      ["RZ14.5", "RZ16.2", "RZ14.11"],
      lastTurn({
        zones: Object.fromEntries(ZONES.map((z) => [z, { soldiers: z === 7 ? 3 : 2 }])),
        castle: 1,
      }),
      [
        {
          action: act("endTurn", 2),
          expect: {
            stage: "over",
            winner: "austria",
            endReason: "reserve",
            reserve: 10,
            castle: 1,
            radetzky: 7,
          },
        },
      ],
    ),
    v(
      "RZ14.8 X9 with an empty Zone deck Radetzky goes to a random open Zone at 2.D.3",
      ["RZ14.8", "RZ14.7", "RZ26"],
      lastTurn({
        zoneDeck: [],
        available: ZONES,
        hands: {
          0: ["I01", "I02", "I03", "I04"],
          1: ["I05", "I06", "I07", "I08"],
          2: ["I09", "I10", "I11", "I12"],
        },
      }),
      [
        {
          action: act("endTurn", 2),
          picks: [16],
          expect: { radetzky: 16, zones: { 16: { soldiers: 1 } }, zoneDeck: [], available: ZONES },
        },
      ],
    ),
    v(
      "RZ14.9 2.D.4 with too few reinforcements the emptiest Zones come first",
      ["RZ14.6", "RZ14.9"],
      lastTurn({
        patriots: [10, 10, 10],
        radetzky: 14,
        zones: Object.fromEntries([1, 2, 3, 4, 5, 6, 8, 9, 13].map((z) => [z, { soldiers: 1 }])),
        available: [14],
        zoneDeck: [16],
        hands: {
          0: ["I01", "I02", "I03", "I04"],
          1: ["I05", "I06", "I07", "I08"],
          2: ["I09", "I10", "I11", "I12"],
        },
      }),
      [
        {
          action: act("endTurn", 2),
          expect: {
            zones: {
              1: { soldiers: 2 },
              9: { soldiers: 2 },
              13: { soldiers: 2 },
              16: { soldiers: 1 },
              12: { soldiers: 1 },
              15: { soldiers: 0 },
            },
            castle: 0,
            reserve: 24,
            radetzky: 16,
          },
        },
      ],
    ),
  ],
  "RZ17-advanced.json": [
    v(
      "RZ17.3 in the advanced game a Move crosses no Barrier",
      ["RZ17.3"],
      advanced({ patriots: [4, 5, 12] }),
      [
        no(act("move", 0, { zone: 12 }), "RZ17.3"),
        { action: act("move", 0, { zone: 3 }), expect: { patriots: [3, 5, 12] } },
      ],
    ),
    v(
      "RZ17.4 rulebook Example 8: cube on 7, 3 defeated → 8, → S and a Rising, → S + 1",
      ["RZ17.4", "RZ11.8"],
      advanced({
        stage: "decide",
        combatCube: 7,
        lens: 3,
        zones: { 5: { soldiers: 1 }, 7: { soldiers: 3 } },
        notAvailable: [9],
        hands: { 0: ["I02"], 1: [], 2: [] },
        fight: {
          kind: "soldiers",
          zone: 5,
          reveal: 1,
          rifleCard: null,
          current: ["A12"],
          austriaUsed: ["A13", "A14"],
          italyPlayed: ["I01", "I21", "I03"],
          owed: 0,
        },
      }),
      [
        {
          action: act("stopFight"),
          expect: {
            combatCube: 4,
            available: [9],
            notAvailable: [],
            reserve: 40,
            lens: 0,
            stage: "action",
            austriaDiscard: ["A13", "A14", "A12"],
            italyDiscard: ["I01", "I21", "I03"],
            events: [
              "fightEnded",
              "combatCubeMoved",
              "combatCubeMoved",
              "zoneAvailable",
              "combatCubeMoved",
            ],
          },
        },
      ],
    ),
    v(
      "RZ17.4 D24 with 2 or more not-Available cards the Rising waits for the choice",
      ["RZ17.4", "RZ8.4", "RZ4.5"],
      advanced({
        stage: "decide",
        combatCube: 7,
        lens: 3,
        zones: { 5: { soldiers: 1 }, 7: { soldiers: 3 } },
        notAvailable: [9, 10],
        hands: { 0: ["I02"], 1: [], 2: [] },
        fight: {
          kind: "soldiers",
          zone: 5,
          reveal: 1,
          rifleCard: null,
          current: ["A12"],
          austriaUsed: [],
          italyPlayed: ["I01"],
          owed: 0,
        },
      }),
      [
        {
          action: act("stopFight"),
          expect: {
            stage: "choose",
            rising: { stepsLeft: 1 },
            combatCube: 3,
            fight: null,
            lens: 0,
          },
        },
        no(act("endTurn"), "RZ8.4"),
        no(act("chooseAvailable", 0, { zone: 11 }), "RZ17.4"),
        no(act("chooseAvailable", 1, { zone: 9 }), "RZ4.5"),
        {
          action: act("chooseAvailable", 0, { zone: 10 }),
          expect: {
            stage: "action",
            rising: null,
            available: [10],
            notAvailable: [9],
            combatCube: 4,
            actionsLeft: 3,
          },
        },
      ],
    ),
    v(
      "RZ17.4 a lost fight moves the cube 1 space back",
      ["RZ17.4"],
      advanced({ combatCube: 5, hands: { 0: ["I01"], 1: [], 2: [] }, austriaDeck: ["A23"] }),
      [
        { action: act("fightSoldiers") },
        {
          action: act("playCard", 0, { card: "I01" }),
          expect: { combatCube: 4, events: ["fightEnded", "combatCubeMoved"] },
        },
      ],
    ),
    v(
      "RZ17.4 D23 a lost fight never moves the cube back past its starting space",
      ["RZ17.4"],
      advanced({ combatCube: 3, hands: { 0: ["I01"], 1: [], 2: [] }, austriaDeck: ["A23"] }),
      [
        { action: act("fightSoldiers") },
        { action: act("playCard", 0, { card: "I01" }), expect: { combatCube: 3 } },
      ],
    ),
    v(
      "RZ17.2 RZ14.7 in the advanced game 2.D.3's card becomes not-Available",
      ["RZ17.2", "RZ14.7"],
      {
        ...lastTurn({ zoneDeck: [16] }),
        config: { players: 3, mode: "advanced", difficulty: 0, handInfo: "iconCount" },
        available: [],
        notAvailable: [7],
      },
      [
        {
          action: act("endTurn", 2),
          expect: { radetzky: 16, notAvailable: [7, 16], available: [] },
        },
      ],
    ),
  ],
  "RZ17-advanced-more.json": [
    v(
      "RZ18.4 the Heroic Martinitt draws 3 cards",
      ["RZ18.4"],
      advanced({
        hands: { 0: ["I05"], 1: [], 2: [] },
        italyDeck: ["I01", "I02", "I03"],
        helps: { martinitt: { side: "heroic", under: [] } },
      }),
      [
        {
          action: act("useHelp", 0, { card: "I05" }),
          expect: {
            hands: { 0: ["I01", "I02", "I03"] },
            italyDiscard: ["I05"],
            events: ["helpUsed", "cardsDrawn"],
          },
        },
      ],
    ),
    v(
      "RZ12.7 RZ17.5 advanced: a defeated Radetzky's new Zone is Available at once and the cube stays",
      ["RZ12.7", "RZ17.5", "RZ17.2"],
      advanced({
        stage: "respond",
        patriots: [7, 5, 12],
        combatCube: 6,
        zoneDeck: [9],
        hands: { 0: ["I41"], 1: [], 2: [] },
        fight: {
          kind: "radetzky",
          zone: 7,
          reveal: 3,
          rifleCard: null,
          current: ["A01", "A02", "A12"],
          austriaUsed: [],
          italyPlayed: ["I42", "I01"],
          owed: 1,
        },
      }),
      [
        {
          action: act("playCard", 0, { card: "I41" }),
          expect: { radetzky: 9, available: [9], combatCube: 6, stage: "action" },
        },
      ],
    ),
    v(
      "RZ17.4 D21 a Rising with no not-Available card makes the top Zone card Available",
      ["RZ17.4"],
      advanced({
        stage: "decide",
        combatCube: 8,
        lens: 1,
        zones: { 5: { soldiers: 1 }, 7: { soldiers: 3 } },
        zoneDeck: [11],
        hands: { 0: ["I02"], 1: [], 2: [] },
        fight: {
          kind: "soldiers",
          zone: 5,
          reveal: 1,
          rifleCard: null,
          current: ["A12"],
          austriaUsed: [],
          italyPlayed: ["I01"],
          owed: 0,
        },
      }),
      [
        {
          action: act("stopFight"),
          expect: {
            combatCube: 3,
            available: [11],
            zoneDeck: ZONES.filter((z) => z !== 11),
            events: ["combatCubeMoved", "zoneAvailable"],
          },
        },
      ],
    ),
    v(
      "RZ14.3 RZ20.3 D39 neither a Mobile Barricade nor Radetzky stops an Austrian conquest; he leaves at 2.D.3",
      ["RZ14.2", "RZ14.3", "RZ20.3", "RZ2.5"],
      {
        ...lastTurn({
          radetzky: 3,
          zones: { 3: { soldiers: 4, barricade: true }, 5: { soldiers: 2 } },
          zoneDeck: [16],
        }),
        config: { players: 3, mode: "advanced", difficulty: 0, handInfo: "iconCount" },
        available: [],
        notAvailable: [3],
      },
      [
        {
          action: act("endTurn", 2),
          expect: {
            zones: { 3: { owner: "austria", soldiers: 0, barricade: false } },
            radetzky: 16,
            notAvailable: [16],
            zoneRemoved: [3],
          },
        },
      ],
    ),
    v(
      "RZ18.4 D46 no Martinitt when the Italy deck and discard pile are both empty",
      ["RZ18.4"],
      advanced({
        hands: { 0: ["I05"], 1: ITALY.filter((c) => c !== "I05"), 2: [] },
        italyDeck: [],
      }),
      [no(act("useHelp", 0, { card: "I05" }), "RZ18.4")],
    ),
    v(
      "RZ18.5 D25 a Heroic Rifle reveals 3 cards; a tie with one and a loss to another is a tie",
      ["RZ18.5", "RZ11.3"],
      advanced({
        hands: { 0: ["I09", "I21", "I41"], 1: [], 2: [] },
        helps: { rifle: { side: "heroic", under: [] } },
        austriaDeck: ["A01", "A12", "A03", "A23", "A24", "A25"],
      }),
      [
        {
          action: act("useHelp", 0, { card: "I09" }),
          expect: { fight: { reveal: 3, current: ["A01", "A12", "A03"] } },
        },
        {
          action: act("playCard", 0, { card: "I21" }),
          expect: {
            stage: "respond",
            fight: { current: ["A23", "A24", "A25"], austriaUsed: ["A01", "A12", "A03"] },
          },
        },
      ],
    ),
  ],
  "RZ15-new-round.json": [
    v(
      "RZ15.2 RZ21.2 with two players the third Patriot's hand is refilled last",
      ["RZ15.1", "RZ15.2", "RZ21.2", "RZ21.1"],
      lastTurn({
        config: { players: 2, mode: "basic", difficulty: 0, handInfo: "iconCount" },
        zoneDeck: [16],
      }),
      [
        {
          action: act("endTurn", 0),
          expect: {
            firstSeat: 1,
            active: 1,
            hands: {
              0: ["I05", "I06", "I07", "I08"],
              1: ["I01", "I02", "I03", "I04"],
              2: ["I09", "I10", "I11", "I12"],
            },
            reserve: 28,
            castle: 5,
          },
        },
        no(act("move", 0, { zone: 4 }), "RZ4.5"),
      ],
    ),
    v(
      "RZ22.2 RZ15.1 solitaire: the hand is refilled at the end of the turn and the First Player card stays",
      ["RZ22.2", "RZ7.3", "RZ15.1", "RZ15.2"],
      lastTurn({
        config: { players: 1, mode: "basic", difficulty: 0, handInfo: "iconCount" },
        hands: { solo: [] },
        zoneDeck: [16],
      }),
      [
        {
          action: act("endTurn", 0),
          expect: {
            hands: { solo: ["I01", "I02", "I03", "I04"] },
            firstSeat: 0,
            round: 2,
            stage: "activate",
            done: [],
            active: null,
          },
        },
      ],
    ),
    v(
      "RZ4.2 RZ14.5 with five players the Austrian turn brings 15 reinforcements",
      ["RZ4.2", "RZ14.5", "RZ14.10"],
      lastTurn({
        config: { players: 5, mode: "basic", difficulty: 0, handInfo: "iconCount" },
        active: 4,
        done: [0, 1, 2, 3],
        patriots: [5, 5, 12, 12, 1],
        zoneDeck: [16],
        hands: {
          0: ["I41", "I42", "I43", "I44"],
          1: ["I45", "I46", "I47", "I48"],
          2: ["I49", "I50", "I51", "I52"],
          3: ["I53", "I54", "I55", "I56"],
          4: [],
        },
      }),
      [
        {
          action: act("endTurn", 4),
          expect: {
            reserve: 30,
            castle: 9,
            firstSeat: 1,
            active: 1,
            hands: { 4: ["I01", "I02", "I03", "I04"] },
          },
        },
      ],
    ),
  ],
  "RZ18-helps.json": [
    v(
      "RZ18.3 rulebook Example 9: the Base Balloon crosses the Barrier 9–14",
      ["RZ18.3", "RZ18.2"],
      advanced({ patriots: [9, 5, 12], hands: { 0: ["I01"], 1: [], 2: [] } }),
      [
        no(act("useHelp", 0, { card: "I01", path: [14, 6] }), "RZ18.3"),
        no(act("useHelp", 0, { card: "I01", path: [1] }), "RZ18.3"),
        {
          action: act("useHelp", 0, { card: "I01", path: [14] }),
          expect: {
            patriots: [14, 5, 12],
            italyDiscard: ["I01"],
            actionsLeft: 2,
            events: ["helpUsed", "patriotMoved"],
          },
        },
      ],
    ),
    v(
      "RZ18.3 rulebook Example 9: the Heroic Balloon goes 9 → 14 → 6",
      ["RZ18.3"],
      advanced({
        patriots: [9, 5, 12],
        hands: { 0: ["I01"], 1: [], 2: [] },
        helps: { balloon: { side: "heroic", under: [] } },
      }),
      [
        {
          action: act("useHelp", 0, { card: "I01", path: [14, 6] }),
          expect: { patriots: [6, 5, 12] },
        },
      ],
    ),
    v(
      "RZ8.3 RZ18.3 the Balloon and the Rifle are illegal in Radetzky's Zone",
      ["RZ8.3", "RZ18.3", "RZ18.5"],
      advanced({ patriots: [7, 5, 12], hands: { 0: ["I01", "I09"], 1: [], 2: [] } }),
      [
        no(act("useHelp", 0, { card: "I01", path: [6] }), "RZ8.3"),
        no(act("useHelp", 0, { card: "I09" }), "RZ8.3"),
      ],
    ),
    v(
      "RZ18.1 D26 the Help card comes from the active hand",
      ["RZ18.1"],
      advanced({ hands: { 0: [], 1: ["I05"], 2: [] } }),
      [no(act("useHelp", 0, { card: "I05" }), "RZ18.1")],
    ),
    v(
      "RZ18.4 the Base Martinitt draws 2 cards, then is discarded",
      ["RZ18.4", "RZ18.2"],
      advanced({
        hands: { 0: ["I05", "I30", "I31", "I32"], 1: [], 2: [] },
        italyDeck: ["I01", "I02"],
      }),
      [
        {
          action: act("useHelp", 0, { card: "I05" }),
          expect: { hands: { 0: ["I30", "I31", "I32", "I01", "I02"] }, italyDiscard: ["I05"] },
        },
      ],
    ),
    v(
      "RZ18.5 rulebook Example 10: a Rifle fight reveals 2 cards and wins by beating one",
      ["RZ18.5", "RZ11.3", "RZ11.8", "RZ17.4"],
      advanced({
        hands: { 0: ["I09", "I01", "I41"], 1: [], 2: [] },
        austriaDeck: ["A01", "A12", "A02", "A23"],
      }),
      [
        {
          action: act("useHelp", 0, { card: "I09" }),
          expect: {
            stage: "respond",
            fight: { reveal: 2, rifleCard: "I09", current: ["A01", "A12"] },
            events: ["helpUsed", "austriaRevealed"],
          },
        },
        {
          action: act("playCard", 0, { card: "I01" }),
          expect: { stage: "decide", zones: { 5: { soldiers: 1 } } },
        },
        {
          action: act("continueFight"),
          expect: { fight: { current: ["A02", "A23"], austriaUsed: ["A01", "A12"] } },
        },
        {
          action: act("playCard", 0, { card: "I41" }),
          expect: {
            stage: "action",
            zones: { 5: { soldiers: 0 } },
            reserve: 41,
            combatCube: 5,
            austriaDiscard: ["A01", "A12", "A02", "A23"],
            italyDiscard: ["I09", "I01", "I41"],
          },
        },
      ],
    ),
    v(
      "RZ18.5 the Rifle needs a card in the pool besides itself",
      ["RZ18.5"],
      advanced({ hands: { 0: ["I09"], 1: [], 2: [] } }),
      [no(act("useHelp", 0, { card: "I09" }), "RZ18.5")],
    ),
    v(
      "RZ18.6 the Heroic Barricade also sends a Soldier of its Zone to the reserve",
      ["RZ18.6", "RZ20.1"],
      advanced({
        hands: { 0: ["I13", "I14"], 1: [], 2: [] },
        helps: { barricade: { side: "heroic", under: [] } },
      }),
      [
        {
          action: act("useHelp", 0, { card: "I13", zone: 5 }),
          expect: {
            zones: { 5: { barricade: true, soldiers: 1 } },
            reserve: 40,
            events: ["helpUsed", "barricadePlaced"],
          },
        },
        no(act("useHelp", 0, { card: "I14", zone: 5 }), "RZ18.6"),
      ],
    ),
    v(
      "RZ18.6 D28 no Barricade once RC are in play",
      ["RZ18.6", "RZ20.1"],
      advanced({
        hands: { 0: ["I13"], 1: [], 2: [] },
        zones: {
          1: { barricade: true },
          2: { barricade: true },
          3: { barricade: true },
          5: { soldiers: 2 },
          7: { soldiers: 3 },
        },
      }),
      [no(act("useHelp", 0, { card: "I13", zone: 6 }), "RZ18.6")],
    ),
    v(
      "RZ18.7 the Noblewoman moves a Soldier along a clean link; Heroic, one leaves the Castle",
      ["RZ18.7"],
      advanced({
        castle: 2,
        hands: { 0: ["I17", "I18"], 1: [], 2: [] },
        helps: { noblewoman: { side: "heroic", under: [] } },
      }),
      [
        no(act("useHelp", 0, { card: "I17", from: 5, to: 7 }), "RZ18.7"),
        no(act("useHelp", 0, { card: "I17", from: 4, to: 5 }), "RZ18.7"),
        {
          action: act("useHelp", 0, { card: "I17", from: 5, to: 4 }),
          expect: { zones: { 4: { soldiers: 1 }, 5: { soldiers: 1 } }, castle: 1, reserve: 38 },
        },
      ],
    ),
  ],
  "RZ19-strengthen.json": [
    v(
      "RZ19.4 rulebook Example 11 (4 players): 2 Swords, then 2 more under the Rifle turn it Heroic",
      ["RZ19.1", "RZ19.2", "RZ19.3", "RZ19.4"],
      advanced({
        config: { players: 4, mode: "advanced", difficulty: 0, handInfo: "iconCount" },
        patriots: [5, 5, 12, 12],
        hands: { 0: ["I01", "I02", "I03", "I04", "I21"], 1: [], 2: [], 3: [] },
      }),
      [
        {
          action: act("strengthen", 0, { help: "rifle", cards: ["I01", "I02"] }),
          expect: { helps: { rifle: { side: "base", under: ["I01", "I02"] } }, actionsLeft: 2 },
        },
        no(act("strengthen", 0, { help: "rifle", cards: ["I21"] }), "RZ19.1"),
        {
          action: act("strengthen", 0, { help: "rifle", cards: ["I03", "I04"] }),
          expect: {
            helps: { rifle: { side: "heroic", under: [] } },
            italyDiscard: ["I01", "I02", "I03", "I04"],
            hands: { 0: ["I21"] },
          },
        },
      ],
    ),
    v(
      "RZ19.1 D30 no more cards than the tile still needs, and never on a Heroic tile",
      ["RZ19.1"],
      advanced({
        hands: { 0: ["I01", "I02", "I03", "I04"], 1: [], 2: [] },
        helps: { balloon: { side: "heroic", under: [] } },
      }),
      [
        no(act("strengthen", 0, { help: "rifle", cards: ["I01", "I02", "I03", "I04"] }), "RZ19.1"),
        no(act("strengthen", 0, { help: "balloon", cards: ["I01"] }), "RZ19.1"),
        no(act("strengthen", 0, { help: "rifle", cards: ["I01", "I01"] }), "RZ19.1"),
      ],
    ),
  ],
  "RZ20-barricades.json": [
    v(
      "RZ20.2 RZ20.4 a Mobile Barricade keeps 2.D's Soldiers off its Zone and is removed after Phase 2",
      ["RZ20.2", "RZ20.4", "RZ14.11"],
      {
        ...lastTurn({
          zoneDeck: [16],
          zones: { 5: { soldiers: 2, barricade: true }, 7: { soldiers: 3 } },
        }),
        config: { players: 3, mode: "advanced", difficulty: 0, handInfo: "iconCount" },
        available: [],
        notAvailable: [7],
      },
      [
        {
          action: act("endTurn", 2),
          expect: {
            zones: {
              5: { soldiers: 2, barricade: false },
              7: { soldiers: 4 },
              16: { soldiers: 1 },
              12: { soldiers: 1 },
            },
            castle: 6,
          },
        },
      ],
    ),
  ],
  "RZ22-solitaire.json": [
    v(
      "RZ22.5 rulebook Example 12: table cards come once per turn and the leftovers are discarded",
      ["RZ22.3", "RZ22.4", "RZ22.5"],
      base({
        config: { players: 1, mode: "basic", difficulty: 0, handInfo: "iconCount" },
        zones: { 5: { soldiers: 3 }, 7: { soldiers: 3 } },
        hands: { solo: ["I01"] },
        italyDeck: ["I21", "I22", "I41", "I02"],
        austriaDeck: ["A12", "A01"],
      }),
      [
        {
          action: act("fightSoldiers"),
          expect: {
            table: { 1: ["I21", "I22", "I41"] },
            tableGiven: [1],
            events: ["tableCardsDrawn", "austriaRevealed"],
          },
        },
        { action: act("playCard", 0, { card: "I01" }), expect: { stage: "decide" } },
        { action: act("stopFight"), expect: { reserve: 39, zones: { 5: { soldiers: 2 } } } },
        {
          action: act("refresh"),
          expect: {
            hands: { solo: ["I02", "I03", "I04", "I05"] },
            table: { 1: ["I21", "I22", "I41"] },
          },
        },
        {
          action: act("fightSoldiers"),
          expect: {
            tableGiven: [1],
            table: { 1: ["I21", "I22", "I41"] },
            fight: { current: ["A01"] },
          },
        },
        {
          action: act("playCard", 0, { card: "I41" }),
          expect: { stage: "decide", table: { 1: ["I21", "I22"] } },
        },
        {
          action: act("stopFight"),
          expect: {
            stage: "activate",
            done: [0],
            table: {},
            tableGiven: [],
            italyDiscard: ["I01", "I41", "I21", "I22"],
            hands: { solo: ["I02", "I03", "I04", "I05"] },
            austriaDiscard: ["A12", "A01"],
          },
        },
      ],
    ),
    v(
      "RZ22.3 D32 a Patriot with an empty hand may fight beside a companion",
      ["RZ22.3", "RZ11.1"],
      base({
        config: { players: 1, mode: "basic", difficulty: 0, handInfo: "iconCount" },
        hands: { solo: [] },
        italyDeck: ["I41", "I42", "I43"],
        austriaDeck: ["A01"],
      }),
      [
        {
          action: act("fightSoldiers"),
          expect: { stage: "respond", table: { 1: ["I41", "I42", "I43"] } },
        },
        {
          action: act("playCard", 0, { card: "I42" }),
          expect: { stage: "decide", table: { 1: ["I41", "I43"] } },
        },
      ],
    ),
  ],
  "RZ23-difficulty.json": [
    v(
      "RZ23.1 the difficulty is added to the 2.D.1 reinforcements",
      ["RZ23.1", "RZ14.5"],
      lastTurn({
        config: { players: 3, mode: "basic", difficulty: 2, handInfo: "closed" },
        zoneDeck: [16],
      }),
      [{ action: act("endTurn", 2), expect: { reserve: 26, castle: 7 } }],
    ),
  ],
  "RZ25-setups.json": [
    refusedSetup(
      "RZ25.2 D52 a conquered Zone holding Soldiers is refused",
      ["RZ25.2"],
      base({ zones: { 3: { owner: "italy", soldiers: 1 }, 7: { soldiers: 3 } } }),
      ["zones.3.soldiers"],
    ),
    refusedSetup(
      "RZ25.2 D52 a card in two places is refused",
      ["RZ25.2"],
      base({ hands: { 0: ["I01"], 1: ["I01"], 2: [] } }),
      ["hands"],
    ),
    refusedSetup(
      "RZ25.2 D52 more Soldiers than prepared are refused",
      ["RZ25.2"],
      base({ zones: Object.fromEntries(ZONES.map((z) => [z, { soldiers: 3 }])) }),
      ["zones"],
    ),
    refusedSetup(
      "RZ2.5 D48 Radetzky on an Italian Zone is refused",
      ["RZ2.5"],
      base({ zones: { 7: { owner: "italy" } }, available: [] }),
      ["radetzky"],
    ),
    refusedSetup(
      "RZ25.2 D52 a basic setup with a not-Available card is refused",
      ["RZ25.2"],
      base({ notAvailable: [9] }),
      ["notAvailable"],
    ),
    refusedSetup(
      "RZ25.2 D52 stage respond without a fight is refused",
      ["RZ25.2"],
      base({ stage: "respond" }),
      ["fight"],
    ),
    refusedSetup(
      "RZ25.2 a config field out of range is refused",
      ["RZ25.2", "RZ3"],
      base({ config: { players: 6 } }),
      ["config.players"],
    ),
    refusedSetup(
      "RZ25.2 a reserve that differs from the derived one is refused",
      ["RZ25.2", "RZ1.9"],
      base({ reserve: 30 }),
      ["reserve"],
    ),
    refusedSetup(
      "RZ25.2 an unplaced Patriot outside place is refused",
      ["RZ25.2"],
      base({ patriots: [5, null, 12] }),
      ["patriots"],
    ),
    refusedSetup(
      "RZ25.2 D56 table cards with 2 or more players are refused",
      ["RZ25.2"],
      base({ table: { 1: ["I01"] } }),
      ["table", "tableGiven"],
    ),
    refusedSetup(
      "RZ25.2 a conquered Zone's card outside zoneRemoved is refused",
      ["RZ25.2"],
      base({ zones: { 3: { owner: "austria" }, 7: { soldiers: 3 } }, available: [3, 7] }),
      ["zoneRemoved", "available"],
    ),
  ],
};

/** The vector files: name and exact text. */
export function files() {
  return Object.entries(FILES).map(([file, vectors]) => ({
    file,
    text: `${JSON.stringify(vectors, null, 2)}\n`,
  }));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const { file, text } of files()) writeFileSync(resolve(here, "../vectors", file), text);
  console.log(`wrote ${Object.keys(FILES).length} files`);
}
