/**
 * Whether a modal dialog is open where people can see it. A dialog inside a hidden screen (the
 * game's end dialog while its replay is watched) stays in the page but is not open to anyone.
 */

/** Whether `root` holds a modal dialog (`aria-modal="true"`) that is displayed. */
export function modalShown(root: ParentNode = document): boolean {
  for (const el of root.querySelectorAll("[aria-modal=true]")) {
    if (el.getClientRects().length > 0) return true;
  }
  return false;
}
