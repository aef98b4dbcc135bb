import { useRef, useState } from "react";
import { useI18n } from "../i18n/context";

/**
 * A link in a read-only field with a copy button: the Clipboard API where the browser allows it,
 * else the text is selected so the player copies it with the keyboard.
 */
export function CopyLink({
  label,
  hint,
  url,
  testId,
}: {
  label: string;
  hint: string;
  url: string;
  testId: string;
}) {
  const { t } = useI18n();
  const field = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<"idle" | "copied" | "manual">("idle");
  const selectText = () => {
    field.current?.focus();
    field.current?.select();
    setState("manual");
  };
  const copy = () => {
    const clipboard = globalThis.navigator?.clipboard;
    if (!clipboard?.writeText) return selectText();
    clipboard.writeText(url).then(() => setState("copied"), selectText);
  };
  return (
    <div className="copy-link" data-testid={testId}>
      <label className="field">
        <span>{label}</span>
        <span className="copy-row">
          <input
            ref={field}
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            data-testid={`${testId}-url`}
          />
          <button type="button" className="btn small" onClick={copy} data-testid={`${testId}-copy`}>
            {state === "copied" ? t("copied") : t("copy")}
          </button>
        </span>
      </label>
      <p className="hint" role="status">
        {state === "manual" ? t("copyManual") : hint}
      </p>
    </div>
  );
}
