/**
 * «Perché?»: a reason given on demand, by rule, with a link that opens the rules page at the
 * paragraph it cites (R7.3 opens at #r7-3).
 */
import { useI18n } from "../../../i18n/context";
import { type RuleNumber, useOpenRule } from "../rules/anchors";

/** The «Perché?» of a refusal or an explanation: `text` on demand, and its rule to read. */
export function Why({ text, rule, testId }: { text: string; rule: RuleNumber; testId: string }) {
  const { t } = useI18n();
  const openRule = useOpenRule();
  return (
    <details className="why" data-testid={testId}>
      <summary>{t("why")}</summary>
      {text}
      {openRule && (
        <>
          {" "}
          <button
            type="button"
            className="why-rule"
            data-testid="why-rule"
            data-rule={rule}
            onClick={() => openRule(rule)}
          >
            {t("whyReadRule", { rule })}
          </button>
        </>
      )}
    </details>
  );
}
