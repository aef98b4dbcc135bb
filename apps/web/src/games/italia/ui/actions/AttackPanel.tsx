import { defenceDice, regionName } from "@italia/engine";
import { useI18n } from "../../../../i18n/context";
import { Panel } from "../../../../ui/controls";
import { endTurnToWin, whyNoAttack } from "../../game/hints";
import { percent, rollExpectation } from "../../game/odds";
import { attackMove } from "../../game/options";
import { AttackOdds, Blitz } from "./Blitz";
import { Breakdown } from "./Breakdown";
import { ComboNotice } from "./ComboNotice";
import { WhyNoFortify } from "./FortifyPanel";
import type { StageProps } from "./props";
import { RollResult } from "./RollResult";

/** Attack (R6): pick a source and a target on the map, then roll, blitz or «Passa». */
export function AttackPanel({ input, decision: d, title, dispatch }: StageProps) {
  const { t, tn, tk } = useI18n();
  const { view, sel, explain } = input;
  const seat = view.currentSeat;
  const attack = sel.from && sel.to ? attackMove(d, sel.from, sel.to) : undefined;
  const diceCounts: number[] = [];
  if (attack) for (let n = attack.minDice; n <= attack.maxDice; n++) diceCounts.push(n);
  const why = explain ? whyNoAttack(view, seat, explain) : null;
  return (
    <Panel title={title} className="actions" testId="actions">
      <RollResult input={input} />
      {view.stage === "reinforce" && <Breakdown reinforcements={input.reinforcements} />}
      <ComboNotice input={input} decision={d} />
      {view.turn.vespa && <p className="badge vespa">{t("vespaActive")}</p>}
      {view.turn.conqueredThisTurn > 0 && <p className="badge card">{t("conquerCard")}</p>}
      {endTurnToWin(view, seat) && (
        <p className="badge win" data-testid="win-hint">
          {t("endTurnToWin")}
        </p>
      )}
      {attack ? (
        <>
          <p className="big-line">
            {t("attackDice", { from: regionName(attack.from), to: regionName(attack.to) })}
          </p>
          <p className="muted">
            {tn("defenderRolls", defenceDice(view.regions[attack.to].armies))}
          </p>
          <AttackOdds
            attackers={view.regions[attack.from].armies}
            defenders={view.regions[attack.to].armies}
          />
          <div className="row dice-buttons">
            {diceCounts.map((n) => {
              const e = rollExpectation(n, view.regions[attack.to].armies);
              return (
                <span key={n} className="dice-choice">
                  <button
                    type="button"
                    className="btn primary"
                    data-testid={`dice-${n}`}
                    onClick={() =>
                      dispatch({
                        type: "act",
                        action: { type: "attack", seat, from: attack.from, to: attack.to, dice: n },
                      })
                    }
                  >
                    {tn("rollN", n)} <kbd>{n}</kbd>
                  </button>
                  <span className="odds-roll" data-testid={`odds-dice-${n}`}>
                    {t("oddsRoll", {
                      a: e.attackerLosses.toFixed(1),
                      d: e.defenderLosses.toFixed(1),
                      p: percent(e.conquerNow),
                    })}
                  </span>
                </span>
              );
            })}
            <button type="button" className="btn" onClick={() => dispatch({ type: "cancel" })}>
              {t("cancel")} <kbd>Esc</kbd>
            </button>
          </div>
          <Blitz
            attackers={view.regions[attack.from].armies}
            defenders={view.regions[attack.to].armies}
            stopAt={sel.count ?? 1}
            dispatch={dispatch}
          />
        </>
      ) : (
        <>
          <p className="big-line">
            {d.attacks.length === 0
              ? t("noAttacks")
              : sel.from
                ? t("attackPickTarget", { from: regionName(sel.from) })
                : t("attackPick")}
          </p>
          {explain && why && (
            <p className="hint why" data-testid="why-not">
              {tk(`noAttack_${why}`, {
                region: regionName(explain),
                n: view.regions[explain].armies,
              })}
            </p>
          )}
        </>
      )}
      <div className="row end">
        {d.canEnd && (
          <button
            type="button"
            className="btn pass"
            onClick={() => dispatch({ type: "pass" })}
            data-testid="pass"
            title={t("passHint")}
          >
            «{t("pass")}» <kbd>P</kbd>
          </button>
        )}
      </div>
      {d.canEnd && !view.turn.vespa && d.fortifies.length === 0 ? (
        <div className="hint" data-testid="no-fortify">
          {t("passNoFortify")} <WhyNoFortify />
        </div>
      ) : (
        d.canEnd && <p className="hint">{t(view.turn.vespa ? "passHintVespa" : "passHint")}</p>
      )}
    </Panel>
  );
}
