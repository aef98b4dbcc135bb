/**
 * Rule numbers in the app: the same numbers and anchors as docs/rules.md (`R6.4` is the paragraph
 * `#r6-4`).
 */
/** A rule number as the rules number it: `R6` or `R6.4`. */
export type RuleNumber = `R${number}` | `R${number}.${number}`;

/** The anchor of a rule on the rules page, as in docs/rules.md: `R6.4` → `r6-4`, `R9` → `r9`. */
export function ruleAnchor(rule: RuleNumber): string {
  return rule.toLowerCase().replace(".", "-");
}
