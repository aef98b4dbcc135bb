import { useI18n } from "../i18n/context";
import type { ShellSeat as RoomSeat } from "./shell";

/**
 * A person's seat: connected or not, away (a bot plays it for now: missed turns, R13.3, or handed
 * over), or resigned (a bot plays it to the end).
 */
export function SeatStatus({ seat }: { seat: RoomSeat }) {
  const { t } = useI18n();
  if (seat.invited)
    return (
      <span className="tag offline" data-testid={`status-${seat.seat}`} data-invited="yes">
        {t("invitedTag")}
      </span>
    );
  if (seat.resigned)
    return (
      <span className="tag away" data-testid={`status-${seat.seat}`} data-resigned="yes">
        {t("standIn_resigned")}
      </span>
    );
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
