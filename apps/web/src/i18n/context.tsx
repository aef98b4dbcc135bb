import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { initialLang, type Lang, rememberLang, type Translator, translator } from "./i18n";

interface I18nValue extends Translator {
  setLang(lang: Lang): void;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Provides the translator and the language switch to the tree. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initialLang);
  // The page's language and title follow the UI's from the start (screen readers, hyphenation,
  // the browser's tab and history).
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = translator(lang).t("documentTitle");
  }, [lang]);
  const value = useMemo<I18nValue>(
    () => ({
      ...translator(lang),
      setLang(next: Lang) {
        rememberLang(next);
        setLangState(next);
      },
    }),
    [lang],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The current translator. */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n outside I18nProvider");
  return value;
}
