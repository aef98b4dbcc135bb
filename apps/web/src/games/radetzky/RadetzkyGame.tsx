/**
 * A local game of Radetzky on the screen (loaded lazily from the home page): the plan of Milan,
 * the side panels (round, decks, Helps, combat track, hands), the actions of the seat acting now,
 * the fight as an exchange, the Austrian turn as short log lines, the hand-over screen before a
 * seat with a hidden hand acts, and the end screen. Every legal move comes from the rules'
 * `legalMoves`, every refusal from `apply`.
 *
 * @module
 */
import {
  DATA,
  eventFor,
  helpOf,
  type RadetzkyAction,
  type RadetzkyEvent,
  type RadetzkyView,
} from "@italia/radetzky";
import {
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import { useI18n } from "../../i18n/context";
import type { Lang } from "../../i18n/i18n";
import { LanguageToggle } from "../../ui/TopBar";
import { MilanMap, SEAT_COLOURS } from "./board/MilanMap";
import { cardLabel, eventLine, moveLabel, type RzT, zoneName } from "./describe";
import { LocalRadetzky, type RzRefusal, type RzTable } from "./local";
import RadetzkyReplay from "./RadetzkyReplay";
import { RadetzkyRules } from "./RadetzkyRules";
import { rzRefusalLine, rzRefusalText } from "./refusals";
import { localRecord } from "./replay";
import { SoldiersChart } from "./SoldiersChart";
import { type RzTeamStats, teamStats } from "./stats";
import "./radetzky.css";
import { clearRzSave, RZ_SAVE_FORMAT, rzStorage, storeRzSave } from "./saves";
import type { RzSetup } from "./setup";
import { type RzKey, rzTexts } from "./texts";

/** The bots' pause between decisions, in ms ("instant" in the app's speed setting: none). */
function botDelay(): number {
  try {
    return globalThis.localStorage?.getItem("italia.botSpeed") === "instant" ? 0 : 350;
  } catch {
    return 350;
  }
}

/** What the screen shows the person holding the device now. */
type Screen =
  | { readonly kind: "over" }
  | { readonly kind: "bots" }
  | { readonly kind: "others"; readonly seats: readonly number[] }
  | { readonly kind: "pick"; readonly seats: readonly number[] }
  | { readonly kind: "handover"; readonly seat: number }
  | {
      readonly kind: "play";
      readonly seat: number;
      readonly shared: readonly number[];
      readonly bots: readonly number[];
      /** Online: other seats that may answer the same decision from their devices. */
      readonly elsewhere: readonly number[];
    };

/**
 * The game screen of a local Radetzky game: a new one from `setup`, or a saved one again
 * (`resume`: its actions, replayed by the rules). The game is saved after every action
 * (saves.ts) and the save is dropped once the game is over.
 */
export default function RadetzkyGame({
  setup,
  resume,
  onExit,
  onRestart,
}: {
  readonly setup: RzSetup;
  readonly resume?: readonly RadetzkyAction[];
  readonly onExit: () => void;
  readonly onRestart: () => void;
}) {
  const { lang } = useI18n();
  const t = useMemo(() => rzTexts(lang), [lang]);
  const [replay, setReplay] = useState<unknown>(null);
  const started = useMemo(() => {
    const opened = resume ? LocalRadetzky.resume(setup, resume) : LocalRadetzky.start(setup);
    if (!opened.ok) {
      if (resume) clearRzSave(rzStorage()); // a save that does not replay is of no use
      return opened;
    }
    const game = opened.game;
    game.onPlayed = () => {
      if (game.state.stage === "over") clearRzSave(rzStorage());
      else {
        storeRzSave(rzStorage(), {
          format: RZ_SAVE_FORMAT,
          setup: game.setup,
          actions: game.actions,
          round: game.state.round,
          savedAt: Date.now(),
        });
      }
    };
    return opened;
  }, [setup, resume]);
  if (!started.ok) {
    return (
      <div className="rz-game">
        <p role="alert" className="rz-refusal">
          {started.step === undefined
            ? `${t("refused", { message: rzRefusalText(lang, started.error) })}${
                started.error.rule ? ` (${started.error.rule})` : ""
              }`
            : t("resumeRefused", {
                n: started.step,
                message: rzRefusalText(lang, started.error),
              })}
        </p>
        <button type="button" className="btn" onClick={onExit}>
          {t("backHome")}
        </button>
      </div>
    );
  }
  if (replay !== null) {
    return <RadetzkyReplay record={replay} onClose={() => setReplay(null)} />;
  }
  const game = started.game;
  return (
    <RadetzkyTable
      game={game}
      t={t}
      lang={lang}
      onExit={onExit}
      onRestart={onRestart}
      endActions={
        <button
          type="button"
          className="btn"
          onClick={() => setReplay(localRecord(game))}
          data-testid="rz-replay-open"
        >
          {t("replayOpen")}
        </button>
      }
    />
  );
}

/**
 * The table of a game (see the module): what the person holding the device sees and may do,
 * through one {@link RzTable} — a local game's, or an online room's (online.ts). Exported for
 * tests and the online screens; the app mounts a local game through the default export.
 */
export function RadetzkyTable({
  game,
  t,
  lang,
  onExit,
  onRestart,
  status,
  endActions,
  chat,
}: {
  readonly game: RzTable;
  readonly t: RzT;
  readonly lang: Lang;
  readonly onExit: () => void;
  /** A new game with the same setup (local); online, {@link endActions} take its place. */
  readonly onRestart?: () => void;
  /** Shown in the top bar (online: the turn timer, the connection). */
  readonly status?: ReactNode;
  /** The end screen's buttons besides «back home» (online: rematch, the record). */
  readonly endActions?: ReactNode;
  /** The room's chat (online), beside the log. */
  readonly chat?: ReactNode;
}) {
  const { t: shell } = useI18n();
  const [, bump] = useReducer((n: number) => n + 1, 0);
  // The seat the device was last handed to (hidden hands), and the person chosen at a shared
  // decision.
  const [holder, setHolder] = useState<number | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<RzRefusal | null>(null);
  // At a shared decision: the bots were asked and all waited (the people decide).
  const [botsWaited, setBotsWaited] = useState(false);
  // The rules page: closed (`undefined`), at the top (`null`) or at the rule a refusal cites.
  const [rulesAt, setRulesAt] = useState<string | null | undefined>(undefined);
  const hidden = game.hiddenHands();
  const waiting = game.waiting();
  const name = (seat: number) => game.seats[seat]?.name ?? "?";
  const firstPerson = game.seats.findIndex((s) => s.kind === "person");

  let screen: Screen;
  if (waiting.kind === "over") screen = { kind: "over" };
  else if (waiting.kind === "bots") screen = { kind: "bots" };
  else if (waiting.kind === "others") screen = { kind: "others", seats: waiting.seats };
  else {
    const shared = waiting.seats;
    const target =
      shared.length === 1
        ? shared[0]!
        : chosen !== null && shared.includes(chosen)
          ? chosen
          : holder !== null && shared.includes(holder) && !hidden
            ? holder
            : null;
    if (target === null) screen = { kind: "pick", seats: shared };
    else if (hidden && holder !== target) screen = { kind: "handover", seat: target };
    else
      screen = {
        kind: "play",
        seat: target,
        shared,
        bots: waiting.bots,
        elsewhere: waiting.elsewhere ?? [],
      };
  }

  // Bots play one decision at a time, after a pause people can follow; the search bot thinks in
  // the bots' worker meanwhile (one decision at a time).
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const thinking = useRef(false);
  const letBots = useCallback(async (): Promise<boolean> => {
    if (thinking.current) return false;
    thinking.current = true;
    try {
      return game.thinkBots ? await game.thinkBots() : game.stepBots();
    } finally {
      thinking.current = false;
    }
  }, [game]);
  useEffect(() => {
    if (screen.kind !== "bots") return;
    timer.current = setTimeout(() => {
      void letBots().then(() => bump());
    }, botDelay());
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  });

  // Whose eyes the screen is for: the acting person; with hidden hands, whoever holds the device.
  // Online, the device is one seat's.
  // A spectator's screen is nobody's: the public view.
  const viewer: number | null = game.watching
    ? null
    : game.me !== null
      ? game.me
      : screen.kind === "play"
        ? screen.seat
        : hidden
          ? holder
          : firstPerson >= 0
            ? firstPerson
            : null;
  // Everything below reads the viewer's view, never the state: an online table gives views only.
  const view: RadetzkyView = game.view(screen.kind === "over" && game.me === null ? null : viewer);
  const state = view;
  const acting = screen.kind === "play" ? screen.seat : null;
  const moves: readonly RadetzkyAction[] = acting === null ? [] : game.moves(acting);
  const controllers = state.patriots.map((_, p) => game.controllerOf(p));
  const targets = new Set(
    moves.flatMap((m) =>
      m.type === "placePatriot" || m.type === "move" || m.type === "chooseAvailable"
        ? [m.zone]
        : [],
    ),
  );

  const act = (action: RadetzkyAction) => {
    const error = game.play(action);
    setRefusal(error);
    setBotsWaited(false);
    if (error === null) setChosen(null);
    bump();
  };
  const onZone = (zone: number) => {
    if (acting === null) return;
    const move = moves.find(
      (m) =>
        (m.type === "placePatriot" || m.type === "move" || m.type === "chooseAvailable") &&
        m.zone === zone,
    );
    // A zone that is no legal target: the rules say why (a move there, RZ9 / RZ17.3 / RZ8).
    act(move ?? { type: "move", seat: acting, zone });
  };

  const activeZone = state.active === null ? null : (state.patriots[state.active] ?? null);
  const prepared = DATA.byPlayers[String(state.config.players) as "1"].soldiersPrepared;
  const held = (f: "italy" | "austria") =>
    Object.values(state.zones).filter((z) => z.owner === f).length;

  if (screen.kind === "handover") {
    return (
      <div className="rz-game rz-handover" data-testid="rz-handover" data-seat={screen.seat}>
        <div className="panel rz-handover-card">
          <h2>{t("handOverTitle", { name: name(screen.seat) })}</h2>
          <p>{t("handOverText", { name: name(screen.seat) })}</p>
          <button
            type="button"
            className="btn big primary"
            onClick={() => setHolder(screen.seat)}
            data-testid="rz-handover-ready"
          >
            {t("handOverReady", { name: name(screen.seat) })}
          </button>
        </div>
      </div>
    );
  }

  const result = game.result();
  const shownRefusal = refusal ?? game.refusal();
  const austrian = game.austrianTurn;
  const lines = game.log
    .slice(-60)
    .map((e) => {
      const seen = eventFor(e.event, viewer);
      return seen === null ? null : { seq: e.seq, text: eventLine(seen, t, name) };
    })
    .filter((l): l is { seq: number; text: string } => l !== null && l.text !== null)
    .reverse();

  return (
    <div
      className="rz-game"
      data-testid="rz-game"
      data-stage={state.stage}
      data-screen={screen.kind}
      data-acting={acting ?? ""}
      data-viewer={viewer ?? ""}
    >
      <header className="rz-top">
        <h1>{t("title")}</h1>
        <span data-testid="rz-round">{t("round", { n: state.round })}</span>
        <span>{t("zonesHeld", { i: held("italy"), a: held("austria") })}</span>
        {status}
        <LanguageToggle />
        <button
          type="button"
          className="btn small"
          onClick={() => setRulesAt(null)}
          data-testid="rz-rules-open"
        >
          {t("rules")}
        </button>
        <button type="button" className="btn small" onClick={onExit} data-testid="rz-exit">
          {t("exit")}
        </button>
      </header>
      <div className="rz-layout">
        <section className="rz-board">
          <MilanMap
            view={view}
            controllers={controllers}
            targets={targets}
            onZone={onZone}
            prepared={prepared}
            label={{
              title: t("mapTitle"),
              castle: t("castleShort"),
              reserve: t("reserveShort"),
              barrier: t("barrier"),
              barricade: t("barricade"),
              radetzky: t("radetzky"),
              zone: (zone, zname) => `${zname} (${zone})`,
              patriot: (p) => t("patriotOf", { n: p + 1, name: name(controllers[p] ?? 0) }),
            }}
          />
          <p className="rz-credit">{t("mapCredit")}</p>
        </section>
        <aside className="rz-side">
          <section className="panel rz-actions" data-testid="rz-actions" aria-live="polite">
            <header className="panel-head">
              <h2>{t("actionsTitle")}</h2>
            </header>
            <div className="panel-body">
              {shownRefusal && (
                <p role="alert" className="rz-refusal" data-testid="rz-refusal">
                  {rzRefusalLine(lang, shell, t, shownRefusal)}{" "}
                  {shownRefusal.rule && (
                    <button
                      type="button"
                      className="btn small rz-rule"
                      onClick={() => setRulesAt(shownRefusal.rule)}
                      data-testid="rz-why"
                    >
                      {t("why", { rule: shownRefusal.rule })}
                    </button>
                  )}
                </p>
              )}
              {screen.kind === "over" && result && (
                <div className="rz-end" data-testid="rz-end" data-winner={result.winner}>
                  <h2>
                    {t(result.winner === "italy" ? "endWin" : "endLoss", { round: result.round })}
                  </h2>
                  <p>{t(`endReason_${result.reason}`)}</p>
                  <p>{t("zonesHeld", { i: held("italy"), a: held("austria") })}</p>
                  <TeamStats stats={teamStats(game.log)} t={t} name={name} />
                  <div className="rz-buttons">
                    {onRestart && (
                      <button type="button" className="btn primary" onClick={onRestart}>
                        {t("newGameAgain")}
                      </button>
                    )}
                    {endActions}
                    <button type="button" className="btn" onClick={onExit}>
                      {t("backHome")}
                    </button>
                  </div>
                </div>
              )}
              {screen.kind === "bots" && <p className="rz-thinking">{t("botsThinking")}</p>}
              {screen.kind === "others" && (
                <p className="rz-thinking" data-testid="rz-waiting">
                  {t("waitingFor", { names: screen.seats.map(name).join(", ") })}
                </p>
              )}
              {screen.kind === "pick" && (
                <div className="rz-pick" data-testid="rz-pick">
                  <p>{t("poolTitle")}</p>
                  <div className="rz-buttons">
                    {screen.seats.map((s) => (
                      <button
                        key={s}
                        type="button"
                        className="btn"
                        onClick={() => setChosen(s)}
                        data-testid={`rz-pick-${s}`}
                      >
                        {t("poolWho", { name: name(s) })}
                      </button>
                    ))}
                  </div>
                </div>
              )}
              {screen.kind === "play" && (
                <div className="rz-play" data-testid="rz-play">
                  {state.active !== null && (
                    <p>
                      {t("turnOf", {
                        n: state.active + 1,
                        name: name(controllers[state.active] ?? 0),
                      })}
                      {state.stage === "action"
                        ? ` · ${t("actionsLeft", { n: state.actionsLeft })}`
                        : ""}
                    </p>
                  )}
                  {screen.elsewhere.length > 0 && (
                    <p data-testid="rz-elsewhere">
                      {t("alsoActing", { names: screen.elsewhere.map(name).join(", ") })}
                    </p>
                  )}
                  {screen.shared.length > 1 && (
                    <p>
                      {t("poolWho", { name: name(screen.seat) })}{" "}
                      <button
                        type="button"
                        className="btn small"
                        onClick={() => {
                          setChosen(null);
                          if (hidden) setHolder(null);
                          else setHolder(screen.shared.find((s) => s !== screen.seat) ?? null);
                        }}
                        data-testid="rz-pool-other"
                      >
                        {t("poolOther")}
                      </button>
                    </p>
                  )}
                  {screen.bots.length > 0 && (
                    <p>
                      {botsWaited ? (
                        t("botsWait")
                      ) : (
                        <button
                          type="button"
                          className="btn small"
                          onClick={() => {
                            void letBots().then((applied) => {
                              setBotsWaited(!applied);
                              setRefusal(null);
                              if (applied) setChosen(null);
                              bump();
                            });
                          }}
                          data-testid="rz-let-bots"
                        >
                          {t("letBots", {
                            names: screen.bots.map(name).join(", "),
                          })}
                        </button>
                      )}
                    </p>
                  )}
                  {moves.length === 0 && <p>{t("noMoves")}</p>}
                  <MoveButtons
                    moves={moves}
                    t={t}
                    label={(m) =>
                      moveLabel(m, t, activeZone) +
                      (m.type === "playCard" && tableOf(view, m.card) !== null
                        ? ` (${t("table", { n: (tableOf(view, m.card) ?? 0) + 1 })})`
                        : "")
                    }
                    onMove={act}
                  />
                </div>
              )}
            </div>
          </section>
          {(state.fight || game.fightEvents.length > 0) && (
            <FightPanel
              view={view}
              zone={game.fightZone}
              events={game.fightEvents}
              t={t}
              name={name}
            />
          )}
          <HandsPanel view={view} game={game} t={t} viewer={viewer} />
          <TablePanel view={view} t={t} prepared={prepared} />
          {austrian && austrian.events.length > 0 && (
            <AustrianTurn
              key={`${austrian.round}-${game.log.length}`}
              round={austrian.round}
              lines={austrian.events.flatMap((e) => {
                const seen = eventFor(e, viewer);
                const text = seen && eventLine(seen, t, name);
                return text ? [text] : [];
              })}
              t={t}
            />
          )}
          <section className="panel rz-log" data-testid="rz-log">
            <header className="panel-head">
              <h2>{t("logTitle")}</h2>
            </header>
            <ol className="panel-body">
              {lines.map((l) => (
                <li key={l.seq}>{l.text}</li>
              ))}
            </ol>
          </section>
          {chat}
        </aside>
      </div>
      {rulesAt !== undefined && (
        <RadetzkyRules
          lang={lang}
          at={rulesAt}
          title={t("rulesTitle")}
          close={t("close")}
          onClose={() => setRulesAt(undefined)}
        />
      )}
      <div className="rz-seats">
        {game.seats.map((s, i) => (
          <span
            key={s.name + String(i)}
            className="rz-seat"
            style={{ borderColor: SEAT_COLOURS[i] }}
          >
            {s.name}
          </span>
        ))}
      </div>
    </div>
  );
}

/** The team's statistics on the end screen (stats.ts). */
function TeamStats({
  stats,
  t,
  name,
}: {
  readonly stats: RzTeamStats;
  readonly t: RzT;
  readonly name: (seat: number) => string;
}) {
  return (
    <div className="rz-stats" data-testid="rz-stats">
      <h3>{t("statsTitle")}</h3>
      <p data-testid="rz-stats-fights">
        {t("statsFights", {
          won: stats.fights.won,
          lost: stats.fights.lost,
          stopped: stats.fights.stopped,
          defeated: stats.defeated,
        })}
      </p>
      <p data-testid="rz-stats-cards">
        {t("statsCards")}:{" "}
        {Object.entries(stats.cardsBySeat)
          .map(([seat, n]) => `${name(Number(seat))} ${n}`)
          .join(" · ") || "—"}
      </p>
      <p data-testid="rz-stats-soldiers">
        {t("statsSoldiers")}:{" "}
        {stats.soldiersByRound.map((r) => `${r.round}: ${r.placed}`).join(" · ") || "—"}
      </p>
      <SoldiersChart rounds={stats.soldiersByRound} label={t("statsSoldiers")} />
    </div>
  );
}

/**
 * The last Austrian turn (RZ14), a short line per step, shown one step at a time (all at once
 * with the instant bot speed); «Show all» skips to the end.
 */
function AustrianTurn({
  round,
  lines,
  t,
}: {
  readonly round: number;
  readonly lines: readonly string[];
  readonly t: RzT;
}) {
  const [shown, setShown] = useState(() => (botDelay() === 0 ? lines.length : 1));
  useEffect(() => {
    if (shown >= lines.length) return;
    const timer = setTimeout(() => setShown((n) => n + 1), 700);
    return () => clearTimeout(timer);
  }, [shown, lines.length]);
  return (
    <section className="panel rz-austrian" data-testid="rz-austrian">
      <header className="panel-head">
        <h2>{t("austrianTurnTitle", { n: round })}</h2>
      </header>
      <div className="panel-body">
        <ol>
          {lines.slice(0, shown).map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one turn, in order
            <li key={i}>{line}</li>
          ))}
        </ol>
        {shown < lines.length && (
          <button type="button" className="btn small" onClick={() => setShown(lines.length)}>
            {t("showAll")}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * The legal moves as buttons, in the rules' order (`data-index` is the index in `legalMoves`).
 * The Helps' uses and strengthenings, which can be many (one per card, target and set of cards),
 * are folded per Help under a disclosure.
 */
function MoveButtons({
  moves,
  t,
  label,
  onMove,
}: {
  readonly moves: readonly RadetzkyAction[];
  readonly t: RzT;
  readonly label: (move: RadetzkyAction) => string;
  readonly onMove: (move: RadetzkyAction) => void;
}) {
  const button = (m: RadetzkyAction, i: number) => (
    <button
      key={i}
      type="button"
      className={`btn ${m.type === "endTurn" || m.type === "stopFight" ? "" : "primary"}`}
      data-move={m.type}
      data-index={i}
      onClick={() => onMove(m)}
    >
      {label(m)}
    </button>
  );
  const plain: { m: RadetzkyAction; i: number }[] = [];
  const groups = new Map<string, { m: RadetzkyAction; i: number }[]>();
  moves.forEach((m, i) => {
    const key =
      m.type === "useHelp"
        ? `useHelp:${helpOf(m.card)}`
        : m.type === "strengthen"
          ? `strengthen:${m.help}`
          : null;
    if (key === null) plain.push({ m, i });
    else groups.set(key, [...(groups.get(key) ?? []), { m, i }]);
  });
  return (
    <>
      <div className="rz-moves">{plain.map(({ m, i }) => button(m, i))}</div>
      {[...groups].map(([key, items]) => {
        const [kind, help] = key.split(":") as [string, string];
        return (
          <details key={key} className="rz-help-moves" data-group={key}>
            <summary>
              {t(kind === "useHelp" ? "groupUseHelp" : "groupStrengthen", {
                help: t(`help_${help}` as RzKey),
                n: items.length,
              })}
            </summary>
            <div className="rz-moves">{items.map(({ m, i }) => button(m, i))}</div>
          </details>
        );
      })}
    </>
  );
}

/** The Patriot whose solitaire table card `card` is (RZ22.3), or `null`. */
function tableOf(view: RadetzkyView, card: string): number | null {
  for (const [patriot, cards] of Object.entries(view.table)) {
    if (cards.includes(card)) return Number(patriot);
  }
  return null;
}

/** The fight as an exchange: Austria's cards, the team's cards, each exchange's result. */
function FightPanel({
  view,
  zone,
  events,
  t,
  name,
}: {
  readonly view: RadetzkyView;
  readonly zone: number | null;
  readonly events: readonly RadetzkyEvent[];
  readonly t: RzT;
  readonly name: (seat: number) => string;
}) {
  const fight = view.fight;
  return (
    <section className="panel rz-fight" data-testid="rz-fight">
      <header className="panel-head">
        <h2>
          {fight
            ? t(fight.kind === "radetzky" ? "fightRadetzkyTitle" : "fightTitle", {
                zone: zoneName(fight.zone),
              })
            : t("fightTitle", { zone: zone === null ? "" : zoneName(zone) })}
        </h2>
      </header>
      <div className="panel-body">
        {fight && (
          <>
            <p>
              {t("fightAustria")}:{" "}
              {fight.current.map((c) => (
                <span key={c} className={`rz-card austria ${c}`}>
                  {cardLabel(c, t)}
                </span>
              ))}
            </p>
            {fight.italyPlayed.length > 0 && (
              <p>
                {t("fightItaly")}:{" "}
                {fight.italyPlayed.map((c) => (
                  <span key={c} className="rz-card italy">
                    {cardLabel(c, t)}
                  </span>
                ))}
              </p>
            )}
            <p>
              {t("fightOwed", { n: fight.owed })} · {t("fightLens", { n: view.lens })}
            </p>
          </>
        )}
        <ol className="rz-exchanges">
          {events.map((e, i) => {
            const text = eventLine(e, t, name);
            return text ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the fight's events, in order
              <li key={i} className={`rz-ev ${e.type}`}>
                {text}
              </li>
            ) : null;
          })}
        </ol>
      </div>
    </section>
  );
}

/** The hands: the viewer's in full, the others as the hand-information setting allows (RZ24.3). */
function HandsPanel({
  view,
  game,
  t,
  viewer,
}: {
  readonly view: RadetzkyView;
  readonly game: RzTable;
  readonly t: RzT;
  readonly viewer: number | null;
}) {
  const name = (seat: number) => game.seats[seat]?.name ?? "?";
  return (
    <section className="panel rz-hands" data-testid="rz-hands">
      <header className="panel-head">
        <h2>
          {game.watching
            ? t("handsPublic")
            : t("hand", { name: viewer === null ? "…" : name(viewer) })}
        </h2>
      </header>
      <div className="panel-body">
        {Object.entries(view.hands).map(([key, hand]) => {
          const owner = key === "solo" ? 0 : game.controllerOf(Number(key));
          const title =
            key === "solo"
              ? game.watching
                ? t("hand", { name: name(0) })
                : t("handSolo")
              : t("patriotOf", { n: Number(key) + 1, name: name(owner) });
          return (
            <div
              key={key}
              className="rz-hand"
              data-hand={key}
              data-open={hand.cards ? "yes" : "no"}
            >
              <h3>{title}</h3>
              {hand.cards ? (
                <ul className="rz-cards">
                  {hand.cards.map((c) => (
                    <li key={c} className="rz-card italy" data-card={c}>
                      {cardLabel(c, t)}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>
                  {hand.icons === undefined
                    ? t("handSize", { n: hand.size })
                    : t("handIcons", { n: hand.size, i: hand.icons })}
                </p>
              )}
            </div>
          );
        })}
        {Object.entries(view.table).map(([patriot, cards]) => (
          <div key={`t${patriot}`} className="rz-hand">
            <h3>{t("table", { n: Number(patriot) + 1 })}</h3>
            <ul className="rz-cards">
              {cards.map((c) => (
                <li key={c} className="rz-card italy">
                  {cardLabel(c, t)}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

/** Decks, discards, the Castle, the reserve and, in the advanced game, the Helps and the track. */
function TablePanel({
  view,
  t,
  prepared,
}: {
  readonly view: RadetzkyView;
  readonly t: RzT;
  readonly prepared: number;
}) {
  return (
    <section className="panel rz-table" data-testid="rz-table">
      <header className="panel-head">
        <h2>{t("decks")}</h2>
      </header>
      <div className="panel-body">
        <p>{t("austriaDeck", { n: view.austriaDeckSize, d: view.austriaDiscard.length })}</p>
        <p>{t("italyDeck", { n: view.italyDeckSize, d: view.italyDiscard.length })}</p>
        <p>
          {t("zoneDeck", {
            n: view.zoneDeckSize,
            a: view.available.length > 0 ? view.available.join(", ") : "—",
          })}
        </p>
        {view.notAvailable.length > 0 && (
          <p>{t("notAvailable", { zones: view.notAvailable.join(", ") })}</p>
        )}
        <p>{t("castleSoldiers", { n: view.castle })}</p>
        <p data-testid="rz-reserve-line">{t("reserve", { n: view.reserve, prepared })}</p>
        {view.combatCube !== null && <p>{t("combatTrack", { n: view.combatCube })}</p>}
        {Object.keys(view.helps).length > 0 && (
          <>
            <h3>{t("helps")}</h3>
            <ul className="rz-helps">
              {Object.entries(view.helps).map(([help, tile]) =>
                tile ? (
                  <li key={help} data-help={help} data-side={tile.side}>
                    {t(`help_${help}` as RzKey)} ({t(`side_${tile.side}`)}) ·{" "}
                    {t("under", { n: tile.under.length })}
                    {tile.under.length > 0 &&
                      `: ${tile.under.map((c) => cardLabel(c, t)).join(", ")}`}
                  </li>
                ) : null,
              )}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
