/**
 * «Your rooms» on the home page: the online rooms this browser holds a seat in (their credentials
 * kept in localStorage), each with where it stands — in its lobby, your turn, waiting for the
 * others, paused, finished — asked of the server with the seat's credential (`POST
 * /api/rooms/ROOM/seat`), a way to open it, and a way to forget it.
 */
import { useEffect, useState } from "react";
import { useI18n } from "../i18n/context";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { fetchRoomSeats, lookUpSeat, type SeatState } from "./api";
import { forgetCredential, type KeyStore, keptSeats } from "./links";

/** One kept room as the list shows it. */
interface Row {
  readonly room: string;
  readonly credential: string;
  /** `null` while the server is being asked. */
  readonly state: SeatState | null;
  /** The players' names (bots as "bot"), once known. */
  readonly players: string | null;
}

function storage(): KeyStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The list; nothing when this browser holds no seat. `onOpen` opens a room. */
export function YourRooms({ onOpen }: { onOpen: (room: string) => void }) {
  const { t, tk } = useI18n();
  const [rows, setRows] = useState<Row[]>(() =>
    keptSeats(storage()).map((k) => ({ ...k, state: null, players: null })),
  );
  const [forgetting, setForgetting] = useState<Row | null>(null);

  useEffect(() => {
    let live = true;
    const update = (room: string, change: Partial<Row>) =>
      live && setRows((all) => all.map((r) => (r.room === room ? { ...r, ...change } : r)));
    for (const { room, credential } of keptSeats(storage())) {
      void lookUpSeat(room, credential).then(({ state }) => update(room, { state }));
      void fetchRoomSeats(room)
        .then((info) => {
          if (!info) return;
          const names = info.seats
            .filter((s) => s.name !== null || info.stage !== "lobby")
            .map((s) => s.name ?? "bot");
          update(room, { players: names.join(", ") });
        })
        .catch(() => {});
    }
    return () => {
      live = false;
    };
  }, []);

  if (rows.length === 0) return null;
  const title = (row: Row) => row.players ?? t("yourRoomUnnamed", { id: row.room.slice(0, 6) });
  const forget = (row: Row) => {
    forgetCredential(storage(), row.room);
    setRows((all) => all.filter((r) => r.room !== row.room));
  };
  return (
    <section className="saves your-rooms" data-testid="your-rooms" aria-label={t("yourRooms")}>
      <h2 className="sub">{t("yourRooms")}</h2>
      <ul>
        {rows.map((row) => (
          <li
            key={row.room}
            className="save"
            data-testid="your-room"
            data-room={row.room}
            data-state={row.state ?? "loading"}
          >
            <button
              type="button"
              className={`btn save-resume ${row.state === "yourTurn" ? "primary" : ""}`}
              disabled={row.state === "gone"}
              onClick={() => onOpen(row.room)}
              data-testid="your-room-open"
            >
              <span>{title(row)}</span>
              <span className="sub-label" data-testid="your-room-state">
                {row.state ? tk(`roomState_${row.state}`) : t("connecting")}
              </span>
            </button>
            <button
              type="button"
              className="btn small ghost"
              aria-label={t("yourRoomForgetLabel", { players: title(row) })}
              onClick={() => setForgetting(row)}
              data-testid="your-room-forget"
            >
              {t("yourRoomForget")}
            </button>
          </li>
        ))}
      </ul>
      {forgetting && (
        <ConfirmDialog
          title={t("confirmForgetTitle")}
          text={t("confirmForgetText", { players: title(forgetting) })}
          yes={t("confirmForget")}
          onYes={() => {
            forget(forgetting);
            setForgetting(null);
          }}
          onNo={() => setForgetting(null)}
        />
      )}
    </section>
  );
}
