import type { GameRecord } from "@italia/engine";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { type GameId, GamePicker } from "./games/GamePicker";
import { createSession, type NewGameOptions, type Session } from "./games/italia/game/session";
import {
  deleteSave,
  loadSave,
  MAX_SAVES,
  newSaveId,
  type SaveSummary,
  savedGames,
  saveToDiscard,
} from "./games/italia/game/storage";
import { MiniMap } from "./games/italia/map/MiniMap";
import { OpenRuleContext, type RuleNumber } from "./games/italia/rules/anchors";
import { GameScreen } from "./games/italia/ui/GameScreen";
import { NewGame } from "./games/italia/ui/NewGame";
import { SavedGames, seatsLine, useSaveDate } from "./games/italia/ui/SavedGames";
import { RadetzkyNewGame } from "./games/radetzky/NewGameForm";
import { loadRzSave, type RzSave, rzStorage } from "./games/radetzky/saves";
import type { RzSetup } from "./games/radetzky/setup";
import { useI18n } from "./i18n/context";
import { fetchRoomGame } from "./online/api";
import { type RoomLink, readRoomLink, readWatchGame, readWatchLink } from "./online/links";
import { YourRooms } from "./online/YourRooms";
import { ConfirmDialog } from "./ui/ConfirmDialog";
import { Footer } from "./ui/Footer";
import { LanguageToggle, RulesButton, SoundToggle } from "./ui/TopBar";

const RulesPage = lazy(() => import("./games/italia/rules/RulesPage"));
const ReplayViewer = lazy(() => import("./games/italia/replay/ReplayViewer"));
// The online screens and colyseus.js load only when a player goes online (or opens a room link).
const OnlineApp = lazy(() => import("./online/OnlineApp"));
// Radetzky's rules, board and panels load only when a Radetzky game starts.
const RadetzkyGame = lazy(() => import("./games/radetzky/RadetzkyGame"));
// Radetzky's online screens load only when a Radetzky room opens (created, or by its link).
const RadetzkyOnline = lazy(() => import("./games/radetzky/RadetzkyOnline"));
const RadetzkyRulesDialog = lazy(() => import("./games/radetzky/RadetzkyRulesDialog"));

/** The app: home (new game, resume), the game, the replay viewer, the rules. */
export function App() {
  const { t } = useI18n();
  const dateOf = useSaveDate();
  const [game, setGame] = useState<{ session: Session; saveId: string } | null>(null);
  const [saves, setSaves] = useState<SaveSummary[]>(savedGames);
  // The rules page: closed (`null`), at the top (`at: null`) or at a rule a «Perché?» cites.
  const [rules, setRules] = useState<{ at: RuleNumber | null } | null>(null);
  // The replay viewer, on a file to pick (`record: null`) or on the game just played.
  const [replay, setReplay] = useState<{ record: GameRecord | null } | null>(null);
  // A watch link naming Radetzky (`?watch=…&game=radetzky`): Radetzky's screens watch it at once.
  const [rzWatchLink] = useState<string | null>(() =>
    typeof location !== "undefined" && readWatchGame(location.search) === "radetzky"
      ? readWatchLink(location.search)
      : null,
  );
  // Online: `false` off; a room link (invite or rejoin) opens that room; `null` the create form.
  const [online, setOnline] = useState<RoomLink | null | false>(() =>
    typeof location === "undefined" || rzWatchLink
      ? false
      : (readRoomLink(location.search, location.hash) ??
        (readWatchLink(location.search) ? null : false)),
  );
  // A watch link (`?watch=`): the online screens open as a spectator of that game.
  const [watch, setWatch] = useState<string | null>(() =>
    typeof location === "undefined" || rzWatchLink ? null : readWatchLink(location.search),
  );
  const [gameKey, setGameKey] = useState(0);
  // The game picked on the home page, and a Radetzky game being played.
  const [picked, setPicked] = useState<GameId>("italia");
  // Radetzky's rules page, opened from the home page while Radetzky is picked.
  const [rzRules, setRzRules] = useState(false);
  const [rzGame, setRzGame] = useState<{
    setup: RzSetup;
    key: number;
    resume?: RzSave["actions"];
  } | null>(null);
  // The saved local Radetzky game, offered on Radetzky's form.
  const [rzSave, setRzSave] = useState<RzSave | null>(() => loadRzSave(rzStorage()));
  // A Radetzky room: `link` the room a link named, `null` the create form.
  const [rzOnline, setRzOnline] = useState<{
    link: RoomLink | null;
    watch?: { watch: string; name: string };
    /** A watch link of a Radetzky room: its spectator chooses a name on Radetzky's page. */
    watchLink?: string;
  } | null>(() => (rzWatchLink ? { link: null, watchLink: rzWatchLink } : null));
  // A room link's game is asked of the server first (`GET /api/rooms/ROOM`): the room it names
  // until the answer came, then `null`. A room the server cannot tell of opens Italia's screens,
  // which say what is wrong.
  const [asking, setAsking] = useState<string | null>(() => (online ? online.room : null));
  useEffect(() => {
    if (!online) return;
    let live = true;
    setAsking(online.room);
    void fetchRoomGame(online.room).then((game) => {
      if (!live) return;
      if (game === "radetzky") {
        setRzOnline({ link: online });
        setOnline(false);
      }
      setAsking(null);
    });
    return () => {
      live = false;
    };
  }, [online]);
  // A question waiting before a save is discarded: deleting one, or a new game in a full list.
  const [question, setQuestion] = useState<
    | { kind: "delete"; save: SaveSummary }
    | { kind: "start"; options: NewGameOptions; discard: SaveSummary }
    | null
  >(null);

  const open = (session: Session, saveId: string) => {
    setGame({ session, saveId });
    setGameKey((k) => k + 1);
  };
  const startNow = (options: NewGameOptions, discard: SaveSummary | null) => {
    if (discard) deleteSave(discard.id);
    open(createSession(options), newSaveId());
  };
  const start = (options: NewGameOptions) => {
    const discard = saveToDiscard();
    if (discard) setQuestion({ kind: "start", options, discard });
    else startNow(options, null);
  };
  const resume = (save: SaveSummary) => {
    const session = loadSave(save.id);
    if (session) open(session, save.id);
    else {
      // Unreadable (an older engine, storage edited by hand): it cannot be resumed.
      setSaves(savedGames());
    }
  };
  const answer = (yes: boolean) => {
    const q = question;
    setQuestion(null);
    if (!q || !yes) return;
    if (q.kind === "delete") {
      deleteSave(q.save.id);
      setSaves(savedGames());
    } else startNow(q.options, q.discard);
  };
  const exit = useCallback(() => {
    setSaves(savedGames());
    setGame(null);
  }, []);
  const openRules = useCallback(() => setRules({ at: null }), []);
  const openRule = useCallback((rule: RuleNumber) => setRules({ at: rule }), []);
  const openReplay = useCallback((record: GameRecord) => setReplay({ record }), []);
  // A watch link's room turned out to be Radetzky's (its spectators' welcome says so).
  const watchGame = useCallback((game: string, watchId: string, name: string) => {
    if (game !== "radetzky") return;
    setOnline(false);
    setWatch(null);
    setRzOnline({ link: null, watch: { watch: watchId, name } });
  }, []);

  return (
    <OpenRuleContext.Provider value={openRule}>
      <div className="app">
        {rzOnline ? (
          <Suspense fallback={<p className="loading">{t("gameLoading")}</p>}>
            <RadetzkyOnline
              link={rzOnline.link}
              watch={rzOnline.watch}
              watchLink={rzOnline.watchLink ?? null}
              onExit={() => setRzOnline(null)}
            />
          </Suspense>
        ) : online !== false && asking !== null && !game ? (
          <p className="loading">{t("gameLoading")}</p>
        ) : online !== false && !game ? (
          // Kept mounted (hidden) while a finished room's replay is watched, as a local game is.
          <div className="online-host" hidden={replay !== null}>
            <Suspense fallback={null}>
              <OnlineApp
                link={online}
                watch={watch}
                onExit={() => {
                  setOnline(false);
                  setWatch(null);
                }}
                onRules={openRules}
                onReplay={openReplay}
                onWatchGame={watchGame}
              />
            </Suspense>
          </div>
        ) : game ? (
          // Kept mounted (hidden) while its replay is watched, so closing the replay returns to it.
          <div className="game-host" hidden={replay !== null}>
            <GameScreen
              key={gameKey}
              session={game.session}
              saveId={game.saveId}
              onExit={exit}
              onRules={openRules}
              onReplay={openReplay}
            />
          </div>
        ) : rzGame ? (
          <Suspense fallback={<p className="loading">{t("gameLoading")}</p>}>
            <RadetzkyGame
              key={rzGame.key}
              setup={rzGame.setup}
              resume={rzGame.resume}
              onExit={() => {
                setRzGame(null);
                setRzSave(loadRzSave(rzStorage()));
              }}
              onRestart={() => setRzGame((g) => (g ? { setup: g.setup, key: g.key + 1 } : g))}
            />
          </Suspense>
        ) : replay ? null : (
          <div className="home">
            <header className="home-top">
              <SoundToggle />
              <LanguageToggle />
              <RulesButton onClick={picked === "radetzky" ? () => setRzRules(true) : openRules} />
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
                  <button
                    type="button"
                    className="btn big online-entry"
                    onClick={() => setOnline(null)}
                    data-testid="online-entry"
                  >
                    {t("online")}
                  </button>
                  <p className="online-hint">{t("onlineHint")}</p>
                  <YourRooms onOpen={(room) => setOnline({ room, credential: null })} />
                  <SavedGames
                    saves={saves}
                    onResume={resume}
                    onDelete={(save) => setQuestion({ kind: "delete", save })}
                  />
                  <button
                    type="button"
                    className="btn open-replay"
                    onClick={() => setReplay({ record: null })}
                    data-testid="open-replay"
                  >
                    {t("replayOpen")}
                  </button>
                </div>
              </section>
              <div className="game-column">
                <GamePicker picked={picked} onPick={setPicked} />
                {picked === "italia" ? (
                  <NewGame onStart={start} />
                ) : (
                  <RadetzkyNewGame
                    onStart={(setup) => setRzGame((g) => ({ setup, key: (g?.key ?? 0) + 1 }))}
                    onOnline={() => setRzOnline({ link: null })}
                    saved={rzSave}
                    onResume={(save) =>
                      setRzGame((g) => ({
                        setup: save.setup,
                        resume: save.actions,
                        key: (g?.key ?? 0) + 1,
                      }))
                    }
                  />
                )}
              </div>
            </div>
            <Footer />
          </div>
        )}
        {question && (
          <ConfirmDialog
            title={t(question.kind === "delete" ? "confirmDeleteTitle" : "confirmDiscardTitle")}
            text={
              question.kind === "delete"
                ? t("confirmDeleteText", {
                    date: dateOf(question.save),
                    seats: seatsLine(question.save),
                    round: question.save.round,
                  })
                : t("confirmDiscardText", {
                    max: MAX_SAVES,
                    date: dateOf(question.discard),
                    seats: seatsLine(question.discard),
                    round: question.discard.round,
                  })
            }
            yes={t(question.kind === "delete" ? "confirmDelete" : "confirmDiscard")}
            onYes={() => answer(true)}
            onNo={() => answer(false)}
          />
        )}
        {replay && (
          <Suspense fallback={null}>
            <ReplayViewer
              record={replay.record}
              onClose={() => setReplay(null)}
              onRules={openRules}
            />
          </Suspense>
        )}
        {rules && (
          <Suspense fallback={null}>
            <RulesPage at={rules.at} onClose={() => setRules(null)} />
          </Suspense>
        )}
        {rzRules && (
          <Suspense fallback={null}>
            <RadetzkyRulesDialog onClose={() => setRzRules(false)} />
          </Suspense>
        )}
      </div>
    </OpenRuleContext.Provider>
  );
}
