/**
 * Radetzky's rules page: RZ1–RZ26 clause by clause in Italian or English (rulesText.ts), every
 * number read from the rules package's data, the map's links and the numbers by player count as
 * tables built from it. Each rule and clause has an anchor (`rz11`, `rz11-3`); a refusal's
 * «Perché?» opens the page at the clause it cites, marked.
 *
 * @module
 */
import { DATA } from "@italia/radetzky";
import { useEffect, useMemo, useRef } from "react";
import type { Lang } from "../../i18n/i18n";
import { type RzSection, type RzTableKind, rzAnchor, rzChances, rzRules } from "./rulesText";

/** The section (`rz11`) and clause (`rz11-3`) anchors a rule reference opens at, if they exist. */
export function citedAnchors(
  sections: readonly RzSection[],
  rule: string | null,
): { readonly section: string | null; readonly clause: string | null } {
  const anchor = rzAnchor(rule);
  if (anchor === null) return { section: null, clause: null };
  const section = sections.find((s) => rzAnchor(s.id) === anchor.split("-")[0]);
  if (!section) return { section: null, clause: null };
  const clause = section.clauses.find((c) => rzAnchor(c.id) === anchor);
  return { section: rzAnchor(section.id), clause: clause ? anchor : null };
}

const WORDS = {
  it: {
    zone: "Zona",
    ring: "Cerchia",
    links: "Collegata con",
    outer: "esterna, sui Bastioni",
    inner: "interna",
    centre: "centro",
    players: "Giocatori",
    patriots: "Patrioti",
    hands: "Mani",
    prepared: "Soldati preparati",
    reinforcements: "Rinforzi",
    cube: "Partenza del cubo",
    cost: "Costo aiuti",
    barricades: "Barricate mobili",
    chance: "Evento casuale",
  },
  en: {
    zone: "Zone",
    ring: "Ring",
    links: "Linked to",
    outer: "outer, on the Walls",
    inner: "inner",
    centre: "centre",
    players: "Players",
    patriots: "Patriots",
    hands: "Hands",
    prepared: "Prepared Soldiers",
    reinforcements: "Reinforcements",
    cube: "Cube's start",
    cost: "Help costs",
    barricades: "Mobile Barricades",
    chance: "Random event",
  },
} as const;

/** A table of the data, in `lang`. */
function DataTable({ kind, lang }: { readonly kind: RzTableKind; readonly lang: Lang }) {
  const w = WORDS[lang];
  if (kind === "map") {
    return (
      <table className="rz-rules-table" data-testid="rz-rules-map">
        <thead>
          <tr>
            <th>#</th>
            <th>{w.zone}</th>
            <th>{w.ring}</th>
            <th>{w.links}</th>
          </tr>
        </thead>
        <tbody>
          {DATA.map.zones.map((z) => (
            <tr key={z.id}>
              <td>{z.id}</td>
              <td>{z.name}</td>
              <td>{w[z.ring]}</td>
              <td>
                {z.adjacent.map((other, i) => {
                  const barrier = !(z.cleanAdjacent as readonly number[]).includes(other);
                  return (
                    <span key={other}>
                      {i > 0 && ", "}
                      {barrier ? <b>{other}</b> : other}
                    </span>
                  );
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  if (kind === "players") {
    return (
      <table className="rz-rules-table" data-testid="rz-rules-players">
        <thead>
          <tr>
            <th>{w.players}</th>
            <th>{w.patriots}</th>
            <th>{w.hands}</th>
            <th>{w.prepared}</th>
            <th>{w.reinforcements}</th>
            <th>{w.cube}</th>
            <th>{w.cost}</th>
            <th>{w.barricades}</th>
          </tr>
        </thead>
        <tbody>
          {(["1", "2", "3", "4", "5"] as const).map((p) => {
            const r = DATA.byPlayers[p];
            return (
              <tr key={p}>
                <td>{p}</td>
                <td>{r.patriots}</td>
                <td>{r.hands}</td>
                <td>{r.soldiersPrepared}</td>
                <td>{r.reinforcementsBase}</td>
                <td>{r.combatCubeStartingSpace}</td>
                <td>
                  {r.helpCost.balloon} / {r.helpCost.barricade}
                </td>
                <td>{r.maxMobileBarricades}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  }
  return (
    <table className="rz-rules-table" data-testid="rz-rules-chance">
      <thead>
        <tr>
          <th>#</th>
          <th>{w.chance}</th>
        </tr>
      </thead>
      <tbody>
        {rzChances().map((x) => (
          <tr key={x.id}>
            <td>{x.id}</td>
            <td>{x.text[lang]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The rules page, open at `at` (a rule reference, `RZ11.3`) or at the top. */
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
  const sections = useMemo(() => rzRules(), []);
  const { section, clause } = citedAnchors(sections, at);
  const target = clause ?? section;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = target ? document.getElementById(target) : null;
    (el ?? ref.current)?.focus({ preventScroll: true });
    el?.scrollIntoView({ block: "start" });
  }, [target]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div
      className="rz-rules"
      role="dialog"
      aria-label={title}
      data-testid="rz-rules"
      data-at={target ?? undefined}
    >
      <div className="panel rz-rules-body" ref={ref} tabIndex={-1} lang={lang}>
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
        <nav className="rz-rules-index">
          {sections.map((s) => (
            <button
              key={s.id}
              type="button"
              className="btn small"
              onClick={() => document.getElementById(rzAnchor(s.id)!)?.scrollIntoView()}
            >
              {s.id}
            </button>
          ))}
        </nav>
        {sections.map((s) => {
          const id = rzAnchor(s.id)!;
          return (
            <section
              key={s.id}
              id={id}
              tabIndex={-1}
              className={id === target ? "cited" : undefined}
            >
              <h3>
                {s.id} · {s.title[lang]}
              </h3>
              {s.intro && <p>{s.intro[lang]}</p>}
              {s.clauses.length > 0 && (
                <ol className="rz-clauses">
                  {s.clauses.map((c) => {
                    const cid = rzAnchor(c.id)!;
                    return (
                      <li
                        key={c.id}
                        id={cid}
                        tabIndex={-1}
                        className={cid === target ? "cited" : undefined}
                      >
                        <span className="rz-clause-no">{c.id}</span> {c.text[lang]}
                      </li>
                    );
                  })}
                </ol>
              )}
              {s.table && <DataTable kind={s.table} lang={lang} />}
            </section>
          );
        })}
      </div>
    </div>
  );
}
