import type { ReactNode } from "react";
import { useI18n } from "../i18n/context";
import { CopyLink } from "./CopyLink";
import { inviteLink, rejoinLink } from "./links";
import { SeatStatus } from "./SeatStatus";
import { isCreator, type RoomShell } from "./shell";

/**
 * The room before the game (R13.1), in any game: the seats, who is connected, which seats will be
 * bots, the invite link, the watch link (for spectators) and the player's own rejoin link, how
 * many watch, the chat; the creator starts the game. A spectator sees the seats and the chat
 * only. What is the game's own comes in as props: the terms' line, the bots' level, a seat's
 * badge.
 */
export function Lobby({
  room,
  held,
  onStart,
  chat,
  terms,
  botLevel,
  badge,
}: {
  room: RoomShell;
  /** The room's terms as one line. */
  terms: ReactNode;
  /** The name of the level of the bots that take the free seats. */
  botLevel: string;
  /** A seat's badge. */
  badge: (seat: number) => ReactNode;
  /** The seat's credential (its rejoin link), or `null` (a spectator, who is told no link). */
  held: string | null;
  onStart: () => void;
  chat?: ReactNode;
}) {
  const { t, tn } = useI18n();
  // A spectator is never told the invite link, and has no seat to rejoin.
  const invite = room.spectator ? null : inviteLink(location.origin, room.room);
  const rejoin = held && !room.spectator ? rejoinLink(location.origin, room.room, held) : null;
  const creator = room.seats.find((s) => s.seat === 0)?.name ?? "";
  return (
    <section className="panel online-form lobby" data-testid="lobby">
      <header className="panel-head">
        <h2>{t("onlineTitle")}</h2>
      </header>
      <div className="panel-body">
        {terms}
        <ul className="lobby-seats">
          {room.seats.map((s) => (
            <li
              key={s.seat}
              data-testid={`lobby-seat-${s.seat}`}
              data-free={s.name === null && !s.bot ? "yes" : "no"}
              data-bot={s.bot ? "yes" : undefined}
            >
              {badge(s.seat)}
              <strong>{s.name ?? t(s.bot ? "botSeat" : "freeSeat")}</strong>
              {room.seat === s.seat && <span className="tag you">{t("youTag")}</span>}
              {s.seat === 0 && <span className="tag">{t("creatorTag")}</span>}
              {s.name === null ? (
                <span className="tag bot-tag">
                  {t(s.bot ? "seatIsBot" : "seatWillBeBot", { level: botLevel })}
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
