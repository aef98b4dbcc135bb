import { type DiceRolledEvent, regionName, type Seat } from "@italia/engine";
import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../../i18n/context";
import { useSound } from "../../../sound/context";
import { DieFace } from "../../../ui/icons";
import { useReducedMotion } from "../../../ui/motion";
import { SEAT_COLORS } from "../game/seats";

/** How long the dice tumble before they show the roll. */
const ROLL_MS = 650;

/**
 * The last attack's dice: they visibly roll (briefly; a click on the tray skips it, and under
 * `prefers-reduced-motion: reduce` they do not move at all), then the pairs are compared (R6.3).
 * Each new roll plays the dice sound when sounds are on.
 */
export function DiceTray({
  roll,
  nameOf,
  animate,
}: {
  roll: { n: number; event: DiceRolledEvent } | null;
  nameOf: (seat: Seat) => string;
  animate: boolean;
}) {
  const { t } = useI18n();
  const [rolling, setRolling] = useState(false);
  const [faces, setFaces] = useState<number[]>([]);
  const n = roll?.n ?? 0;
  const count = roll ? roll.event.attackerDice.length + roll.event.defenderDice.length : 0;

  const reduced = useReducedMotion();
  const { play } = useSound();
  const animateRef = useRef(animate && !reduced);
  animateRef.current = animate && !reduced;
  const shownRef = useRef(animate);
  shownRef.current = animate;
  const playRef = useRef(play);
  playRef.current = play;
  useEffect(() => {
    // Each new roll animates once (not when the speed setting changes).
    if (n > 0 && shownRef.current) playRef.current("dice");
    if (n === 0 || !animateRef.current) {
      setRolling(false);
      return;
    }
    setRolling(true);
    const spin = () =>
      setFaces(Array.from({ length: count }, () => 1 + Math.floor(Math.random() * 6)));
    spin();
    const interval = setInterval(spin, 70);
    const done = setTimeout(() => {
      clearInterval(interval);
      setRolling(false);
    }, ROLL_MS);
    return () => {
      clearInterval(interval);
      clearTimeout(done);
    };
  }, [n, count]);

  if (!roll) {
    return (
      <section className="panel dice-tray empty" data-testid="dice">
        <p className="muted small dice-empty">{t("noDice")}</p>
      </section>
    );
  }
  const e = roll.event;
  const att = SEAT_COLORS[e.seat]!.strong;
  const def = SEAT_COLORS[e.defender]!.strong;
  const pairs = Math.min(e.attackerDice.length, e.defenderDice.length);
  const columns = Math.max(e.attackerDice.length, e.defenderDice.length);
  const face = (value: number, i: number, offset: number) =>
    rolling ? (faces[offset + i] ?? value) : value;
  const slot = (value: number | undefined, i: number, side: "att" | "def") => {
    if (value === undefined) return <span className="die-slot empty" key={`${side}-${i}`} />;
    const paired = i < pairs;
    const attackerWins = paired && e.attackerDice[i]! > e.defenderDice[i]!;
    const lost = !rolling && paired && (side === "att" ? !attackerWins : attackerWins);
    return (
      <span
        key={`${side}-${i}`}
        className={`die-slot${lost ? " lost" : ""}${paired ? "" : " unpaired"}`}
      >
        <DieFace
          value={face(value, i, side === "att" ? 0 : e.attackerDice.length)}
          color={side === "att" ? att : def}
          size={34}
          className="die"
        />
        {lost && <span className="minus">−1</span>}
      </span>
    );
  };
  return (
    <section
      className={`panel dice-tray${rolling ? " rolling" : ""}`}
      data-testid="dice"
      data-rolling={rolling}
      aria-live="polite"
    >
      {rolling && (
        // The whole tray is the target (a tap anywhere on the dice); the label names it.
        <button
          type="button"
          className="dice-skip"
          onClick={() => setRolling(false)}
          aria-label={t("skipRoll")}
          title={t("skipRoll")}
          data-testid="dice-skip"
        />
      )}
      <header className="dice-head">
        <strong style={{ color: att }}>{regionName(e.from)}</strong>
        <span aria-hidden="true">→</span>
        <strong style={{ color: def }}>{regionName(e.to)}</strong>
      </header>
      <div className="dice-board" style={{ gridTemplateColumns: `auto repeat(${columns}, 40px)` }}>
        <span className="dice-side">{t("attacker")}</span>
        {Array.from({ length: columns }, (_, i) => slot(e.attackerDice[i], i, "att"))}
        <span />
        {Array.from({ length: columns }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: dice columns are positional
          <span key={`cmp-${i}`} className="compare" aria-hidden="true">
            {rolling || i >= pairs ? "" : e.attackerDice[i]! > e.defenderDice[i]! ? "▲" : "▼"}
          </span>
        ))}
        <span className="dice-side">{t("defender")}</span>
        {Array.from({ length: columns }, (_, i) => slot(e.defenderDice[i], i, "def"))}
      </div>
      <p className={`dice-result${rolling ? " hidden" : ""}`}>
        {t("diceResult", {
          att: nameOf(e.seat),
          a: e.attackerLosses,
          def: nameOf(e.defender),
          d: e.defenderLosses,
        })}
      </p>
    </section>
  );
}
