import { describe, expect, it } from "vitest";
import { apply } from "./apply.js";
import type { ErrorCode } from "./errors.js";
import { parseAction } from "./schema.js";
import { newGame } from "./setup.js";
import { game } from "./testing/positions.js";

function refusal(input: unknown) {
  const result = parseAction(input);
  if (result.ok) throw new Error(`expected a refusal for ${JSON.stringify(input)}`);
  return result.error;
}

function expectRefused(
  input: unknown,
  code: ErrorCode,
  path: string,
  mentions: (string | RegExp)[] = [],
) {
  const error = refusal(input);
  expect(error.code).toBe(code);
  expect(error.path).toBe(path);
  expect(error.message.length).toBeGreaterThan(10);
  for (const m of mentions) expect(error.message).toMatch(m);
  return error;
}

describe("parseAction accepts well-formed actions", () => {
  const good: unknown[] = [
    { type: "place", seat: 0, region: "lazio", count: 2 },
    { type: "playCards", seat: 1, cards: ["nonna-1"] },
    { type: "playCards", seat: 1, cards: ["lazio", "umbria", "nonna-2"] },
    {
      type: "playCards",
      seat: 2,
      cards: ["piemonte", "marche", "molise"],
      target: { from: "lazio", to: "toscana" },
    },
    { type: "attack", seat: 0, from: "lazio", to: "toscana", dice: 3 },
    { type: "attack", seat: 0, from: "lazio", to: "toscana", dice: 1 },
    { type: "occupy", seat: 3, count: 50 },
    { type: "fortify", seat: 0, from: "lazio", to: "umbria", count: 1 },
    { type: "endTurn", seat: 0 },
    { type: "clockExpired" },
  ];
  for (const action of good) {
    it(`accepts ${JSON.stringify(action)}`, () => {
      const result = parseAction(action);
      expect(result).toEqual({ ok: true, action });
    });
  }
});

describe("parseAction refuses malformed actions with a code, a JSON path and a message", () => {
  it("refuses anything that is not an object (INVALID_ACTION at $)", () => {
    for (const input of [null, undefined, 3, "attack", true, [], [{ type: "endTurn" }]]) {
      const error = expectRefused(input, "INVALID_ACTION", "$", [/object/]);
      expect(error.rule).toBeNull();
    }
  });

  it("refuses an action without a type (MISSING_FIELD at $.type)", () => {
    expectRefused({ seat: 0 }, "MISSING_FIELD", "$.type", [/type/]);
  });

  it("refuses an unknown type (UNKNOWN_ACTION_TYPE at $.type), naming the known ones", () => {
    expectRefused({ type: "surrender", seat: 0 }, "UNKNOWN_ACTION_TYPE", "$.type", [
      /surrender/,
      /attack/,
    ]);
    expectRefused({ type: 3, seat: 0 }, "UNKNOWN_ACTION_TYPE", "$.type");
    expectRefused({ type: null, seat: 0 }, "UNKNOWN_ACTION_TYPE", "$.type");
  });

  it("refuses type names inherited from Object.prototype as unknown types, without throwing", () => {
    for (const type of ["toString", "constructor", "hasOwnProperty", "__proto__", "valueOf"]) {
      expect(() => parseAction({ type, seat: 0 }), type).not.toThrow();
      expectRefused({ type, seat: 0 }, "UNKNOWN_ACTION_TYPE", "$.type");
    }
  });

  it("refuses a missing field (MISSING_FIELD), naming it", () => {
    expectRefused({ type: "place", seat: 0, region: "lazio" }, "MISSING_FIELD", "$.count", [
      /count/,
    ]);
    expectRefused({ type: "attack", seat: 0, to: "toscana", dice: 2 }, "MISSING_FIELD", "$.from", [
      /from/,
    ]);
    expectRefused({ type: "endTurn" }, "MISSING_FIELD", "$.seat", [/seat/]);
    expectRefused({ type: "playCards", seat: 0 }, "MISSING_FIELD", "$.cards", [/cards/]);
  });

  it("refuses an unknown or extra field (UNKNOWN_FIELD), naming it", () => {
    expectRefused({ type: "endTurn", seat: 0, force: true }, "UNKNOWN_FIELD", "$.force", [/force/]);
    expectRefused({ type: "clockExpired", seat: 0 }, "UNKNOWN_FIELD", "$.seat", [/seat/]);
    expectRefused(
      { type: "attack", seat: 0, from: "lazio", to: "toscana", dice: 2, count: 1 },
      "UNKNOWN_FIELD",
      "$.count",
    );
    expectRefused(
      {
        type: "place",
        seat: 0,
        region: "lazio",
        count: 1,
        target: { from: "lazio", to: "umbria" },
      },
      "UNKNOWN_FIELD",
      "$.target",
    );
  });

  it("refuses fields of the wrong type (WRONG_TYPE), naming the field", () => {
    expectRefused({ type: "endTurn", seat: "0" }, "WRONG_TYPE", "$.seat", [/\$\.seat/]);
    expectRefused({ type: "endTurn", seat: 1.5 }, "WRONG_TYPE", "$.seat");
    expectRefused({ type: "endTurn", seat: null }, "WRONG_TYPE", "$.seat");
    expectRefused({ type: "place", seat: 0, region: 4, count: 1 }, "WRONG_TYPE", "$.region", [
      /region/,
    ]);
    expectRefused({ type: "place", seat: 0, region: "lazio", count: "2" }, "WRONG_TYPE", "$.count");
    expectRefused(
      { type: "attack", seat: 0, from: "lazio", to: "toscana", dice: Number.NaN },
      "WRONG_TYPE",
      "$.dice",
      [/not number NaN/],
    );
    expectRefused({ type: "playCards", seat: 0, cards: "lazio" }, "WRONG_TYPE", "$.cards", [
      /array/,
    ]);
    expectRefused(
      { type: "playCards", seat: 0, cards: ["lazio", 7, "umbria"] },
      "WRONG_TYPE",
      "$.cards[1]",
    );
  });

  it("refuses unknown region ids (UNKNOWN_REGION), naming the id", () => {
    expectRefused(
      { type: "place", seat: 0, region: "atlantide", count: 1 },
      "UNKNOWN_REGION",
      "$.region",
      [/atlantide/],
    );
    expectRefused(
      { type: "fortify", seat: 0, from: "lazio", to: "Umbria", count: 1 },
      "UNKNOWN_REGION",
      "$.to",
      [/Umbria/],
    );
  });

  it("refuses unknown card ids (UNKNOWN_CARD), with the index in the path", () => {
    expectRefused(
      { type: "playCards", seat: 0, cards: ["lazio", "umbria", "nonna-3"] },
      "UNKNOWN_CARD",
      "$.cards[2]",
      [/nonna-3/],
    );
  });

  it("R6.2 refuses 0 or 4 dice as OUT_OF_RANGE citing R6.2", () => {
    for (const dice of [0, 4, -1]) {
      const error = expectRefused(
        { type: "attack", seat: 0, from: "lazio", to: "toscana", dice },
        "OUT_OF_RANGE",
        "$.dice",
        [String(dice)],
      );
      expect(error.rule).toBe("R6.2");
    }
  });

  it("R4.2 R3 R6.4 R7.1 R7.2 an out-of-range count cites the rule whose range it breaks", () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: "place", seat: 0, region: "lazio", count: 0 }, "R4.2"],
      [{ type: "place", seat: 0, region: "lazio", count: 51 }, "R3"],
      [{ type: "occupy", seat: 0, count: 0 }, "R6.4"],
      [{ type: "occupy", seat: 0, count: 51 }, "R6.4"],
      [{ type: "occupy", seat: 0, count: -3 }, "R6.4"],
      [{ type: "fortify", seat: 0, from: "lazio", to: "umbria", count: 0 }, "R7.1"],
      [{ type: "fortify", seat: 0, from: "lazio", to: "umbria", count: 51 }, "R7.2"],
    ];
    for (const [action, rule] of cases) {
      const error = expectRefused(action, "OUT_OF_RANGE", "$.count");
      expect(error.rule).toBe(rule);
    }
  });

  it("refuses a count of 0 or over 50 as OUT_OF_RANGE", () => {
    expectRefused({ type: "place", seat: 0, region: "lazio", count: 0 }, "OUT_OF_RANGE", "$.count");
    expectRefused({ type: "occupy", seat: 0, count: 51 }, "OUT_OF_RANGE", "$.count");
    expectRefused(
      { type: "fortify", seat: 0, from: "lazio", to: "umbria", count: -2 },
      "OUT_OF_RANGE",
      "$.count",
    );
  });

  it("refuses seat 7 and seat -1 as OUT_OF_RANGE", () => {
    expectRefused({ type: "endTurn", seat: 7 }, "OUT_OF_RANGE", "$.seat", [/7/]);
    expectRefused({ type: "endTurn", seat: -1 }, "OUT_OF_RANGE", "$.seat");
  });

  it("R5.2 refuses a list of 2 (or 0, or 4) cards as OUT_OF_RANGE", () => {
    for (const cards of [["lazio", "umbria"], [], ["lazio", "umbria", "marche", "toscana"]]) {
      expectRefused({ type: "playCards", seat: 0, cards }, "OUT_OF_RANGE", "$.cards", [
        String(cards.length),
      ]);
    }
  });

  it("checks a Serenata target field by field, with nested paths", () => {
    const base = { type: "playCards", seat: 0, cards: ["piemonte", "marche", "molise"] };
    expectRefused({ ...base, target: "toscana" }, "WRONG_TYPE", "$.target", [/object/]);
    expectRefused({ ...base, target: null }, "WRONG_TYPE", "$.target");
    expectRefused({ ...base, target: ["lazio", "toscana"] }, "WRONG_TYPE", "$.target");
    expectRefused({ ...base, target: { from: "lazio" } }, "MISSING_FIELD", "$.target.to", [/to/]);
    expectRefused({ ...base, target: { to: "lazio" } }, "MISSING_FIELD", "$.target.from");
    expectRefused(
      { ...base, target: { from: "lazio", to: "toscana", armies: 1 } },
      "UNKNOWN_FIELD",
      "$.target.armies",
      [/armies/],
    );
    expectRefused(
      { ...base, target: { from: "lazio", to: "roma" } },
      "UNKNOWN_REGION",
      "$.target.to",
      [/roma/],
    );
    expectRefused({ ...base, target: { from: 11, to: "toscana" } }, "WRONG_TYPE", "$.target.from");
  });

  it("names values JSON cannot carry without throwing (BigInt, functions, symbols)", () => {
    expectRefused({ type: "endTurn", seat: 0n }, "WRONG_TYPE", "$.seat", [/type bigint/]);
    expectRefused({ type: "endTurn", seat: () => 0 }, "WRONG_TYPE", "$.seat", [/type function/]);
    expectRefused({ type: Symbol("x") }, "UNKNOWN_ACTION_TYPE", "$.type", [/type symbol/]);
    expect(() =>
      apply(newGame({ players: 3, seed: 1 }), { type: "endTurn", seat: 0n } as never),
    ).not.toThrow();
  });

  it("never takes inherited fields: an object with another prototype is not plain JSON", () => {
    expectRefused(Object.create({ type: "endTurn", seat: 0 }), "INVALID_ACTION", "$", [/plain/]);
    const inherited = Object.assign(Object.create({ seat: 0 }), { type: "endTurn" });
    expectRefused(inherited, "INVALID_ACTION", "$", [/plain/]);
    // A null prototype is plain (JSON-like) data.
    const bare = Object.assign(Object.create(null), { type: "endTurn", seat: 0 });
    expect(parseAction(bare)).toEqual({ ok: true, action: { type: "endTurn", seat: 0 } });
  });

  it("returns a copy: changing the input afterwards does not change the parsed action", () => {
    const input = {
      type: "playCards",
      seat: 2,
      cards: ["piemonte", "marche", "molise"],
      target: { from: "lazio", to: "toscana" },
    };
    const parsed = parseAction(input);
    input.cards[0] = "sicilia";
    input.target.to = "umbria";
    expect(parsed).toEqual({
      ok: true,
      action: {
        ...input,
        cards: ["piemonte", "marche", "molise"],
        target: { from: "lazio", to: "toscana" },
      },
    });
  });

  it("malformed actions carry no rule, except range checks that a rule sets", () => {
    expect(refusal({ type: "endTurn", seat: "x" }).rule).toBeNull();
    expect(refusal({ type: "endTurn", seat: 0, x: 1 }).rule).toBeNull();
    expect(refusal({ type: "place", seat: 0, region: "x", count: 1 }).rule).toBeNull();
  });
});

describe("apply never throws and returns the same state object on refusal", () => {
  const states = {
    setup: newGame({ players: 3, seed: "schema" }),
    attack: game({ map: { lazio: [0, 4], toscana: [0, 3] } }),
  };
  const bad: unknown[] = [
    null,
    42,
    "endTurn",
    [],
    {},
    { type: "nope" },
    { type: "endTurn", seat: 9 },
    { type: "endTurn", seat: 3 },
    { type: "endTurn", seat: 2 },
    { type: "attack", seat: 0, from: "lazio", to: "lazio", dice: 1 },
    { type: "attack", seat: 0, from: "sicilia", to: "sardegna", dice: 1 },
    { type: "place", seat: 0, region: "lazio", count: 50 },
    { type: "occupy", seat: 0, count: 1 },
    { type: "fortify", seat: 0, from: "lazio", to: "lazio", count: 1 },
    { type: "fortify", seat: 0, from: "lazio", to: "toscana", count: 50 },
    { type: "playCards", seat: 0, cards: ["nonna-1"] },
    { type: "playCards", seat: 0, cards: ["nonna-1", "nonna-1", "nonna-2"] },
    { type: "clockExpired" },
  ];
  for (const [name, state] of Object.entries(states)) {
    it(`in stage ${name}`, () => {
      const frozen = JSON.stringify(state);
      for (const action of bad) {
        let result: ReturnType<typeof apply> | undefined;
        expect(() => {
          result = apply(state, action);
        }, JSON.stringify(action)).not.toThrow();
        expect(result?.ok, JSON.stringify(action)).toBe(false);
        expect(result?.state, JSON.stringify(action)).toBe(state);
        if (result && !result.ok) expect(result.error.message.length).toBeGreaterThan(0);
      }
      expect(JSON.stringify(state)).toBe(frozen);
    });
  }

  it("for action types named like Object.prototype members (toString, constructor, __proto__)", () => {
    const state = states.attack;
    for (const type of ["toString", "constructor", "__proto__"]) {
      let result: ReturnType<typeof apply> | undefined;
      expect(() => {
        result = apply(state, { type, seat: 0 });
      }, type).not.toThrow();
      expect(result?.ok).toBe(false);
      expect(result?.state).toBe(state);
    }
  });
});
