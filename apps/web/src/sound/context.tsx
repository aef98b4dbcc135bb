/**
 * Sounds for the whole app: the on/off setting and a `play(cue)` that does nothing while sounds
 * are off. No AudioContext exists until sounds are on: it is made when the player turns them on
 * (a click, which browsers require before audio) or at the first cue after a reload.
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";
import { saveSoundSetting, soundSetting } from "./settings";
import { type Cue, playCue } from "./tones";

interface SoundValue {
  /** Whether sounds are on. */
  readonly enabled: boolean;
  /** Turns sounds on or off (remembered). */
  setEnabled(on: boolean): void;
  /** Plays a cue if sounds are on. */
  play(cue: Cue): void;
}

const SoundContext = createContext<SoundValue | null>(null);

/** The browser's AudioContext class, or null where there is none. */
function audioClass(): typeof AudioContext | null {
  const w = globalThis as {
    AudioContext?: typeof AudioContext;
    webkitAudioContext?: typeof AudioContext;
  };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

/** Provides the sound setting and the player to the tree. */
export function SoundProvider({ children }: { children: ReactNode }) {
  const [enabled, setEnabledState] = useState(soundSetting);
  const audio = useRef<AudioContext | null>(null);
  const context = useCallback((): AudioContext | null => {
    if (audio.current) return audio.current;
    const Audio = audioClass();
    if (!Audio) return null;
    try {
      audio.current = new Audio();
    } catch {
      return null;
    }
    return audio.current;
  }, []);
  const setEnabled = useCallback(
    (on: boolean) => {
      saveSoundSetting(on);
      setEnabledState(on);
      if (on) void context()?.resume();
      else void audio.current?.suspend();
    },
    [context],
  );
  const play = useCallback(
    (cue: Cue) => {
      if (!enabled) return;
      const ctx = context();
      if (!ctx) return;
      if (ctx.state === "suspended") void ctx.resume();
      playCue(ctx, cue);
    },
    [enabled, context],
  );
  const value = useMemo(() => ({ enabled, setEnabled, play }), [enabled, setEnabled, play]);
  return <SoundContext.Provider value={value}>{children}</SoundContext.Provider>;
}

/** Outside a provider (a component rendered on its own, in a test): silent, and off. */
const SILENT: SoundValue = { enabled: false, setEnabled: () => {}, play: () => {} };

/** The sound setting and player (silent outside a `SoundProvider`). */
export function useSound(): SoundValue {
  return useContext(SoundContext) ?? SILENT;
}
