import { useI18n } from "../i18n/context";

/** Credits: the map's CC-BY-4.0 attribution and the licence. */
export function Footer() {
  const { t } = useI18n();
  return (
    <footer className="footer" data-testid="footer">
      <p>
        {t("mapCredit")}{" "}
        <a href="https://github.com/VictorCazanave/svg-maps" target="_blank" rel="noreferrer">
          svg-maps
        </a>{" "}
        ·{" "}
        <a href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noreferrer">
          CC BY 4.0
        </a>
      </p>
      <p className="muted">
        {t("creditsText")} {t("licenseText")}
      </p>
    </footer>
  );
}
