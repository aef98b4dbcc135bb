/**
 * The translator: picks a string of the current language and fills its placeholders.
 */
import { en, it, type StringKey } from "./strings";

/** The interface languages. */
export type Lang = "it" | "en";

/** Every language of the UI. */
export const LANGS: readonly Lang[] = ["it", "en"];

/** Placeholder values. */
export type Params = Readonly<Record<string, string | number>>;

/** A translator bound to one language. */
export interface Translator {
  readonly lang: Lang;
  /** The string for `key`, placeholders filled. */
  t(key: StringKey, params?: Params): string;
  /** The plural form `key_one` / `key_other` for `n`, with `{n}` filled. */
  tn(key: string, n: number, params?: Params): string;
  /** A string by a computed key (e.g. `stage_${stage}`); the key itself if missing. */
  tk(key: string, params?: Params): string;
}

const DICTS: Record<Lang, Record<StringKey, string>> = { it, en };

function fill(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A translator for `lang`. */
export function translator(lang: Lang): Translator {
  const dict = DICTS[lang];
  const lookup = (key: string): string => (dict as Record<string, string>)[key] ?? key;
  return {
    lang,
    t: (key, params) => fill(dict[key], params),
    tn: (key, n, params) => fill(lookup(`${key}_${n === 1 ? "one" : "other"}`), { n, ...params }),
    tk: (key, params) => fill(lookup(key), params),
  };
}

const STORAGE_KEY = "italia.lang";

/** The remembered language, else the browser's preference (Italian unless it says English). */
export function initialLang(): Lang {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (saved === "it" || saved === "en") return saved;
  } catch {
    // storage unavailable
  }
  const nav = globalThis.navigator?.language ?? "it";
  return nav.toLowerCase().startsWith("en") ? "en" : "it";
}

/** Remembers the language choice. */
export function rememberLang(lang: Lang): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  } catch {
    // storage unavailable
  }
}
