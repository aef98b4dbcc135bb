/**
 * A seat's badge in Italia: its colour and symbol.
 *
 * @module
 */
import type { Seat } from "@italia/engine";
import { SEAT_COLORS, symbolOf } from "../game/seats";

/** A seat's coloured symbol badge (● ■ ▲ ◆). */
export function SeatBadge({ seat, size = "md" }: { seat: Seat; size?: "sm" | "md" | "lg" }) {
  return (
    <span
      className={`seat-badge ${size}`}
      style={{ background: SEAT_COLORS[seat]?.strong }}
      aria-hidden="true"
    >
      {symbolOf(seat)}
    </span>
  );
}
