/**
 * The home page's game picker: which game the «New game» form sets up.
 *
 * @module
 */
import { useI18n } from "../i18n/context";
import { GAMES } from "./index";
import type { GameId } from "./types";

/** A row of toggle buttons, one per game; the picked one is pressed. */
export function GamePicker({ picked, onPick }: { picked: GameId; onPick: (game: GameId) => void }) {
  const { t } = useI18n();
  return (
    <fieldset className="game-picker" data-testid="game-picker">
      <legend>{t("gamePicker")}</legend>
      {GAMES.map(({ id, name }) => (
        <button
          key={id}
          type="button"
          className={`btn ${picked === id ? "on" : ""}`}
          aria-pressed={picked === id}
          onClick={() => onPick(id)}
          data-testid={`pick-${id}`}
        >
          {t(name)}
        </button>
      ))}
    </fieldset>
  );
}
