/**
 * The bots' side of a game screen: when a bot is to act, ask the bots (in the worker) after a
 * delay people can follow, or in batches when instant or skipping to the person's turn, and send
 * their actions to the controller. Also the controls: speed (remembered on this device), pause and
 * skip.
 */
import { type Dispatch, useEffect, useMemo, useRef, useState } from "react";
import { SPEEDS, type Speed } from "../../../../ui/TopBar";
import { askBots } from "../../game/bots";
import { turnActionsIn } from "../../game/host";
import type { Session } from "../../game/session";
import type { Msg } from "../../game/table";

const SPEED_KEY = "italia.botSpeed";

function initialSpeed(): Speed {
  try {
    const saved = localStorage.getItem(SPEED_KEY);
    if (saved && saved in SPEEDS) return saved as Speed;
  } catch {
    // storage unavailable
  }
  return "normal";
}

/** What {@link useBots} gives the screen. */
export interface BotControls {
  readonly speed: Speed;
  readonly setSpeed: (speed: Speed) => void;
  readonly paused: boolean;
  readonly togglePause: () => void;
  /** Bots play in batches until a person is to act. */
  readonly skipping: boolean;
  readonly toggleSkip: () => void;
  /** A bot is thinking now. */
  readonly thinking: boolean;
}

/** Plays the bots' decisions of `session` through `dispatch` (see the module comment). */
export function useBots(session: Session, dispatch: Dispatch<Msg>): BotControls {
  const [speed, setSpeedState] = useState<Speed>(initialSpeed);
  const [paused, setPaused] = useState(false);
  const [skipping, setSkipping] = useState(false);
  const [thinking, setThinking] = useState(false);
  const { state, seats, record } = session;
  const seed = String(record.config.seed);
  const steps = record.steps.length;
  const turnActions = useMemo(
    () => turnActionsIn(record.steps, state.currentSeat),
    [record.steps, state.currentSeat],
  );
  // Each game on this page gets fresh bots.
  const gameId = useMemo(() => `${seed}:${Math.random().toString(36).slice(2)}`, [seed]);
  const logRef = useRef(session.log);
  logRef.current = session.log;

  useEffect(() => {
    if (state.stage === "over" || paused) return;
    const current = seats[state.currentSeat];
    if (current?.kind !== "bot") {
      if (skipping) setSkipping(false);
      return;
    }
    const batch = speed === "instant" || skipping;
    const delay = batch ? 0 : SPEEDS[speed];
    let cancelled = false;
    const timer = setTimeout(() => {
      setThinking(true);
      askBots({
        state,
        levels: seats.map((s) => (s.kind === "bot" ? s.level : null)),
        gameId,
        seed,
        step: steps,
        recent: logRef.current.slice(-80).map((e) => ({ seat: e.seat, events: e.events })),
        turnActions,
        maxActions: batch ? 400 : 1,
        maxMs: batch ? 60 : 0,
      }).then(
        (actions) => {
          if (cancelled) return;
          setThinking(false);
          dispatch({ type: "bots", actions });
        },
        () => setThinking(false),
      );
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [state, seats, paused, speed, skipping, seed, steps, gameId, turnActions, dispatch]);

  const setSpeed = (s: Speed) => {
    setSpeedState(s);
    try {
      localStorage.setItem(SPEED_KEY, s);
    } catch {
      // storage unavailable
    }
  };
  return {
    speed,
    setSpeed,
    paused,
    togglePause: () => setPaused((p) => !p),
    skipping,
    toggleSkip: () => setSkipping((s) => !s),
    thinking,
  };
}
