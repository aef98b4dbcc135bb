import { describe, expect, it } from "vitest";
import { seatNumber } from "./seats.js";

describe("seatNumber", () => {
  it("numbers seats from 1 for people: JSON seat 0 is seat 1", () => {
    expect(seatNumber(0)).toBe(1);
    expect(seatNumber(4)).toBe(5);
  });
});
