import {
  bonusObjectiveById,
  type GameState,
  objectiveById,
  type Seat,
  score,
} from "@italia/engine";
import { useI18n } from "../../../i18n/context";
import { Panel } from "../../../ui/controls";
import { cardLabel } from "../game/describe";
import { SeatBadge } from "../ui/SeatBadge";
import { secretsOf } from "./replayView";

/**
 * Everything revealed: each seat's main objective (with its points now, R11), bonus objectives
 * held and hand, each read from that seat's own view.
 */
export function SecretsPanel({
  state,
  nameOf,
}: {
  state: GameState;
  nameOf: (seat: Seat) => string;
}) {
  const tr = useI18n();
  const { t } = tr;
  return (
    <Panel title={t("replaySecrets")} className="objective secrets" testId="secrets">
      <ul className="secret-list">
        {secretsOf(state).map((me) => (
          <li key={me.seat} data-seat={me.seat}>
            <div className="secret-head">
              <SeatBadge seat={me.seat} size="sm" /> <strong>{nameOf(me.seat)}</strong>
            </div>
            <div data-testid={`objective-of-${me.seat}`}>
              {objectiveById(me.objective).name}{" "}
              <span className="points">
                {t("objectivePoints", { n: score(state, me.seat).objective })}
              </span>
            </div>
            <div className="small">
              <span className="muted">{t("replayBonus")}:</span>{" "}
              {me.heldBonus.map((id) => bonusObjectiveById(id).name).join(", ") || "—"}
            </div>
            <div className="small">
              <span className="muted">{t("replayHand")}:</span>{" "}
              {me.hand.map((card) => cardLabel(tr, card)).join(", ") || t("replayNoCards")}
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
