import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ESM script without types
import { render } from "../scripts/generate-data.mjs";
import {
  AUSTRIA_CARDS,
  adjacent,
  beater,
  beats,
  cleanAdjacent,
  DATA,
  ITALY_CARDS,
  iconOf,
  tableFor,
  ZONES,
} from "./data.js";

const here = dirname(fileURLToPath(import.meta.url));
const copy = resolve(here, "../data/radetzky-data.json");

describe("data", () => {
  it("the generated module is up to date with data/radetzky-data.json", () => {
    const generated = readFileSync(resolve(here, "data.generated.ts"), "utf8");
    expect(generated).toBe(render(readFileSync(copy, "utf8")));
  });

  it("RZ2.1 every Zone's adjacent and cleanAdjacent lists follow from map.links", () => {
    expect(ZONES).toHaveLength(DATA.map.zones.length);
    for (const zone of DATA.map.zones) {
      expect(adjacent(zone.id)).toEqual([...zone.adjacent].sort((a, b) => a - b));
      expect(cleanAdjacent(zone.id)).toEqual([...zone.cleanAdjacent].sort((a, b) => a - b));
    }
    // Example 7: zone 16 is linked to exactly 11, 12, 13, 15 with a Barrier on 11–16.
    expect(adjacent(16)).toEqual([11, 12, 13, 15]);
    expect(cleanAdjacent(16)).not.toContain(11);
  });

  it("RZ1.3–1.5 the decks' mixes and the icon cycle", () => {
    expect(AUSTRIA_CARDS).toHaveLength(DATA.decks.austria.count);
    expect(ITALY_CARDS).toHaveLength(DATA.decks.italy.count);
    for (const icon of DATA.icons) {
      expect(AUSTRIA_CARDS.filter((c) => iconOf(c) === icon)).toHaveLength(
        DATA.decks.austria.mix[icon],
      );
      expect(beats(beater(icon), icon)).toBe(true);
    }
    expect(
      beats("swords", "map") && beats("map", "cannonball") && beats("cannonball", "swords"),
    ).toBe(true);
  });

  it("RZ4.2 1 and 2 players use the 3-player numbers (RC = 3)", () => {
    for (const p of [1, 2]) {
      const { helpCost, solo, neutralPatriot, hands, ...rest } = tableFor(p);
      const { helpCost: h3, solo: _s, neutralPatriot: _n, hands: _h, ...rest3 } = tableFor(3);
      expect(rest).toEqual(rest3);
      expect(helpCost).toEqual(h3);
      expect([solo, neutralPatriot, hands]).toEqual(p === 1 ? [true, false, 1] : [false, true, 3]);
    }
  });
});
