/**
 * Radetzky: Milano 1848 as the app shell knows it ({@link GameUI}): its new-game form (with its
 * saved game) on the home page; its game, rules and online screens, each loaded on demand (its
 * board, panels, rules and bots stay out of the home page's first load).
 *
 * @module
 */
import { lazy, Suspense, useState } from "react";
import { useI18n } from "../../i18n/context";
import type { GameUI, LocalPart, LocalShell } from "../types";
import { RadetzkyNewGame } from "./NewGameForm";
import { loadRzSave, type RzSave, rzStorage } from "./saves";
import type { RzSetup } from "./setup";

// Radetzky's rules, board and panels load only when a Radetzky game starts.
const RadetzkyGame = lazy(() => import("./RadetzkyGame"));
const RadetzkyRulesDialog = lazy(() => import("./RadetzkyRulesDialog"));

/** Radetzky's part of the app on this device (a hook: see {@link GameUI.useLocal}). */
function useRadetzkyLocal({ onOnline }: LocalShell): LocalPart {
  const { t } = useI18n();
  // Radetzky's rules page, opened from the home page while Radetzky is picked.
  const [rules, setRules] = useState(false);
  const [game, setGame] = useState<{
    setup: RzSetup;
    key: number;
    resume?: RzSave["actions"];
  } | null>(null);
  // The saved local Radetzky game, offered on Radetzky's form.
  const [save, setSave] = useState<RzSave | null>(() => loadRzSave(rzStorage()));
  return {
    screen: game ? (
      <Suspense fallback={<p className="loading">{t("gameLoading")}</p>}>
        <RadetzkyGame
          key={game.key}
          setup={game.setup}
          resume={game.resume}
          onExit={() => {
            setGame(null);
            setSave(loadRzSave(rzStorage()));
          }}
          onRestart={() => setGame((g) => (g ? { setup: g.setup, key: g.key + 1 } : g))}
        />
      </Suspense>
    ) : null,
    covered: false,
    art: null,
    hero: null,
    form: (
      <RadetzkyNewGame
        onStart={(setup) => setGame((g) => ({ setup, key: (g?.key ?? 0) + 1 }))}
        onOnline={onOnline}
        saved={save}
        onResume={(saved) =>
          setGame((g) => ({
            setup: saved.setup,
            resume: saved.actions,
            key: (g?.key ?? 0) + 1,
          }))
        }
      />
    ),
    overlays: rules && (
      <Suspense fallback={null}>
        <RadetzkyRulesDialog onClose={() => setRules(false)} />
      </Suspense>
    ),
    openRules: () => setRules(true),
  };
}

/** Radetzky in the app shell's registry. */
export const radetzky: GameUI = {
  id: "radetzky",
  name: "gameRadetzky",
  useLocal: useRadetzkyLocal,
  // Radetzky's online screens load only when a Radetzky room opens (created, or by its link).
  Online: lazy(() => import("./RadetzkyOnline")),
};
