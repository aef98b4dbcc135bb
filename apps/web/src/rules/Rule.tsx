/**
 * The numbered blocks of the rules page: a rule (R6) and its paragraphs (R6.4), each with the
 * anchor docs/rules.md gives it, so the page opens at any of them.
 */
import type { ReactNode } from "react";
import { type RuleNumber, ruleAnchor } from "./anchors";

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
  return (
    <section id={ruleAnchor(n)} className="rule-section" data-rule={n} tabIndex={-1}>
      <h2>
        <span className="rule-number">{n}</span> {title}
      </h2>
      {children}
    </section>
  );
}

/** One numbered paragraph of a rule. */
export function Rule({ n, children }: { n: RuleNumber; children: ReactNode }) {
  return (
    <div id={ruleAnchor(n)} className="rule" data-rule={n} tabIndex={-1}>
      <span className="rule-number">{n}</span> {children}
    </div>
  );
}
