/**
 * Map geometry: the region shapes of `@svg-maps/italy` (CC-BY-4.0), matched to the engine's
 * regions by `svgMapsItalyId`, a label point inside each region, and the sea links (ferries and
 * the Strait) drawn as dashed lines between label points.
 */
import { LINKS, type LinkKind, REGIONS, type RegionId } from "@italia/engine";
import italy from "@svg-maps/italy";

/** A point in the map's coordinate system (the package's viewBox). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** One region's shape and where its marker goes. */
export interface RegionShape {
  readonly id: RegionId;
  readonly name: string;
  /** The SVG path from `@svg-maps/italy`. */
  readonly path: string;
  /** Where the army marker is drawn. */
  readonly label: Point;
}

/** A link drawn on the map (sea links only: land borders are visible as shared edges). */
export interface MapLink {
  readonly a: RegionId;
  readonly b: RegionId;
  readonly kind: LinkKind;
  readonly from: Point;
  readonly to: Point;
}

interface SvgMap {
  readonly viewBox: string;
  readonly locations: readonly {
    readonly id: string;
    readonly name: string;
    readonly path: string;
  }[];
}

const MAP = italy as unknown as SvgMap;

/** The viewBox of the map. */
export const VIEW_BOX: string = MAP.viewBox;

/**
 * Parses an SVG path made of move/line/close commands (absolute or relative, as the package
 * uses) into closed polygons.
 */
export function parsePolygons(path: string): Point[][] {
  const tokens = path.match(/[a-zA-Z]|-?\d*\.?\d+(?:e[-+]?\d+)?/g) ?? [];
  const polygons: Point[][] = [];
  let current: Point[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let cmd = "M";
  let i = 0;
  const num = () => Number(tokens[i++]);
  const close = () => {
    if (current.length > 2) polygons.push(current);
    current = [];
  };
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (/[a-zA-Z]/.test(token)) {
      cmd = token;
      i++;
      if (cmd === "z" || cmd === "Z") {
        close();
        x = startX;
        y = startY;
        continue;
      }
    }
    const relative = cmd === cmd.toLowerCase();
    switch (cmd.toLowerCase()) {
      case "m": {
        close();
        const dx = num();
        const dy = num();
        x = relative ? x + dx : dx;
        y = relative ? y + dy : dy;
        startX = x;
        startY = y;
        current.push({ x, y });
        // Further pairs after a move are line-tos.
        cmd = relative ? "l" : "L";
        break;
      }
      case "l": {
        const dx = num();
        const dy = num();
        x = relative ? x + dx : dx;
        y = relative ? y + dy : dy;
        current.push({ x, y });
        break;
      }
      case "h": {
        const d = num();
        x = relative ? x + d : d;
        current.push({ x, y });
        break;
      }
      case "v": {
        const d = num();
        y = relative ? y + d : d;
        current.push({ x, y });
        break;
      }
      default:
        // Unsupported command: skip its number.
        i++;
    }
  }
  close();
  return polygons;
}

/** The area of a polygon (absolute value). */
export function polygonArea(poly: readonly Point[]): number {
  let sum = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    sum += (poly[j]!.x + poly[i]!.x) * (poly[j]!.y - poly[i]!.y);
  }
  return Math.abs(sum / 2);
}

/** Whether a point lies inside a polygon (even-odd rule). */
export function insidePolygon(p: Point, poly: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) {
      inside = !inside;
    }
  }
  return inside;
}

function distanceToEdges(p: Point, poly: readonly Point[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[j]!;
    const b = poly[i]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len = dx * dx + dy * dy;
    const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len));
    const ex = a.x + t * dx - p.x;
    const ey = a.y + t * dy - p.y;
    best = Math.min(best, ex * ex + ey * ey);
  }
  return Math.sqrt(best);
}

/**
 * A point well inside a polygon: the sampled point farthest from its edges (a coarse "pole of
 * inaccessibility"), refined around the best sample a few times.
 */
export function labelPoint(poly: readonly Point[]): Point {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const p of poly) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  let best: Point = { x: (minX + maxX) / 2, y: (minY + maxY) / 2 };
  let bestDistance = insidePolygon(best, poly) ? distanceToEdges(best, poly) : -1;
  let stepX = (maxX - minX) / 16;
  let stepY = (maxY - minY) / 16;
  let cx = best.x;
  let cy = best.y;
  let span = 8;
  for (let round = 0; round < 4; round++) {
    for (let gx = -span; gx <= span; gx++) {
      for (let gy = -span; gy <= span; gy++) {
        const p = { x: cx + gx * stepX, y: cy + gy * stepY };
        if (!insidePolygon(p, poly)) continue;
        const d = distanceToEdges(p, poly);
        if (d > bestDistance) {
          bestDistance = d;
          best = p;
        }
      }
    }
    cx = best.x;
    cy = best.y;
    stepX /= 4;
    stepY /= 4;
    span = 4;
  }
  return best;
}

/** Hand-tuned nudges (map units) where the computed point sits awkwardly for a marker. */
const NUDGES: Partial<Record<RegionId, Point>> = {
  liguria: { x: 4, y: -4 },
  "friuli-venezia-giulia": { x: 0, y: -4 },
  calabria: { x: 2, y: 0 },
  campania: { x: -2, y: -4 },
  molise: { x: 0, y: 0 },
  // Away from Molise's marker, into Puglia proper (the two markers would touch on a phone).
  puglia: { x: 16, y: 10 },
  // Away from Umbria's marker, along Marche's coast.
  marche: { x: 7, y: -10 },
};

let shapes: readonly RegionShape[] | null = null;

/** Every region's shape and label point, in the engine's board order. Computed once. */
export function regionShapes(): readonly RegionShape[] {
  if (shapes) return shapes;
  shapes = REGIONS.map((region) => {
    const location = MAP.locations.find((l) => l.id === region.svgMapsItalyId);
    if (!location) throw new Error(`@svg-maps/italy has no shape "${region.svgMapsItalyId}"`);
    const polygons = parsePolygons(location.path);
    let largest = polygons[0]!;
    for (const poly of polygons) if (polygonArea(poly) > polygonArea(largest)) largest = poly;
    const p = labelPoint(largest);
    const nudge = NUDGES[region.id] ?? { x: 0, y: 0 };
    return {
      id: region.id,
      name: region.name,
      path: location.path,
      label: { x: p.x + nudge.x, y: p.y + nudge.y },
    };
  });
  return shapes;
}

/** The shape of one region. */
export function shapeOf(id: RegionId): RegionShape {
  return regionShapes().find((s) => s.id === id)!;
}

/** The sea links (ferries and the Strait), from the engine's board data. */
export function seaLinks(): MapLink[] {
  return LINKS.filter((l) => l.kind !== "land").map((l) => ({
    a: l.a,
    b: l.b,
    kind: l.kind,
    from: shapeOf(l.a).label,
    to: shapeOf(l.b).label,
  }));
}
