import type { Seat } from "@italia/engine";
import { useI18n } from "../../../i18n/context";
import type { Notice } from "../game/localTable";

/**
 * What the game host did on its own, said plainly until closed: it ended a person's turn at its
 * bound on one turn (R7.3).
 */
export function HostNotice({
  notice,
  nameOf,
  onClose,
}: {
  notice: Notice;
  nameOf: (seat: Seat) => string;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="toast notice" role="status" data-testid="notice">
      {t("turnLimitNotice", { name: nameOf(notice.seat), n: notice.limit })}
      <button type="button" className="btn small ghost" onClick={onClose}>
        {t("close")}
      </button>
    </div>
  );
}
