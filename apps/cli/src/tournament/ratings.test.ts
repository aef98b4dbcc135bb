import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  displayRating,
  emptyRatings,
  rateGame,
  ratingOf,
  readRatings,
  writeRatings,
} from "./ratings.js";

const dir = mkdtempSync(join(tmpdir(), "italia-ratings-"));

describe("tournament ratings", () => {
  it("raises the winner and lowers the last by their ranks (R11.5)", () => {
    const after = rateGame(emptyRatings(), ["a", "b", "c"], [1, 2, 3]);
    const [a, b, c] = ["a", "b", "c"].map((l) => ratingOf(after, l));
    expect(a!.mu).toBeGreaterThan(b!.mu);
    expect(b!.mu).toBeGreaterThan(c!.mu);
    expect(a!.sigma).toBeLessThan(ratingOf(emptyRatings(), "a").sigma);
    expect([a!.games, after.games]).toEqual([1, 1]);
  });

  it("treats a shared rank as a tie (R11.6) and averages a bot's repeated seats", () => {
    const tie = rateGame(emptyRatings(), ["a", "b", "c"], [1, 1, 3]);
    expect(ratingOf(tie, "a").mu).toBeCloseTo(ratingOf(tie, "b").mu, 9);
    const repeated = rateGame(emptyRatings(), ["a", "a", "b"], [1, 3, 2]);
    expect(ratingOf(repeated, "a").games).toBe(1);
    // First and last average out close to b's middle place.
    expect(Math.abs(ratingOf(repeated, "a").mu - 25)).toBeLessThan(3);
  });

  it("starts from an empty file when there is none and keeps ratings across writes", () => {
    const path = join(dir, "ratings.json");
    const first = readRatings(path);
    expect(first).toEqual({ ok: true, ratings: emptyRatings() });
    const rated = rateGame(emptyRatings(), ["x", "y", "z"], [2, 1, 3]);
    writeRatings(path, rated);
    const again = readRatings(path);
    expect(again).toEqual({ ok: true, ratings: rated });
    expect(displayRating(ratingOf(rated, "y"))).toBeGreaterThan(
      displayRating(ratingOf(rated, "z")),
    );
    expect(JSON.parse(readFileSync(path, "utf8")).format).toBe("italia-ratings/1");
  });

  it("refuses mu and sigma far outside any rating, which would turn every rating of the next game into NaN", () => {
    const path = join(dir, "extreme.json");
    for (const bad of [
      { mu: 1e308, sigma: 8, games: 1 },
      { mu: 25, sigma: 1e-300, games: 1 },
      { mu: 25, sigma: 1e300, games: 1 },
    ]) {
      writeFileSync(path, JSON.stringify({ ...emptyRatings(), bots: { a: bad } }));
      const r = readRatings(path);
      expect(r.ok, JSON.stringify(bad)).toBe(false);
      if (!r.ok) expect(r.problem).toMatch(/mu must be from .* sigma from/);
    }
    // at the edges of what is accepted, a game still rates to finite numbers
    for (const edge of [
      { a: { mu: 1e3, sigma: 1e-3, games: 1 }, b: { mu: -1e3, sigma: 1e3, games: 1 } },
      { a: { mu: -1e3, sigma: 1e-3, games: 1 }, b: { mu: 1e3, sigma: 1e-3, games: 1 } },
    ]) {
      writeFileSync(path, JSON.stringify({ ...emptyRatings(), bots: edge }));
      const r = readRatings(path);
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      for (const ranks of [
        [1, 2, 3],
        [3, 2, 1],
      ]) {
        const after = rateGame(r.ratings, ["a", "b", "c"], ranks);
        for (const l of ["a", "b", "c"]) {
          expect(Number.isFinite(ratingOf(after, l).mu)).toBe(true);
          expect(Number.isFinite(ratingOf(after, l).sigma)).toBe(true);
        }
      }
    }
  });

  it("refuses a file that is not a ratings file, saying why", () => {
    const path = join(dir, "bad.json");
    writeFileSync(
      path,
      JSON.stringify({ ...emptyRatings(), bots: { a: { mu: "x", sigma: 1, games: 0 } } }),
    );
    const r = readRatings(path);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toMatch(/mu and sigma/);
    writeFileSync(path, "[1,2");
    expect(readRatings(path).ok).toBe(false);
  });
});
