import { useI18n } from "../i18n/context";
import type { RoomSeat } from "./room";

/** A person's seat: connected or not, or away (a bot plays it after missed turns, R13.3). */
export function SeatStatus({ seat }: { seat: RoomSeat }) {
  const { t } = useI18n();
  if (seat.away)
    return (
      <span className="tag away" data-testid={`status-${seat.seat}`}>
        {t("awayTag")}
      </span>
    );
  return (
    <span
      className={`tag ${seat.connected ? "online" : "offline"}`}
      data-testid={`status-${seat.seat}`}
      data-connected={seat.connected ? "yes" : "no"}
    >
      {t(seat.connected ? "connectedTag" : "disconnectedTag")}
    </span>
  );
}
