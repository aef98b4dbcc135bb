/**
 * The board: Italy's 20 regions (shapes from @svg-maps/italy, CC-BY-4.0), each in its owner's
 * colour with the owner's symbol and army count; ferries and the Strait as dashed links;
 * untouchable seats' regions with a dashed border and a small shield (R9).
 *
 * On a phone the map is drawn `compact` (larger markers and names in map units, see ./labels);
 * every region has an invisible tap target around its marker, so small regions are easy to hit.
 * Hovering, focusing or long-pressing a region shows its neighbours (R1.1): they are outlined and
 * joined to it by lines, so very short borders and the sea links stand out. Only the regions the
 * current decision can use take the keyboard focus.
 */
import { neighbours, type PlayerView, type RegionId, type Seat } from "@italia/engine";
import { type KeyboardEvent, memo, useMemo, useRef } from "react";
import { useI18n } from "../../../i18n/context";
import { percent } from "../game/odds";
import { SEAT_COLORS, symbolOf } from "../game/seats";
import type { Highlights } from "../game/selection";
import { regionShapes, seaLinks, shapeOf, VIEW_BOX } from "./geometry";
import { MODE_SIZES, nameLayout } from "./labels";
import { useInspect, useMapMode } from "./useMapState";

interface MapProps {
  readonly view: PlayerView;
  readonly highlights: Highlights;
  readonly nameOf: (seat: Seat) => string;
  readonly onRegion: (id: RegionId) => void;
  /** Regions that just changed hands or armies, to flash them. */
  readonly flash?: ReadonlySet<RegionId>;
  /** The latest attack to draw as an arrow, in the attacker's colour. */
  readonly arrow?: { readonly from: RegionId; readonly to: RegionId; readonly seat: Seat } | null;
  /**
   * Whether Enter on a region confirms the pending move (occupy, or a chosen fortify) rather than
   * picking the region: the key is then left to the game's keyboard handler.
   */
  readonly enterConfirms?: boolean;
  /** Attack targets' chance of being conquered (0–1), shown on their markers. */
  readonly odds?: ReadonlyMap<RegionId, number> | null;
}

function linkPath(from: { x: number; y: number }, to: { x: number; y: number }): string {
  // A gentle arc, so a ferry reads as a sea route rather than a border.
  const mx = (from.x + to.x) / 2;
  const my = (from.y + to.y) / 2;
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const bend = 0.12;
  return `M ${from.x} ${from.y} Q ${mx - dy * bend} ${my + dx * bend} ${to.x} ${to.y}`;
}

function arrowGeometry(from: { x: number; y: number }, to: { x: number; y: number }) {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  // Stop short of both markers.
  const start = { x: from.x + ux * 14, y: from.y + uy * 14 };
  const end = { x: to.x - ux * 24, y: to.y - uy * 24 };
  const mid = {
    x: (start.x + end.x) / 2 - uy * len * 0.15,
    y: (start.y + end.y) / 2 + ux * len * 0.15,
  };
  const hx = end.x - mid.x;
  const hy = end.y - mid.y;
  const hl = Math.hypot(hx, hy) || 1;
  const bx = hx / hl;
  const by = hy / hl;
  const head = `M ${end.x + bx * 9} ${end.y + by * 9} L ${end.x - bx * 3 - by * 7} ${end.y - by * 3 + bx * 7} L ${end.x - bx * 3 + by * 7} ${end.y - by * 3 - bx * 7} Z`;
  return { path: `M ${start.x} ${start.y} Q ${mid.x} ${mid.y} ${end.x} ${end.y}`, head };
}

function ItalyMapInner({
  view,
  highlights,
  nameOf,
  onRegion,
  flash,
  arrow,
  enterConfirms = false,
  odds = null,
}: MapProps) {
  const { t, tn } = useI18n();
  const shapes = regionShapes();
  const links = useMemo(() => seaLinks(), []);
  const selecting = highlights.selectable.size > 0;
  const svg = useRef<SVGSVGElement>(null);
  const mode = useMapMode(svg);
  const sizes = MODE_SIZES[mode];
  const names = nameLayout(mode);
  const { inspected, handlers, clickAllowed } = useInspect();
  const near = useMemo(() => new Set(inspected ? neighbours(inspected) : []), [inspected]);
  const pick = (id: RegionId) => () => {
    if (clickAllowed()) onRegion(id);
  };

  const onKey = (id: RegionId) => (event: KeyboardEvent) => {
    if (event.key === "Enter" && enterConfirms) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onRegion(id);
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG map groups its regions; it cannot be a <fieldset>
    <svg
      ref={svg}
      className={`italy-map${selecting ? " selecting" : ""} hl-${highlights.kind} ${mode}`}
      data-mode={mode}
      data-inspected={inspected ?? undefined}
      viewBox={VIEW_BOX}
      role="group"
      aria-label={t("mapLabel")}
      data-testid="map"
    >
      <defs>
        <filter id="marker-shadow" x="-50%" y="-50%" width="200%" height="200%">
          <feDropShadow dx="0" dy="1.2" stdDeviation="1.2" floodColor="#000" floodOpacity="0.45" />
        </filter>
        <filter id="land-shadow" x="-10%" y="-10%" width="120%" height="120%">
          <feDropShadow dx="2" dy="3" stdDeviation="3" floodColor="#0b2a3f" floodOpacity="0.45" />
        </filter>
      </defs>

      <g className="sea-links">
        {links.map((l) => (
          <path
            key={`${l.a}-${l.b}`}
            className={`sea-link ${l.kind}${inspected === l.a || inspected === l.b ? " active" : ""}`}
            data-link={`${l.a}-${l.b}`}
            d={linkPath(l.from, l.to)}
          >
            <title>{`${t(l.kind === "strait" ? "strait" : "ferry")}: ${shapeOf(l.a).name} – ${shapeOf(l.b).name}`}</title>
          </path>
        ))}
      </g>

      <g className="land-base" filter="url(#land-shadow)">
        {shapes.map((shape) => (
          <path key={shape.id} d={shape.path} />
        ))}
      </g>

      <g className="regions">
        {shapes.map((shape) => {
          const r = view.regions[shape.id];
          const colors = SEAT_COLORS[r.owner]!;
          const untouchable = view.untouchable.includes(r.owner);
          const selectable = highlights.selectable.has(shape.id);
          const classes = ["region"];
          if (selectable) classes.push("selectable");
          const target = highlights.targets.has(shape.id) && highlights.kind !== "place";
          if (target) classes.push("target");
          if (highlights.from === shape.id) classes.push("from");
          if (highlights.to === shape.id) classes.push("to");
          if (untouchable) classes.push("untouchable");
          if (flash?.has(shape.id)) classes.push("flash");
          if (inspected === shape.id) classes.push("inspected");
          if (near.has(shape.id)) classes.push("neighbour");
          const label = `${t("regionAria", {
            region: shape.name,
            symbol: symbolOf(r.owner),
            owner: nameOf(r.owner),
            armies: tn("armies", r.armies),
          })}${untouchable ? `, ${t("regionUntouchable")}` : ""}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>
            <g
              key={shape.id}
              className={classes.join(" ")}
              data-region={shape.id}
              data-owner={r.owner}
              data-armies={r.armies}
              data-target={target || undefined}
              role="button"
              tabIndex={selectable ? 0 : -1}
              aria-label={label}
              aria-disabled={selectable ? undefined : true}
              onClick={pick(shape.id)}
              onKeyDown={onKey(shape.id)}
              {...handlers(shape.id)}
            >
              <title>{label}</title>
              <path d={shape.path} fill={colors.fill} />
            </g>
          );
        })}
      </g>

      <g className="region-outlines">
        {shapes
          .filter((s) => highlights.from === s.id || highlights.to === s.id)
          .map((s) => (
            <path
              key={s.id}
              d={s.path}
              className={`outline ${highlights.from === s.id ? "outline-from" : "outline-to"}`}
            />
          ))}
      </g>

      {inspected && (
        <g className="neighbour-lines" data-testid="neighbour-lines">
          {[...near].map((n) => {
            const a = shapeOf(inspected).label;
            const b = shapeOf(n).label;
            const sea = links.find(
              (l) => (l.a === inspected && l.b === n) || (l.b === inspected && l.a === n),
            );
            const d = sea ? linkPath(sea.from, sea.to) : `M ${a.x} ${a.y} L ${b.x} ${b.y}`;
            return (
              <g key={n} data-neighbour={n}>
                <path className="neighbour-line casing" d={d} />
                <path className={`neighbour-line${sea ? " sea" : ""}`} d={d} />
              </g>
            );
          })}
        </g>
      )}

      <g className="markers">
        {shapes.map((shape) => {
          const r = view.regions[shape.id];
          const colors = SEAT_COLORS[r.owner]!;
          const untouchable = view.untouchable.includes(r.owner);
          const { x, y } = shape.label;
          const wide = r.armies >= 10;
          return (
            <g
              key={shape.id}
              className={`marker${highlights.selectable.has(shape.id) ? " selectable" : ""}`}
              data-marker={shape.id}
              transform={`translate(${x} ${y})`}
            >
              {/* The tap target: invisible, larger than the marker, on top of the regions. */}
              {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer-only enlargement of the region's own button, which has the role, the name and the keys */}
              <circle
                className="hit"
                r={sizes.hitRadius}
                data-hit={shape.id}
                onClick={pick(shape.id)}
                {...handlers(shape.id)}
              />
              <g transform={`scale(${sizes.markerScale})`} className="marker-body">
                <g filter="url(#marker-shadow)">
                  <rect
                    x={wide ? -17 : -14}
                    y={-10}
                    width={wide ? 34 : 28}
                    height={20}
                    rx={10}
                    fill={colors.strong}
                    stroke="#fffaf0"
                    strokeWidth={1.8}
                  />
                </g>
                <text className="marker-symbol" x={wide ? -8.5 : -6.5} y={0.5}>
                  {symbolOf(r.owner)}
                </text>
                <text className="marker-count" x={wide ? 6 : 5} y={0.5}>
                  {r.armies}
                </text>
                {untouchable && (
                  <g className="shield" transform={`translate(${wide ? 13 : 10} -16)`}>
                    <path
                      d="M6 0 L11 1.8 L11 6 Q11 10 6 12 Q1 10 1 6 L1 1.8 Z"
                      fill="#fffaf0"
                      stroke="#2b2b2b"
                      strokeWidth="1.1"
                    />
                    <path d="M6 2.2 L6 9.8 M3.2 4.8 L8.8 4.8" stroke="#b8860b" strokeWidth="1.4" />
                  </g>
                )}
                {odds?.has(shape.id) && (
                  <g
                    className="marker-odds"
                    data-testid={`odds-${shape.id}`}
                    transform="translate(0 -19)"
                  >
                    <rect x={-14} y={-7} width={28} height={13} rx={6.5} />
                    <text y={0}>{percent(odds.get(shape.id)!)}</text>
                  </g>
                )}
              </g>
            </g>
          );
        })}
      </g>

      <g className="region-names">
        {shapes.map((shape) => {
          const label = names.get(shape.id)!;
          const lineHeight = sizes.nameFont * 1.1;
          const top = label.y - ((label.lines.length - 1) * lineHeight) / 2;
          return (
            <text
              key={shape.id}
              className="region-name"
              data-name={shape.id}
              x={label.x}
              y={top}
              fontSize={sizes.nameFont}
            >
              {label.lines.map((line, i) => (
                <tspan key={line} x={label.x} y={top + i * lineHeight}>
                  {line}
                </tspan>
              ))}
            </text>
          );
        })}
      </g>
      {arrow && (
        <g className="attack" data-testid="attack-arrow">
          {(() => {
            const g = arrowGeometry(
              regionShapes().find((x) => x.id === arrow.from)!.label,
              regionShapes().find((x) => x.id === arrow.to)!.label,
            );
            const color = SEAT_COLORS[arrow.seat]!.strong;
            return (
              <>
                <path className="attack-arrow" d={g.path} stroke="#fffaf0" strokeWidth={7} />
                <path className="attack-arrow" d={g.path} stroke={color} strokeWidth={4} />
                <path
                  className="attack-arrow-head"
                  d={g.head}
                  fill={color}
                  stroke="#fffaf0"
                  strokeWidth={1.2}
                />
              </>
            );
          })()}
        </g>
      )}
    </svg>
  );
}

/** The board map. */
export const ItalyMap = memo(ItalyMapInner);
