/**
 * Radetzky's rules for players, in Italian and English, clause by clause as `radetzky-rules.md`
 * numbers them (RZ1–RZ26; RZ27, the decisions behind them, stays in the rules file). Every number
 * of the game comes from the data the rules package reads (`DATA`, `RULES`): the texts are
 * functions of it ({@link rzRules}), so a number changed in the data changes on the page.
 *
 * @module
 */
import { DATA } from "@italia/radetzky";
import type { Lang } from "../../i18n/i18n";

/** A text in both languages. */
export type Bilingual = Readonly<Record<Lang, string>>;

/** One numbered clause: `RZ11.3`. */
export interface RzClause {
  /** The clause number, `RZ11.3`. */
  readonly id: string;
  readonly text: Bilingual;
}

/** A table a section shows, built from the data (the map's links, the numbers by player count). */
export type RzTableKind = "map" | "players" | "chance";

/** One rule: `RZ11`, its title, an introduction, its clauses, maybe a table from the data. */
export interface RzSection {
  readonly id: string;
  readonly title: Bilingual;
  readonly intro?: Bilingual;
  readonly clauses: readonly RzClause[];
  readonly table?: RzTableKind;
}

/** `T` with its literal numbers and strings widened, so that other values fit its shape. */
export type Widened<T> = T extends number
  ? number
  : T extends string
    ? string
    : T extends boolean
      ? boolean
      : T extends readonly (infer U)[]
        ? readonly Widened<U>[]
        : T extends object
          ? { readonly [K in keyof T]: Widened<T[K]> }
          : T;

/** The data the rules page reads: the rules package's `DATA` (its shape, for tests to vary it). */
export type RzRulesData = Widened<typeof DATA>;

/**
 * The rules page's anchor of a rule or clause: `RZ11.3` → `rz11-3`, `RZ11` → `rz11`; `null` for
 * anything else.
 */
export function rzAnchor(rule: string | null): string | null {
  const m = /^RZ(\d+)(?:\.(\d+))?/.exec(rule ?? "");
  if (!m) return null;
  return m[2] === undefined ? `rz${m[1]}` : `rz${m[1]}-${m[2]}`;
}

/** Numbers by player count, joined: `44 / 47 / 50` for 3 / 4 / 5 (rules count). */
function by(d: RzRulesData, pick: (row: RzRulesData["byPlayers"]["3"]) => number): string {
  return (["3", "4", "5"] as const).map((p) => pick(d.byPlayers[p])).join(" / ");
}

/** Radetzky's rules, clause by clause, with the numbers of `d` (the rules package's data). */
export function rzRules(d: RzRulesData = DATA): readonly RzSection[] {
  const R = d.rules;
  const P3 = d.byPlayers["3"];
  const P5 = d.byPlayers["5"];
  const zones = d.map.zones.length;
  const links = d.map.links.length;
  const barriers = d.map.links.filter((l) => l.barrier).length;
  const mix = d.decks.austria.mix;
  const helps = d.helps.length;
  const pairs = d.icons.length * helps;
  const perPair = d.decks.italy.count / pairs;
  const track = d.combatTrack.spaces;
  const cube = by(d, (r) => r.combatCubeStartingSpace);
  const risingCost = (["3", "4", "5"] as const)
    .map((rc) => d.combatTrack.defeatsPerRisingByRulesCount[rc])
    .join(" / ");
  const box = by(d, (r) => R.soldierCubes - r.soldiersPrepared);
  const prepared = by(d, (r) => r.soldiersPrepared);
  const reinforcements = by(d, (r) => r.reinforcementsBase);
  const level = (id: string) => d.difficulty.levels.find((l) => l.id === id)?.delta ?? 0;
  const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
  const hs = R.handSize;
  const s = (
    id: string,
    title: Bilingual,
    clauses: [it: string, en: string][],
    extra?: Partial<RzSection>,
  ): RzSection => ({
    id,
    title,
    clauses: clauses.map(([it, en], i) => ({ id: `${id}.${i + 1}`, text: { it, en } })),
    ...extra,
  });
  return [
    s("RZ1", { it: "Componenti e termini", en: "Components and terms" }, [
      [
        `Mappa: ${zones} zone numerate da 1 a ${zones}, il riquadro del Castello Sforzesco e la Lente. Ogni soldato è sempre in un solo posto: una zona, il Castello, la Lente, la riserva o la scatola.`,
        `Map: ${zones} Zones numbered 1–${zones}, the Sforza Castle box and the Lens. A Soldier is always in exactly one place: a Zone, the Castle, the Lens, the reserve or the box.`,
      ],
      [
        `Mazzo Zone: ${d.decks.zone.count} carte, una per zona; una carta zona si indica con il numero della sua zona.`,
        `Zone deck: ${d.decks.zone.count} cards, one per Zone; a Zone card is named by its Zone's number.`,
      ],
      [
        `Mazzo Austria: ${d.decks.austria.count} carte con un’icona di combattimento: ${mix.swords} Spade, ${mix.map} Mappa, ${mix.cannonball} Palla di cannone.`,
        `Austria deck: ${d.decks.austria.count} cards showing one combat icon: ${mix.swords} Swords, ${mix.map} Map, ${mix.cannonball} Cannonball.`,
      ],
      [
        `Mazzo Italia: ${d.decks.italy.count} carte con un’icona di combattimento in alto e un aiuto in basso (Mongolfiera, Martinitt, Fucile, Barricata, Nobildonna); ognuna delle ${pairs} coppie (icona, aiuto) compare ${perPair} volte. Nel gioco base l’aiuto si ignora.`,
        `Italy deck: ${d.decks.italy.count} cards with a combat icon on top and a Help at the bottom (Hot-Air Balloon, Martinitt, Rifle, Barricade, Noblewoman); each of the ${pairs} (icon, Help) pairs appears ${perPair} times. The basic game ignores the Help.`,
      ],
      [
        "Spade battono Mappa, Mappa batte Palla di cannone, Palla di cannone batte Spade; icone uguali pareggiano.",
        "Swords beat Map, Map beats Cannonball, Cannonball beats Swords; equal icons tie.",
      ],
      [
        `${P5.patriots} patrioti, Radetzky, ${R.soldierCubes} soldati (cubetti), la carta primo giocatore.`,
        `${P5.patriots} Patriots, Radetzky, ${R.soldierCubes} Soldier cubes, the First Player card.`,
      ],
      [
        `Solo nel gioco avanzato: la plancia avanzata (tracciato di combattimento di ${track} caselle e gli spazi delle ${helps} tessere aiuto), il cubo di combattimento, ${helps} tessere aiuto (lato base / lato eroico), ${P5.maxMobileBarricades} barricate mobili.`,
        `Advanced game only: the Advanced board (a combat track of ${track} spaces and the spaces of the ${helps} Help tiles), the Combat cube, ${helps} Help tiles (Base side / Heroic side), ${P5.maxMobileBarricades} Mobile Barricades.`,
      ],
      [
        `${R.conqueredZoneTiles.count} tessere zona conquistata, italiane da un lato e austriache dall’altro: non sono un limite, ogni zona conquistata resta tale.`,
        `${R.conqueredZoneTiles.count} Conquered Zone tiles, Italian on one side and Austrian on the other: they are no limit, every conquered Zone stays conquered.`,
      ],
      [
        `Termini: una zona è libera se nessuna fazione l’ha conquistata; un collegamento è pulito se non ha una barricata fissa; i soldati preparati sono ${prepared} (fino a 3 / 4 / 5 giocatori) e la riserva è ciò che ne resta fuori da zone, Castello e Lente; il patriota attivo è quello di turno, la sua zona è la zona attiva e la sua mano la mano attiva.`,
        `Terms: an open Zone is conquered by neither faction; a clean link has no Barrier; the prepared Soldiers are ${prepared} (up to 3 / 4 / 5 players) and the reserve is what of them is not in a Zone, the Castle or the Lens; the active Patriot is the one taking its turn, its Zone the active Zone and its hand the active hand.`,
      ],
    ]),
    s(
      "RZ2",
      { it: "La mappa", en: "The map" },
      [
        [
          `Le ${zones} zone di Milano dentro i Bastioni, i loro ${links} collegamenti e le ${barriers} barricate fisse sono nella tabella qui sotto (in grassetto: collegamenti attraverso una barricata fissa).`,
          `The ${zones} Zones of Milan inside the Bastioni, their ${links} links and the ${barriers} Barriers are in the table below (in bold: links across a Barrier).`,
        ],
        [
          "Due zone sono adiacenti se un collegamento le unisce. La barricata fissa si ignora nel movimento base e con la Mongolfiera; blocca il movimento avanzato, la Nobildonna e i soldati attorno a Radetzky nel turno austriaco.",
          "Two Zones are adjacent when a link joins them. A Barrier is ignored by the basic Move and the Hot-Air Balloon; it blocks the advanced Move, the Noblewoman and the Soldiers around Radetzky in the Austrian turn.",
        ],
        [
          "«In ordine numerico» vuol dire sempre per numero di zona crescente.",
          "“Numerical order” always means ascending Zone number.",
        ],
        [
          "Il Castello è un riquadro, non una zona: non è adiacente a niente, i patrioti non ci entrano e non si conquista. Porte, mura e monumenti sono solo colore.",
          "The Castle is a holding box, not a Zone: nothing is adjacent to it, Patriots never enter it and it is never conquered. Gates, walls and landmarks are flavour.",
        ],
        [
          "Una zona conquistata non ha soldati; una zona ha al massimo una barricata mobile; Radetzky non sta mai su una zona italiana.",
          "A conquered Zone holds no Soldier; a Zone holds at most one Mobile Barricade; Radetzky never stands on an Italian Zone.",
        ],
      ],
      { table: "map" },
    ),
    s("RZ3", { it: "Impostazioni della partita", en: "Game settings" }, [], {
      intro: {
        it: `Giocatori da 1 a 5; gioco base o avanzato; difficoltà da ${d.difficulty.min} a +${d.difficulty.max} (RZ23); informazioni sulle mani: scoperte, numero e icone diverse, o solo numero (RZ24).`,
        en: `Players 1–5; basic or advanced game; difficulty ${d.difficulty.min} to +${d.difficulty.max} (RZ23); hand information: open, size and different icons, or size only (RZ24).`,
      },
    }),
    s(
      "RZ4",
      { it: "Posti, patrioti e mani", en: "Seats, Patriots and hands" },
      [
        [
          "I posti seguono il senso orario; «in senso orario da un posto» vuol dire quel posto, il successivo e così via.",
          "Seats follow clockwise order; “clockwise from a seat” means that seat, the next one and so on.",
        ],
        [
          "Con 1 o 2 giocatori ogni numero che dipende dai giocatori è quello per 3. I numeri per numero di giocatori sono nella tabella qui sotto.",
          "With 1 or 2 players every number that depends on the player count is the 3-player one. The numbers by player count are in the table below.",
        ],
        [
          "Con 3 o più giocatori ogni posto ha il suo patriota. Con 2, un terzo patriota è guidato dal primo giocatore del momento (RZ21). In solitario il posto guida tre patrioti (RZ22).",
          "With 3 or more players each seat has its Patriot. With 2, a third Patriot is controlled by the current First Player (RZ21). In solitaire the seat controls three Patriots (RZ22).",
        ],
        [
          "Con 2 o più giocatori ogni patriota ha la sua mano; in solitario una sola mano serve il patriota attivo.",
          "With 2 or more players each Patriot has its own hand; in solitaire one hand serves the active Patriot.",
        ],
        [
          "Chi decide: le azioni del turno, continuare o fermarsi e la scelta di una Sollevazione spettano a chi guida il patriota attivo; una carta la gioca chi guida la mano da cui viene. Ogni altro posto è rifiutato.",
          "Who decides: a turn's actions, continue or stop and a Rising's choice belong to the active Patriot's controller; a card is played by the controller of the hand it comes from. Any other seat is refused.",
        ],
        [
          "Chi è chiamato ad agire: chi piazza il prossimo patriota, chi guida il patriota attivo, e in un combattimento ogni posto che controlla almeno una carta disponibile (vale la prima carta valida). Il tempo che scorre è quello di chi guida il patriota attivo.",
          "Who is asked to act: whoever places the next Patriot, the active Patriot's controller, and in a fight every seat controlling at least one card of the pool (the first valid card counts). The clock that runs is the active Patriot's controller's.",
        ],
      ],
      { table: "players" },
    ),
    s("RZ5", { it: "Mazzi, pile e pescate", en: "Decks, piles and drawing" }, [
      [
        "Ogni carta zona è nel mazzo Zone (coperto), fra le disponibili, fra le non disponibili (solo avanzato) o tolta dal gioco.",
        "Each Zone card is in the Zone deck (face down), Available, not-Available (advanced only) or removed.",
      ],
      [
        "Una carta Austria è nel suo mazzo, negli scarti o nel combattimento in corso; una carta Italia nel mazzo, negli scarti, in una mano, sotto una tessera aiuto, nel combattimento o (solitario) sul tavolo.",
        "An Austria card is in its deck, its discard pile or the current fight; an Italy card in the deck, the discard pile, a hand, under a Help tile, the current fight or (solitaire) on the table.",
      ],
      [
        "Si pesca dalla cima, una carta alla volta. Se il mazzo Austria o Italia è vuoto, i suoi scarti si mescolano in un nuovo mazzo; se anche gli scarti Italia sono vuoti, si pescano meno carte.",
        "Cards are taken from the top, one at a time. When the Austria or Italy deck is empty, its discard pile is shuffled into a new deck; if the Italy discard pile is empty too, the hand simply gets fewer cards.",
      ],
      [
        "Le carte scoperte o giocate in un combattimento restano lì fino alla sua fine.",
        "Cards revealed or played in a fight stay in it until it ends.",
      ],
      ["Gli scarti sono scoperti e pubblici.", "Discard piles are face up and public."],
      [
        "Il mazzo Zone non ha scarti; quando è vuoto vale RZ14.8.",
        "The Zone deck has no discard pile; when it is empty, RZ14.8 applies.",
      ],
    ]),
    s("RZ6", { it: "Preparazione", en: "Setup" }, [
      [
        "Il primo giocatore è un posto estratto a caso (in solitario: il posto 0) e prende la carta primo giocatore.",
        "The First Player is a seat drawn at random (solitaire: seat 0) and takes the First Player card.",
      ],
      [
        "Si mescolano il mazzo Zone, poi il mazzo Austria, poi il mazzo Italia.",
        "Shuffle the Zone deck, then the Austria deck, then the Italy deck.",
      ],
      [
        `I soldati preparati (${prepared}) formano la riserva; gli altri ${box} cubetti restano nella scatola.`,
        `The prepared Soldiers (${prepared}) form the reserve; the other ${box} cubes stay in the box.`,
      ],
      [
        `Si gira la prima carta zona: nel gioco base diventa disponibile, nell’avanzato non disponibile. Radetzky e ${P3.radetzkySoldiers} soldati vanno su quella zona.`,
        `Take the top Zone card: basic game, it becomes Available; advanced, not-Available. Radetzky and ${P3.radetzkySoldiers} Soldiers go on that Zone.`,
      ],
      [
        `Si girano ${by(d, (r) => r.twoSoldierZones)} carte zona con 2 soldati ciascuna, poi altrettante con 1 soldato; queste carte tornano nel mazzo Zone, che si rimescola. Sulla mappa ci sono allora ${by(d, (r) => r.soldiersOnMapAfterSetup)} soldati, la riserva ne ha ${P3.reserveAfterSetup} e ${by(d, (r) => r.zonesWithoutSoldiersAfterSetup)} zone sono senza soldati.`,
        `Take ${by(d, (r) => r.twoSoldierZones)} Zone cards, 2 Soldiers on each Zone, then as many with 1 Soldier; these cards go back into the Zone deck, which is shuffled. The map then holds ${by(d, (r) => r.soldiersOnMapAfterSetup)} Soldiers, the reserve ${P3.reserveAfterSetup}, and ${by(d, (r) => r.zonesWithoutSoldiersAfterSetup)} Zones have no Soldier.`,
      ],
      [
        `In senso orario dal primo giocatore ogni mano riceve ${hs} carte Italia (con 2 giocatori la mano del terzo patriota per ultima).`,
        `Clockwise from the First Player each hand takes ${hs} Italy cards (with 2 players the third Patriot's hand last).`,
      ],
      [
        "In senso orario dal primo giocatore ogni posto piazza il suo patriota su una zona senza soldati (mai quella di Radetzky); più patrioti possono stare nella stessa zona. Con 2 giocatori il primo giocatore piazza poi il terzo patriota; in solitario si piazzano i patrioti 1, 2 e 3 in quest’ordine.",
        "Clockwise from the First Player each seat places its Patriot on a Zone with no Soldier (never Radetzky's); several Patriots may share a Zone. With 2 players the First Player then places the third Patriot; in solitaire Patriots 1, 2 and 3 are placed in that order.",
      ],
      [
        "Solo avanzato: le tessere aiuto sul lato base, il cubo di combattimento sulla sua casella di partenza (RZ17.4), nessuna barricata mobile.",
        "Advanced only: the Help tiles Base side up, the Combat cube on its starting space (RZ17.4), no Mobile Barricade.",
      ],
      ["Il primo giro comincia con la fase 1.", "Round 1 begins with Phase 1."],
    ]),
    s("RZ7", { it: "Il giro", en: "Round structure" }, [
      [
        "Ogni giro ha tre fasi: fase 1, un turno per patriota; fase 2, il turno austriaco (RZ14); fase 3, nuovo giro (RZ15). Le fasi 2 e 3 sono automatiche.",
        "Each round has three phases: Phase 1, one turn for each Patriot; Phase 2, the Austrian turn (RZ14); Phase 3, new round (RZ15). Phases 2 and 3 are automatic.",
      ],
      [
        "Ordine dei turni: in senso orario dal primo giocatore; con 2 giocatori il terzo patriota per ultimo; in solitario prima di ogni turno si sceglie un patriota che non ha ancora giocato.",
        "Turn order: clockwise from the First Player; with 2 players the third Patriot last; in solitaire, before each turn, choose a Patriot that has not had its turn.",
      ],
      [
        `Un turno ha al massimo ${R.actionsPerTurn} azioni: finisce da solo dopo l’ultima (combattimento o scelta compresi) o prima, con «fine turno», quando non c’è nulla in sospeso. In solitario, a fine turno si scartano le carte sul tavolo e la mano torna a ${hs} carte.`,
        `A turn has at most ${R.actionsPerTurn} actions: it ends by itself after the last one (any fight or choice included) or earlier with «end turn» when nothing is pending. In solitaire, at the end of each turn the table cards are discarded and the hand is refilled to ${hs}.`,
      ],
      [
        "Quando finisce il turno dell’ultimo patriota, le fasi 2 e 3 si svolgono subito.",
        "When the last Patriot's turn ends, Phases 2 and 3 run at once.",
      ],
    ]),
    s("RZ8", { it: "Azioni", en: "Actions" }, [
      [
        `Ogni azione costa 1 delle ${R.actionsPerTurn} del turno (un combattimento costa solo l’azione che lo inizia); si possono fare in qualsiasi ordine e ripetere. Gioco base: muovere, conquistare una zona, combattere i soldati, combattere Radetzky, rinnovare la mano. L’avanzato aggiunge usare e rafforzare un aiuto.`,
        `Each action costs 1 of the turn's ${R.actionsPerTurn} (a fight costs only the action that started it); actions may be taken in any order and repeated. Basic game: Move, Conquer a Zone, Fight the Soldiers, Fight Radetzky, Refresh Your Hand. The advanced game adds Use a Help and Strengthen a Help.`,
      ],
      [
        "Un’azione le cui condizioni non valgono è rifiutata: non cambia nulla e non si paga.",
        "An action whose conditions do not hold is refused: nothing changes and nothing is paid.",
      ],
      [
        "Blocco di Radetzky: finché il patriota attivo è nella zona di Radetzky non può muovere, combattere i soldati, usare la Mongolfiera né il Fucile; il resto è permesso alle sue condizioni.",
        "Radetzky's lock: while the active Patriot is in Radetzky's Zone it may not Move, Fight the Soldiers, or use the Hot-Air Balloon or the Rifle; everything else stays allowed under its own conditions.",
      ],
      [
        "Durante un combattimento o una scelta si accettano solo le mosse che li risolvono: giocare una carta quando è dovuta, continuare o fermarsi dopo una vittoria, scegliere la zona di una Sollevazione.",
        "While a fight or a choice is pending only the moves that resolve it are accepted: a card when one is owed, continue or stop after a Win, the Rising's Zone.",
      ],
    ]),
    s("RZ9", { it: "Muovere", en: "Move" }, [
      [
        "Il patriota attivo va in una zona adiacente. Gioco base: le barricate fisse si ignorano; avanzato: solo per collegamenti puliti (RZ17.3).",
        "The active Patriot moves to an adjacent Zone. Basic game: Barriers are ignored; advanced: along a clean link only (RZ17.3).",
      ],
      [
        "Si può entrare in qualsiasi zona: con soldati, conquistata da una delle due fazioni o con Radetzky (il patriota resta bloccato, RZ8.3).",
        "Any Zone may be entered: one with Soldiers, one conquered by either faction, or Radetzky's (the Patriot is then locked, RZ8.3).",
      ],
    ]),
    s("RZ10", { it: "Conquistare una zona", en: "Conquer a Zone" }, [
      [
        "Condizioni: la zona attiva è libera, la sua carta è disponibile, non ha soldati e Radetzky non c’è.",
        "Conditions: the active Zone is open, its card is Available, it holds no Soldier and Radetzky is not in it.",
      ],
      [
        "Effetto: la zona è italiana per il resto della partita; la sua carta esce dal gioco.",
        "Effect: the Zone is Italian for the rest of the game; its card is removed.",
      ],
      [
        "Conquistare non fa finire la partita: la vittoria si controlla solo nel turno austriaco (RZ14.4).",
        "Conquering never ends the game by itself: victory is checked only in the Austrian turn (RZ14.4).",
      ],
    ]),
    s("RZ11", { it: "Combattere i soldati", en: "Fight the Soldiers" }, [
      [
        "Condizioni: la zona attiva ha almeno 1 soldato, Radetzky non c’è e c’è almeno una carta per rispondere.",
        "Conditions: the active Zone holds at least 1 Soldier, Radetzky is not in it and at least one card can answer.",
      ],
      [
        "L’unione fa la forza: rispondono tutte le carte nelle mani dei patrioti nella zona, patriota attivo compreso (in solitario la mano e le carte sul tavolo degli altri patrioti nella zona). Ogni carta la gioca chi guida la sua mano.",
        "Strength in unity: every card in the hands of the Patriots in the Zone may answer, the active one's included (in solitaire the hand and the table cards of the other Patriots in the Zone). Each card is played by its hand's controller.",
      ],
      [
        `Scambio, ripetuto fino alla fine del combattimento: l’Austria scopre 1 carta (${R.rifleReveal.base} o ${R.rifleReveal.heroic} con il Fucile, RZ18.5); si gioca esattamente una carta italiana, anche perdente; vittoria se l’icona italiana ne batte una scoperta, altrimenti pareggio se è uguale a una, altrimenti sconfitta.`,
        `Exchange, repeated until the fight ends: Austria reveals 1 card (${R.rifleReveal.base} or ${R.rifleReveal.heroic} with the Rifle, RZ18.5); exactly one Italian card is played, even a losing one; Win if the Italian icon beats a revealed one, otherwise Tie if it equals one, otherwise Loss.`,
      ],
      [
        "Vittoria: 1 soldato va dalla zona alla Lente. Se la zona è vuota o non restano carte, il combattimento finisce fermato; altrimenti chi guida il patriota attivo sceglie se continuare o fermarsi.",
        "Win: 1 Soldier moves from the Zone to the Lens. If the Zone is empty or no card is left, the fight ends as Stopped; otherwise the active Patriot's controller chooses to continue or stop.",
      ],
      [
        "Pareggio: se non restano carte il combattimento è perso, altrimenti comincia subito un altro scambio.",
        "Tie: if no card is left the fight is Lost; otherwise a new exchange begins at once.",
      ],
      ["Sconfitta: il combattimento è perso.", "Loss: the fight is Lost."],
      [
        "Fermato: i soldati nella Lente vanno nella riserva (sono i soldati sconfitti). Perso: tornano nella zona, nessuno sconfitto.",
        "Stopped: the Soldiers in the Lens go to the reserve (they are the Soldiers defeated). Lost: they return to the Zone, none defeated.",
      ],
      [
        "A fine combattimento le carte Austria vanno nei loro scarti, poi le carte italiane (e quella del Fucile) nei loro; nel gioco avanzato si muove il cubo di combattimento (RZ17.4).",
        "When the fight ends the Austria cards go to their discard pile, then the Italian cards (and the Rifle card) to theirs; in the advanced game the Combat cube moves (RZ17.4).",
      ],
      [
        "Se serve una carta Austria e mazzo e scarti sono vuoti, le carte Austria già scoperte in questo combattimento si mescolano in un nuovo mazzo.",
        "If an Austria card is needed and both its deck and discard pile are empty, the Austria cards already revealed in this fight are shuffled into a new deck.",
      ],
      [
        "Esempio: mano Spade, Mappa, Mappa, Palla di cannone. Mappa → Spade, vittoria, si continua. Mappa → Mappa, pareggio. Spade → Palla di cannone, vittoria. Ci si ferma: 2 soldati sconfitti.",
        "Example: hand Swords, Map, Map, Cannonball. Map → Swords, Win, continue. Map → Map, Tie. Swords → Cannonball, Win. Stop: 2 Soldiers defeated.",
      ],
    ]),
    s("RZ12", { it: "Combattere Radetzky", en: "Fight Radetzky" }, [
      [
        `Condizioni: Radetzky è nella zona attiva e le mani dei patrioti nella zona hanno almeno ${R.radetzkyFightCards} carte.`,
        `Conditions: Radetzky is in the active Zone and the Patriots' hands in the Zone hold at least ${R.radetzkyFightCards} cards.`,
      ],
      [
        `L’Austria scopre ${R.radetzkyFightCards} carte insieme; poi si giocano esattamente ${R.radetzkyFightCards} carte italiane, una alla volta, ognuna da chi guida la sua mano.`,
        `Austria reveals ${R.radetzkyFightCards} cards together; then exactly ${R.radetzkyFightCards} Italian cards are played, one at a time, each by its hand's controller.`,
      ],
      [
        "Vittoria solo se ogni carta italiana batte una carta austriaca diversa; un pareggio non conta e non si scopre altro.",
        "Win only if each Italian card beats a different Austria card; a tie never counts and nothing more is revealed.",
      ],
      [
        "Tutte le carte vanno negli scarti (prima le austriache).",
        "All the cards go to their discard piles (Austria's first).",
      ],
      [
        `Vittoria: fino a ${R.radetzkyCastleRemoval} soldati lasciano il Castello per la riserva; la prima carta zona diventa disponibile e Radetzky va in quella zona, senza soldati. I patrioti della vecchia zona sono liberi, quelli della nuova bloccati.`,
        `Win: up to ${R.radetzkyCastleRemoval} Soldiers leave the Castle for the reserve; the top Zone card becomes Available and Radetzky moves to that Zone, with no Soldier. Patriots in his old Zone are freed, those in the new one locked.`,
      ],
      ["Sconfitta: non succede altro.", "Loss: nothing else happens."],
      [
        "Nel gioco avanzato combattere Radetzky non muove il cubo di combattimento.",
        "In the advanced game a Radetzky fight never moves the Combat cube.",
      ],
      [
        "Esempio: scoperte Spade, Spade, Mappa: servono Palla di cannone, Palla di cannone, Spade.",
        "Example: revealed Swords, Swords, Map need Cannonball, Cannonball, Swords.",
      ],
    ]),
    s("RZ13", { it: "Rinnovare la mano", en: "Refresh Your Hand" }, [
      [
        `Condizioni: la mano attiva ha meno di ${hs} carte e nel mazzo Italia o nei suoi scarti c’è almeno una carta.`,
        `Conditions: the active hand holds fewer than ${hs} cards and the Italy deck or its discard pile holds at least one card.`,
      ],
      [`Effetto: si pesca fino a ${hs} carte.`, `Effect: draw until the hand holds ${hs}.`],
    ]),
    s(
      "RZ14",
      { it: "Il turno austriaco (fase 2)", en: "The Austrian turn (Phase 2)" },
      [
        [
          `2.A Il Castello: se ha ${R.castlePourThreshold} o più soldati, escono tutti, uno alla volta, sulle zone 1, 2, … ${zones}, 1, 2, …, saltando le zone conquistate e quelle con una barricata mobile.`,
          `2.A The Castle: if it holds ${R.castlePourThreshold} or more Soldiers, all of them leave it one at a time to Zones 1, 2, … ${zones}, 1, 2, …, skipping conquered Zones and Zones with a Mobile Barricade.`,
        ],
        [
          `2.B Conquista austriaca: ogni zona libera, in ordine numerico, con soldati ≥ patrioti presenti + ${R.austrianConquestMargin} diventa austriaca per sempre: i suoi soldati vanno nella riserva e la sua carta esce dal gioco. Radetzky e i patrioti restano lì.`,
          `2.B Austrian conquest: each open Zone, in numerical order, with Soldiers ≥ Patriots in it + ${R.austrianConquestMargin} becomes Austrian for good: its Soldiers go to the reserve and its card is removed. Radetzky and the Patriots there stay.`,
        ],
        [
          "Né Radetzky né una barricata mobile cambiano la conquista austriaca.",
          "Neither Radetzky nor a Mobile Barricade changes the Austrian conquest.",
        ],
        [
          `2.C Vittoria: se l’Italia o l’Austria hanno ${R.victoryZones} o più zone, la partita finisce: vince l’Italia se ne ha più dell’Austria, altrimenti l’Austria (il pareggio è austriaco).`,
          `2.C Victory: if Italy or Austria holds ${R.victoryZones} or more Zones the game ends: Italy wins if it holds more than Austria, otherwise Austria (a tie is Austria's).`,
        ],
        [
          `2.D.1 Rinforzi: ${reinforcements} (fino a 3 / 4 / 5 giocatori) più la difficoltà. Se la riserva ne ha meno, vince l’Austria; altrimenti si prendono dalla riserva.`,
          `2.D.1 Reinforcements: ${reinforcements} (up to 3 / 4 / 5 players) plus the difficulty. If the reserve holds fewer, Austria wins; otherwise they are taken from the reserve.`,
        ],
        [
          `2.D.2 Dalla zona 1 alla ${zones}: ogni zona con almeno un soldato e senza barricata mobile ne riceve 1, finché ci sono rinforzi.`,
          `2.D.2 From Zone 1 to ${zones}: each Zone with at least 1 Soldier and no Mobile Barricade gets 1, while reinforcements remain.`,
        ],
        [
          "2.D.3 Si gira la prima carta zona (disponibile nel gioco base, non disponibile nell’avanzato): Radetzky va in quella zona, che riceve 1 soldato se non ha una barricata mobile.",
          "2.D.3 Take the top Zone card (Available in the basic game, not-Available in the advanced): Radetzky moves to that Zone, which gets 1 Soldier unless it has a Mobile Barricade.",
        ],
        [
          "Mazzo Zone vuoto: Radetzky va in una zona libera estratta a caso, diversa dalla sua; in una Sollevazione non succede nulla.",
          "Empty Zone deck: Radetzky goes to an open Zone drawn at random, other than his own; in a Rising nothing happens.",
        ],
        [
          "2.D.4 Le zone libere senza barricata mobile collegate a quella di Radetzky da un collegamento pulito ricevono 1 soldato ciascuna; se i rinforzi non bastano, prima quelle con meno soldati (a parità, numero più basso).",
          "2.D.4 The open Zones without a Mobile Barricade linked to Radetzky's by a clean link get 1 Soldier each; if the reinforcements do not suffice, those with fewer Soldiers first (ties: lower number).",
        ],
        [
          "2.D.5 I rinforzi rimasti entrano nel Castello.",
          "2.D.5 Every reinforcement left goes to the Castle.",
        ],
        [
          "A fine fase 2 si tolgono le barricate mobili. Se la partita finisce in 2.C o 2.D.1, finisce subito.",
          "At the end of Phase 2 the Mobile Barricades are removed. A game that ends at 2.C or 2.D.1 ends at once.",
        ],
        [
          `Esempio (4 giocatori, zone 4 e 12 italiane): il Castello con ${R.castlePourThreshold} soldati li versa sulle zone 1–11 tranne la 4; le zone 1 e 2 diventano austriache; poi ${d.byPlayers["4"].reinforcementsBase} rinforzi.`,
          `Example (4 players, Zones 4 and 12 Italian): the Castle with ${R.castlePourThreshold} Soldiers pours them onto Zones 1–11 but 4; Zones 1 and 2 become Austrian; then ${d.byPlayers["4"].reinforcementsBase} reinforcements.`,
        ],
      ],
      {
        intro: {
          it: "Automatico. 2.A e 2.B avvengono sempre; 2.C può far finire la partita; 2.D solo se non è finita.",
          en: "Automatic. 2.A and 2.B always happen; 2.C may end the game; 2.D happens only if it does not.",
        },
      },
    ),
    s("RZ15", { it: "Fase 3: nuovo giro", en: "Phase 3: new round" }, [
      [
        "La carta primo giocatore passa al posto successivo in senso orario (in solitario resta).",
        "The First Player card passes to the next seat clockwise (solitaire: it stays).",
      ],
      [
        `In senso orario dal nuovo primo giocatore ogni mano torna a ${hs} carte (una mano con più carte le tiene).`,
        `Clockwise from the new First Player each hand is refilled to ${hs} (a hand holding more keeps them).`,
      ],
      [
        "Il numero del giro aumenta di 1 e comincia la fase 1.",
        "The round number increases by 1 and Phase 1 begins.",
      ],
    ]),
    s("RZ16", { it: "Fine della partita", en: "End of the game" }, [
      [
        "La partita finisce solo in 2.C o in 2.D.1; non ci sono limiti di giri.",
        "The game ends only at 2.C or 2.D.1; there is no round limit.",
      ],
      [
        `L’Italia vince in 2.C se ha almeno ${R.victoryZones} zone e più dell’Austria; altrimenti vince l’Austria, anche in 2.D.1 quando la riserva non basta.`,
        `Italy wins at 2.C when it holds at least ${R.victoryZones} Zones and more than Austria; otherwise Austria wins, also at 2.D.1 when the reserve falls short.`,
      ],
      [
        "Una partita finita registra chi ha vinto e perché (zone o riserva); non si accettano altre mosse.",
        "A finished game records who won and why (Zones or reserve); no move is accepted afterwards.",
      ],
    ]),
    s("RZ17", { it: "Gioco avanzato", en: "Advanced game" }, [
      [
        "Preparazione come RZ6, con la carta di Radetzky non disponibile e le tessere aiuto e il cubo (RZ6.8).",
        "Setup as RZ6, with Radetzky's card not-Available and the Help tiles and cube (RZ6.8).",
      ],
      [
        "Le carte girate in preparazione e in 2.D.3 diventano non disponibili; quella di Radetzky sconfitto e una Sollevazione le rendono disponibili. Si conquista solo una zona con la carta disponibile.",
        "Cards taken at setup and in 2.D.3 become not-Available; a defeated Radetzky's card and a Rising make them Available. Only a Zone whose card is Available can be conquered.",
      ],
      [
        "Si muove solo per collegamenti puliti; la Mongolfiera ignora le barricate fisse.",
        "Move only along clean links; the Hot-Air Balloon ignores Barriers.",
      ],
      [
        `Tracciato di combattimento: ${track} caselle; il cubo parte dalla casella del numero di giocatori (${cube} per 3 / 4 / 5). Un combattimento fermato con d soldati sconfitti lo sposta di d caselle a destra: dalla casella ${track} torna alla partenza e scatta una Sollevazione (una zona non disponibile, scelta da chi guida il patriota attivo, diventa disponibile). Un combattimento perso lo sposta di 1 a sinistra, mai oltre la partenza. Una Sollevazione costa ${risingCost} soldati sconfitti.`,
        `Combat track: ${track} spaces; the cube starts on the space of the player count (${cube} for 3 / 4 / 5). A fight Stopped with d Soldiers defeated moves it d spaces right: from space ${track} it returns to its start and a Rising happens (a not-Available Zone, chosen by the active Patriot's controller, becomes Available). A Lost fight moves it 1 space left, never past its start. A Rising costs ${risingCost} defeated Soldiers.`,
      ],
      [
        "Combattere Radetzky non cambia: non muove il cubo, e la nuova zona di Radetzky sconfitto è subito disponibile.",
        "Fight Radetzky is unchanged: it never moves the cube, and a defeated Radetzky's new Zone is Available at once.",
      ],
      [
        `La fase 3 riporta le mani a ${hs} carte e non ne toglie mai: una mano ingrandita dal Martinitt tiene le sue.`,
        `Phase 3 refills hands to ${hs} and never takes cards away: a hand enlarged by the Martinitt keeps them.`,
      ],
    ]),
    s("RZ18", { it: "Usare un aiuto (avanzato)", en: "Use a Help (advanced)" }, [
      [
        "Si gioca una carta della mano attiva (mai di un’altra mano né dal tavolo) per l’aiuto in basso, con l’effetto del lato che la tessera mostra ora.",
        "Play a card of the active hand (never another hand's, never a table card) for the Help at its bottom, with the effect of the side its tile shows now.",
      ],
      [
        "La carta va negli scarti dopo l’effetto (quella del Fucile a fine combattimento).",
        "The card goes to the discard pile after its effect (a Rifle card at the end of its fight).",
      ],
      [
        `Mongolfiera (non nella zona di Radetzky): base, ${R.balloonSteps.base} zona adiacente; eroica, fino a ${R.balloonSteps.heroic} zone, ognuna adiacente alla precedente; le barricate fisse si ignorano; se la prima zona ha Radetzky ci si ferma lì.`,
        `Hot-Air Balloon (not in Radetzky's Zone): Base, ${R.balloonSteps.base} adjacent Zone; Heroic, up to ${R.balloonSteps.heroic} Zones, each adjacent to the one before; Barriers ignored; if the first Zone holds Radetzky the path stops there.`,
      ],
      [
        `Martinitt: se restano carte Italia, si pescano ${R.martinittDraw.base} carte (eroico ${R.martinittDraw.heroic}) nella mano attiva, senza limite di mano.`,
        `Martinitt: if Italy cards remain, draw ${R.martinittDraw.base} cards (Heroic ${R.martinittDraw.heroic}) into the active hand, with no hand limit.`,
      ],
      [
        `Fucile (non nella zona di Radetzky, condizioni di RZ11.1): comincia un combattimento in cui ogni scambio scopre ${R.rifleReveal.base} carte Austria (eroico ${R.rifleReveal.heroic}); la carta italiana ne deve battere una sola. Vale per questo combattimento.`,
        `Rifle (not in Radetzky's Zone, the conditions of RZ11.1): a fight begins in which every exchange reveals ${R.rifleReveal.base} Austria cards (Heroic ${R.rifleReveal.heroic}); the Italian card needs to beat only one. It lasts for this fight.`,
      ],
      [
        "Barricata: su una zona libera che non ne ha (ovunque), se non sono tutte in gioco (RZ20.1); eroica: poi 1 soldato della zona va nella riserva.",
        "Barricade: on an open Zone without one (anywhere), unless all are in play (RZ20.1); Heroic: then 1 Soldier of that Zone goes to the reserve.",
      ],
      [
        "Nobildonna: 1 soldato da una zona a una zona libera collegata da un collegamento pulito; eroica: poi 1 soldato del Castello va nella riserva.",
        "Noblewoman: 1 Soldier from a Zone to an open Zone linked by a clean link; Heroic: then 1 Soldier of the Castle goes to the reserve.",
      ],
    ]),
    s("RZ19", { it: "Rafforzare un aiuto (avanzato)", en: "Strengthen a Help (advanced)" }, [
      [
        "Si mettono 1 o più carte della mano attiva sotto una tessera sul lato base: tutte con la stessa icona in alto, la stessa di quelle già sotto, e non più di quante ne mancano al costo.",
        "Put 1 or more cards of the active hand under a tile showing its Base side: all with the same top icon, the same as the cards already under it, and no more than the cost still needs.",
      ],
      [
        `Costo: Mongolfiera, Martinitt, Fucile ${by(d, (r) => r.helpCost.balloon)} carte; Barricata, Nobildonna ${by(d, (r) => r.helpCost.barricade)} (fino a 3 / 4 / 5 giocatori).`,
        `Cost: Hot-Air Balloon, Martinitt, Rifle ${by(d, (r) => r.helpCost.balloon)} cards; Barricade, Noblewoman ${by(d, (r) => r.helpCost.barricade)} (up to 3 / 4 / 5 players).`,
      ],
      [
        "Le carte sotto la tessera sono pubbliche. Raggiunto il costo la tessera diventa eroica per sempre e le carte vanno negli scarti.",
        "The cards under a tile are public. When they reach the cost the tile turns Heroic for good and its cards are discarded.",
      ],
      [
        "Una tessera per azione; le carte si possono aggiungere in più azioni, turni e patrioti.",
        "One tile per action; cards may be added over several actions, turns and Patriots.",
      ],
    ]),
    s("RZ20", { it: "Barricate mobili (avanzato)", en: "Mobile Barricades (advanced)" }, [
      [
        `Al massimo ${by(d, (r) => r.maxMobileBarricades)} in gioco (fino a 3 / 4 / 5 giocatori).`,
        `At most ${by(d, (r) => r.maxMobileBarricades)} in play (up to 3 / 4 / 5 players).`,
      ],
      [
        "In 2.A e in 2.D nessun soldato arriva su una zona con una barricata mobile (Radetzky sì, in 2.D.3).",
        "During 2.A and 2.D no Soldier is placed on a Zone with a Mobile Barricade (Radetzky still moves there in 2.D.3).",
      ],
      [
        "Non hanno altri effetti: né sulla conquista austriaca, né sul movimento, sui combattimenti o sulla Nobildonna.",
        "They have no other effect: not on the Austrian conquest, movement, fights or the Noblewoman.",
      ],
      ["Si tolgono tutte alla fine della fase 2.", "All are removed at the end of Phase 2."],
    ]),
    s("RZ21", { it: "Due giocatori", en: "Two players" }, [
      ["Tutti i numeri sono quelli per 3 giocatori.", "Every number is the 3-player one."],
      [
        "Un terzo patriota ha la sua mano, servita dopo le altre due e scoperta: le sue carte sono pubbliche.",
        "A third Patriot has its own hand, dealt after the other two and kept face up: its cards are public.",
      ],
      [
        "Il terzo patriota gioca sempre per ultimo nella fase 1; lo guida il primo giocatore del momento (piazzamento, turno, carte nei combattimenti).",
        "The third Patriot always plays last in Phase 1; the current First Player controls it (placement, turn, cards in fights).",
      ],
    ]),
    s("RZ22", { it: "Solitario", en: "Solitaire" }, [
      [
        `Come con 3 giocatori: ${P3.patriots} patrioti e una sola mano di ${hs} carte.`,
        `As with 3 players: ${P3.patriots} Patriots and one hand of ${hs} cards.`,
      ],
      [
        `Ogni giro si sceglie l’ordine dei turni; a fine turno si scartano le carte sul tavolo e la mano torna a ${hs}.`,
        `Each round you choose the order of the turns; at the end of each turn the table cards are discarded and the hand is refilled to ${hs}.`,
      ],
      [
        `Carte sul tavolo: quando comincia un combattimento, ogni altro patriota nella zona che non ne ha ancora date in questo turno ne dà ${R.soloTableCardsPerPatriot}, pescate scoperte.`,
        `Table cards: when a fight begins, each other Patriot in the Zone that has not yet given table cards this turn gives ${R.soloTableCardsPerPatriot}, drawn face up.`,
      ],
      [
        "Le carte sul tavolo si giocano solo nei combattimenti e finché il loro patriota è nella zona; non sono nella mano (niente aiuti né rinnovo); a fine turno si scartano.",
        "Table cards are played only in fights, while their Patriot is in the Zone; they are not in the hand (no Help, no refill); they are discarded at the end of the turn.",
      ],
      [
        `Esempio: il blu combatte con il verde nella sua zona → ${R.soloTableCardsPerPatriot} carte sul tavolo, che restano per i combattimenti del turno.`,
        `Example: blue fights with green in its Zone → ${R.soloTableCardsPerPatriot} table cards, kept for the turn's fights.`,
      ],
    ]),
    s("RZ23", { it: "Difficoltà", en: "Difficulty" }, [
      [
        `La difficoltà, da ${d.difficulty.min} a +${d.difficulty.max}, si aggiunge ai rinforzi di 2.D.1. Livelli: molto facile ${signed(level("very-easy"))}, facile ${signed(level("easy"))}, normale ${signed(level("normal"))}, difficile ${signed(level("hard"))}, molto difficile ${signed(level("very-hard"))}.`,
        `The difficulty, ${d.difficulty.min} to +${d.difficulty.max}, is added to the 2.D.1 reinforcements. Levels: very easy ${signed(level("very-easy"))}, easy ${signed(level("easy"))}, normal ${signed(level("normal"))}, hard ${signed(level("hard"))}, very hard ${signed(level("very-hard"))}.`,
      ],
      [
        "Quanto si vede delle mani degli altri lo dice l’impostazione delle mani (RZ24.3).",
        "How much is shown of the other hands is the hand-information setting (RZ24.3).",
      ],
    ]),
    s("RZ24", { it: "Informazioni nascoste", en: "Hidden information" }, [
      [
        "Pubblico: tutto ciò che è sulla mappa, Castello, Lente, riserva, carte zona disponibili, non disponibili e tolte, quante carte ha ogni mazzo, gli scarti, le carte del combattimento, le carte sotto le tessere e il loro lato, il cubo, quante carte ha ogni mano, le carte sul tavolo, la mano del terzo patriota, giro, primo giocatore, patriota attivo, azioni rimaste.",
        "Public: everything on the map, the Castle, the Lens, the reserve, the Available, not-Available and removed Zone cards, each deck's size, the discard piles, the fight's cards, the cards under the tiles and their sides, the cube, each hand's size, table cards, the third Patriot's hand, round, First Player, active Patriot, actions left.",
      ],
      [
        "Ognuno vede per intero le mani che guida.",
        "Each seat sees the hands it controls in full.",
      ],
      [
        "Delle altre mani si vede: tutto (scoperte); il numero di carte e quante icone diverse hanno, da 0 a 3 (la via di mezzo consigliata); o solo il numero di carte.",
        "Of the other hands a seat sees: everything (open); their size and how many different icons they hold, 0–3 (the recommended middle ground); or their size only.",
      ],
      [
        "Nessuno vede l’ordine dei mazzi né lo stato del generatore casuale.",
        "Nobody sees the order of the decks or the random generator's state.",
      ],
    ]),
    s("RZ25", { it: "Le mosse, per i programmi", en: "The moves, for programs" }, [
      [
        "Una partita nuova si prepara fino al piazzamento dei patrioti; l’ultimo piazzamento comincia il giro 1.",
        "A new game is set up up to the Patriots' placement; the last placement starts round 1.",
      ],
      [
        "Una posizione descrive per intero lo stato della partita (mazzi compresi), per i test dei programmi.",
        "A position describes the whole state of the game (decks included), for programs' tests.",
      ],
      [
        "Le mosse sono: piazzare, scegliere il patriota (solitario), muovere, conquistare, combattere i soldati o Radetzky, rinnovare, giocare una carta, continuare o fermarsi, scegliere la zona di una Sollevazione, usare o rafforzare un aiuto, finire il turno; ognuna nomina il posto che la fa.",
        "The moves are: place, choose the Patriot (solitaire), move, conquer, fight the Soldiers or Radetzky, refresh, play a card, continue or stop, choose a Rising's Zone, use or strengthen a Help, end the turn; each names the seat making it.",
      ],
      [
        "Nei test, i rimescolamenti e le estrazioni di una mossa si scrivono con la mossa.",
        "In tests, a move's shuffles and random picks are written with it.",
      ],
      [
        "Ogni mossa produce eventi, nell’ordine in cui accadono: sono le righe del registro della partita.",
        "Every move produces events in the order they happen: they are the lines of the game's log.",
      ],
      [
        "Una preparazione impossibile è rifiutata, nominando il campo sbagliato.",
        "An impossible setup is refused, naming the wrong field.",
      ],
      [
        "Una mossa rifiutata cita una regola, sempre la stessa per lo stesso motivo: è quella che apre «Perché?».",
        "A refused move cites one rule, always the same for the same reason: the one «Why?» opens.",
      ],
    ]),
    s("RZ26", { it: "Il caso", en: "Randomness" }, [], {
      intro: {
        it: "Non ci sono dadi (il cubo di combattimento non si tira mai) e il turno austriaco non ha nulla di casuale. Il caso sta solo in un generatore con un seme: il primo giocatore, i mescolamenti dei mazzi e la zona di Radetzky quando il mazzo Zone è vuoto, nell’ordine della tabella. Lo stesso seme e le stesse mosse danno sempre la stessa partita, per questo una partita salvata o registrata si può rivedere.",
        en: "There are no dice (the Combat cube is never rolled) and the Austrian turn has nothing random. Chance lies only in one seeded generator: the First Player, the shuffles of the decks and Radetzky's Zone when the Zone deck is empty, in the table's order. The same seed and moves always give the same game, which is why a saved or recorded game can be replayed.",
      },
      table: "chance",
    }),
  ];
}

/** The random events of RZ26, in order: X1–X9 and when each happens. */
export function rzChances(
  d: RzRulesData = DATA,
): readonly { readonly id: string; readonly text: Bilingual }[] {
  const rc = by(d, (r) => r.twoSoldierZones * 2);
  const rows: [string, string][] = [
    [
      "il primo giocatore, un posto a caso (da 2 giocatori)",
      "the First Player, a random seat (2 players or more)",
    ],
    [
      `mescolare le ${d.decks.zone.count} carte zona`,
      `shuffle the ${d.decks.zone.count} Zone cards`,
    ],
    [
      `mescolare le ${d.decks.austria.count} carte Austria`,
      `shuffle the ${d.decks.austria.count} Austria cards`,
    ],
    [
      `mescolare le ${d.decks.italy.count} carte Italia`,
      `shuffle the ${d.decks.italy.count} Italy cards`,
    ],
    [
      `rimescolare il mazzo Zone dopo il ritorno delle ${rc} carte della preparazione`,
      `shuffle the Zone deck once the ${rc} setup cards are back`,
    ],
    [
      "mescolare gli scarti Austria in un nuovo mazzo",
      "shuffle the Austria discard pile into a new deck",
    ],
    [
      "mescolare gli scarti Italia in un nuovo mazzo",
      "shuffle the Italy discard pile into a new deck",
    ],
    [
      "rimescolare il mazzo Zone dopo una conquista austriaca che ne ha tolto una carta",
      "shuffle the Zone deck after an Austrian conquest took a card out of it",
    ],
    [
      "una zona a caso per Radetzky quando il mazzo Zone è vuoto",
      "a random Zone for Radetzky when the Zone deck is empty",
    ],
  ];
  return rows.map(([it, en], i) => ({ id: `X${i + 1}`, text: { it, en } }));
}
