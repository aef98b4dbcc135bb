import type { Seat } from "@italia/engine";
import { type Dispatch, useEffect, useState } from "react";
import { useI18n } from "../../../../i18n/context";
import { Panel } from "../../../../ui/controls";
import { stageShown } from "../../game/stage";
import type { Msg } from "../../game/table";
import { SeatBadge } from "../SeatBadge";
import { AttackPanel } from "./AttackPanel";
import { FortifyPanel } from "./FortifyPanel";
import { OccupyPanel } from "./OccupyPanel";
import { PlacePanel } from "./PlacePanel";
import type { ActionInputs } from "./props";
import { SerenataPanel } from "./SerenataPanel";

/**
 * When the decision changes (a card played from the hand further down, a region picked), brings
 * it into view. On a narrow screen the panel is pinned to the bottom already, and what a Serenata
 * needs next is the map.
 */
function useDecisionInView(input: ActionInputs): void {
  const { view, sel, decision } = input;
  const step = `${view.stage}|${sel.mode}|${sel.from ?? ""}|${sel.to ?? ""}|${decision !== null}`;
  useEffect(() => {
    if (!step.endsWith("true")) return;
    const narrow = window.matchMedia("(max-width: 980px)").matches;
    if (!narrow)
      document.querySelector("[data-testid=actions]")?.scrollIntoView({ block: "nearest" });
    else if (step.includes("|serenata|"))
      document.querySelector("[data-testid=map]")?.scrollIntoView({ block: "start" });
  }, [step]);
}

/**
 * The current decision: what to do, with only the engine's legal choices offered. One small panel
 * per kind of decision; all of them read the seat's view ({@link ActionInputs}), never the state.
 * On a narrow screen it is docked at the bottom over the map, and folds to its title line.
 */
export function ActionPanel(props: {
  input: ActionInputs;
  dispatch: Dispatch<Msg>;
  nameOf: (seat: Seat) => string;
  thinking: boolean;
}) {
  const { t } = useI18n();
  const [folded, setFolded] = useState(false);
  return (
    <div className={`actions-dock${folded ? " folded" : ""}`}>
      <button
        type="button"
        className="btn small actions-fold"
        aria-expanded={!folded}
        onClick={() => setFolded((f) => !f)}
        data-testid="actions-fold"
      >
        {folded ? `▴ ${t("actionsUnfold")}` : `▾ ${t("actionsFold")}`}
      </button>
      <StagePanel {...props} />
    </div>
  );
}

/** The panel of the current decision's kind. */
function StagePanel({
  input,
  dispatch,
  nameOf,
  thinking,
}: {
  input: ActionInputs;
  dispatch: Dispatch<Msg>;
  nameOf: (seat: Seat) => string;
  thinking: boolean;
}) {
  const { t, tk } = useI18n();
  useDecisionInView(input);
  const { view, decision: d, sel } = input;
  const seat = view.currentSeat;
  const title = (
    <span className="turn-title">
      <SeatBadge seat={seat} size="sm" />
      {d ? t("yourTurn") : t("turnOf", { name: nameOf(seat) })}
      <span className="stage-pill">
        {tk(`stage_${stageShown(view, d !== null && sel.mode === "fortify")}`)}
      </span>
    </span>
  );

  if (!d) {
    return (
      <Panel title={title} className="actions" testId="actions">
        <p className="muted">
          {thinking
            ? t("thinking", { name: nameOf(seat) })
            : t("waitingFor", { name: nameOf(seat) })}
        </p>
      </Panel>
    );
  }
  const props = { input, decision: d, title, dispatch };
  if (d.occupy) return <OccupyPanel {...props} />;
  if (sel.mode === "serenata") return <SerenataPanel {...props} />;
  if (d.place.length > 0) return <PlacePanel {...props} />;
  if (sel.mode === "fortify" || view.stage === "fortify") return <FortifyPanel {...props} />;
  return <AttackPanel {...props} />;
}
