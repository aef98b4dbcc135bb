import type { ReactNode } from "react";
import { useI18n } from "../i18n/context";
import { SeatBadge } from "../ui/controls";
import { CopyLink } from "./CopyLink";
import { RoomTermsLine } from "./RoomTermsLine";
import { isCreator, type RoomState } from "./room";
import { SeatStatus } from "./SeatStatus";

/**
 * The room before the game (R13.1): the seats, who is connected, which seats will be bots, the
 * invite link, the watch link (for spectators) and the player's own rejoin link, how many watch,
 * the chat; the creator starts the game. A spectator sees the seats and the chat only.
 */
export function Lobby({
  room,
  invite,
  rejoin,
  onStart,
  chat,
}: {
  room: RoomState;
  /** The invite link; `null` for a spectator (who is never told it). */
  invite: string | null;
  rejoin: string | null;
  onStart: () => void;
  chat?: ReactNode;
}) {
  const { t, tk, tn } = useI18n();
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
        {invite && (
          <CopyLink label={t("inviteLink")} hint={t("inviteHint")} url={invite} testId="invite" />
        )}
        {!room.spectator && room.watch && (
          <CopyLink label={t("watchLink")} hint={t("watchHint")} url={room.watch} testId="watch" />
        )}
        {!room.spectator && (
          <p className="muted" data-testid="spectator-count">
            {tn("spectators", room.spectators)}
          </p>
        )}
        {rejoin && (
          <CopyLink label={t("rejoinLink")} hint={t("rejoinHint")} url={rejoin} testId="rejoin" />
        )}
        {room.spectator ? (
          <p className="muted" data-testid="watch-lobby">
            {t("watchLobby")}
          </p>
        ) : isCreator(room) ? (
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
        {chat}
      </div>
    </section>
  );
}
