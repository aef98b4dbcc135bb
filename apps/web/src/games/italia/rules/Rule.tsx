/**
 * The numbered blocks of the rules page: a rule (R6) and its paragraphs (R6.4), each with the
 * anchor docs/rules.md gives it, so the page opens at any of them.
 */
import { type ReactNode, useContext } from "react";
import { CitedRuleContext, type RuleNumber, ruleAnchor } from "./anchors";

/** The class of a numbered block: `base`, marked when the page was opened at it. */
function useClass(n: RuleNumber, base: string): string {
  return useContext(CitedRuleContext) === n ? `${base} rule-cited` : base;
}

/** A rule with its number and title; its paragraphs are {@link Rule}s inside it. */
export function RuleSection({
  n,
  title,
  children,
}: {
  n: RuleNumber;
  title: ReactNode;
  children: ReactNode;
}) {
  const className = useClass(n, "rule-section");
  return (
    <section id={ruleAnchor(n)} className={className} data-rule={n} tabIndex={-1}>
      <h2>
        <span className="rule-number">{n}</span> {title}
      </h2>
      {children}
    </section>
  );
}

/** One numbered paragraph of a rule. */
export function Rule({ n, children }: { n: RuleNumber; children: ReactNode }) {
  const className = useClass(n, "rule");
  return (
    <div id={ruleAnchor(n)} className={className} data-rule={n} tabIndex={-1}>
      <span className="rule-number">{n}</span> {children}
    </div>
  );
}
