/**
 * Radetzky's rules page opened from the home page (the top bar's «Regole» while Radetzky is
 * picked), loaded with import(): the rules page of the game screen, at the top.
 *
 * @module
 */
import { useI18n } from "../../i18n/context";
import "./radetzky.css";
import { RadetzkyRules } from "./RadetzkyRules";
import { rzTexts } from "./texts";

/** The rules page at the top; `onClose` closes it. */
export default function RadetzkyRulesDialog({ onClose }: { readonly onClose: () => void }) {
  const { lang } = useI18n();
  const t = rzTexts(lang);
  return (
    <RadetzkyRules
      lang={lang}
      at={null}
      title={t("rulesTitle")}
      close={t("close")}
      onClose={onClose}
    />
  );
}
