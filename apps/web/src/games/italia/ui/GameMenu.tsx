import type { Seat } from "@italia/engine";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useI18n } from "../../../i18n/context";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { type BotLevel, type SeatChange, type SeatSetup, STAND_IN_LEVEL } from "../game/seats";

/**
 * The game menu: hand a person's seat to a bot and take it back, resign (after a question: the
 * rules have no resignation, so a bot plays the seat for the rest of the game), or leave for the
 * home screen (the game stays saved; online, the seat stays yours). It offers the seats whose
 * `kind` is `"human"` or whose bot stands in `"away"`.
 */
export function GameMenu({
  seats,
  over,
  onSeat,
  onExit,
  standInLevel = STAND_IN_LEVEL,
  exitLabel,
}: {
  seats: readonly SeatSetup[];
  over: boolean;
  onSeat: (seat: Seat, change: SeatChange) => void;
  onExit: () => void;
  /** The level of the bot that stands in (online: the room's). */
  standInLevel?: BotLevel;
  /** The leave item's words (default: back to the home screen). */
  exitLabel?: string;
}) {
  const { t, tk } = useI18n();
  const [open, setOpen] = useState(false);
  const [resigning, setResigning] = useState<Seat | null>(null);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("mousedown", onClick);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("mousedown", onClick);
    };
  }, [open]);
  // People's seats, and those a bot plays for a person for now.
  const mine = seats.flatMap((s, seat) =>
    s.kind === "human" || s.standIn === "away" ? [{ seat, setup: s }] : [],
  );
  const choose = (seat: Seat, change: SeatChange) => {
    setOpen(false);
    if (change === "resign") setResigning(seat);
    else onSeat(seat, change);
  };
  return (
    <div className="game-menu" ref={root}>
      <button
        type="button"
        className="btn small ghost"
        aria-expanded={open}
        aria-controls="game-menu-list"
        onClick={() => setOpen((o) => !o)}
        data-testid="game-menu"
        aria-label={t("gameMenu")}
      >
        <span className="btn-text">{t("gameMenu")}</span> ▾
      </button>
      {open && (
        <div className="game-menu-list" id="game-menu-list">
          {!over &&
            mine.map(({ seat, setup }) => (
              <div key={seat} className="game-menu-seat">
                {setup.kind === "human" ? (
                  <button
                    type="button"
                    className="btn small ghost"
                    onClick={() => choose(seat, "toBot")}
                    data-testid={`seat-to-bot-${seat}`}
                  >
                    {t("seatToBot", { name: setup.name })}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="btn small ghost"
                    onClick={() => choose(seat, "takeBack")}
                    data-testid={`seat-take-back-${seat}`}
                  >
                    {t("seatTakeBack", { name: setup.name })}
                  </button>
                )}
                <button
                  type="button"
                  className="btn small ghost"
                  onClick={() => choose(seat, "resign")}
                  data-testid={`seat-resign-${seat}`}
                >
                  {t("seatResign", { name: setup.name })}
                </button>
              </div>
            ))}
          <button
            type="button"
            className="btn small ghost"
            onClick={onExit}
            data-testid="menu-home"
          >
            {exitLabel ?? t("backHome")}
          </button>
        </div>
      )}
      {/* On the page, not in the top bar (whose backdrop filter would hold a fixed overlay). */}
      {resigning !== null &&
        createPortal(
          <ConfirmDialog
            title={t("resignTitle", { name: seats[resigning]?.name ?? "" })}
            text={t("resignText", {
              name: seats[resigning]?.name ?? "",
              level: tk(`level_${standInLevel}`),
            })}
            yes={t("resignYes")}
            onYes={() => {
              onSeat(resigning, "resign");
              setResigning(null);
            }}
            onNo={() => setResigning(null)}
          />,
          document.body,
        )}
    </div>
  );
}
