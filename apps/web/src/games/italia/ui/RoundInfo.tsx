/**
 * Where an Italia game stands, in the top bar: the round (of the limit), the stage, the Sdadata.
 *
 * @module
 */
import type { PlayerView } from "@italia/engine";
import { useI18n } from "../../../i18n/context";
import { stageShown } from "../game/stage";

/**
 * The round, its stage and the Sdadata state (R11.4), read from the seat's view; `sdadata` is the
 * engine's `sdadataThreshold`, or `null` before overtime.
 */
export function RoundInfo({
  view: state,
  sdadata: threshold,
  fortifying = false,
}: {
  view: PlayerView;
  sdadata: number | null;
  /** The current player is choosing a fortify move (the stage shows «fortify», R4.5). */
  fortifying?: boolean;
}) {
  const { t, tk } = useI18n();
  const limit = "rounds" in state.limit ? state.limit.rounds : null;
  return (
    <>
      {state.round === 0 ? (
        <strong>{t("setupPhase")}</strong>
      ) : (
        <strong>
          {limit !== null && state.round <= limit
            ? t("roundOf", { n: state.round, limit })
            : t("round", { n: state.round })}
        </strong>
      )}
      {state.round > 0 && (
        <span className="stage">{tk(`stage_${stageShown(state, fortifying)}`)}</span>
      )}
      {threshold !== null && state.stage !== "over" && (
        <span className="overtime">{t("overtime", { t: threshold })}</span>
      )}
    </>
  );
}
