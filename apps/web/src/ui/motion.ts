/**
 * The player's motion preference: `prefers-reduced-motion: reduce` turns animations off (CSS does
 * it for transitions; this hook is for motion driven from script, like the dice tumbling).
 */
import { useEffect, useState } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

/** Whether the player asked for reduced motion (follows changes of the setting). */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => globalThis.matchMedia?.(QUERY).matches ?? false);
  useEffect(() => {
    const media = globalThis.matchMedia?.(QUERY);
    if (!media) return;
    const onChange = () => setReduced(media.matches);
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, []);
  return reduced;
}
