/**
 * Rule numbers in the app: the same numbers and anchors as docs/rules.md (`R6.4` is the paragraph
 * `#r6-4`), and the way any screen opens the rules page at one of them.
 */
import { createContext, useContext } from "react";

/** A rule number as the rules number it: `R6` or `R6.4`. */
export type RuleNumber = `R${number}` | `R${number}.${number}`;

/** The anchor of a rule on the rules page, as in docs/rules.md: `R6.4` → `r6-4`, `R9` → `r9`. */
export function ruleAnchor(rule: RuleNumber): string {
  return rule.toLowerCase().replace(".", "-");
}

/** Opens the rules page at a rule's paragraph; `null` where no rules page can be opened. */
export const OpenRuleContext = createContext<((rule: RuleNumber) => void) | null>(null);

/** The function that opens the rules page at a rule, or `null` outside the app's provider. */
export function useOpenRule(): ((rule: RuleNumber) => void) | null {
  return useContext(OpenRuleContext);
}

/** The rule the rules page was opened at, which its paragraph marks (`null`: none). */
export const CitedRuleContext = createContext<RuleNumber | null>(null);
