import { useI18n } from "../i18n/context";
import { SeatBadge } from "../ui/controls";
import { CopyLink } from "./CopyLink";
import { RoomTermsLine } from "./RoomTermsLine";
import { isCreator, type RoomState } from "./room";
import { SeatStatus } from "./SeatStatus";

/**
 * The room before the game (R13.1): the seats, who is connected, which seats will be bots, the
 * invite link and the player's own rejoin link; the creator starts the game.
 */
export function Lobby({
  room,
  invite,
  rejoin,
  onStart,
}: {
  room: RoomState;
  invite: string;
  rejoin: string | null;
  onStart: () => void;
}) {
  const { t, tk } = useI18n();
  const creator = room.seats.find((s) => s.seat === 0)?.name ?? "";
  return (
    <section className="panel online-form lobby" data-testid="lobby">
      <header className="panel-head">
        <h2>{t("onlineTitle")}</h2>
      </header>
      <div className="panel-body">
        {room.terms && <RoomTermsLine terms={room.terms} />}
        <ul className="lobby-seats">
          {room.seats.map((s) => (
            <li
              key={s.seat}
              data-testid={`lobby-seat-${s.seat}`}
              data-free={s.name === null ? "yes" : "no"}
            >
              <SeatBadge seat={s.seat} />
              <strong>{s.name ?? t("freeSeat")}</strong>
              {room.seat === s.seat && <span className="tag you">{t("youTag")}</span>}
              {s.seat === 0 && <span className="tag">{t("creatorTag")}</span>}
              {s.name === null ? (
                <span className="tag bot-tag">
                  {t("seatWillBeBot", { level: tk(`level_${room.terms?.bot ?? "greedy"}`) })}
                </span>
              ) : (
                <SeatStatus seat={s} />
              )}
            </li>
          ))}
        </ul>
        <CopyLink label={t("inviteLink")} hint={t("inviteHint")} url={invite} testId="invite" />
        {rejoin && (
          <CopyLink label={t("rejoinLink")} hint={t("rejoinHint")} url={rejoin} testId="rejoin" />
        )}
        {isCreator(room) ? (
          <>
            <button
              type="button"
              className="btn primary big start"
              onClick={onStart}
              data-testid="online-start"
            >
              {t("startOnline")}
            </button>
            <p className="hint">{t("startHint")}</p>
          </>
        ) : (
          <p className="muted" data-testid="wait-creator">
            {t("waitCreator", { name: creator })}
          </p>
        )}
      </div>
    </section>
  );
}
