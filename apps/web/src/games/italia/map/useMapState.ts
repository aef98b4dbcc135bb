/**
 * The map's own view state: which size it is drawn at (from its size on screen) and which region
 * a player is inspecting (hover, keyboard focus or a long press on a touch screen).
 */
import type { RegionId } from "@italia/engine";
import {
  type FocusEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { VIEW_BOX } from "./geometry";
import { COMPACT_BELOW, type MapMode } from "./labels";

const [, , VIEW_W, VIEW_H] = VIEW_BOX.split(/\s+/).map(Number) as [number, number, number, number];

/** The mode for a map drawn `width`×`height` pixels (the viewBox is fitted inside it). */
export function modeFor(width: number, height: number): MapMode {
  const scale = Math.min(width / VIEW_W, height / VIEW_H);
  return scale > 0 && scale < COMPACT_BELOW ? "compact" : "wide";
}

/** The map's mode, following the element's size on screen. */
export function useMapMode(svg: RefObject<SVGSVGElement | null>): MapMode {
  const [mode, setMode] = useState<MapMode>("wide");
  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    const measure = () => {
      const box = el.getBoundingClientRect();
      setMode(modeFor(box.width, box.height));
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [svg]);
  return mode;
}

/** How long a finger rests on a region before its neighbours show. */
export const LONG_PRESS_MS = 450;

/** Event handlers that make a region inspectable. */
export interface InspectHandlers {
  onPointerEnter(event: PointerEvent): void;
  onPointerLeave(event: PointerEvent): void;
  onPointerDown(event: PointerEvent): void;
  onPointerUp(event: PointerEvent): void;
  onPointerCancel(event: PointerEvent): void;
  onFocus(event: FocusEvent): void;
  onBlur(event: FocusEvent): void;
  onContextMenu(event: { preventDefault(): void }): void;
}

/**
 * The inspected region: set while the mouse is over a region, while it has the keyboard focus,
 * or while a finger rests on it after a long press (the tap that ends a long press is not a
 * click: `clickAllowed` says so once).
 */
export function useInspect(): {
  inspected: RegionId | null;
  handlers: (id: RegionId) => InspectHandlers;
  clickAllowed: () => boolean;
} {
  const [inspected, setInspected] = useState<RegionId | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pressed = useRef(false);
  const swallowClick = useRef(false);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  const handlers = useCallback((id: RegionId): InspectHandlers => {
    const stopTimer = () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    };
    const release = () => setInspected((cur) => (cur === id ? null : cur));
    return {
      onPointerEnter: (e) => {
        if (e.pointerType === "mouse") setInspected(id);
      },
      onPointerLeave: (e) => {
        if (e.pointerType === "mouse") release();
      },
      onPointerDown: (e) => {
        if (e.pointerType === "mouse") return;
        stopTimer();
        timer.current = setTimeout(() => {
          pressed.current = true;
          swallowClick.current = true;
          setInspected(id);
        }, LONG_PRESS_MS);
      },
      onPointerUp: (e) => {
        if (e.pointerType === "mouse") return;
        stopTimer();
        if (pressed.current) release();
        pressed.current = false;
      },
      onPointerCancel: () => {
        stopTimer();
        pressed.current = false;
        release();
      },
      onFocus: () => setInspected(id),
      onBlur: () => release(),
      onContextMenu: (e) => e.preventDefault(),
    };
  }, []);
  const clickAllowed = useCallback(() => {
    if (!swallowClick.current) return true;
    swallowClick.current = false;
    return false;
  }, []);
  return { inspected, handlers, clickAllowed };
}
