import { lazy, Suspense, useCallback, useState } from "react";
import { createSession, type NewGameOptions, type Session } from "./game/session";
import { clearSaved, loadSession } from "./game/storage";
import { useI18n } from "./i18n/context";
import { MiniMap } from "./map/MiniMap";
import { Footer } from "./ui/Footer";
import { GameScreen } from "./ui/GameScreen";
import { NewGame } from "./ui/NewGame";
import { LanguageToggle, RulesButton } from "./ui/TopBar";

const RulesPage = lazy(() => import("./rules/RulesPage"));

/** The app: home (new game, resume), the game, the rules. */
export function App() {
  const { t } = useI18n();
  const [session, setSession] = useState<Session | null>(null);
  const [saved, setSaved] = useState<Session | null>(() => loadSession());
  const [rules, setRules] = useState(false);
  const [gameKey, setGameKey] = useState(0);

  const start = (options: NewGameOptions) => {
    clearSaved();
    setSaved(null);
    setSession(createSession(options));
    setGameKey((k) => k + 1);
  };
  const exit = useCallback(() => {
    setSaved(loadSession());
    setSession(null);
  }, []);
  const openRules = useCallback(() => setRules(true), []);

  return (
    <div className="app">
      {session ? (
        <GameScreen key={gameKey} session={session} onExit={exit} onRules={openRules} />
      ) : (
        <div className="home">
          <header className="home-top">
            <LanguageToggle />
            <RulesButton onClick={openRules} />
          </header>
          <div className="home-grid">
            <section className="hero">
              <MiniMap />
              <div className="hero-text">
                <h1 className="title">
                  <span className="flag" aria-hidden="true">
                    <i />
                    <i />
                    <i />
                  </span>
                  {t("appTitle")}
                </h1>
                <p className="tagline">{t("tagline")}</p>
                {saved && (
                  <button
                    type="button"
                    className="btn primary big"
                    data-testid="resume"
                    onClick={() => {
                      setSession(saved);
                      setGameKey((k) => k + 1);
                    }}
                  >
                    {t("resume")}
                    <span className="sub-label">
                      {t("resumeInfo", {
                        round: saved.state.round,
                        players: t("playersCount", { n: saved.seats.length }),
                      })}
                    </span>
                  </button>
                )}
              </div>
            </section>
            <NewGame onStart={start} />
          </div>
          <Footer />
        </div>
      )}
      {rules && (
        <Suspense fallback={null}>
          <RulesPage onClose={() => setRules(false)} />
        </Suspense>
      )}
    </div>
  );
}
