import type { ReactNode } from "react";
import { useI18n } from "../i18n/context";
import { useSound } from "../sound/context";
import { SoundIcon } from "./icons";

/** Bot speeds: milliseconds between bot actions; `instant` plays in batches. */
export const SPEEDS = { slow: 1300, normal: 700, fast: 250, instant: 0 } as const;
export type Speed = keyof typeof SPEEDS;

/**
 * A game's top bar: the brand (which opens the game's menu), what the game shows of where it
 * stands (`status`), bot controls, sound, language, rules.
 */
export function TopBar({
  status,
  over,
  hasBots,
  hasHumans,
  speed,
  onSpeed,
  paused,
  onPause,
  onSkip,
  skipping,
  onMenu,
  onRules,
  extra,
}: {
  /** Where the game stands (its round, its stage…), the game's own. */
  status: ReactNode;
  /** The game is over: no bot controls any more. */
  over: boolean;
  hasBots: boolean;
  hasHumans: boolean;
  speed: Speed;
  onSpeed: (s: Speed) => void;
  paused: boolean;
  onPause: () => void;
  onSkip: () => void;
  skipping: boolean;
  onMenu: () => void;
  onRules: () => void;
  extra?: ReactNode;
}) {
  const { t, tk } = useI18n();
  return (
    <header className="topbar">
      <button type="button" className="brand" onClick={onMenu} title={t("menu")} data-testid="menu">
        <span className="flag" aria-hidden="true">
          <i />
          <i />
          <i />
        </span>
        <span className="brand-name">{t("appTitle")}</span>
      </button>
      <div className="round-info" data-testid="round">
        {status}
      </div>
      <div className="top-controls">
        {extra}
        {hasBots && !over && (
          <>
            <label className="speed">
              <span>{t("botSpeed")}</span>
              <select
                value={speed}
                onChange={(e) => onSpeed(e.target.value as Speed)}
                data-testid="speed"
              >
                {(Object.keys(SPEEDS) as Speed[]).map((s) => (
                  <option key={s} value={s}>
                    {tk(`speed_${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="btn small ghost"
              onClick={onPause}
              data-testid="pause"
              aria-label={paused ? t("resumeBots") : t("pause")}
            >
              {paused ? "▶" : "❚❚"}{" "}
              <span className="btn-text">{paused ? t("resumeBots") : t("pause")}</span>
            </button>
            {hasHumans && (
              <button
                type="button"
                className={`btn small ghost${skipping ? " active" : ""}`}
                onClick={onSkip}
                data-testid="skip"
                aria-label={t("skip")}
              >
                » <span className="btn-text">{t("skip")}</span>
              </button>
            )}
          </>
        )}
        <SoundToggle />
        <LanguageToggle />
        <RulesButton onClick={onRules} />
      </div>
    </header>
  );
}

/** Switches between Italian and English (remembered). */
export function LanguageToggle() {
  const { t, lang, setLang } = useI18n();
  return (
    <button
      type="button"
      className="btn small ghost lang"
      onClick={() => setLang(lang === "it" ? "en" : "it")}
      aria-label={t("languageLabel")}
      title={t("languageLabel")}
      data-testid="lang"
    >
      {t("otherLanguageCode")}
    </button>
  );
}

/** Turns the sounds on or off (off by default, remembered). */
export function SoundToggle() {
  const { t } = useI18n();
  const { enabled, setEnabled } = useSound();
  const label = t(enabled ? "soundOff" : "soundOn");
  return (
    <button
      type="button"
      className="btn small ghost sound"
      onClick={() => setEnabled(!enabled)}
      aria-pressed={enabled}
      aria-label={label}
      title={label}
      data-testid="sound"
    >
      <SoundIcon on={enabled} />
    </button>
  );
}

/** Opens the rules page. */
export function RulesButton({ onClick }: { onClick: () => void }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="btn small ghost rules-button"
      onClick={onClick}
      data-testid="rules-button"
      aria-label={t("rules")}
    >
      <span className="btn-text">{t("rules")}</span>
      <span className="btn-icon" aria-hidden="true">
        ?
      </span>
    </button>
  );
}
