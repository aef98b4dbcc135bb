import { LINKS, REGION_IDS } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { insidePolygon, parsePolygons, polygonArea, regionShapes, seaLinks } from "./geometry";

describe("map geometry", () => {
  it("R1.1 has a shape from @svg-maps/italy for each of the 20 regions", () => {
    const shapes = regionShapes();
    expect(shapes.map((s) => s.id)).toEqual([...REGION_IDS]);
    expect(new Set(shapes.map((s) => s.path)).size).toBe(20);
  });

  it("puts every label point inside its region", () => {
    for (const shape of regionShapes()) {
      const polygons = parsePolygons(shape.path);
      expect(polygons.some((p) => insidePolygon(shape.label, p))).toBe(true);
    }
  });

  it("draws the ferries and the Strait as the sea links", () => {
    const links = seaLinks();
    expect(links).toHaveLength(LINKS.filter((l) => l.kind !== "land").length);
    expect(links.filter((l) => l.kind === "strait")).toHaveLength(1);
    expect(links.filter((l) => l.kind === "ferry")).toHaveLength(4);
  });

  it("parses relative paths into closed polygons", () => {
    const [square] = parsePolygons("m 0,0 10,0 0,10 -10,0 z");
    expect(square).toHaveLength(4);
    expect(polygonArea(square!)).toBe(100);
  });
});
