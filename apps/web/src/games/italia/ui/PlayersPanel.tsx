import { type PlayerView, REGION_IDS, type Seat } from "@italia/engine";
import type { ReactNode } from "react";
import { useI18n } from "../../../i18n/context";
import { Panel } from "../../../ui/controls";
import type { SeatSetup } from "../game/seats";
import { ShieldIcon } from "./icons";
import { SeatBadge } from "./SeatBadge";

/** Everyone's public facts: regions, armies, cards, colpi, status. */
export function PlayersPanel({
  view,
  seats,
  viewer,
  status,
}: {
  view: PlayerView;
  seats: readonly SeatSetup[];
  viewer: Seat | null;
  /** More tags for a seat (online: connected, away, "a bot played this turn"). */
  status?: (seat: Seat) => ReactNode;
}) {
  const { t, tn, tk } = useI18n();
  return (
    <Panel title={t("playersTitle")} className="players" testId="players">
      <ul className="seat-list">
        {view.seats.map((s) => {
          const owned = REGION_IDS.filter((id) => view.regions[id].owner === s.seat);
          const armies = owned.reduce((sum, id) => sum + view.regions[id].armies, 0);
          const setup = seats[s.seat]!;
          const current = view.currentSeat === s.seat && view.stage !== "over";
          return (
            <li
              key={s.seat}
              className={`seat-row${current ? " current" : ""}${s.eliminated ? " out" : ""}`}
              data-seat={s.seat}
            >
              <SeatBadge seat={s.seat} />
              <div className="seat-main">
                <div className="seat-name">
                  <strong>{setup.name}</strong>
                  {viewer === s.seat && <span className="tag you">{t("youTag")}</span>}
                  {setup.kind === "bot" && (
                    <span className="tag">
                      {t("botTag", { level: tk(`level_${setup.level}`) })}
                    </span>
                  )}
                  {setup.standIn && (
                    <span className="tag stand-in" data-testid={`stand-in-${s.seat}`}>
                      {tk(`standIn_${setup.standIn}`)}
                    </span>
                  )}
                  {s.untouchable && (
                    <span className="tag shield" title={t("untouchableHint")}>
                      <ShieldIcon size={12} /> {t("untouchable")}
                    </span>
                  )}
                  {status?.(s.seat)}
                </div>
                {s.eliminated ? (
                  <div className="seat-stats">{t("eliminated")}</div>
                ) : (
                  <div className="seat-stats">
                    <span>{tn("regions", owned.length)}</span>
                    <span>{tn("armies", armies)}</span>
                    <span>{tn("cards", s.handSize)}</span>
                    {view.stage === "setup" && s.setupRemaining > 0 && (
                      <span>{t("setupLeft", { n: s.setupRemaining })}</span>
                    )}
                  </div>
                )}
                {(s.completed.length > 0 || s.nextTurnArmies > 0) && (
                  <div className="seat-stats colpi">
                    {s.completed.length > 0 && (
                      <span title={s.completed.join(", ")}>
                        {"★".repeat(s.completed.length)} {t("colpi", { n: s.completed.length })}
                      </span>
                    )}
                    {s.nextTurnArmies > 0 && (
                      <span>{t("nextTurnBonus", { n: s.nextTurnArmies })}</span>
                    )}
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
