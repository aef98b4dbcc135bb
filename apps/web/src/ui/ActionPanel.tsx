import { battleOdds } from "@italia/bot-sdk";
import {
  type CardsPlayedEvent,
  COMBINATION_ARMIES,
  defenceDice,
  type PlayerView,
  type ReinforcementBreakdown,
  RULES,
  regionName,
  type Seat,
  zoneById,
} from "@italia/engine";
import { type Dispatch, useEffect } from "react";
import { humanDecision, type Model, type Msg, pendingMove, placesLeft } from "../game/controller";
import { endTurnToWin, whyNoAttack } from "../game/hints";
import { percent, rollExpectation } from "../game/odds";
import { attackMove, comboByKey, fortifyMove } from "../game/options";
import type { Session } from "../game/session";
import { useI18n } from "../i18n/context";
import { Panel, SeatBadge, Stepper } from "./controls";

/**
 * This turn's reinforcement breakdown, as the engine recorded it when the turn started (R4.1), and
 * the armies combinations added since, read from this turn's events.
 */
export function turnReinforcements(
  session: Session,
  seat: Seat,
): { breakdown: ReinforcementBreakdown | null; combos: CardsPlayedEvent[]; regionBonus: number } {
  const state = session.state;
  const breakdown = state.currentSeat === seat ? state.turn.reinforcements : null;
  const combos: CardsPlayedEvent[] = [];
  let regionBonus = 0;
  for (let i = session.log.length - 1; i >= 0; i--) {
    const events = session.log[i]!.events;
    for (let j = events.length - 1; j >= 0; j--) {
      const e = events[j]!;
      if (e.type === "turnStarted") return { breakdown, combos, regionBonus };
      if (e.type === "cardsPlayed" && e.seat === seat && e.armies > 0) combos.unshift(e);
      if (e.type === "armiesPlaced" && e.seat === seat && e.reason === "regionBonus")
        regionBonus += e.count;
    }
  }
  return { breakdown, combos, regionBonus };
}

function Breakdown({ session, seat }: { session: Session; seat: Seat }) {
  const { t, tk } = useI18n();
  const { breakdown, combos, regionBonus } = turnReinforcements(session, seat);
  if (!breakdown) return null;
  const total = breakdown.total + combos.reduce((sum, c) => sum + c.armies, 0) + regionBonus;
  return (
    <div className="breakdown" data-testid="breakdown">
      <h3 className="sub">{t("reinforcements")}</h3>
      {breakdown.firstTurn ? (
        <p className="muted">{t("firstTurn")}</p>
      ) : (
        <ul>
          <li>{t("fromRegions", { n: breakdown.fromRegions })}</li>
          {breakdown.zones.map((z) => (
            <li key={z.zone}>{t("fromZone", { n: z.bonus, zone: zoneById(z.zone).name })}</li>
          ))}
          {breakdown.rewards > 0 && <li>{t("fromRewards", { n: breakdown.rewards })}</li>}
          {breakdown.lost > 0 && <li className="warn">{t("lostCap", { n: breakdown.lost })}</li>}
        </ul>
      )}
      {combos.length > 0 && (
        <ul>
          {combos.map((c) => (
            <li key={c.cards.join("+")}>
              {t("fromCombo", { n: c.armies, combo: tk(`combo_${c.combination}`) })}
            </li>
          ))}
        </ul>
      )}
      {/* Serenata and Giro in Vespa add no armies to place, but their region bonus counts. */}
      {regionBonus > 0 && (
        <ul>
          <li>{t("fromRegionBonus", { n: regionBonus, each: RULES.regionCardBonus })}</li>
        </ul>
      )}
      <p className="total" data-testid="breakdown-total">
        {t("reinforcementsTotal", { n: total })}
      </p>
    </div>
  );
}

/**
 * The outcome of the player's own last roll, in the panel the player is looking at (on a phone
 * the dice tray is further down the page, under the pinned panel).
 */
function RollResult({ model, view }: { model: Model; view: PlayerView }) {
  const { t } = useI18n();
  const roll = model.lastRoll;
  const state = model.session.state;
  if (!roll || roll.n === 0) return null;
  const e = roll.event;
  if (e.seat !== state.currentSeat || (state.stage !== "attack" && state.stage !== "occupy"))
    return null;
  const conquered = view.regions[e.to].owner === e.seat;
  return (
    <p className="roll-result" data-testid="roll-result" aria-live="polite">
      {t("rollResult", {
        att: e.attackerDice.join("-"),
        def: e.defenderDice.join("-"),
        a: e.attackerLosses,
        d: e.defenderLosses,
        to: regionName(e.to),
      })}
      {conquered && <strong> {t("rollConquered", { to: regionName(e.to) })}</strong>}
    </p>
  );
}

/** The battle fought to its end with the most dice: chance to conquer, expected losses (R6.2). */
function AttackOdds({ attackers, defenders }: { attackers: number; defenders: number }) {
  const { t } = useI18n();
  const odds = battleOdds(attackers, defenders);
  return (
    <p className="odds" data-testid="odds-battle">
      {t("oddsBattle", {
        p: percent(odds.conquer),
        a: odds.attackerLosses.toFixed(1),
        d: odds.defenderLosses.toFixed(1),
      })}
    </p>
  );
}

/**
 * Blitz: "attack until conquered or down to N armies" as one decision, with its exact odds. The
 * controller still sends one engine `attack` per roll, so every roll is in the log and the tray.
 */
function Blitz({
  attackers,
  defenders,
  stopAt,
  dispatch,
}: {
  attackers: number;
  defenders: number;
  stopAt: number;
  dispatch: Dispatch<Msg>;
}) {
  const { t } = useI18n();
  const max = Math.max(1, attackers - 1);
  const n = Math.max(1, Math.min(max, stopAt));
  const odds = battleOdds(attackers, defenders, { stopAt: n });
  const go = () => dispatch({ type: "blitz", stopAt: n });
  return (
    <div className="blitz" data-testid="blitz-panel">
      <span className="label">{t("blitzStop")}</span>
      <Stepper
        value={n}
        min={1}
        max={max}
        label={t("blitzStop")}
        onChange={(v) => dispatch({ type: "count", n: v })}
        onConfirm={go}
      />
      <button type="button" className="btn primary" data-testid="blitz" onClick={go}>
        {t("blitz", { p: percent(odds.conquer) })}
      </button>
    </div>
  );
}

/** The current decision: what to do, with only the engine's legal choices offered. */
export function ActionPanel({
  model,
  dispatch,
  view,
  nameOf,
  thinking,
}: {
  model: Model;
  dispatch: Dispatch<Msg>;
  view: PlayerView;
  nameOf: (seat: Seat) => string;
  thinking: boolean;
}) {
  const { t, tn, tk } = useI18n();
  const state = model.session.state;
  const d = humanDecision(model);
  const seat = state.currentSeat;
  const sel = model.sel;
  // When the decision changes (a card played from the hand further down, a region picked), bring
  // it into view. On a narrow screen the panel is pinned to the bottom already, and what a
  // Serenata needs next is the map.
  const step = `${state.stage}|${sel.mode}|${sel.from ?? ""}|${sel.to ?? ""}|${d !== null}`;
  useEffect(() => {
    if (!step.endsWith("true")) return;
    const narrow = window.matchMedia("(max-width: 980px)").matches;
    if (!narrow)
      document.querySelector("[data-testid=actions]")?.scrollIntoView({ block: "nearest" });
    else if (step.includes("|serenata|"))
      document.querySelector("[data-testid=map]")?.scrollIntoView({ block: "start" });
  }, [step]);

  const title = (
    <span className="turn-title">
      <SeatBadge seat={seat} size="sm" />
      {d ? t("yourTurn") : t("turnOf", { name: nameOf(seat) })}
      <span className="stage-pill">{tk(`stage_${state.stage}`)}</span>
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

  const passButton = d.canEnd && (
    <button
      type="button"
      className="btn pass"
      onClick={() => dispatch({ type: "pass" })}
      data-testid="pass"
      title={t("passHint")}
    >
      «{t("pass")}» <kbd>P</kbd>
    </button>
  );

  // R6.4: move in after a conquest.
  if (d.occupy) {
    const occ = state.occupy!;
    const action = pendingMove(model)!;
    const count = action.count;
    return (
      <Panel title={title} className="actions" testId="actions">
        <RollResult model={model} view={view} />
        <p className="big-line">{t("occupyTitle", { to: regionName(occ.to) })}</p>
        <p>
          {t("occupyText", {
            from: regionName(occ.from),
            min: d.occupy.min,
            max: d.occupy.max,
          })}
        </p>
        <Stepper
          value={count}
          min={d.occupy.min}
          max={d.occupy.max}
          label={t("move")}
          onChange={(n) => dispatch({ type: "count", n })}
          onConfirm={() => dispatch({ type: "act", action })}
        />
        <div className="row">
          <button
            type="button"
            className="btn primary"
            data-testid="occupy"
            onClick={() => dispatch({ type: "act", action })}
          >
            {t("moveN", { n: count })} <kbd>⏎</kbd>
          </button>
        </div>
      </Panel>
    );
  }

  // Serenata targeting on the map.
  if (sel.mode === "serenata") {
    const combo = comboByKey(d, sel.combo);
    return (
      <Panel title={title} className="actions" testId="actions">
        <p className="big-line">
          {sel.to ? t("serenataPickFrom", { to: regionName(sel.to) }) : t("serenataPick")}
        </p>
        {combo && (
          <p className="muted">
            {tk(`effect_${combo.combination}`, { n: COMBINATION_ARMIES[combo.combination] })}
          </p>
        )}
        <div className="row">
          <button type="button" className="btn" onClick={() => dispatch({ type: "cancel" })}>
            {t("cancel")} <kbd>Esc</kbd>
          </button>
        </div>
      </Panel>
    );
  }

  // Placement: setup passes (R2.4) or pending reinforcements (R4.2), held here until confirmed.
  if (d.place.length > 0) {
    const setup = state.stage === "setup";
    const left = setup ? d.place[0]!.max : placesLeft(model);
    const max = Math.max(1, Math.min(d.place[0]!.max, left));
    const amount = Math.max(1, Math.min(max, sel.placeAmount));
    return (
      <Panel title={title} className="actions" testId="actions">
        {setup ? (
          <>
            <p className="big-line">{t("setupPlace", { n: max })}</p>
            <p className="muted">
              {t("setupLeftTotal", { n: view.seats[seat]?.setupRemaining ?? 0 })}
            </p>
          </>
        ) : (
          <>
            <p className="big-line" data-testid="to-place" data-left={left}>
              {t("toPlace", { n: left })}
            </p>
            <Breakdown session={model.session} seat={seat} />
          </>
        )}
        {left > 0 && (
          <>
            <div className="amount">
              <span className="label">{t("perClick")}</span>
              <Stepper
                value={amount}
                min={1}
                max={max}
                label={t("perClick")}
                onChange={(n) => dispatch({ type: "placeAmount", n })}
              />
              <button
                type="button"
                className="btn small"
                onClick={() => dispatch({ type: "placeAmount", n: max })}
                disabled={amount === max}
                data-testid="place-all"
              >
                {t("all")}
              </button>
            </div>
            <p className="hint">{t("clickToPlace")}</p>
          </>
        )}
        {!setup && (
          <div className="row">
            <button
              type="button"
              className="btn"
              data-testid="undo-place"
              disabled={model.staged.length === 0}
              onClick={() => dispatch({ type: "undoPlace" })}
            >
              {t("undoPlace")} <kbd>⌫</kbd>
            </button>
            <button
              type="button"
              className="btn primary"
              data-testid="confirm-places"
              disabled={left > 0}
              onClick={() => dispatch({ type: "confirmPlaces" })}
            >
              {t("confirmPlaces")} <kbd>⏎</kbd>
            </button>
          </div>
        )}
      </Panel>
    );
  }

  // Fortify (R7): after «Passa», or any number of moves with Giro in Vespa.
  const fortifying = sel.mode === "fortify" || state.stage === "fortify";
  if (fortifying) {
    const move = sel.from && sel.to ? fortifyMove(d, sel.from, sel.to) : undefined;
    const action = pendingMove(model);
    const count = action?.count ?? 0;
    return (
      <Panel title={title} className="actions" testId="actions">
        <h3 className="sub">{t("fortifyTitle")}</h3>
        {endTurnToWin(view, seat) && (
          <p className="badge win" data-testid="win-hint">
            {t("endTurnToWin")}
          </p>
        )}
        {state.turn.vespa && <p className="badge vespa">{t("vespaActive")}</p>}
        {move ? (
          <>
            <p className="big-line">
              {t("fortifyCount", { from: regionName(move.from), to: regionName(move.to) })}
            </p>
            <Stepper
              value={count}
              min={move.min}
              max={move.max}
              label={t("move")}
              onChange={(n) => dispatch({ type: "count", n })}
              onConfirm={() => action && dispatch({ type: "act", action })}
            />
            <div className="row">
              <button
                type="button"
                className="btn primary"
                data-testid="fortify"
                onClick={() => action && dispatch({ type: "act", action })}
              >
                {t("moveN", { n: count })} <kbd>⏎</kbd>
              </button>
              <button type="button" className="btn" onClick={() => dispatch({ type: "cancel" })}>
                {t("cancel")}
              </button>
            </div>
            {!state.turn.vespa && <p className="hint">{t("fortifyEnds")}</p>}
          </>
        ) : (
          <p className="big-line">
            {d.fortifies.length === 0
              ? t("noFortify")
              : sel.from
                ? t("fortifyPickTarget", { from: regionName(sel.from) })
                : t("fortifyPick")}
          </p>
        )}
        <div className="row">
          {d.canEnd && (
            <button
              type="button"
              className="btn pass"
              data-testid="end-turn"
              onClick={() => dispatch({ type: "act", action: { type: "endTurn", seat } })}
            >
              {state.stage === "fortify" ? `«${t("pass")}»` : t("endWithoutMove")}
            </button>
          )}
          {state.stage !== "fortify" && d.attacks.length > 0 && !state.turn.fortified && (
            <button
              type="button"
              className="btn"
              onClick={() => dispatch({ type: "mode", mode: "main" })}
            >
              {t("backToAttack")}
            </button>
          )}
        </div>
      </Panel>
    );
  }

  // Attack (R6).
  const attack = sel.from && sel.to ? attackMove(d, sel.from, sel.to) : undefined;
  const diceCounts: number[] = [];
  if (attack) for (let n = attack.minDice; n <= attack.maxDice; n++) diceCounts.push(n);
  return (
    <Panel title={title} className="actions" testId="actions">
      <RollResult model={model} view={view} />
      {state.stage === "reinforce" && <Breakdown session={model.session} seat={seat} />}
      {state.turn.vespa && <p className="badge vespa">{t("vespaActive")}</p>}
      {state.turn.conqueredThisTurn > 0 && <p className="badge card">{t("conquerCard")}</p>}
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
            {tn("defenderRolls", defenceDice(state.regions[attack.to].armies))}
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
          {model.explain && whyNoAttack(view, seat, model.explain) && (
            <p className="hint why" data-testid="why-not">
              {tk(`noAttack_${whyNoAttack(view, seat, model.explain)}`, {
                region: regionName(model.explain),
                n: view.regions[model.explain].armies,
              })}
            </p>
          )}
        </>
      )}
      <div className="row end">{passButton}</div>
      {d.canEnd && <p className="hint">{t(state.turn.vespa ? "passHintVespa" : "passHint")}</p>}
    </Panel>
  );
}
