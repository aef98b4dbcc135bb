import { DATA } from "@italia/radetzky";
import { describe, expect, it } from "vitest";
import { barrierShapes, castleBox, RADII, sectorPath, splitName, zoneShapes } from "./geometry";

describe("the plan of Milan", () => {
  const shapes = zoneShapes();

  it("draws every zone of the data once, in its ring", () => {
    expect([...shapes.keys()]).toEqual(DATA.map.zones.map((z) => z.id));
    for (const z of DATA.map.zones) expect(shapes.get(z.id)?.ring).toBe(z.ring);
  });

  it("puts each label inside its ring, in the direction of the zone's layout point", () => {
    for (const z of DATA.map.zones) {
      const s = shapes.get(z.id)!;
      const r = Math.hypot(s.x, s.y);
      if (z.ring === "outer") expect(r).toBeGreaterThan(RADII.navigli);
      if (z.ring === "inner") {
        expect(r).toBeGreaterThan(RADII.centre);
        expect(r).toBeLessThan(RADII.navigli);
      }
      if (z.ring !== "centre") {
        // Same quadrant as the data's layout (SVG y points down).
        expect(Math.sign(s.x)).toBe(Math.sign(z.layout.x));
        expect(Math.sign(s.y)).toBe(Math.sign(-z.layout.y));
      }
    }
  });

  it("covers each ring with sectors that do not overlap", () => {
    for (const ring of ["outer", "inner"]) {
      const sectors = [...shapes.values()].filter((s) => s.ring === ring);
      const total = sectors.reduce((sum, s) => sum + (s.to - s.from), 0);
      expect(total).toBeCloseTo(Math.PI * 2, 6);
    }
  });

  it("draws a bar for each Barrier of the data, gates on the walls, the Castle outside them", () => {
    expect(barrierShapes(shapes)).toHaveLength(DATA.map.links.filter((l) => l.barrier).length);
    const gated = [...shapes.values()].filter((s) => s.gate !== null).map((s) => s.id);
    expect(gated).toEqual(DATA.map.zones.filter((z) => z.gates.length > 0).map((z) => z.id));
    const box = castleBox(shapes);
    const near = Math.hypot(box.x + box.w, box.y + box.h);
    expect(near).toBeGreaterThan(RADII.walls);
    expect(box.zone.id).toBe(1);
  });

  it("splits long names in two lines", () => {
    expect(splitName("Duomo")).toEqual(["Duomo"]);
    expect(splitName("Porta Vercellina")).toEqual(["Porta", "Vercellina"]);
    expect(splitName("Sant'Ambrogio")).toEqual(["Sant'", "Ambrogio"]);
    expect(sectorPath(1, 2, 0, 1)).toMatch(/^M2 0A2 2 0 0 1/);
  });
});
