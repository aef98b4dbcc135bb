import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ESM script without types
import { render } from "../scripts/generate-board-data.mjs";
import {
  areAdjacent,
  attackDiceLimit,
  CARDS,
  defenceDice,
  LINKS,
  neighbours,
  OBJECTIVES,
  REGION_IDS,
  REGIONS,
  RULES,
  regionIndex,
  ZONES,
} from "./board.js";
import { regionRecordFrom } from "./board-data.generated.js";

const here = dirname(fileURLToPath(import.meta.url));
const repoCopy = resolve(here, "../data/italia-data.json");
const specCopy = resolve(here, "../../../../shared/spec/italia-data.json");

describe("board data (one source of truth)", () => {
  it.runIf(existsSync(specCopy))("the repository copy equals the shared spec data", () => {
    expect(readFileSync(repoCopy, "utf8")).toBe(readFileSync(specCopy, "utf8"));
  });

  it("regionRecordFrom keys the values by region id in board order (as REGION_IDS)", () => {
    const record = regionRecordFrom(REGION_IDS.map((_, i) => i));
    expect(Object.keys(record)).toEqual(REGION_IDS);
    expect(REGION_IDS.map((id) => record[id])).toEqual(REGION_IDS.map((_, i) => i));
  });

  it("the generated module is up to date with data/italia-data.json", () => {
    const generated = readFileSync(resolve(here, "board-data.generated.ts"), "utf8");
    expect(generated).toBe(render(readFileSync(repoCopy, "utf8")));
  });
});

describe("R1 board", () => {
  it("R1.1 regionIndex gives each region its place in board order, and refuses other names", () => {
    REGIONS.forEach((r, i) => {
      expect(regionIndex(r.id)).toBe(i);
      expect(REGION_IDS[regionIndex(r.id)]).toBe(r.id);
    });
    expect(() => regionIndex("atlantide" as never)).toThrow(/not a region id: "atlantide"/);
    expect(() => regionIndex("toString" as never)).toThrow(RangeError);
  });

  it("R1.1 has 20 regions in 5 zones", () => {
    expect(REGION_IDS).toHaveLength(20);
    expect(ZONES).toHaveLength(5);
    expect(ZONES.flatMap((z) => z.regions).sort()).toEqual([...REGION_IDS].sort());
  });

  it("R1.1 ferries and the Strait make regions adjacent, both ways", () => {
    expect(areAdjacent("sardegna", "liguria")).toBe(true);
    expect(areAdjacent("liguria", "sardegna")).toBe(true);
    expect(areAdjacent("calabria", "sicilia")).toBe(true);
    expect(areAdjacent("sicilia", "campania")).toBe(true);
    expect(areAdjacent("sardegna", "sicilia")).toBe(false);
    expect(LINKS.filter((l) => l.kind === "ferry")).toHaveLength(4);
  });

  it("R1.2 a region's value is its number of links, and the values sum to 72", () => {
    for (const r of REGIONS) expect(neighbours(r.id)).toHaveLength(r.value);
    expect(REGIONS.reduce((sum, r) => sum + r.value, 0)).toBe(72);
  });

  it("R1.3 zone bonuses are 2, 2, 2, 2 and 1", () => {
    expect(Object.fromEntries(ZONES.map((z) => [z.id, z.bonus]))).toEqual({
      "nord-ovest": 2,
      "nord-est": 2,
      centro: 2,
      sud: 2,
      isole: 1,
    });
  });

  it("R5.1 22 cards: one per region and 2 Nonne", () => {
    expect(CARDS).toHaveLength(22);
    expect(CARDS.filter((c) => c.symbol === "nonna").map((c) => c.region)).toEqual([null, null]);
  });

  it("every main objective is worth 30 points", () => {
    for (const o of OBJECTIVES) {
      const value = o.regions.reduce((sum, id) => sum + REGIONS.find((r) => r.id === id)!.value, 0);
      expect(value, o.id).toBe(RULES.objectivePoints);
    }
  });
});

describe("R6.2 dice limits, in one place", () => {
  it("R6.2 an attack rolls at most 3 dice and leaves one army behind", () => {
    expect(RULES.maxDice).toBe(3);
    expect([1, 2, 3, 4, 5, 50].map(attackDiceLimit)).toEqual([0, 1, 2, 3, 3, 3]);
  });

  it("R6.2 the defender rolls one die per army, at most 3", () => {
    expect([1, 2, 3, 4, 50].map(defenceDice)).toEqual([1, 2, 3, 3, 3]);
  });
});

describe("R4.1 and R11.4 numbers, in one place for clients to show", () => {
  it("R4.1 one army per 3 regions; R11.4 the Sdadata threshold runs from 4 to 7, skipped above 2 conquests", () => {
    expect(RULES.regionsPerArmy).toBe(3);
    expect(RULES.sdadataFirstThreshold).toBe(4);
    expect(RULES.sdadataMaxThreshold).toBe(7);
    expect(RULES.sdadataMaxConquests).toBe(2);
  });
});
