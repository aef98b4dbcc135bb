/**
 * The question asked before anything is discarded.
 *
 * @module
 */
import { useRef } from "react";
import { useI18n } from "../i18n/context";
import { useFocusTrap } from "./focusTrap";

/**
 * A yes/no question before something is discarded (a save, a kept room); nothing is lost until
 * "yes", and the safe answer has the focus.
 */
export function ConfirmDialog({
  title,
  text,
  yes,
  onYes,
  onNo,
}: {
  title: string;
  text: string;
  yes: string;
  onYes: () => void;
  onNo: () => void;
}) {
  const { t } = useI18n();
  const card = useRef<HTMLDivElement>(null);
  useFocusTrap(card);
  return (
    <div
      className="overlay"
      role="alertdialog"
      aria-modal="true"
      aria-label={title}
      data-testid="confirm"
    >
      <div className="overlay-card" ref={card}>
        <h2>{title}</h2>
        <p>{text}</p>
        <div className="row center">
          {/* The safe answer has the focus. */}
          {/* biome-ignore lint/a11y/noAutofocus: a modal question focuses its safe answer. */}
          <button type="button" className="btn" onClick={onNo} data-testid="confirm-no" autoFocus>
            {t("cancel")}
          </button>
          <button type="button" className="btn primary" onClick={onYes} data-testid="confirm-yes">
            {yes}
          </button>
        </div>
      </div>
    </div>
  );
}
