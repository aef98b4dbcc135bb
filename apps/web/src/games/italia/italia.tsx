/**
 * Italia as the app shell knows it ({@link GameUI}): its new-game form and saved games on the
 * home page, the game on this device, the replay viewer, the rules page (opened at the top or at
 * a rule a «Perché?» cites), and its online screens, loaded on demand.
 *
 * @module
 */
import type { GameRecord } from "@italia/engine";
import { lazy, type ReactNode, Suspense, useCallback, useState } from "react";
import { useI18n } from "../../i18n/context";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import type { GameUI, LocalPart } from "../types";
import { createSession, type NewGameOptions, type Session } from "./game/session";
import {
  deleteSave,
  loadSave,
  MAX_SAVES,
  newSaveId,
  type SaveSummary,
  savedGames,
  saveToDiscard,
} from "./game/storage";
import { MiniMap } from "./map/MiniMap";
import { OpenRuleContext, type RuleNumber } from "./rules/anchors";
import { GameScreen } from "./ui/GameScreen";
import { NewGame } from "./ui/NewGame";
import { SavedGames, seatsLine, useSaveDate } from "./ui/SavedGames";

const RulesPage = lazy(() => import("./rules/RulesPage"));
const ReplayViewer = lazy(() => import("./replay/ReplayViewer"));

/** Italia's part of the app on this device (a hook: see {@link GameUI.useLocal}). */
function useItaliaLocal(): LocalPart {
  const { t } = useI18n();
  const dateOf = useSaveDate();
  const [game, setGame] = useState<{ session: Session; saveId: string } | null>(null);
  const [gameKey, setGameKey] = useState(0);
  const [saves, setSaves] = useState<SaveSummary[]>(savedGames);
  // The rules page: closed (`null`), at the top (`at: null`) or at a rule a «Perché?» cites.
  const [rules, setRules] = useState<{ at: RuleNumber | null } | null>(null);
  // The replay viewer, on a file to pick (`record: null`) or on the game just played.
  const [replay, setReplay] = useState<{ record: GameRecord | null } | null>(null);
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
  // What a «Perché?» anywhere in Italia's screens opens.
  const cite = (node: ReactNode) => (
    <OpenRuleContext.Provider value={openRule}>{node}</OpenRuleContext.Provider>
  );

  return {
    screen: game
      ? cite(
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
          </div>,
        )
      : null,
    covered: replay !== null,
    art: <MiniMap />,
    hero: (
      <>
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
      </>
    ),
    form: cite(<NewGame onStart={start} />),
    overlays: cite(
      <>
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
      </>,
    ),
    openRules,
  };
}

/** Italia in the app shell's registry. */
export const italia: GameUI = {
  id: "italia",
  name: "gameItalia",
  useLocal: useItaliaLocal,
  // The online screens and colyseus.js load only when a player goes online (or opens a room link).
  Online: lazy(() => import("./online/ItaliaOnline")),
};
