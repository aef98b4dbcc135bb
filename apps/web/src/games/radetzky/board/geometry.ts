/**
 * The plan of Milan drawn from the data (`map.zones[].layout`, `ring`, `gates`, `map.links`): a
 * stylised plan of ring sectors, as in 19th-century guides. The outer ring is the Spanish walls
 * (the Bastioni) with their gates, the inner ring lies inside the Navigli, the Duomo is the centre
 * disc, the Castle box stands beside zone 1. Each sector is centred where the zone's `layout`
 * point lies (its angle), so the plan follows the data; nothing is traced from an image.
 *
 * @module
 */
import { DATA } from "@italia/radetzky";

/** The plan's radii, in viewBox units (the viewBox is −160…160 both ways). */
export const RADII = { centre: 40, navigli: 92, walls: 150 } as const;

/** One zone's shape and where its marks go. */
export interface ZoneShape {
  /** The zone's number (1–16). */
  readonly id: number;
  /** The name from the data. */
  readonly name: string;
  /** Its ring in the data. */
  readonly ring: "outer" | "inner" | "centre";
  /** The SVG path of its sector (or disc). */
  readonly path: string;
  /** The label's centre. */
  readonly x: number;
  readonly y: number;
  /** The name split in at most two lines for the label. */
  readonly lines: readonly string[];
  /** Gate names (flavour), with the point on the walls where the gate mark goes. */
  readonly gates: readonly string[];
  /** The gate mark's point on the walls (outer zones with gates), else `null`. */
  readonly gate: { readonly x: number; readonly y: number } | null;
  /** The sector's angles (radians, SVG orientation). */
  readonly from: number;
  readonly to: number;
}

/** A Barrier (a fixed barricade) between two zones: a short bar across the link. */
export interface BarrierShape {
  readonly a: number;
  readonly b: number;
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

const TAU = Math.PI * 2;

function point(r: number, angle: number): { x: number; y: number } {
  return { x: round(r * Math.cos(angle)), y: round(r * Math.sin(angle)) };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** The path of an annulus sector from angle `a0` to `a1` (increasing) between radii `r0` < `r1`. */
export function sectorPath(r0: number, r1: number, a0: number, a1: number): string {
  const large = a1 - a0 > Math.PI ? 1 : 0;
  const p0 = point(r1, a0);
  const p1 = point(r1, a1);
  const p2 = point(r0, a1);
  const p3 = point(r0, a0);
  return `M${p0.x} ${p0.y}A${r1} ${r1} 0 ${large} 1 ${p1.x} ${p1.y}L${p2.x} ${p2.y}A${r0} ${r0} 0 ${large} 0 ${p3.x} ${p3.y}Z`;
}

/** Splits a name in at most two lines, at the space nearest its middle. */
export function splitName(name: string): string[] {
  if (name.length <= 9) return [name];
  // A single long word splits after an apostrophe ("Sant'" / "Ambrogio").
  if (!name.includes(" ")) {
    const at = name.indexOf("'");
    return at > 0 ? [name.slice(0, at + 1), name.slice(at + 1)] : [name];
  }
  const mid = name.length / 2;
  let best = -1;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === " " && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i;
  }
  return [name.slice(0, best), name.slice(best + 1)];
}

/** The sectors of one ring: each zone centred on its layout angle, borders halfway between. */
function ringSectors(
  zones: readonly (typeof DATA.map.zones)[number][],
  r0: number,
  r1: number,
): ZoneShape[] {
  const withAngle = zones
    .map((z) => ({ z, angle: Math.atan2(-z.layout.y, z.layout.x) }))
    .sort((p, q) => p.angle - q.angle);
  const n = withAngle.length;
  return withAngle.map(({ z, angle }, i) => {
    const prev = withAngle[(i - 1 + n) % n]!.angle - (i === 0 ? TAU : 0);
    const next = withAngle[(i + 1) % n]!.angle + (i === n - 1 ? TAU : 0);
    const from = (prev + angle) / 2;
    const to = (angle + next) / 2;
    const mid = (from + to) / 2;
    const label = point((r0 + r1) / 2, mid);
    const gates = z.gates.map((g) => g.replace(/\s*\(.*\)$/, ""));
    return {
      id: z.id,
      name: z.name,
      ring: z.ring as "outer" | "inner",
      path: sectorPath(r0, r1, from, to),
      x: label.x,
      y: label.y,
      lines: splitName(z.name),
      gates,
      gate: gates.length > 0 ? point(r1, mid) : null,
      from,
      to,
    };
  });
}

/** Every zone's shape, by zone number. */
export function zoneShapes(): ReadonlyMap<number, ZoneShape> {
  const zones = DATA.map.zones;
  const shapes = [
    ...ringSectors(
      zones.filter((z) => z.ring === "outer"),
      RADII.navigli,
      RADII.walls,
    ),
    ...ringSectors(
      zones.filter((z) => z.ring === "inner"),
      RADII.centre,
      RADII.navigli,
    ),
  ];
  for (const z of zones.filter((z) => z.ring === "centre")) {
    const r = RADII.centre;
    shapes.push({
      id: z.id,
      name: z.name,
      ring: "centre",
      path: `M${-r} 0A${r} ${r} 0 1 1 ${r} 0A${r} ${r} 0 1 1 ${-r} 0Z`,
      x: 0,
      y: 0,
      lines: [z.name],
      gates: [],
      gate: null,
      from: 0,
      to: TAU,
    });
  }
  return new Map(shapes.sort((a, b) => a.id - b.id).map((s) => [s.id, s]));
}

/** The Barriers of `map.links`: a bar across the segment joining the two zones' labels. */
export function barrierShapes(shapes: ReadonlyMap<number, ZoneShape>): BarrierShape[] {
  return DATA.map.links
    .filter((l) => l.barrier)
    .map((l) => {
      const a = shapes.get(l.a)!;
      const b = shapes.get(l.b)!;
      const mx = (a.x + b.x) / 2;
      const my = (a.y + b.y) / 2;
      const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      const nx = (-(b.y - a.y) / len) * 8;
      const ny = ((b.x - a.x) / len) * 8;
      return {
        a: l.a,
        b: l.b,
        x1: round(mx - nx),
        y1: round(my - ny),
        x2: round(mx + nx),
        y2: round(my + ny),
      };
    });
}

/** Where the Castle box stands: the corner of the plan beside zone 1 (`castle.drawnNextTo`). */
export function castleBox(shapes: ReadonlyMap<number, ZoneShape>): {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly zone: ZoneShape;
} {
  const zone = shapes.get(DATA.map.castle.drawnNextTo[0]!)!;
  const w = 58;
  const h = 36;
  // The corner of the square viewBox in the zone's quadrant, outside the walls.
  const x = zone.x < 0 ? -160 : 160 - w;
  const y = zone.y < 0 ? -160 : 160 - h;
  return { x, y, w, h, zone };
}
