import { Fragment, Suspense, useCallback, useEffect, useState } from "react";
import { GamePicker } from "./games/GamePicker";
import { DEFAULT_GAME, GAMES, type GameId, gameOf } from "./games/index";
import type { GameUI, LocalPart } from "./games/types";
import { useI18n } from "./i18n/context";
import { fetchRoomGame } from "./online/api";
import { type OnlineOpening, openingOf } from "./online/opening";
import { YourRooms } from "./online/YourRooms";
import { Footer } from "./ui/Footer";
import { LanguageToggle, RulesButton, SoundToggle } from "./ui/TopBar";

/** The online screens the page address opens (read once, when the page loads). */
function onlineFromAddress(): OnlineOpening<GameId> | null {
  if (typeof location === "undefined") return null;
  return openingOf<GameId>(location.search, location.hash, (id) => gameOf(id)?.id, DEFAULT_GAME.id);
}

/**
 * The app: the home page (every game's new-game form behind the game picker, saved games, rooms
 * this browser holds a seat in), a game's screens on this device, its online screens. What is a
 * game's own comes from the registry ({@link GAMES}).
 */
export function App() {
  const { t } = useI18n();
  const [online, setOnline] = useState<OnlineOpening<GameId> | null>(onlineFromAddress);
  // The game picked on the home page.
  const [picked, setPicked] = useState<GameId>(DEFAULT_GAME.id);
  const openOnline = useCallback(
    (game: GameId) => setOnline({ game, link: null, watchLink: null, watch: null }),
    [],
  );
  // Every game's part, each render, in the registry's order: `GAMES` is a constant list, so the
  // hooks are called in the same order every time.
  const parts = GAMES.map((game): readonly [GameUI, LocalPart] => [
    game,
    // biome-ignore lint/correctness/useHookAtTopLevel: one call per game of a constant list.
    game.useLocal({ onOnline: () => openOnline(game.id) }),
  ]);

  // A room link's game is asked of the server first (`GET /api/rooms/ROOM`). A room the server
  // cannot tell of opens the default game's screens, which say what is wrong.
  const asking = online?.game === null ? online.link : null;
  useEffect(() => {
    if (!asking) return;
    let live = true;
    void fetchRoomGame(asking.room).then((game) => {
      if (!live) return;
      const id = (gameOf(game) ?? DEFAULT_GAME).id;
      setOnline((o) => (o && o.game === null ? { ...o, game: id } : o));
    });
    return () => {
      live = false;
    };
  }, [asking]);
  // A watch link's room turned out to be another game's (its spectators' welcome says so).
  const watchGame = useCallback((game: string, watch: string, name: string) => {
    const other = gameOf(game);
    if (!other || other === DEFAULT_GAME) return;
    setOnline({ game: other.id, link: null, watchLink: null, watch: { watch, name } });
  }, []);

  const Online = online?.game ? gameOf(online.game)?.Online : undefined;
  const screen = parts.find(([, part]) => part.screen !== null)?.[1].screen;
  const pickedPart = parts.find(([game]) => game.id === picked)?.[1];
  return (
    <div className="app">
      {online && !Online && !screen ? (
        <p className="loading">{t("gameLoading")}</p>
      ) : online && Online && !screen ? (
        <Suspense fallback={<p className="loading">{t("gameLoading")}</p>}>
          <Online
            link={online.link}
            watchLink={online.watchLink}
            watch={online.watch}
            onExit={() => setOnline(null)}
            onWatchGame={watchGame}
          />
        </Suspense>
      ) : screen ? (
        screen
      ) : parts.some(([, part]) => part.covered) ? null : (
        <div className="home">
          <header className="home-top">
            <SoundToggle />
            <LanguageToggle />
            <RulesButton onClick={() => pickedPart?.openRules()} />
          </header>
          <div className="home-grid">
            <section className="hero">
              {parts.map(([game, part]) => (
                <Fragment key={game.id}>{part.art}</Fragment>
              ))}
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
                <button
                  type="button"
                  className="btn big online-entry"
                  onClick={() => openOnline(DEFAULT_GAME.id)}
                  data-testid="online-entry"
                >
                  {t("online")}
                </button>
                <p className="online-hint">{t("onlineHint")}</p>
                <YourRooms
                  onOpen={(room) =>
                    setOnline({
                      game: null,
                      link: { room, credential: null },
                      watchLink: null,
                      watch: null,
                    })
                  }
                />
                {parts.map(([game, part]) => (
                  <Fragment key={game.id}>{part.hero}</Fragment>
                ))}
              </div>
            </section>
            <div className="game-column">
              <GamePicker picked={picked} onPick={setPicked} />
              {pickedPart?.form}
            </div>
          </div>
          <Footer />
        </div>
      )}
      {parts.map(([game, part]) => (
        <Fragment key={game.id}>{part.overlays}</Fragment>
      ))}
    </div>
  );
}
