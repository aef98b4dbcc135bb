import { cardById, type PlayerView, regionName } from "@italia/engine";
import { type Dispatch, useState } from "react";
import type { Msg } from "../game/controller";
import type { Decision } from "../game/options";
import { useI18n } from "../i18n/context";
import { Panel } from "./controls";
import { SymbolIcon } from "./icons";

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
  const me = view.me;
  if (!me) return null;
  const combos = decision?.combos ?? [];
  const inCombo = new Set(combos.flatMap((c) => c.cards));
  const hovered = new Set(combos.find((c) => c.key === hover)?.cards ?? []);
  const attacked = view.turn.attacked && view.currentSeat === me.seat;

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
            const owned = card.region !== null && view.regions[card.region].owner === me.seat;
            const classes = ["card", card.symbol];
            if (inCombo.has(id)) classes.push("playable");
            if (hovered.has(id)) classes.push("hovered");
            return (
              <li key={id} className={classes.join(" ")} data-card={id}>
                <SymbolIcon symbol={card.symbol} size={34} />
                <span className="card-symbol">{tk(`symbol_${card.symbol}`)}</span>
                <span className="card-region">{card.region ? regionName(card.region) : "★"}</span>
                {owned && <span className="card-owned">+2</span>}
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
            <ul>
              {combos.map((c) => (
                <li
                  key={c.key}
                  className="combo"
                  onMouseEnter={() => setHover(c.key)}
                  onMouseLeave={() => setHover(null)}
                >
                  <div className="combo-text">
                    <strong>{tk(`combo_${c.combination}`)}</strong>
                    <span className="muted small">{tk(`effect_${c.combination}`)}</span>
                    <span className="combo-cards">
                      {c.cards.map((id) => (
                        <SymbolIcon key={id} symbol={cardById(id).symbol} size={18} />
                      ))}
                    </span>
                  </div>
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
                            action: { type: "playCards", seat: me.seat, cards: [...c.cards] },
                          })
                    }
                  >
                    {t("play")}
                  </button>
                </li>
              ))}
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
