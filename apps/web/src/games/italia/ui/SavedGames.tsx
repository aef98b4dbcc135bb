/**
 * The home screen's saved games: one line per save (date, seats, round) with "resume" and
 * "delete" (the question asked before a save is discarded is the shell's `ConfirmDialog`).
 */
import { useI18n } from "../../../i18n/context";
import type { SaveSummary } from "../game/storage";

/** A save's date and time in the interface language. */
export function useSaveDate(): (save: SaveSummary) => string {
  const { lang } = useI18n();
  return (save) =>
    new Date(save.savedAt).toLocaleString(lang === "it" ? "it-IT" : "en-GB", {
      dateStyle: "medium",
      timeStyle: "short",
    });
}

/** The seats of a save as one short line: names, bots marked "(bot)". */
export function seatsLine(save: SaveSummary): string {
  return save.seats.map((s) => (s.bot ? `${s.name} (bot)` : s.name)).join(", ");
}

/** The list of saved games, newest first. */
export function SavedGames({
  saves,
  onResume,
  onDelete,
}: {
  saves: readonly SaveSummary[];
  onResume: (save: SaveSummary) => void;
  onDelete: (save: SaveSummary) => void;
}) {
  const { t } = useI18n();
  const dateOf = useSaveDate();
  if (saves.length === 0) return null;
  return (
    <section className="saves" data-testid="saves" aria-label={t("savesTitle")}>
      <h2 className="sub">{t("savesTitle")}</h2>
      <ul>
        {saves.map((save) => (
          <li key={save.id} className="save" data-testid="save">
            <button
              type="button"
              className="btn primary save-resume"
              data-testid="resume"
              onClick={() => onResume(save)}
            >
              {t("resume")}
              <span className="sub-label">
                {t("saveInfo", { date: dateOf(save), round: save.round })}
              </span>
              <span className="sub-label save-seats">{seatsLine(save)}</span>
            </button>
            <button
              type="button"
              className="btn small ghost"
              data-testid="delete-save"
              aria-label={t("deleteSaveLabel", { date: dateOf(save) })}
              onClick={() => onDelete(save)}
            >
              {t("deleteSave")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
