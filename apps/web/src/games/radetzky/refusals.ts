/**
 * Radetzky's refusals in the player's language. The rules package words its refusals in English
 * (`message`) with a stable `code` and the rule they cite (`rule`, e.g. `"RZ11.2"`); the page
 * words them from the code and the rule, in Italian or English, and falls back to the rule's own
 * wording (then the code's) for a message it does not know, so a refusal is never shown in
 * another language than the page's. The English page keeps the package's own message, which is
 * written for players.
 *
 * @module
 */
import { RULES } from "@italia/radetzky";
import type { Lang, Translator } from "../../i18n/i18n";
import { refusalKey, refusalText } from "../../online/refusals";
import { RZ_RECORD_MAX_STEPS, type RzReplayError } from "./replay";
import type { RzKey } from "./texts";

/** What a refusal carries: a stable code, the rule it cites, the package's English message. */
export interface RzRefusalLike {
  readonly code: string;
  readonly rule: string | null;
  readonly message: string;
}

/**
 * One Italian wording: the refusals of `code` citing `rule` whose message matches `message`
 * (every message of that code and rule when absent).
 */
interface Wording {
  readonly code: string;
  readonly rule: string | null;
  readonly message?: RegExp;
  /** The Italian text; `m` is the match of `message` (for the numbers it names). */
  readonly it: (m: RegExpExecArray | null) => string;
}

const W = (
  code: string,
  rule: string | null,
  message: RegExp | undefined,
  it: string | ((m: RegExpExecArray | null) => string),
): Wording => ({
  code,
  rule,
  ...(message ? { message } : {}),
  it: typeof it === "string" ? () => it : it,
});

/**
 * The Italian wordings of the rules package's refusals, by code, rule and message. The test
 * beside this file plays games and sends every kind of refused action: each refusal it meets has
 * its own wording here (none falls back).
 */
const WORDINGS: readonly Wording[] = [
  W("GAME_OVER", "RZ16.3", undefined, "la partita è finita"),
  W("UNKNOWN_ACTION", "RZ25.3", undefined, "non è una mossa di questo gioco"),
  W("NOT_A_SEAT", "RZ4.5", undefined, "questo posto non è della partita"),
  W("WRONG_STAGE", "RZ6.7", /all placed/, "i patrioti sono già tutti piazzati"),
  W("WRONG_STAGE", "RZ6.7", /being placed/, "prima si piazzano i patrioti"),
  W("WRONG_STAGE", "RZ7.2", /under way/, "un turno è già in corso"),
  W("WRONG_STAGE", "RZ7.2", /chooses the Patriot/, "prima si sceglie il patriota di turno"),
  W("WRONG_STAGE", "RZ8.4", /pending (respond|decide|choose)/, (m) =>
    m?.[1] === "respond"
      ? "prima si risponde alla carta dell’Austria nel combattimento in corso"
      : m?.[1] === "decide"
        ? "prima si decide se continuare o fermare il combattimento"
        : "prima si sceglie la zona della Sollevazione",
  ),
  W(
    "WRONG_STAGE",
    "RZ8.4",
    /no fight or choice/,
    "non c’è un combattimento né una scelta in corso",
  ),
  W("NOT_IN_POOL", "RZ11.2", undefined, "questa carta non è fra quelle del combattimento"),
  W(
    "NOT_YOUR_DECISION",
    "RZ4.5",
    /seat controlling its hand/,
    "questa carta la gioca chi guida la mano da cui viene",
  ),
  W(
    "NOT_YOUR_DECISION",
    "RZ4.5",
    /active Patriot's controller/,
    "decide chi guida il patriota attivo",
  ),
  W("NOT_ALLOWED", "RZ7.2", /only solitaire/, "solo nel solitario si sceglie chi gioca"),
  W("NOT_ALLOWED", "RZ7.2", /no such Patriot/, "questo patriota non c’è"),
  W("NOT_ALLOWED", "RZ7.2", /had its turn/, "questo patriota ha già giocato in questo giro"),
  W("ADVANCED_ONLY", "RZ8.1", undefined, "gli aiuti fanno parte del gioco avanzato"),
  W("CARD_NOT_IN_HAND", "RZ18.1", undefined, "la carta dell’aiuto viene dalla mano attiva"),
  W("RADETZKY_LOCK", "RZ8.3", undefined, "il patriota attivo è bloccato nella zona di Radetzky"),
  W("NOT_ALLOWED", "RZ6.7", /not the next/, "non è il turno di questo patriota di essere piazzato"),
  W("NOT_ALLOWED", "RZ6.7", /another seat/, "questo patriota lo piazza un altro posto"),
  W("NOT_ALLOWED", "RZ6.7", /no Soldier/, "un patriota si piazza su una zona senza soldati"),
  W("NOT_ALLOWED", "RZ9.1", undefined, "il patriota si muove in una zona adiacente"),
  W(
    "NOT_ALLOWED",
    "RZ17.3",
    undefined,
    "nel gioco avanzato una barricata fissa blocca il passaggio",
  ),
  W(
    "NOT_ALLOWED",
    "RZ10.1",
    undefined,
    "si conquista una zona libera, disponibile, senza soldati e senza Radetzky",
  ),
  W(
    "NOT_ALLOWED",
    "RZ13.1",
    undefined,
    () => `la mano ha già ${RULES.handSize} carte, o non resta nessuna carta da pescare`,
  ),
  W("NOT_ALLOWED", "RZ17.4", undefined, "si sceglie una zona non disponibile"),
  ...(["RZ11.1", "RZ18.5"] as const).flatMap((rule) => [
    W("NOT_ALLOWED", rule, /no Soldier/, "nella zona attiva non c’è nessun soldato da combattere"),
    W(
      "NOT_ALLOWED",
      rule,
      /no card to answer/,
      "nessuna carta può rispondere: le mani dei patrioti nella zona sono vuote",
    ),
  ]),
  W("NOT_ALLOWED", "RZ12.1", /not in the active Zone/, "Radetzky non è nella zona attiva"),
  W(
    "NOT_ALLOWED",
    "RZ12.1",
    /fewer than/,
    () =>
      `per combattere Radetzky servono almeno ${RULES.radetzkyFightCards} carte nelle mani dei patrioti nella zona`,
  ),
  W(
    "NOT_ALLOWED",
    "RZ18.3",
    /path is 1 to (\d+)/,
    (m) => `la Mongolfiera attraversa da 1 a ${m?.[1] ?? "?"} zone`,
  ),
  W(
    "NOT_ALLOWED",
    "RZ18.3",
    /Zone (\d+) is not adjacent to (-?\d+)/,
    (m) => `la zona ${m?.[1] ?? "?"} non è adiacente alla ${m?.[2] ?? "?"}`,
  ),
  W("NOT_ALLOWED", "RZ18.3", /Radetzky's Zone/, "il viaggio si ferma nella zona di Radetzky"),
  W("NOT_ALLOWED", "RZ18.4", undefined, "il mazzo Italia e i suoi scarti sono vuoti"),
  W("NOT_ALLOWED", "RZ18.6", /all in play/, "le barricate mobili sono già tutte in gioco"),
  W(
    "NOT_ALLOWED",
    "RZ18.6",
    /without a Mobile Barricade/,
    "la barricata va su una zona libera che non ne ha già una",
  ),
  W("NOT_ALLOWED", "RZ18.7", /`from`/, "la Nobildonna sposta un soldato da una zona che ne ha"),
  W(
    "NOT_ALLOWED",
    "RZ18.7",
    /`to`/,
    "il soldato va in una zona libera collegata senza barricata fissa",
  ),
  W("NOT_ALLOWED", "RZ19.1", /names one of/, "si rafforza una delle 5 tessere aiuto"),
  W("NOT_ALLOWED", "RZ19.1", /Base tile/, "si rafforza solo una tessera sul lato base"),
  W("NOT_ALLOWED", "RZ19.1", /at least 1 card/, "va messa almeno una carta sotto la tessera"),
  W("NOT_ALLOWED", "RZ19.1", /named twice/, "una carta è indicata due volte"),
  W("NOT_ALLOWED", "RZ19.1", /active hand/, "le carte vengono dalla mano attiva"),
  W(
    "NOT_ALLOWED",
    "RZ19.1",
    /same top icon/,
    "le carte mostrano tutte la stessa icona di quelle sotto la tessera",
  ),
  W(
    "NOT_ALLOWED",
    "RZ19.1",
    /more cards than/,
    "più carte di quante ne servano ancora alla tessera",
  ),
  W("INVALID_CONFIG", "RZ3", undefined, "impostazioni della partita non valide"),
  W("INVALID_ACTION", null, undefined, "mossa malformata"),
];

/** The Italian wording of each rule a refusal may cite, when its message is not known. */
const BY_RULE: Readonly<Record<string, string>> = {
  RZ3: "impostazioni della partita non valide",
  RZ4: "questa decisione spetta a un altro posto",
  RZ6: "non è il momento di piazzare questo patriota",
  RZ7: "non è il turno di questo patriota",
  RZ8: "questa azione non è possibile ora",
  RZ9: "questo movimento non è possibile",
  RZ10: "questa zona non si può conquistare ora",
  RZ11: "non si può combattere i soldati ora",
  RZ12: "non si può combattere Radetzky ora",
  RZ13: "non si può rinnovare la mano ora",
  RZ16: "la partita è finita",
  RZ17: "il gioco avanzato non lo consente",
  RZ18: "questo aiuto non si può usare così",
  RZ19: "questo aiuto non si può rafforzare così",
  RZ20: "le barricate mobili non lo consentono",
  RZ25: "non è una mossa di questo gioco",
};

/** The Italian wording of each code, the last resort. */
const BY_CODE: Readonly<Record<string, string>> = {
  GAME_OVER: "la partita è finita",
  UNKNOWN_ACTION: "non è una mossa di questo gioco",
  INVALID_ACTION: "mossa malformata",
  NOT_A_SEAT: "questo posto non è della partita",
  WRONG_STAGE: "non è il momento di questa mossa",
  NOT_YOUR_DECISION: "questa decisione spetta a un altro posto",
  NOT_IN_POOL: "questa carta non è fra quelle del combattimento",
  ADVANCED_ONLY: "solo nel gioco avanzato",
  CARD_NOT_IN_HAND: "questa carta non è nella mano",
  RADETZKY_LOCK: "il patriota attivo è bloccato nella zona di Radetzky",
  NOT_ALLOWED: "le regole non lo consentono",
  INVALID_CONFIG: "impostazioni della partita non valide",
};

/**
 * How precisely `refusal` is worded in Italian: `"message"` (its own wording), `"rule"` (its
 * rule's), `"code"` (its code's) or `"none"` (the English message is kept).
 */
export function rzWordingOf(refusal: RzRefusalLike): "message" | "rule" | "code" | "none" {
  return italian(refusal).by;
}

function italian(refusal: RzRefusalLike): {
  readonly by: "message" | "rule" | "code" | "none";
  readonly text: string;
} {
  for (const w of WORDINGS) {
    if (w.code !== refusal.code || w.rule !== refusal.rule) continue;
    const m = w.message ? w.message.exec(refusal.message) : null;
    if (w.message && !m) continue;
    return { by: "message", text: w.it(m) };
  }
  const rule = /^(RZ\d+)/.exec(refusal.rule ?? "")?.[1];
  const byRule = rule === undefined ? undefined : BY_RULE[rule];
  if (byRule !== undefined) return { by: "rule", text: byRule };
  const byCode = BY_CODE[refusal.code];
  if (byCode !== undefined) return { by: "code", text: byCode };
  return { by: "none", text: refusal.message };
}

/**
 * The text of a Radetzky refusal in `lang`: the package's message in English, its Italian
 * wording in Italian. A malformed action or config also names the field the package points at.
 */
export function rzRefusalText(
  lang: Lang,
  refusal: RzRefusalLike & { readonly path?: string },
): string {
  if (lang === "en") return refusal.message;
  const text = italian(refusal).text;
  const named = refusal.code === "INVALID_ACTION" || refusal.code === "INVALID_CONFIG";
  return named && refusal.path ? `${text} (${refusal.path})` : text;
}

/**
 * The line shown for a refusal in Radetzky's screens: the server's own refusals (a busy server,
 * a seat a bot plays, a refused join…) in the shell's words, the rules' refusals as «Mossa
 * rifiutata: …» with {@link rzRefusalText}.
 */
export function rzRefusalLine(
  lang: Lang,
  shell: Translator["t"],
  t: (key: RzKey, params?: Record<string, string | number>) => string,
  refusal: RzRefusalLike & { readonly path?: string },
): string {
  if (refusalKey(refusal) !== null) return refusalText(shell, refusal);
  return t("refused", { message: rzRefusalText(lang, refusal) });
}

/** Why a record or a saved game does not replay (replay.ts' `RzReplayError`), in `lang`. */
export function rzReplayErrorText(
  lang: Lang,
  t: (key: RzKey, params?: Record<string, string | number>) => string,
  error: {
    readonly why: RzReplayError["why"];
    readonly step?: number;
    readonly refusal?: RzRefusalLike & { readonly path?: string };
    readonly path?: string;
  },
): string {
  const message = error.refusal ? rzRefusalText(lang, error.refusal) : "";
  return t(`replayWhy_${error.why}`, {
    n: error.step ?? 0,
    max: RZ_RECORD_MAX_STEPS,
    message,
    path: error.path ?? "$",
  });
}
