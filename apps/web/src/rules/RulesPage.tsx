/**
 * The rules of Italia in the app, in Italian and English (written for players; the engine holds
 * the rules themselves, and every number shown comes from its constants). Loaded on demand.
 */
import { useEffect, useRef } from "react";
import { useI18n } from "../i18n/context";
import { useFocusTrap } from "../ui/focusTrap";
import { RulesEn } from "./RulesEn";
import { RulesIt } from "./RulesIt";

/** The rules page, in the interface language. */
export default function RulesPage({ onClose }: { onClose: () => void }) {
  const { t, lang } = useI18n();
  const close = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog);
  useEffect(() => {
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div
      ref={dialog}
      className="overlay rules"
      role="dialog"
      aria-modal="true"
      aria-label={t("rules")}
      data-testid="rules"
    >
      <div className="overlay-card rules-card">
        <button ref={close} type="button" className="btn small close" onClick={onClose}>
          ✕ {t("close")}
        </button>
        {lang === "it" ? <RulesIt /> : <RulesEn />}
      </div>
    </div>
  );
}
