import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { initialLang, type Lang, rememberLang, type Translator, translator } from "./i18n";

interface I18nValue extends Translator {
  setLang(lang: Lang): void;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Provides the translator and the language switch to the tree. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initialLang);
  const value = useMemo<I18nValue>(
    () => ({
      ...translator(lang),
      setLang(next: Lang) {
        rememberLang(next);
        document.documentElement.lang = next;
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
