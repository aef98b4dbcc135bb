import { describe, expectTypeOf, it } from "vitest";
import type { ParsedVector } from "./conformance.js";
import type {
  Action,
  ApplyResult,
  AttackAction,
  ClockExpiredAction,
  ConfigCheck,
  EndTurnAction,
  EngineError,
  FortifyAction,
  GameConfig,
  GameEvent,
  GameState,
  LegalMove,
  OccupyAction,
  ParseResult,
  PlaceAction,
  PlayCardsAction,
  PlayerView,
  PositionResult,
  RecordCheck,
  RegionId,
  RngState,
  RuleError,
} from "./index.js";
import {
  apply,
  checkConfig,
  checkRecord,
  fromPosition,
  type InvalidConfigError,
  legalActions,
  newGame,
  parseAction,
  viewFor,
} from "./index.js";

/**
 * `true` when a type is plain JSON data: no functions, Maps, Sets, Dates or symbols. Optional
 * properties are fine (an absent field is absent from the JSON too).
 */
type IsJson<T> = [T] extends [string | number | boolean | null]
  ? true
  : [T] extends [(...args: never[]) => unknown]
    ? false
    : [T] extends [readonly (infer U)[]]
      ? IsJson<U>
      : [T] extends [Map<unknown, unknown> | Set<unknown> | Date]
        ? false
        : [T] extends [object]
          ? false extends { [K in keyof T]-?: IsJsonMember<Exclude<T[K], undefined>> }[keyof T]
            ? false
            : true
          : false;
/** Unions are JSON when every member is. */
type IsJsonMember<T> = (T extends unknown ? IsJson<T> : never) extends true ? true : false;

describe("public types", () => {
  it("apply's result is a discriminated union on ok", () => {
    const state = newGame({ players: 3, seed: 1 });
    const result = apply(state, { type: "endTurn", seat: 0 });
    expectTypeOf(result).toEqualTypeOf<ApplyResult>();
    expectTypeOf(result.ok).toEqualTypeOf<boolean>();
    expectTypeOf(result.state).toEqualTypeOf<GameState>();
    if (result.ok) {
      expectTypeOf(result.events).toEqualTypeOf<readonly GameEvent[]>();
      expectTypeOf(result).not.toHaveProperty("error");
    } else {
      expectTypeOf(result.error).toEqualTypeOf<RuleError>();
      expectTypeOf(result).not.toHaveProperty("events");
    }
    expectTypeOf<Extract<ApplyResult, { ok: true }>>().toHaveProperty("events");
    expectTypeOf<Extract<ApplyResult, { ok: false }>>().toHaveProperty("error");
    // apply accepts anything (it checks the wire format itself).
    expectTypeOf(apply).parameter(1).toEqualTypeOf<unknown>();
  });

  it("parseAction's result is a discriminated union on ok", () => {
    const parsed = parseAction({});
    if (parsed.ok) expectTypeOf(parsed.action).toEqualTypeOf<Action>();
    else expectTypeOf(parsed.error).toEqualTypeOf<RuleError>();
    expectTypeOf<Extract<ParseResult, { ok: false }>>().not.toHaveProperty("action");
  });

  it("Action is discriminated on type", () => {
    expectTypeOf<Action["type"]>().toEqualTypeOf<
      "place" | "playCards" | "attack" | "occupy" | "fortify" | "endTurn" | "clockExpired"
    >();
    expectTypeOf<Extract<Action, { type: "attack" }>>().toEqualTypeOf<AttackAction>();
    expectTypeOf<Extract<Action, { type: "place" }>>().toEqualTypeOf<PlaceAction>();
    expectTypeOf<Extract<Action, { type: "playCards" }>>().toEqualTypeOf<PlayCardsAction>();
    expectTypeOf<Extract<Action, { type: "occupy" }>>().toEqualTypeOf<OccupyAction>();
    expectTypeOf<Extract<Action, { type: "fortify" }>>().toEqualTypeOf<FortifyAction>();
    expectTypeOf<Extract<Action, { type: "endTurn" }>>().toEqualTypeOf<EndTurnAction>();
    expectTypeOf<Extract<Action, { type: "clockExpired" }>>().toEqualTypeOf<ClockExpiredAction>();
    const narrow = (a: Action) => {
      if (a.type === "attack") expectTypeOf(a.dice).toEqualTypeOf<number>();
      if (a.type === "clockExpired") expectTypeOf(a).not.toHaveProperty("seat");
    };
    expectTypeOf(narrow).toBeFunction();
    // A seat action without its fields does not type-check.
    // @ts-expect-error: an attack needs from, to and dice
    const bad: Action = { type: "attack", seat: 0 };
    expectTypeOf(bad).toEqualTypeOf<Action>();
  });

  it("RegionId accepts region ids and rejects unknown strings", () => {
    expectTypeOf<"lazio">().toExtend<RegionId>();
    expectTypeOf<"emilia-romagna">().toExtend<RegionId>();
    expectTypeOf<"atlantide">().not.toExtend<RegionId>();
    expectTypeOf<string>().not.toExtend<RegionId>();
    expectTypeOf<"nonna-1">().not.toExtend<RegionId>();
    // @ts-expect-error: not a region
    const r: RegionId = "padania";
    // @ts-expect-error: a place action names a real region
    const p: PlaceAction = { type: "place", seat: 0, region: "roma", count: 1 };
    expectTypeOf(r).toEqualTypeOf<RegionId>();
    expectTypeOf(p).toEqualTypeOf<PlaceAction>();
  });

  it("GameState is plain JSON data: no functions, Maps, Sets or Dates", () => {
    expectTypeOf<IsJson<GameState>>().toEqualTypeOf<true>();
    expectTypeOf<IsJson<PlayerView>>().toEqualTypeOf<true>();
    expectTypeOf<IsJson<GameEvent>>().toEqualTypeOf<true>();
    expectTypeOf<IsJsonMember<Action>>().toEqualTypeOf<true>();
    // The check itself can fail:
    expectTypeOf<IsJson<{ a: number; f: () => void }>>().toEqualTypeOf<false>();
    expectTypeOf<IsJson<{ m: Map<string, number> }>>().toEqualTypeOf<false>();
    expectTypeOf<IsJson<{ d: Date }>>().toEqualTypeOf<false>();
    expectTypeOf<IsJson<{ nested: { deep: readonly Set<number>[] } }>>().toEqualTypeOf<false>();
    expectTypeOf<IsJsonMember<{ a: number } | { b: () => void }>>().toEqualTypeOf<false>();
  });

  it("GameState is read-only and tagged with its format", () => {
    expectTypeOf<GameState["format"]>().toEqualTypeOf<"italia-state/2">();
    expectTypeOf<GameState["rng"]>().toEqualTypeOf<RngState>();
    expectTypeOf<RngState["key"]>().toEqualTypeOf<string>();
    const state = newGame({ players: 4, seed: "x" });
    // @ts-expect-error: the state is immutable
    state.round = 3;
    // @ts-expect-error: its arrays are read-only
    state.deck.push("lazio");
  });

  it("a PlayerView carries no PRNG state, deck order or other seats' secrets", () => {
    expectTypeOf<PlayerView>().not.toHaveProperty("rng");
    expectTypeOf<PlayerView>().not.toHaveProperty("deck");
    expectTypeOf<PlayerView>().not.toHaveProperty("bonusDeck");
    expectTypeOf<PlayerView>().not.toHaveProperty("hands");
    expectTypeOf<PlayerView>().not.toHaveProperty("objectives");
    expectTypeOf(viewFor).parameter(1).toEqualTypeOf<number | null>();
  });

  it("legalActions lists seat actions only, never the host's clockExpired", () => {
    const state = newGame({ players: 3, seed: 2 });
    expectTypeOf(legalActions(state)[0]!.type).toEqualTypeOf<
      "place" | "playCards" | "attack" | "occupy" | "fortify" | "endTurn"
    >();
    expectTypeOf<Extract<LegalMove, { type: "attack" }>>().toHaveProperty("minDice");
  });

  it("newGame only accepts 3 or 4 players", () => {
    // @ts-expect-error: 5 players
    newGame({ players: 5, seed: 1 });
    // @ts-expect-error: the seed is a string or a number
    newGame({ players: 3, seed: { x: 1 } });
    expectTypeOf(newGame).returns.toEqualTypeOf<GameState>();
  });
});

describe("one failure shape across the entry points", () => {
  it("EngineError is { code, message, rule, path? }, plain JSON", () => {
    expectTypeOf<EngineError["code"]>().toEqualTypeOf<import("./errors.js").ErrorCode>();
    expectTypeOf<EngineError["message"]>().toEqualTypeOf<string>();
    expectTypeOf<EngineError["rule"]>().toEqualTypeOf<import("./errors.js").RuleRef | null>();
    expectTypeOf<EngineError["path"]>().toEqualTypeOf<string | undefined>();
    expectTypeOf<RuleError>().toEqualTypeOf<EngineError>();
    expectTypeOf<IsJson<EngineError>>().toEqualTypeOf<true>();
  });

  it("every result carries its failure as { ok: false, error: EngineError }", () => {
    type Failure<T> = Extract<T, { ok: false }> extends { error: infer E } ? E : never;
    expectTypeOf<Failure<ApplyResult>>().toEqualTypeOf<EngineError>();
    expectTypeOf<Failure<ParseResult>>().toEqualTypeOf<EngineError>();
    expectTypeOf<Failure<PositionResult>>().toEqualTypeOf<EngineError>();
    expectTypeOf<Failure<ConfigCheck>>().toEqualTypeOf<EngineError>();
    expectTypeOf<Failure<RecordCheck>>().toEqualTypeOf<EngineError>();
    expectTypeOf<Failure<ParsedVector>>().toEqualTypeOf<EngineError>();
    expectTypeOf(fromPosition).returns.toEqualTypeOf<PositionResult>();
    expectTypeOf(checkConfig).returns.toEqualTypeOf<ConfigCheck>();
    expectTypeOf(checkRecord).returns.toEqualTypeOf<RecordCheck>();
    expectTypeOf<Extract<ConfigCheck, { ok: true }>["config"]>().toEqualTypeOf<GameConfig>();
  });

  it("the error newGame throws carries the same fields", () => {
    expectTypeOf<InvalidConfigError>().toExtend<EngineError>();
    expectTypeOf<InvalidConfigError["code"]>().toEqualTypeOf<"INVALID_CONFIG">();
    expectTypeOf<InvalidConfigError["path"]>().toEqualTypeOf<string>();
  });
});

describe("map queries accept a player view", () => {
  it("a PlayerView is a BoardState, so clients and bots can ask the map queries", () => {
    expectTypeOf<import("./views.js").PlayerView>().toMatchTypeOf<
      import("./queries.js").BoardState
    >();
  });
});
