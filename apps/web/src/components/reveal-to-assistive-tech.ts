/**
 * FullCalendar marks a day header's and a background block's content aria-hidden (it names the
 * cell itself). A button placed in there must not be hidden from screen readers while it takes
 * keyboard focus, so its hidden wrappers up to the cell are revealed. A ref callback.
 */
export function revealToAssistiveTech(element: HTMLElement | null): void {
  for (let node = element?.parentElement; node && !node.hasAttribute('role'); node = node.parentElement) {
    node.removeAttribute('aria-hidden');
  }
}
