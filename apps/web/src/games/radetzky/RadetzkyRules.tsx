/**
 * Radetzky's rules page: a short summary of RZ1–RZ25 in Italian and English, one section per rule
 * number, every number read from the rules package's data. A refusal's «Perché?» opens it at the
 * section of the rule it cites. The full text is `radetzky-rules.md`.
 *
 * @module
 */
import { DATA, RULES } from "@italia/radetzky";
import { useEffect, useRef } from "react";
import type { Lang } from "../../i18n/i18n";

/** One section: the rule number, its title and its summary in both languages. */
interface Section {
  readonly id: string;
  readonly title: Readonly<Record<Lang, string>>;
  readonly text: Readonly<Record<Lang, string>>;
}

const P = DATA.byPlayers;
const D = DATA.difficulty;

/** The summary, one section per rule number. */
export const RZ_SECTIONS: readonly Section[] = [
  {
    id: "RZ1",
    title: { it: "Componenti e icone", en: "Components and icons" },
    text: {
      it: `Mazzo Zone (${DATA.decks.zone.count} carte), mazzo Austria (${DATA.decks.austria.count}), mazzo Italia (${DATA.decks.italy.count}: icona di combattimento in alto, aiuto in basso). Spade battono Mappa, Mappa batte Palla di cannone, Palla di cannone batte Spade; icone uguali pareggiano.`,
      en: `Zone deck (${DATA.decks.zone.count} cards), Austria deck (${DATA.decks.austria.count}), Italy deck (${DATA.decks.italy.count}: a combat icon on top, a Help at the bottom). Swords beat Map, Map beats Cannonball, Cannonball beats Swords; equal icons tie.`,
    },
  },
  {
    id: "RZ2",
    title: { it: "La mappa", en: "The map" },
    text: {
      it: `${DATA.map.zones.length} zone di Milano dentro i Bastioni, ${DATA.map.links.length} collegamenti, ${DATA.map.links.filter((l) => l.barrier).length} barricate fisse (le barre scure). Il Castello Sforzesco è un riquadro, non una zona.`,
      en: `${DATA.map.zones.length} zones of Milan inside the Bastioni, ${DATA.map.links.length} links, ${DATA.map.links.filter((l) => l.barrier).length} fixed barricades (the dark bars). The Sforza Castle is a box, not a zone.`,
    },
  },
  {
    id: "RZ4",
    title: { it: "Posti, patrioti e mani", en: "Seats, Patriots and hands" },
    text: {
      it: "Ogni giocatore guida un patriota con la sua mano; le azioni del turno spettano a chi guida il patriota attivo, una carta la gioca chi guida la mano da cui viene.",
      en: "Each player leads a Patriot with its hand; a turn's actions belong to the active Patriot's controller, a card is played by the controller of the hand it comes from.",
    },
  },
  {
    id: "RZ6",
    title: { it: "Preparazione", en: "Setup" },
    text: {
      it: `Soldati preparati: ${P["3"].soldiersPrepared} / ${P["4"].soldiersPrepared} / ${P["5"].soldiersPrepared} (fino a 3 / 4 / 5 giocatori). Radetzky e ${P["3"].radetzkySoldiers} soldati sulla prima zona pescata, poi 2 e 1 soldati su altre zone; ${RULES.handSize} carte per mano; i patrioti entrano in zone senza soldati.`,
      en: `Prepared soldiers: ${P["3"].soldiersPrepared} / ${P["4"].soldiersPrepared} / ${P["5"].soldiersPrepared} (up to 3 / 4 / 5 players). Radetzky and ${P["3"].radetzkySoldiers} soldiers on the first zone drawn, then 2 and 1 soldiers on other zones; ${RULES.handSize} cards per hand; the Patriots enter zones without soldiers.`,
    },
  },
  {
    id: "RZ7",
    title: { it: "Il giro", en: "The round" },
    text: {
      it: "Fase 1: un turno per patriota; fase 2: il turno austriaco; fase 3: nuovo giro. Le fasi 2 e 3 sono automatiche.",
      en: "Phase 1: one turn per Patriot; phase 2: the Austrian turn; phase 3: a new round. Phases 2 and 3 are automatic.",
    },
  },
  {
    id: "RZ8",
    title: { it: "Azioni", en: "Actions" },
    text: {
      it: `Fino a ${RULES.actionsPerTurn} azioni per turno. Blocco di Radetzky: nella sua zona non si può muovere né combattere i soldati. Durante un combattimento si può solo rispondere.`,
      en: `Up to ${RULES.actionsPerTurn} actions per turn. Radetzky's lock: in his zone a Patriot may neither move nor fight the soldiers. During a fight, only its answers are allowed.`,
    },
  },
  {
    id: "RZ9",
    title: { it: "Muovere", en: "Move" },
    text: {
      it: "In una zona adiacente; nel gioco avanzato non attraverso una barricata fissa.",
      en: "To an adjacent zone; in the advanced game not across a fixed barricade.",
    },
  },
  {
    id: "RZ10",
    title: { it: "Conquistare una zona", en: "Conquer a zone" },
    text: {
      it: "Una zona libera, disponibile, senza soldati e senza Radetzky diventa italiana per sempre.",
      en: "An open, available zone with no soldier and without Radetzky becomes Italian for good.",
    },
  },
  {
    id: "RZ11",
    title: { it: "Combattere i soldati", en: "Fight the soldiers" },
    text: {
      it: "L’Austria scopre una carta, la squadra gioca una carta da tutte le mani dei patrioti nella zona. Vittoria: un soldato sconfitto, poi continuare o fermarsi; pareggio: un altro scambio; sconfitta: i soldati tornano.",
      en: "Austria reveals a card, the team plays one from every hand of the Patriots in the zone. Win: a soldier defeated, then continue or stop; tie: another exchange; loss: the soldiers come back.",
    },
  },
  {
    id: "RZ12",
    title: { it: "Combattere Radetzky", en: "Fight Radetzky" },
    text: {
      it: `L’Austria scopre ${RULES.radetzkyFightCards} carte; la squadra ne gioca ${RULES.radetzkyFightCards} e vince solo se ognuna batte una carta austriaca. Radetzky battuto: fino a ${RULES.radetzkyCastleRemoval} soldati lasciano il Castello e lui cambia zona.`,
      en: `Austria reveals ${RULES.radetzkyFightCards} cards; the team plays ${RULES.radetzkyFightCards} and wins only if each beats an Austrian card. Radetzky beaten: up to ${RULES.radetzkyCastleRemoval} soldiers leave the Castle and he changes zone.`,
    },
  },
  {
    id: "RZ13",
    title: { it: "Rinnovare la mano", en: "Refresh your hand" },
    text: {
      it: `Si pesca fino a ${RULES.handSize} carte.`,
      en: `Draw up to ${RULES.handSize} cards.`,
    },
  },
  {
    id: "RZ14",
    title: { it: "Il turno austriaco", en: "The Austrian turn" },
    text: {
      it: `Con ${RULES.castlePourThreshold} o più soldati il Castello si svuota sulle zone; una zona con soldati ≥ patrioti + ${RULES.austrianConquestMargin} diventa austriaca; poi arrivano i rinforzi (${P["3"].reinforcementsBase} / ${P["4"].reinforcementsBase} / ${P["5"].reinforcementsBase}), Radetzky va sulla zona pescata e i soldati rimasti entrano nel Castello.`,
      en: `With ${RULES.castlePourThreshold} or more soldiers the Castle empties onto the zones; a zone with soldiers ≥ Patriots + ${RULES.austrianConquestMargin} becomes Austrian; then the reinforcements arrive (${P["3"].reinforcementsBase} / ${P["4"].reinforcementsBase} / ${P["5"].reinforcementsBase}), Radetzky goes to the zone drawn and the soldiers left enter the Castle.`,
    },
  },
  {
    id: "RZ15",
    title: { it: "Nuovo giro", en: "New round" },
    text: {
      it: `Il primo giocatore passa a sinistra; ogni mano torna a ${RULES.handSize} carte.`,
      en: `The First Player card passes clockwise; every hand is refilled to ${RULES.handSize} cards.`,
    },
  },
  {
    id: "RZ16",
    title: { it: "Fine della partita", en: "End of the game" },
    text: {
      it: `Quando una fazione ha ${RULES.victoryZones} zone: vince l’Italia se ne ha più dell’Austria. Se la riserva non basta per i rinforzi vince l’Austria.`,
      en: `When a faction holds ${RULES.victoryZones} zones: Italy wins if it holds more than Austria. If the reserve cannot pay the reinforcements, Austria wins.`,
    },
  },
  {
    id: "RZ17",
    title: { it: "Gioco avanzato", en: "Advanced game" },
    text: {
      it: `Zone non disponibili, barricate fisse che bloccano il movimento, il tracciato di combattimento (${DATA.combatTrack.spaces} caselle): ogni giro completo porta una Sollevazione che rende disponibile una zona.`,
      en: `Not-available zones, fixed barricades that block moves, the combat track (${DATA.combatTrack.spaces} spaces): each lap brings a Rising that makes a zone available.`,
    },
  },
  {
    id: "RZ18",
    title: { it: "Usare un aiuto", en: "Use a Help" },
    text: {
      it: "Si scarta una carta della mano attiva per l’aiuto in basso: Mongolfiera, Martinitt, Fucile, Barricata, Nobildonna, con l’effetto del lato mostrato.",
      en: "Discard a card of the active hand for the Help at its bottom: Hot-Air Balloon, Martinitt, Rifle, Barricade, Noblewoman, with the effect of the side shown.",
    },
  },
  {
    id: "RZ19",
    title: { it: "Rafforzare un aiuto", en: "Strengthen a Help" },
    text: {
      it: `Carte con la stessa icona sotto una tessera: al costo (${P["3"].helpCost.balloon} o ${P["3"].helpCost.barricade} con 3 giocatori) diventa eroica.`,
      en: `Cards with the same icon under a tile: at its cost (${P["3"].helpCost.balloon} or ${P["3"].helpCost.barricade} with 3 players) it turns heroic.`,
    },
  },
  {
    id: "RZ20",
    title: { it: "Barricate mobili", en: "Mobile barricades" },
    text: {
      it: "Nessun soldato arriva su una zona con una barricata mobile durante il turno austriaco; poi sono tolte.",
      en: "No soldier arrives on a zone with a mobile barricade during the Austrian turn; then they are removed.",
    },
  },
  {
    id: "RZ21",
    title: { it: "Due giocatori", en: "Two players" },
    text: {
      it: "Un terzo patriota con la mano scoperta, guidato dal primo giocatore.",
      en: "A third Patriot with an open hand, led by the First Player.",
    },
  },
  {
    id: "RZ22",
    title: { it: "Solitario", en: "Solitaire" },
    text: {
      it: `Tre patrioti e una sola mano; si sceglie chi gioca; gli altri patrioti nella zona aiutano con ${RULES.soloTableCardsPerPatriot} carte sul tavolo.`,
      en: `Three Patriots and one hand; you choose who plays next; the other Patriots in the zone help with ${RULES.soloTableCardsPerPatriot} table cards.`,
    },
  },
  {
    id: "RZ23",
    title: { it: "Difficoltà", en: "Difficulty" },
    text: {
      it: `Da ${D.min} a +${D.max} soldati di rinforzo in più o in meno ogni giro.`,
      en: `From ${D.min} to +${D.max} reinforcements more or fewer each round.`,
    },
  },
  {
    id: "RZ24",
    title: { it: "Informazioni nascoste", en: "Hidden information" },
    text: {
      it: "La propria mano si vede; delle altre si vede ciò che l’impostazione consente (tutto, numero e icone diverse, o solo il numero).",
      en: "Your own hand is seen in full; of the others what the setting allows (all, size and different icons, or size only).",
    },
  },
  {
    id: "RZ25",
    title: { it: "Le mosse", en: "The moves" },
    text: {
      it: "Ogni mossa è una delle azioni elencate dalle regole; le altre sono rifiutate con la regola che lo dice.",
      en: "Every move is one of the actions the rules list; any other is refused, citing the rule that says why.",
    },
  },
];

/** The section a rule reference opens at ("RZ11.3" → "RZ11"), or `null`. */
export function sectionOf(rule: string | null): string | null {
  const m = /^(RZ\d+)/.exec(rule ?? "");
  return m && RZ_SECTIONS.some((s) => s.id === m[1]) ? m[1]! : null;
}

/** The rules page, open at `at` (a rule reference) or at the top. */
export function RadetzkyRules({
  lang,
  at,
  title,
  close,
  onClose,
}: {
  readonly lang: Lang;
  readonly at: string | null;
  readonly title: string;
  readonly close: string;
  readonly onClose: () => void;
}) {
  const section = sectionOf(at);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = section ? ref.current?.querySelector<HTMLElement>(`#rz-rule-${section}`) : null;
    (el ?? ref.current)?.focus();
    el?.scrollIntoView({ block: "start" });
  }, [section]);
  return (
    <div className="rz-rules" role="dialog" aria-label={title} data-testid="rz-rules">
      <div className="panel rz-rules-body" ref={ref} tabIndex={-1}>
        <header className="panel-head">
          <h2>{title}</h2>
          <button
            type="button"
            className="btn small"
            onClick={onClose}
            data-testid="rz-rules-close"
          >
            {close}
          </button>
        </header>
        {RZ_SECTIONS.map((s) => (
          <section
            key={s.id}
            id={`rz-rule-${s.id}`}
            tabIndex={-1}
            className={s.id === section ? "cited" : ""}
          >
            <h3>
              {s.id} · {s.title[lang]}
            </h3>
            <p>{s.text[lang]}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
