/**
 * The home page's game picker: which game the «New game» form sets up.
 *
 * @module
 */
import { useI18n } from "../i18n/context";

/** The games of the web app. */
export type GameId = "italia" | "radetzky";

/** Every game the picker offers, in order. */
export const GAMES: readonly GameId[] = ["italia", "radetzky"];

/** A row of toggle buttons, one per game; the picked one is pressed. */
export function GamePicker({ picked, onPick }: { picked: GameId; onPick: (game: GameId) => void }) {
  const { t } = useI18n();
  return (
    <fieldset className="game-picker" data-testid="game-picker">
      <legend>{t("gamePicker")}</legend>
      {GAMES.map((game) => (
        <button
          key={game}
          type="button"
          className={`btn ${picked === game ? "on" : ""}`}
          aria-pressed={picked === game}
          onClick={() => onPick(game)}
          data-testid={`pick-${game}`}
        >
          {t(game === "italia" ? "gameItalia" : "gameRadetzky")}
        </button>
      ))}
    </fieldset>
  );
}
