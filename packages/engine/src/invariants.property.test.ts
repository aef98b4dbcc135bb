/**
 * Property tests: invariants of the rules that must hold after every action of any game.
 * Games are random (seeds, 3 or 4 seats, mostly small round limits, some timed games) and are
 * played by random policies over the listed legal actions; see `testing/arbitraries.ts`.
 */
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import type { Action } from "./actions.js";
import { apply } from "./apply.js";
import {
  areAdjacent,
  BONUS_OBJECTIVES,
  CARD_IDS,
  type CardId,
  cardById,
  neighbours,
  OBJECTIVES,
  objectiveById,
  REGION_IDS,
  type RegionId,
  RULES,
  regionById,
  ZONES,
} from "./board.js";
import { COMBINATION_ARMIES } from "./combinations.js";
import { ranking } from "./ending.js";
import type { CardDrawnEvent, GameEvent } from "./events.js";
import { expandMove, legalActions, legalMoves } from "./legal.js";
import { holdsMainObjective } from "./objectives.js";
import { fromPosition, toPosition } from "./position.js";
import { armiesOnMap, livingSeats } from "./queries.js";
import { replay } from "./replay.js";
import type { Prng } from "./rng.js";
import type { GameState, RegionState } from "./state.js";
import {
  actionKey,
  assertDeepEqual,
  candidateActions,
  deepFreeze,
  gameSpecArb,
  legalKeys,
  longGameSpecArb,
  malformedActions,
  nearMisses,
  playGame,
  randomAction,
  type Step,
} from "./testing/arbitraries.js";

/**
 * Runs per property; each run is one whole random game (about 60–700 actions). Cheap per-step
 * checks get many games; the costly ones (every action probed, views, positions) fewer.
 */
const CHEAP = { numRuns: 100 } as const;
const COSTLY = { numRuns: 40 } as const;
/**
 * Per-property timeout (ms): a bound a loaded 2-core machine meets (the costliest property takes
 * about 10 s alone and was seen past 60 s while other test runs shared the cores), not a timing goal.
 */
const TIMEOUT = 300_000;

function fail(message: string): never {
  throw new Error(message);
}

function check(condition: boolean, message: string | (() => string)): void {
  if (!condition) fail(typeof message === "string" ? message : message());
}

function seats(state: GameState): number[] {
  return Array.from({ length: state.players }, (_, s) => s);
}

// ---------------------------------------------------------------------------------------------
// State invariants.

function checkArmyCap(state: GameState): void {
  for (const seat of seats(state)) {
    const pending = seat === state.currentSeat ? state.pendingArmies : 0;
    const total = armiesOnMap(state, seat) + pending;
    check(
      total <= RULES.armyCap,
      () =>
        `R3: seat ${seat} has ${armiesOnMap(state, seat)} armies on the map + ${pending} pending = ${total} > ${RULES.armyCap}`,
    );
  }
}

/** R3: armies are cut by the cap only when the seat reaches exactly 50. */
function checkCapLosses(step: Step): void {
  const { after, events } = step;
  if (after.stage === "over") return;
  const total = (seat: number) =>
    armiesOnMap(after, seat) + (seat === after.currentSeat ? after.pendingArmies : 0);
  for (const e of events) {
    let seat: number | null = null;
    let lost = 0;
    if (e.type === "armiesPlaced" || e.type === "cardsPlayed") {
      seat = e.seat;
      lost = e.lost;
    } else if (e.type === "turnStarted") {
      seat = e.seat;
      lost = e.reinforcements.lost;
    }
    if (seat === null) continue;
    check(lost >= 0, `R3: negative loss in ${JSON.stringify(e)}`);
    if (lost > 0) {
      check(
        total(seat) === RULES.armyCap,
        () =>
          `R3: ${lost} armies were lost to the cap but seat ${seat} ends with ${total(seat)} < ${RULES.armyCap} (${JSON.stringify(e)})`,
      );
    }
  }
}

function checkHands(state: GameState): void {
  state.hands.forEach((hand, seat) => {
    check(
      hand.length <= RULES.handLimit,
      () => `R5.6: seat ${seat} holds ${hand.length} cards: ${JSON.stringify(hand)}`,
    );
  });
}

function checkConservation(state: GameState): void {
  const cards = [...state.deck, ...state.discard, ...state.hands.flat()];
  check(
    cards.length === CARD_IDS.length && new Set(cards).size === CARD_IDS.length,
    () =>
      `R5: the 22 cards must each be exactly once among deck, discard and hands; got deck=${JSON.stringify(state.deck)} discard=${JSON.stringify(state.discard)} hands=${JSON.stringify(state.hands)}`,
  );
  for (const c of cards) check(CARD_IDS.includes(c), `R5: unknown card ${c}`);

  const bonus = [...state.bonusDeck, ...state.bonus.flatMap((b) => [...b.held, ...b.completed])];
  const all = BONUS_OBJECTIVES.map((b) => b.id);
  check(
    bonus.length === all.length && new Set(bonus).size === all.length,
    () =>
      `R9: the 12 bonus objectives must each be exactly once among held, completed and the bonus deck; got ${JSON.stringify(state.bonus)} deck=${JSON.stringify(state.bonusDeck)}`,
  );
  for (const [seat, b] of state.bonus.entries()) {
    check(b.held.length <= 2, `R9: seat ${seat} holds ${b.held.length} bonus objectives`);
    check(
      b.held.length === 2 || state.bonusDeck.length === 0,
      `R9: seat ${seat} holds ${b.held.length} bonus objectives while the bonus deck has ${state.bonusDeck.length}`,
    );
  }
  check(
    new Set(state.objectives).size === state.players,
    `R2.5: main objectives must be distinct: ${JSON.stringify(state.objectives)}`,
  );
}

function checkRegions(state: GameState): void {
  const occupied = state.stage === "occupy" ? state.occupy?.to : undefined;
  if (state.stage === "occupy")
    check(state.occupy !== null, "R6.4: stage occupy without an occupy record");
  else check(state.occupy === null, `R6.4: occupy record outside stage occupy`);
  const owned = new Map<number, number>();
  for (const id of REGION_IDS) {
    const r = state.regions[id];
    check(
      Number.isInteger(r.owner) && r.owner >= 0 && r.owner < state.players,
      `R1: ${id} has owner ${r.owner}`,
    );
    check(
      !state.eliminated.includes(r.owner),
      `R6.5: ${id} is owned by eliminated seat ${r.owner}`,
    );
    check(Number.isInteger(r.armies), `R1: ${id} has ${r.armies} armies`);
    if (id === occupied) {
      check(r.armies === 0, `R6.4: ${id} is being occupied but holds ${r.armies} armies`);
      check(r.owner === state.currentSeat, `R6.4: ${id} is being occupied by another seat`);
    } else {
      check(r.armies >= 1, `R1: ${id} (owner ${r.owner}) holds ${r.armies} armies`);
    }
    owned.set(r.owner, (owned.get(r.owner) ?? 0) + 1);
  }
  check(
    Object.keys(state.regions).length === REGION_IDS.length,
    "R1: the state must list exactly the 20 regions",
  );
  for (const seat of seats(state)) {
    const dead = state.eliminated.includes(seat);
    check(
      dead || (owned.get(seat) ?? 0) > 0,
      `R6.5: seat ${seat} owns no region but is not eliminated`,
    );
    if (dead) {
      check(state.hands[seat]!.length === 0, `R6.5: eliminated seat ${seat} still holds cards`);
      check(!state.untouchable.includes(seat), `R9: eliminated seat ${seat} is untouchable`);
    }
  }
  if (state.stage !== "over") {
    check(
      !state.eliminated.includes(state.currentSeat),
      `R4.7: eliminated seat ${state.currentSeat} is playing`,
    );
    check(state.pendingArmies >= 0, `R4: negative pending armies ${state.pendingArmies}`);
    if (state.pendingArmies > 0)
      check(state.stage === "reinforce", `R4.2: armies pending in stage ${state.stage}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Army flow: armies change only as the events say, and the events follow the rules.

type Sim = Record<RegionId, { owner: number; armies: number }>;

function simulate(before: GameState): Sim {
  const sim = {} as Sim;
  for (const id of REGION_IDS) sim[id] = { ...before.regions[id] };
  return sim;
}

const PLACE_REASONS: Record<Action["type"], readonly string[]> = {
  place: ["setup", "reinforcement"],
  playCards: ["regionBonus"],
  attack: [],
  occupy: [],
  fortify: ["esodo-estivo", "cantiere-della-metro"],
  endTurn: ["esodo-estivo", "cantiere-della-metro"],
  clockExpired: [],
};

function checkDice(e: Extract<GameEvent, { type: "diceRolled" }>, sim: Sim, action: Action): void {
  const desc = (d: readonly number[]) => d.every((x, i) => i === 0 || d[i - 1]! >= x);
  const valid = (d: readonly number[]) => d.every((x) => Number.isInteger(x) && x >= 1 && x <= 6);
  check(action.type === "attack", `R6: dice rolled by a ${action.type} action`);
  if (action.type !== "attack") return;
  const from = sim[e.from];
  const to = sim[e.to];
  check(
    e.from === action.from && e.to === action.to && e.seat === action.seat,
    `R6: dice event does not match the attack: ${JSON.stringify(e)}`,
  );
  check(from.owner === e.seat && to.owner === e.defender, `R6.1: wrong owners in ${e.type}`);
  check(
    e.attackerDice.length === action.dice,
    `R6.2: ${action.dice} dice chosen but ${e.attackerDice.length} rolled`,
  );
  const defenderCount = Math.min(3, to.armies);
  check(
    e.defenderDice.length === defenderCount,
    `R6.2: the defender with ${to.armies} armies must roll ${defenderCount} dice, rolled ${e.defenderDice.length}`,
  );
  check(
    e.attackerDice.length >= e.defenderDice.length,
    `R6.2: attacker rolled fewer dice than the defender: ${JSON.stringify(e)}`,
  );
  check(
    e.attackerDice.length <= Math.min(3, from.armies - 1),
    `R6.2: ${e.attackerDice.length} dice from a region of ${from.armies} armies`,
  );
  check(
    valid(e.attackerDice) && valid(e.defenderDice),
    `R6: dice out of 1..6: ${JSON.stringify(e)}`,
  );
  check(
    desc(e.attackerDice) && desc(e.defenderDice),
    `R6.3: dice not sorted high to low: ${JSON.stringify(e)}`,
  );
  let attackerLosses = 0;
  let defenderLosses = 0;
  for (let i = 0; i < e.defenderDice.length; i++) {
    if (e.attackerDice[i]! > e.defenderDice[i]!) defenderLosses++;
    else attackerLosses++;
  }
  check(
    e.attackerLosses === attackerLosses && e.defenderLosses === defenderLosses,
    `R6.3: pairs ${JSON.stringify(e.attackerDice)} vs ${JSON.stringify(e.defenderDice)} give losses ${attackerLosses}/${defenderLosses}, event says ${e.attackerLosses}/${e.defenderLosses}`,
  );
  check(
    e.attackerLosses + e.defenderLosses === e.defenderDice.length,
    "R6.3: each pair must cost exactly one army",
  );
}

function checkArmyFlow(step: Step): void {
  const { before, action, after, events } = step;
  const sim = simulate(before);
  let pending = before.pendingArmies;
  let placed = 0;
  let dice = 0;
  let conquests = 0;
  const moved: string[] = [];
  for (const e of events) {
    switch (e.type) {
      case "armiesPlaced": {
        const r = sim[e.region];
        check(
          r.owner === e.seat,
          `armies placed on ${e.region} of seat ${r.owner} for seat ${e.seat}`,
        );
        check(
          Number.isInteger(e.count) && e.count >= 0,
          `bad placement count ${JSON.stringify(e)}`,
        );
        check(
          PLACE_REASONS[action.type].includes(e.reason),
          `armies placed for "${e.reason}" by a ${action.type} action`,
        );
        if (e.reason === "regionBonus")
          check(
            e.count + e.lost === 2,
            `R5.3: region bonus must be 2 armies: ${JSON.stringify(e)}`,
          );
        if (e.reason === "esodo-estivo")
          check(e.count + e.lost === 3, `R9: esodo-estivo gives 3 armies: ${JSON.stringify(e)}`);
        if (e.reason === "reinforcement") pending -= e.count;
        r.armies += e.count;
        placed++;
        break;
      }
      case "cardsPlayed":
        check(
          e.armies + e.lost === COMBINATION_ARMIES[e.combination],
          `R5.2: ${e.combination} adds ${COMBINATION_ARMIES[e.combination]} armies: ${JSON.stringify(e)}`,
        );
        pending += e.armies;
        break;
      case "diceRolled": {
        checkDice(e, sim, action);
        sim[e.from].armies -= e.attackerLosses;
        sim[e.to].armies -= e.defenderLosses;
        check(sim[e.from].armies >= 1, `R6: attacking region ${e.from} emptied`);
        check(sim[e.to].armies >= 0, `R6: defending region ${e.to} below 0`);
        dice++;
        break;
      }
      case "regionConquered": {
        const r = sim[e.region];
        check(
          r.owner === e.previousOwner && r.owner !== e.seat,
          `conquest of ${e.region}: owner ${r.owner}, event ${JSON.stringify(e)}`,
        );
        check(sim[e.from].owner === e.seat, `conquest from a region not the conqueror's`);
        if (e.by === "attack") {
          check(
            r.armies === 0,
            `R6.4: ${e.region} conquered by attack with ${r.armies} armies left`,
          );
        } else {
          check(
            action.type === "playCards" && r.armies >= 1 && r.armies <= 2,
            `R5.4: Serenata took ${e.region} with ${r.armies} armies`,
          );
        }
        sim[e.region] = { owner: e.seat, armies: 0 };
        conquests++;
        break;
      }
      case "armiesMoved": {
        const from = sim[e.from];
        const to = sim[e.to];
        check(
          from.owner === e.seat && to.owner === e.seat,
          `armies moved between regions not both of seat ${e.seat}: ${JSON.stringify(e)}`,
        );
        check(Number.isInteger(e.count) && e.count >= 1, `bad move count ${JSON.stringify(e)}`);
        if (e.reason === "serenata") check(e.count === 1, "R5.4: a Serenata moves one army");
        from.armies -= e.count;
        to.armies += e.count;
        check(from.armies >= 1, `${e.reason}: ${e.from} left with ${from.armies} armies`);
        moved.push(e.reason);
        break;
      }
      case "turnStarted":
        pending = e.reinforcements.total;
        check(e.seat === after.currentSeat || after.stage === "over", "turnStarted seat");
        break;
      case "gameOver":
        pending = 0;
        break;
      default:
        break;
    }
  }
  for (const id of REGION_IDS) {
    const want: RegionState = sim[id];
    const got = after.regions[id];
    check(
      want.owner === got.owner && want.armies === got.armies,
      () =>
        `armies changed outside the events: ${id} was ${JSON.stringify(before.regions[id])}, events give ${JSON.stringify(want)}, state has ${JSON.stringify(got)}`,
    );
  }
  check(
    pending === after.pendingArmies,
    `R4: pending armies ${before.pendingArmies} → ${after.pendingArmies}, events give ${pending}`,
  );

  checkActionRules(step);

  // Which army events each action may produce.
  switch (action.type) {
    case "place": {
      const e = events.find((x) => x.type === "armiesPlaced");
      check(
        placed === 1 &&
          e?.type === "armiesPlaced" &&
          e.count === action.count &&
          e.region === action.region,
        `R4.2: a placement must place exactly ${action.count} on ${action.region}`,
      );
      if (before.stage === "setup") {
        check(
          after.setupRemaining[action.seat] === before.setupRemaining[action.seat]! - action.count,
          "R2.4: setup armies left must drop by the count placed",
        );
      }
      check(dice === 0 && conquests === 0 && moved.length === 0, "a placement only places");
      break;
    }
    case "attack":
      check(dice === 1, "R6: an attack rolls once");
      check(conquests <= 1, "R6.4: an attack conquers at most one region");
      check(
        moved.length === 0 || after.endReason === "ultimo-rimasto",
        "R6.5: armies move in by themselves only when the game ends",
      );
      break;
    case "occupy":
      check(
        moved.length === 1 && moved[0] === "occupy" && dice === 0 && conquests === 0,
        "R6.4: an occupy action moves armies once",
      );
      check(
        events.some((e) => e.type === "armiesMoved" && e.count === action.count),
        "R6.4: the move-in moves the chosen count",
      );
      break;
    case "fortify":
      check(
        moved.length === 1 && moved[0] === "fortify" && dice === 0 && conquests === 0,
        "R7: a fortify action moves armies once",
      );
      break;
    case "playCards":
      check(dice === 0 && conquests <= 1, "R5: a combination rolls no dice");
      check(
        moved.every((m) => m === "serenata"),
        "R5.4: only a Serenata moves armies when cards are played",
      );
      break;
    default:
      check(dice === 0 && conquests === 0 && moved.length === 0, `${action.type} moves no armies`);
  }
}

/** The rule conditions of the accepted action, judged on the state before it. */
function checkActionRules(step: Step): void {
  const { before, action, after, events } = step;
  const untouchable = (region: RegionId) =>
    before.untouchable.includes(before.regions[region].owner);
  // R8: a turn that conquered draws one card at its end (if any card is left to draw).
  const ended = events.some((e) => e.type === "turnEnded" && e.seat === before.currentSeat);
  const draws = events.filter(
    (e): e is CardDrawnEvent => e.type === "cardDrawn" && e.reason === "conquest",
  );
  const canDraw = before.deck.length + before.discard.length > 0;
  const expectedDraws = ended && before.turn.conqueredThisTurn > 0 && canDraw ? 1 : 0;
  check(
    draws.length === expectedDraws,
    () =>
      `R8: ${draws.length} end-of-turn draws (turn ended: ${ended}, conquered: ${before.turn.conqueredThisTurn})`,
  );
  for (const e of draws) check(e.seat === before.currentSeat, "R8: the card goes to the player");

  // R11.4: a Sdadata roll at every turn end in overtime, unless the player conquered > 2.
  const rolls = events.filter((e) => e.type === "sdadataRolled");
  const over = events.find((e) => e.type === "gameOver");
  const decided = over?.type === "gameOver" && over.reason !== "sdadata" && ended;
  let firstOvertime: number | null = null;
  if ("rounds" in before.limit) firstOvertime = before.limit.rounds + 1;
  else if (before.clockExpired) firstOvertime = before.overtimeFromRound;
  const due =
    ended &&
    !decided &&
    firstOvertime !== null &&
    before.round >= firstOvertime &&
    before.turn.conqueredThisTurn <= 2;
  check(
    rolls.length === (due ? 1 : 0),
    () =>
      `R11.4: ${rolls.length} Sdadata rolls at round ${before.round} (overtime from ${firstOvertime}, conquered ${before.turn.conqueredThisTurn}, turn ended ${ended})`,
  );
  for (const e of rolls) {
    const threshold = Math.min(7, 4 + (before.round - firstOvertime!));
    check(e.threshold === threshold, `R11.4: threshold ${e.threshold}, expected ${threshold}`);
    check(
      e.ended === e.dice[0] + e.dice[1] <= threshold,
      `R11.4: roll ${e.dice} against ${threshold} ended=${e.ended}`,
    );
    check(
      e.dice.every((d) => d >= 1 && d <= 6),
      "R11.4: two dice 1..6",
    );
    check(
      e.ended === (over?.type === "gameOver" && over.reason === "sdadata"),
      "R11.4: a low roll ends the game by Sdadata",
    );
  }
  if (action.type === "clockExpired")
    check(
      after.overtimeFromRound === Math.max(1, before.round),
      "R11.4: overtime starts in the round the clock expires",
    );

  // R4.1, R2.7, R3: reinforcements at the start of a turn.
  for (const e of events) {
    if (e.type !== "turnStarted") continue;
    const owned = REGION_IDS.filter((id) => after.regions[id].owner === e.seat);
    const zones = ZONES.filter((z) => z.regions.every((id) => after.regions[id].owner === e.seat));
    const rewards =
      before.nextTurnArmies[e.seat]! +
      events
        .filter((x) => x.type === "bonusCompleted" && x.seat === e.seat)
        .reduce(
          (sum, x) =>
            sum +
            (x.type === "bonusCompleted" && x.reward.kind === "nextTurnArmies"
              ? x.reward.armies
              : 0),
          0,
        );
    const wanted = Math.floor(owned.length / 3) + zones.reduce((n, z) => n + z.bonus, 0) + rewards;
    const firstTurn = e.round === 1 && e.seat === after.firstSeat;
    const room = RULES.armyCap - armiesOnMap(after, e.seat);
    const expected = firstTurn ? 0 : Math.min(wanted, room);
    check(
      e.reinforcements.total === expected,
      () =>
        `R4.1: seat ${e.seat} gets ${e.reinforcements.total} reinforcements, expected ${expected} (${owned.length} regions, zones ${zones.map((z) => z.id)}, rewards ${rewards}, room ${room}, first turn ${firstTurn})`,
    );
    if (!firstTurn)
      check(after.nextTurnArmies[e.seat] === 0, "R9: next-turn rewards are used up at turn start");
    check(!after.untouchable.includes(e.seat), "R9: untouchable ends at the start of your turn");
  }

  switch (action.type) {
    case "attack": {
      const from = before.regions[action.from];
      const to = before.regions[action.to];
      check(areAdjacent(action.from, action.to), "R6.1: attack between non-adjacent regions");
      check(from.owner === action.seat && to.owner !== action.seat, "R6.1: attack owners");
      check(from.armies >= 2, `R6.1: attack from ${action.from} with ${from.armies} armies`);
      check(!untouchable(action.to), "R9: attack on an untouchable seat");
      check(!before.turn.fortified, "R4.5: attack after a fortify move");
      if (after.stage === "occupy") {
        const o = after.occupy!;
        check(
          o.from === action.from && o.to === action.to && o.min === action.dice,
          `R6.4: move-in of at least the ${action.dice} dice rolled: ${JSON.stringify(o)}`,
        );
        check(o.max === after.regions[action.from].armies - 1, "R6.4: move-in leaves one army");
      }
      break;
    }
    case "occupy": {
      const o = before.occupy!;
      check(
        action.count >= o.min && action.count <= before.regions[o.from].armies - 1,
        `R6.4: moved ${action.count} into ${o.to} (min ${o.min}, from ${before.regions[o.from].armies})`,
      );
      break;
    }
    case "fortify": {
      const owner = before.regions[action.from].owner;
      const bordersEnemy = neighbours(action.from).some((n) => before.regions[n].owner !== owner);
      const keep = bordersEnemy ? 2 : 1;
      check(areAdjacent(action.from, action.to), "R7.1: fortify between non-adjacent regions");
      check(
        before.regions[action.from].armies - action.count >= keep,
        `R7.2: ${action.from} had ${before.regions[action.from].armies} and must keep ${keep}, moved ${action.count}`,
      );
      check(!before.turn.fortified || before.turn.vespa, "R7.3: second fortify without Vespa");
      break;
    }
    case "playCards": {
      check(!before.turn.attacked, "R4.3: combination played after an attack");
      if (action.target) {
        const { from, to } = action.target;
        check(areAdjacent(from, to), "R5.4: Serenata between non-adjacent regions");
        check(before.regions[from].armies >= 2, "R5.4: Serenata from a region with < 2 armies");
        check(!untouchable(to), "R5.4: Serenata on an untouchable seat");
        check(
          events.some((e) => e.type === "regionConquered" && e.by === "serenata"),
          "R5.4: a Serenata conquers its target",
        );
      }
      break;
    }
    case "endTurn":
      check(before.pendingArmies === 0, "R4.6: end turn with armies pending");
      check(
        before.stage !== "fortify" || before.turn.vespa,
        "R4.6: end turn in fortify stage without Vespa",
      );
      break;
    default:
      break;
  }
}

// ---------------------------------------------------------------------------------------------
// Legal actions and refusals.

function checkRefusal(state: GameState, action: unknown, why: string): void {
  const result = apply(state, action);
  check(
    !result.ok,
    () => `${why}: unlisted action ${JSON.stringify(action)} was accepted in stage ${state.stage}`,
  );
  if (result.ok) return;
  check(
    typeof result.error.code === "string" && result.error.code.length > 0,
    `refusal of ${JSON.stringify(action)} has no code`,
  );
  check(
    typeof result.error.message === "string" && result.error.message.length > 0,
    `refusal of ${JSON.stringify(action)} has no message`,
  );
  check(
    result.state === state,
    `refusal of ${JSON.stringify(action)} did not return the same state object`,
  );
}

function checkLegality(state: GameState, index: number, rng: Prng, sweepEvery: number): void {
  const clone = structuredClone(state);
  deepFreeze(state);
  const keys = legalKeys(state);
  if (index % sweepEvery === 0 || state.turn.vespa || state.stage === "occupy") {
    for (const action of legalActions(state)) {
      const result = apply(state, action);
      check(
        result.ok,
        () =>
          `listed legal action ${JSON.stringify(action)} was refused: ${result.ok ? "" : `${result.error.code} ${result.error.message}`}`,
      );
    }
    // Exhaustive: every candidate action of the current seat is accepted iff it is listed.
    for (const action of candidateActions(state)) {
      if (keys.has(actionKey(action))) continue;
      checkRefusal(state, action, "R4–R7 (exhaustive)");
    }
  }
  const timedOpen = "minutes" in state.limit && !state.clockExpired && state.stage !== "over";
  const probes: unknown[] = [...nearMisses(state, rng)];
  for (let i = 0; i < 12; i++) probes.push(randomAction(state, rng));
  const malformed = malformedActions(state, rng);
  for (let i = 0; i < 4; i++) probes.push(malformed[rng.int(malformed.length)]);
  for (const probe of probes) {
    const isClock =
      typeof probe === "object" &&
      probe !== null &&
      (probe as { type?: unknown }).type === "clockExpired" &&
      Object.keys(probe).length === 1;
    const expected = isClock ? timedOpen : keys.has(actionKey(probe));
    if (expected) {
      const result = apply(state, probe);
      check(
        result.ok,
        () =>
          `${JSON.stringify(probe)} is listed (up to card order) but was refused: ${result.ok ? "" : result.error.message}`,
      );
    } else {
      checkRefusal(state, probe, "R4–R7");
    }
  }
  assertDeepEqual(state, clone, "refused actions must leave the state unchanged");
}

// ---------------------------------------------------------------------------------------------
// The properties.

describe("invariants after every action of random games", () => {
  test.prop([longGameSpecArb], CHEAP)(
    "R3 no seat ever exceeds 50 armies (pending included)",
    (spec) => {
      playGame(spec, {
        onState: (s) => checkArmyCap(s),
        onStep: (step) => checkCapLosses(step),
      });
    },
    TIMEOUT,
  );

  test.prop([longGameSpecArb], CHEAP)(
    "R5.6 no hand ever holds more than 7 cards",
    (spec) => {
      playGame(spec, { onState: (s) => checkHands(s) });
    },
    TIMEOUT,
  );

  test.prop([longGameSpecArb], CHEAP)(
    "R5 R9 every card and every bonus objective is in exactly one place",
    (spec) => {
      playGame(spec, { onState: (s) => checkConservation(s) });
    },
    TIMEOUT,
  );

  test.prop([gameSpecArb], CHEAP)(
    "R1 R6.5 every region is owned by a living seat with at least 1 army (0 only while being occupied)",
    (spec) => {
      playGame(spec, { onState: (s) => checkRegions(s) });
    },
    TIMEOUT,
  );

  test.prop([gameSpecArb], CHEAP)(
    "R4–R7 armies change only as the events say: placements add, attacks cost one army per pair, moves conserve",
    (spec) => {
      playGame(spec, { onStep: (step) => checkArmyFlow(step) });
    },
    TIMEOUT,
  );

  test.prop([gameSpecArb], { numRuns: 30 })(
    "R4–R7 every listed action is accepted; unlisted, near-miss and malformed actions are refused unchanged",
    (spec) => {
      playGame(spec, {
        maxSteps: 600,
        onState: (s, index, rng) => checkLegality(s, index, rng, 10),
      });
    },
    TIMEOUT,
  );

  test.prop([gameSpecArb], COSTLY)(
    "apply never mutates its input (deep-frozen)",
    (spec) => {
      let clone: GameState | null = null;
      playGame(spec, {
        freeze: true,
        onState: (s) => {
          clone = structuredClone(s);
        },
        onStep: (step) => {
          assertDeepEqual(step.before, clone, "the input state changed");
          const again = apply(step.before, step.action);
          check(again.ok, "apply is not deterministic: a second application was refused");
          if (again.ok) {
            assertDeepEqual(again.state, step.after, "apply is not deterministic (state)");
            assertDeepEqual(again.events, step.events, "apply is not deterministic (events)");
          }
        },
      });
    },
    TIMEOUT,
  );

  test.prop([gameSpecArb], COSTLY)(
    "replay reproduces the final state and events; the state is plain JSON",
    (spec) => {
      const game = playGame(spec, {
        onState: (s) => assertDeepEqual(JSON.parse(JSON.stringify(s)), s, "JSON round trip"),
      });
      const replayed = replay(spec.config, JSON.parse(JSON.stringify(game.actions)));
      check(
        replayed.ok,
        () =>
          `replay refused action ${replayed.ok ? "" : `${replayed.step}: ${replayed.error.message}`}`,
      );
      assertDeepEqual(replayed.state, game.final, "replayed final state");
      assertDeepEqual(replayed.events, game.events, "replayed events");
    },
    TIMEOUT,
  );

  test.prop([gameSpecArb], { numRuns: 150 })(
    "R11 every game ends within 20,000 actions with a valid reason, a consistent winner and a full ranking",
    (spec) => {
      const game = playGame(spec, { maxSteps: 20_000 });
      const s = game.final;
      expect(s.stage, `game did not end in ${game.actions.length} actions`).toBe("over");
      checkEnding(game.final, game.events);
    },
    TIMEOUT,
  );

  test.prop([gameSpecArb], COSTLY)(
    "legalMoves expand to exactly legalActions, in order, without duplicates",
    (spec) => {
      playGame(spec, { onState: (s) => checkMoves(s) });
    },
    TIMEOUT,
  );

  test.prop([gameSpecArb], COSTLY)(
    "toPosition → fromPosition gives back the same position (and state, but the PRNG)",
    (spec) => {
      playGame(spec, { onState: (s) => checkPosition(s) });
    },
    TIMEOUT,
  );
});

/** A last stand: seat 0 owns everything but one region of seat 1; the other seats are out. */
const lastStandArb = fc.record({
  players: fc.constantFrom(3 as const, 4 as const),
  target: fc.constantFrom(...REGION_IDS),
  neighbour: fc.nat(),
  attackerArmies: fc.integer({ min: 2, max: 12 }),
  defenderArmies: fc.integer({ min: 1, max: 3 }),
  winnerCards: fc.integer({ min: 0, max: 7 }),
  loserCards: fc.integer({ min: 0, max: 7 }),
  serenata: fc.boolean(),
  seed: fc.integer({ min: 0, max: 0x7fffffff }),
});

describe("the end of the game", () => {
  test.prop([lastStandArb], { numRuns: 300 })(
    "R6.5 R11.3 taking the last opponent's last region ends the game at once (min armies move in, cards captured)",
    (c) => {
      const from = neighbours(c.target)[c.neighbour % neighbours(c.target).length]!;
      const mandolini = CARD_IDS.filter((id) => cardById(id).symbol === "mandolino").slice(0, 3);
      const useSerenata = c.serenata && c.defenderArmies <= 2;
      const others = CARD_IDS.filter((id) => !mandolini.includes(id));
      const winnerHand: CardId[] = useSerenata
        ? [...mandolini, ...others.slice(0, Math.max(0, c.winnerCards - 3))]
        : others.slice(0, c.winnerCards);
      const rest = CARD_IDS.filter((id) => !winnerHand.includes(id));
      const loserHand = rest.slice(0, c.loserCards);
      const regions: Record<string, RegionState> = {};
      for (const id of REGION_IDS) regions[id] = { owner: 0, armies: 2 };
      regions[c.target] = { owner: 1, armies: c.defenderArmies };
      regions[from] = { owner: 0, armies: c.attackerArmies };
      const built = fromPosition(
        {
          players: c.players,
          firstSeat: 0,
          round: 2,
          currentSeat: 0,
          stage: "attack",
          regions,
          hands: { 0: winnerHand, 1: loserHand },
          objectives: Object.fromEntries(
            Array.from({ length: c.players }, (_, s) => [String(s), OBJECTIVES[s]!.id]),
          ),
          bonus: Object.fromEntries(
            Array.from({ length: c.players }, (_, s) => [
              String(s),
              { held: [BONUS_OBJECTIVES[2 * s]!.id, BONUS_OBJECTIVES[2 * s + 1]!.id] },
            ]),
          ),
          eliminated: c.players === 3 ? [2] : [2, 3],
        },
        { seed: c.seed },
      );
      check(built.ok, () => `position refused: ${built.ok ? "" : built.error.message}`);
      if (!built.ok) return;
      let state = built.state;
      for (;;) {
        const armies = state.regions[from].armies;
        const dice = Math.min(3, armies - 1);
        if (state.stage === "over" || dice < Math.min(3, state.regions[c.target].armies)) break;
        const action: Action = useSerenata
          ? { type: "playCards", seat: 0, cards: mandolini, target: { from, to: c.target } }
          : { type: "attack", seat: 0, from, to: c.target, dice };
        const result = apply(state, action);
        check(result.ok, () => `refused: ${result.ok ? "" : result.error.message}`);
        if (!result.ok) return;
        checkArmyFlow({
          index: 0,
          before: state,
          action,
          after: result.state,
          events: result.events,
        });
        const conquered = result.events.some((e) => e.type === "regionConquered");
        if (conquered) {
          const after = result.state;
          const moved = useSerenata ? 1 : dice;
          check(after.stage === "over", `R11.3: the game goes on in stage ${after.stage}`);
          check(after.endReason === "ultimo-rimasto" && after.winner === 0, "R11.3: seat 0 wins");
          check(after.occupy === null, "R6.5: no move-in left to choose");
          check(
            after.regions[c.target].owner === 0 && after.regions[c.target].armies === moved,
            `R6.5: ${moved} armies (the minimum) move in, found ${after.regions[c.target].armies}`,
          );
          // (A Serenata's own cards may add region bonuses: checkArmyFlow covers that case.)
          if (!useSerenata)
            check(
              after.regions[from].armies === armies - moved,
              `R6.5: ${from} keeps ${armies - moved}`,
            );
          check(after.eliminated.at(-1) === 1, "R6.5: seat 1 is eliminated");
          check(after.hands[1]!.length === 0, "R6.5: the loser's cards are taken");
          const played = useSerenata ? mandolini : [];
          const kept = winnerHand.filter((id) => !played.includes(id));
          const expected = kept.length + loserHand.length > 7 ? [] : [...kept, ...loserHand];
          assertDeepEqual(after.hands[0], expected, "R6.5 R5.6: the conqueror takes the cards");
          check(
            !result.events.some((e) => e.type === "turnEnded" || e.type === "cardDrawn"),
            "R11.3: the game ends at once, with no turn end and no card draw",
          );
          check(legalActions(after).length === 0, "nothing may happen after the end");
          checkEnding(after, [result.events]);
          checkConservation(after);
          return;
        }
        check(result.state.stage === "attack", "R6: the attack stage goes on");
        state = result.state;
      }
    },
    TIMEOUT,
  );
});

function checkMoves(state: GameState): void {
  const moves = legalMoves(state);
  const actions = legalActions(state);
  assertDeepEqual(moves.flatMap(expandMove), actions, "expanded legalMoves vs legalActions");
  const keys = actions.map(actionKey);
  check(new Set(keys).size === keys.length, () => `duplicate legal actions: ${keys.join(" ")}`);
  for (const m of moves) {
    check(m.seat === state.currentSeat, `legal move for seat ${m.seat}, not the current seat`);
    if ("min" in m) check(m.min >= 1 && m.min <= m.max, `empty range ${JSON.stringify(m)}`);
    if ("minDice" in m)
      check(m.minDice >= 1 && m.minDice <= m.maxDice && m.maxDice <= 3, "bad dice range");
  }
  check(moves.filter((m) => m.type === "endTurn").length <= 1, "endTurn listed twice");
  if (state.stage === "over") check(moves.length === 0, "moves listed after the game ended");
  else check(moves.length > 0, `no legal move in stage ${state.stage}: the game is stuck`);
}

function checkPosition(state: GameState): void {
  const position = toPosition(state);
  const json = JSON.parse(JSON.stringify(position));
  const rebuilt = fromPosition(json);
  check(
    rebuilt.ok,
    () =>
      `fromPosition refused a reached position: ${rebuilt.ok ? "" : `${rebuilt.error.path}: ${rebuilt.error.message}`}`,
  );
  if (!rebuilt.ok) return;
  assertDeepEqual(toPosition(rebuilt.state), json, "position round trip");
  assertDeepEqual({ ...rebuilt.state, rng: state.rng }, state, "state rebuilt from its position");
}

function checkEnding(s: GameState, events: readonly (readonly GameEvent[])[]): void {
  const all = events.flat();
  const overs = all.filter((e) => e.type === "gameOver");
  check(overs.length === 1, `R11: ${overs.length} gameOver events`);
  const last = events[events.length - 1] ?? [];
  const over = last.find((e) => e.type === "gameOver");
  check(over !== undefined, "R11: gameOver must come with the last action");
  if (over?.type === "gameOver")
    check(over.reason === s.endReason && over.winner === s.winner, "gameOver event vs state");
  const living = livingSeats(s);
  const ranks = ranking(s);
  check(
    ranks.length === s.players && new Set(ranks.map((r) => r.seat)).size === s.players,
    () =>
      `R11.6: the ranking must list every seat once: ${JSON.stringify(ranks.map((r) => r.seat))}`,
  );
  check(ranks[0]?.rank === 1, "R11.6: ranks start at 1");
  for (let i = 1; i < ranks.length; i++)
    check(ranks[i]!.rank >= ranks[i - 1]!.rank, "R11.6: ranks must not decrease");
  const eliminatedTail = ranks.slice(living.length).map((r) => r.seat);
  assertDeepEqual(eliminatedTail, [...s.eliminated].reverse(), "R11.6: eliminated seats last");
  // R11.5–R11.6: living seats (but a decided winner) by score, then the tie-breakers.
  const decidedWinner = s.endReason !== "sdadata" ? 1 : 0;
  const scored = ranks.slice(decidedWinner, living.length);
  for (let i = 1; i < scored.length; i++) {
    const a = scored[i - 1]!;
    const b = scored[i]!;
    const order =
      a.score.total - b.score.total ||
      a.score.otherRegions - b.score.otherRegions ||
      a.score.armies - b.score.armies;
    check(order >= 0, () => `R11.5: seat ${a.seat} ranks above seat ${b.seat} with a lower score`);
    check(
      (order === 0) === (a.rank === b.rank),
      `R11.5: seats ${a.seat} and ${b.seat} share a rank iff fully tied`,
    );
  }
  for (const r of ranks) {
    const objective = new Set<string>(objectiveById(s.objectives[r.seat]!).regions);
    let inObjective = 0;
    for (const id of REGION_IDS)
      if (s.regions[id].owner === r.seat && objective.has(id)) inObjective += regionById(id).value;
    const colpi = 5 * s.bonus[r.seat]!.completed.length;
    check(
      r.score.total === inObjective + colpi,
      `R11.5: seat ${r.seat} scores ${r.score.total}, expected ${inObjective} + ${colpi}`,
    );
  }
  const turnEnded = [...last].reverse().find((e) => e.type === "turnEnded");
  switch (s.endReason) {
    case "conquista":
      check(s.winner !== null && holdsMainObjective(s, s.winner), "R11.1: winner holds objective");
      check(turnEnded?.seat === s.winner, "R11.1: Conquista at the end of the winner's turn");
      break;
    case "tre-colpi":
      check(
        s.winner !== null && s.bonus[s.winner]!.completed.length >= 3,
        "R11.2: winner has 3 colpi",
      );
      check(turnEnded?.seat === s.winner, "R11.2: Tre colpi at the end of the winner's turn");
      break;
    case "ultimo-rimasto":
      check(living.length === 1 && living[0] === s.winner, "R11.3: winner is the only one left");
      break;
    case "sdadata": {
      const roll = last.find((e) => e.type === "sdadataRolled");
      check(roll?.type === "sdadataRolled" && roll.ended, "R11.4: Sdadata ends on a roll");
      if (roll?.type === "sdadataRolled") {
        check(roll.dice[0] + roll.dice[1] <= roll.threshold, "R11.4: sum above the threshold");
        check(roll.threshold >= 4 && roll.threshold <= 7, "R11.4: threshold 4..7");
      }
      const top = ranks.filter((r) => r.rank === 1).map((r) => r.seat);
      if (s.winner === null) check(top.length > 1, "R11.6: no winner only on a shared best score");
      else
        check(top.length === 1 && top[0] === s.winner, "R11.6: Sdadata winner has the best score");
      break;
    }
    default:
      fail(`R11: invalid end reason ${String(s.endReason)}`);
  }
  if (s.endReason !== "sdadata") {
    check(ranks[0]!.seat === s.winner, "R11.6: the winner ranks first");
    check(ranks.filter((r) => r.rank === 1).length === 1, "R11.6: the winner ranks first alone");
  }
  check(legalActions(s).length === 0, "no legal action after the game is over");
  const refused = apply(s, { type: "endTurn", seat: s.currentSeat });
  check(!refused.ok && refused.error.code === "GAME_OVER", "actions are refused after the end");
}
