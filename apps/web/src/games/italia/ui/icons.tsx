/**
 * Italia's hand-drawn SVG icons: the card symbols and the shield (no icon font, no emoji: they
 * render the same everywhere).
 *
 * @module
 */
import type { CardSymbol } from "@italia/engine";

interface IconProps {
  readonly size?: number;
  readonly className?: string;
}

/** A pizza slice. */
export function PizzaIcon({ size = 28, className }: IconProps) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} className={className} aria-hidden="true">
      <path d="M4 7 Q16 1 28 7 L16 30 Z" fill="#f4c55b" stroke="#8a5a1c" strokeWidth="1.6" />
      <path d="M4 7 Q16 1 28 7 L26.6 9.6 Q16 4.4 5.4 9.6 Z" fill="#c98a3c" />
      <circle cx="13" cy="13" r="2.2" fill="#c0392b" />
      <circle cx="19" cy="15" r="2" fill="#c0392b" />
      <circle cx="16" cy="21" r="1.8" fill="#c0392b" />
      <circle cx="17.5" cy="10.5" r="1" fill="#2e8b57" />
    </svg>
  );
}

/** A mandolin. */
export function MandolinoIcon({ size = 28, className }: IconProps) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} className={className} aria-hidden="true">
      <path d="M19 13 L28 4" stroke="#5b3a1a" strokeWidth="2.6" strokeLinecap="round" />
      <rect x="26" y="2" width="4" height="4" rx="1" fill="#5b3a1a" transform="rotate(45 28 4)" />
      <ellipse
        cx="12"
        cy="20"
        rx="8.5"
        ry="10"
        transform="rotate(45 12 20)"
        fill="#c98a3c"
        stroke="#5b3a1a"
        strokeWidth="1.6"
      />
      <circle cx="13.5" cy="18.5" r="2.4" fill="#3b2410" />
      <path d="M8 24 L20 12" stroke="#f3e3c3" strokeWidth="0.7" />
    </svg>
  );
}

/** A Vespa scooter. */
export function VespaIcon({ size = 28, className }: IconProps) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} className={className} aria-hidden="true">
      <path
        d="M7 22 Q6 15 12 15 L18 15 Q19 10 22 8 L24 8 L22 11 Q25 16 26 22 Z"
        fill="#5fb3a7"
        stroke="#1f4f49"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M10 15 Q12 12 17 13" stroke="#1f4f49" strokeWidth="2" fill="none" />
      <circle cx="9" cy="24" r="3.4" fill="#2b2b2b" />
      <circle cx="24" cy="24" r="3.4" fill="#2b2b2b" />
      <circle cx="9" cy="24" r="1.3" fill="#ddd" />
      <circle cx="24" cy="24" r="1.3" fill="#ddd" />
      <path d="M22 8 L20 5 L25 4" stroke="#1f4f49" strokeWidth="1.6" fill="none" />
    </svg>
  );
}

/** The Nonna (joker). */
export function NonnaIcon({ size = 28, className }: IconProps) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} className={className} aria-hidden="true">
      <path
        d="M6 30 Q6 20 16 20 Q26 20 26 30 Z"
        fill="#8e5aa8"
        stroke="#4a2a5a"
        strokeWidth="1.4"
      />
      <circle cx="16" cy="13" r="6.5" fill="#f2d0b0" stroke="#7a5a44" strokeWidth="1.2" />
      <path d="M9.5 12 Q10 5 16 5 Q22 5 22.5 12 Q20 8 16 8 Q12 8 9.5 12 Z" fill="#d9d9d9" />
      <circle cx="16" cy="4.5" r="2.4" fill="#d9d9d9" />
      <circle cx="13.6" cy="13.5" r="1.5" fill="none" stroke="#333" strokeWidth="0.8" />
      <circle cx="18.4" cy="13.5" r="1.5" fill="none" stroke="#333" strokeWidth="0.8" />
      <path d="M14 17 Q16 18.4 18 17" stroke="#a04040" strokeWidth="0.9" fill="none" />
    </svg>
  );
}

/** The icon of a card symbol. */
export function SymbolIcon({ symbol, size, className }: IconProps & { symbol: CardSymbol }) {
  switch (symbol) {
    case "pizza":
      return <PizzaIcon size={size} className={className} />;
    case "mandolino":
      return <MandolinoIcon size={size} className={className} />;
    case "vespa":
      return <VespaIcon size={size} className={className} />;
    case "nonna":
      return <NonnaIcon size={size} className={className} />;
  }
}

/** A small shield (untouchable seats, R9). */
export function ShieldIcon({ size = 16, className }: IconProps) {
  return (
    <svg viewBox="0 0 16 16" width={size} height={size} className={className} aria-hidden="true">
      <path
        d="M8 1 L14 3 L14 8 Q14 12.5 8 15 Q2 12.5 2 8 L2 3 Z"
        fill="#f7f1e3"
        stroke="#3a3a3a"
        strokeWidth="1.3"
      />
      <path d="M8 3.4 L8 12.6 M4.6 6.6 L11.4 6.6" stroke="#b8860b" strokeWidth="1.6" />
    </svg>
  );
}
