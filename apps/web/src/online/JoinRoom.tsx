import { type FormEvent, type ReactNode, useState } from "react";
import { useI18n } from "../i18n/context";
import { EnterButton, NameField } from "./RoomFields";
import type { ShellSeat } from "./shell";

/**
 * Opening an invite link, in any game: pick a free seat and a name (R13.1). The room's terms come
 * as one line of the game's own.
 */
export function JoinRoom({
  seats,
  terms,
  busy,
  onJoin,
  badge,
}: {
  seats: readonly ShellSeat[];
  terms: ReactNode;
  busy: boolean;
  onJoin: (seat: number, name: string) => void;
  /** A seat's badge. */
  badge: (seat: number) => ReactNode;
}) {
  const { t } = useI18n();
  // a seat the creator gave a bot (s.bot in the lobby) is not free
  const open = (s: ShellSeat) => s.name === null && !s.bot;
  const free = seats.filter(open).map((s) => s.seat);
  const [seat, setSeat] = useState<number | null>(free[0] ?? null);
  const [name, setName] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (seat !== null) onJoin(seat, name.trim() || t("you"));
  };
  return (
    <form className="panel online-form" onSubmit={submit} data-testid="join-room">
      <header className="panel-head">
        <h2>{t("joinTitle")}</h2>
      </header>
      <div className="panel-body">
        {terms}
        <fieldset className="seat-pick">
          <legend>{t("pickSeat")}</legend>
          {seats.map((s) => (
            <label key={s.seat} className={open(s) ? "" : "taken"}>
              <input
                type="radio"
                name="join-seat"
                disabled={!open(s)}
                checked={seat === s.seat}
                onChange={() => setSeat(s.seat)}
                data-testid={`join-seat-${s.seat}`}
              />
              {badge(s.seat)}
              {s.name !== null
                ? t("takenSeat", { name: s.name })
                : t(s.bot ? "botSeat" : "freeSeat")}
            </label>
          ))}
        </fieldset>
        <NameField value={name} onChange={setName} testId="join-name" />
        <EnterButton
          busy={busy}
          disabled={seat === null}
          label={t("joinRoom")}
          testId="join-room-submit"
        />
      </div>
    </form>
  );
}
