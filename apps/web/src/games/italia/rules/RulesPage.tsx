/**
 * The rules of Italia in the app, in Italian and English (written for players; the engine holds
 * the rules themselves, and every number shown comes from its constants), numbered as
 * docs/rules.md. Loaded on demand; opens at the top or at one rule's paragraph.
 */
import { useEffect, useRef } from "react";
import { useI18n } from "../../../i18n/context";
import { useFocusTrap } from "../../../ui/focusTrap";
import { CitedRuleContext, type RuleNumber, ruleAnchor } from "./anchors";
import { RulesEn } from "./RulesEn";
import { RulesIt } from "./RulesIt";

/**
 * The rules page, in the interface language. With `at`, it opens scrolled to that rule's
 * paragraph, which takes the focus and is marked until the page closes (a «Perché?» cites it).
 */
export default function RulesPage({
  onClose,
  at = null,
}: {
  onClose: () => void;
  at?: RuleNumber | null;
}) {
  const { t, lang } = useI18n();
  const close = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  useEffect(() => {
    const target = at ? dialog.current?.querySelector<HTMLElement>(`#${ruleAnchor(at)}`) : null;
    if (!target) {
      close.current?.focus();
      return;
    }
    target.scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
  }, [at]);
  return (
    <div
      ref={dialog}
      className="overlay rules"
      role="dialog"
      aria-modal="true"
      aria-label={t("rules")}
      data-testid="rules"
      data-at={at ?? undefined}
    >
      <div className="overlay-card rules-card">
        <button ref={close} type="button" className="btn small close" onClick={onClose}>
          ✕ {t("close")}
        </button>
        <CitedRuleContext.Provider value={at}>
          {lang === "it" ? <RulesIt /> : <RulesEn />}
        </CitedRuleContext.Provider>
      </div>
    </div>
  );
}
