import { describe, expect, it } from "vitest";
import { clamp, readTurnSeconds, TURN_SECONDS } from "./createTerms";

describe("the create form's turn time (R13.2)", () => {
  it("R13.2: accepts whole seconds from 15 to 600, as the server does", () => {
    expect(TURN_SECONDS).toEqual({ min: 15, max: 600 });
    expect(readTurnSeconds("15")).toBe(15);
    expect(readTurnSeconds(" 90 ")).toBe(90);
    expect(readTurnSeconds("600")).toBe(600);
  });

  it("R13.2: refuses less than 15 s, more than 600 s and anything not a whole number", () => {
    for (const text of ["", "0", "5", "14", "601", "1e2", "15.5", "-20", "abc", "99999"]) {
      expect(readTurnSeconds(text)).toBeNull();
    }
  });

  it("clamps the other numbers within their bounds", () => {
    expect(clamp(0, { min: 1, max: 100 })).toBe(1);
    expect(clamp(250, { min: 1, max: 100 })).toBe(100);
    expect(clamp(Number.NaN, { min: 1, max: 100 })).toBe(1);
    expect(clamp(7.4, { min: 1, max: 100 })).toBe(7);
  });
});
