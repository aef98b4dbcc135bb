import {
  type CardId,
  COMBINATION_ARMIES,
  cardById,
  type PlayerView,
  RULES,
  regionBonusRegions,
  regionName,
} from "@italia/engine";
import { type Dispatch, useState } from "react";
import { useI18n } from "../../../i18n/context";
import { Panel } from "../../../ui/controls";
import type { Decision } from "../game/options";
import type { Msg } from "../game/table";
import { SymbolIcon } from "./icons";

/** How many ways to play one combination are listed before "N more". */
const SHOWN_OPTIONS = 3;

type Combo = Decision["combos"][number];

/**
 * The engine's playable combinations grouped by kind, in the engine's order of kinds; within a
 * kind, the ways that add the most region bonuses (R5.3) come first.
 */
function groupCombos(combos: readonly Combo[], ownedBonus: (id: CardId) => boolean) {
  const groups = new Map<Combo["combination"], Combo[]>();
  for (const c of combos) {
    const list = groups.get(c.combination) ?? [];
    list.push(c);
    groups.set(c.combination, list);
  }
  const bonuses = (c: Combo) => c.cards.filter(ownedBonus).length;
  return [...groups].map(
    ([combination, list]) =>
      [combination, list.slice().sort((a, b) => bonuses(b) - bonuses(a))] as const,
  );
}

/** The viewer's hand, with the engine's playable combinations highlighted and playable. */
export function HandPanel({
  view,
  decision,
  dispatch,
}: {
  view: PlayerView;
  decision: Decision | null;
  dispatch: Dispatch<Msg>;
}) {
  const { t, tk } = useI18n();
  const [hover, setHover] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const me = view.me;
  if (!me) return null;
  const combos = decision?.combos ?? [];
  const inCombo = new Set(combos.flatMap((c) => c.cards));
  const hovered = new Set(combos.find((c) => c.key === hover)?.cards ?? []);
  const attacked = view.turn.attacked && view.currentSeat === me.seat;
  // The engine says which cards add 2 armies to a held region when played (R5.3).
  const ownedBonus = (id: CardId) => regionBonusRegions(view, me.seat, [id]).length > 0;
  const toggle = (combination: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(combination)) next.add(combination);
      return next;
    });

  return (
    <Panel
      title={t("handTitle")}
      extra={<span className="muted">{t("handCount", { n: me.hand.length })}</span>}
      className="hand"
      testId="hand"
    >
      {me.hand.length === 0 ? (
        <p className="muted small">{t("noCards")}</p>
      ) : (
        <ul className="cards">
          {me.hand.map((id) => {
            const card = cardById(id);
            const owned = ownedBonus(id);
            const classes = ["card", card.symbol];
            if (inCombo.has(id)) classes.push("playable");
            if (hovered.has(id)) classes.push("hovered");
            return (
              <li key={id} className={classes.join(" ")} data-card={id}>
                <SymbolIcon symbol={card.symbol} size={34} />
                <span className="card-symbol">{tk(`symbol_${card.symbol}`)}</span>
                <span className="card-region">{card.region ? regionName(card.region) : "★"}</span>
                {owned && <span className="card-owned">+{RULES.regionCardBonus}</span>}
              </li>
            );
          })}
        </ul>
      )}
      {decision && me.hand.length > 0 && (
        <div className="combos">
          <h3 className="sub">{t("combosTitle")}</h3>
          {combos.length === 0 ? (
            <p className="muted small">
              {attacked && me.hand.length >= 3 ? t("combosAfterAttack") : t("noCombos")}
            </p>
          ) : (
            <ul className="combo-groups">
              {groupCombos(combos, ownedBonus).map(([combination, options]) => {
                const open = expanded.has(combination);
                const shown = open ? options : options.slice(0, SHOWN_OPTIONS);
                return (
                  <li key={combination} className="combo-group">
                    <div className="combo-head">
                      <strong>{tk(`combo_${combination}`)}</strong>
                      <span className="muted small">
                        {tk(`effect_${combination}`, { n: COMBINATION_ARMIES[combination] })}
                      </span>
                    </div>
                    <ul>
                      {shown.map((c) => (
                        <li
                          key={c.key}
                          className="combo"
                          onMouseEnter={() => setHover(c.key)}
                          onMouseLeave={() => setHover(null)}
                        >
                          <span className="combo-cards">
                            {c.cards.map((id) => {
                              const card = cardById(id);
                              return (
                                <span key={id} className={`chip ${card.symbol}`}>
                                  <SymbolIcon symbol={card.symbol} size={16} />
                                  {card.region ? regionName(card.region) : tk("symbol_nonna")}
                                  {ownedBonus(id) && (
                                    <b className="chip-bonus">+{RULES.regionCardBonus}</b>
                                  )}
                                </span>
                              );
                            })}
                          </span>
                          <button
                            type="button"
                            className="btn primary small"
                            data-testid={`combo-${c.combination}`}
                            onFocus={() => setHover(c.key)}
                            onBlur={() => setHover(null)}
                            onClick={() =>
                              c.combination === "serenata"
                                ? dispatch({ type: "serenata", key: c.key })
                                : dispatch({
                                    type: "act",
                                    action: {
                                      type: "playCards",
                                      seat: me.seat,
                                      cards: [...c.cards],
                                    },
                                  })
                            }
                          >
                            {t("play")}
                          </button>
                        </li>
                      ))}
                    </ul>
                    {options.length > SHOWN_OPTIONS && (
                      <button
                        type="button"
                        className="btn ghost small more"
                        aria-expanded={open}
                        onClick={() => toggle(combination)}
                      >
                        {open
                          ? t("fewerCombos")
                          : t("moreCombos", { n: options.length - SHOWN_OPTIONS })}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
      <p className="muted small deck-line">
        {t("deck", { n: view.deckSize })} · {t("discard", { n: view.discard.length })}
      </p>
    </Panel>
  );
}
