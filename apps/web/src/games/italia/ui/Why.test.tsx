/**
 * «Perché?» gives its reason on demand and, inside the app, a link to the rule it cites on the
 * rules page, in Italian and English.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../../i18n/context";
import type { Lang } from "../../../i18n/i18n";
import { OpenRuleContext } from "../rules/anchors";
import { Why } from "./Why";

/** The markup in `lang` (the language the app would start in), inside the app or not. */
function render(lang: Lang, inApp: boolean): string {
  vi.stubGlobal("localStorage", { getItem: () => lang });
  const why = <Why text="R7.3: one move." rule="R7.3" testId="why-test" />;
  return renderToStaticMarkup(
    <I18nProvider>
      {inApp ? <OpenRuleContext.Provider value={() => {}}>{why}</OpenRuleContext.Provider> : why}
    </I18nProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("«Perché?»", () => {
  it.each([
    ["it", "Perché?", "Leggi la regola R7.3"],
    ["en", "Why?", "Read rule R7.3"],
  ] as const)(
    "R7.3 (%s): the reason on demand, and the rule's paragraph to open",
    (lang, summary, link) => {
      const html = render(lang, true);
      expect(html).toContain(`<summary>${summary}</summary>`);
      expect(html).toContain("R7.3: one move.");
      expect(html).toMatch(new RegExp(`data-rule="R7.3"[^>]*>${link}`));
    },
  );

  it("offers no link where no rules page can open", () => {
    expect(render("it", false)).not.toContain("why-rule");
  });
});
