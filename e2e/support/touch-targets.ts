// A thumb's size (issue 32): every control on a phone's screen can be hit by a thumb, i.e. its hit area is at least
// 44×44 CSS px (WCAG 2.5.5). Measured in the page as it stands, by e2e/layout-widths.spec.ts at 360 px.
import type { Page } from '@playwright/test';

/** The smallest hit area a control may have, in CSS px, each way. */
export const THUMB_PX = 44;

/**
 * The controls on the page whose hit area is under 44×44, one line each: its tag, accessible name (roughly: the
 * label, aria-label or text) and hit area. A control's hit area is its box, grown by what a tap on it also reaches:
 * its own absolutely positioned ::before/::after (the way the app enlarges a small icon's target without moving
 * anything; such a grown area must then keep 8 px from every other control), for a checkbox or radio its
 * <label>s, for a multi-select's field the box of pills around it.
 */
export function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const SPACING = 8;
    const CONTROLS = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[contenteditable="true"]',
      '[tabindex]:not([tabindex="-1"])',
      ...['button', 'link', 'checkbox', 'radio', 'tab', 'switch', 'menuitem', 'slider'].map((r) => `[role="${r}"]`),
    ].join(', ');

    type Box = { left: number; top: number; right: number; bottom: number };
    const union = (a: Box | null, b: Box): Box =>
      a
        ? {
            left: Math.min(a.left, b.left),
            top: Math.min(a.top, b.top),
            right: Math.max(a.right, b.right),
            bottom: Math.max(a.bottom, b.bottom),
          }
        : b;

    /** The boxes of the element's positioned pseudo-elements, which take its taps. */
    function pseudoBoxes(el: Element, rect: DOMRect): Box[] {
      const style = getComputedStyle(el);
      if (style.position === 'static') return [];
      const boxes: Box[] = [];
      for (const pseudo of ['::before', '::after']) {
        const ps = getComputedStyle(el, pseudo);
        if (ps.content === 'none' || ps.content === 'normal' || ps.position !== 'absolute') continue;
        if (ps.pointerEvents === 'none' || ps.display === 'none') continue;
        // Absolutely positioned against the element's padding box; Chromium resolves the offsets and size to px.
        const left = rect.left + parseFloat(style.borderLeftWidth) + parseFloat(ps.left);
        const top = rect.top + parseFloat(style.borderTopWidth) + parseFloat(ps.top);
        boxes.push({ left, top, right: left + parseFloat(ps.width), bottom: top + parseFloat(ps.height) });
      }
      return boxes;
    }

    /** Named as a screen reader would roughly say it: enough to find the control. */
    function nameOf(el: Element): string {
      const labelled = el.getAttribute('aria-labelledby');
      const fromIds = labelled
        ? labelled
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : '';
      const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])].map((l) => l.textContent) : [];
      const name =
        el.getAttribute('aria-label') ||
        fromIds ||
        labels.join(' ') ||
        el.getAttribute('title') ||
        (el as HTMLElement).innerText ||
        el.getAttribute('placeholder') ||
        el.getAttribute('alt') ||
        el.querySelector('img')?.getAttribute('alt') ||
        '';
      return name.replace(/\s+/g, ' ').trim().slice(0, 50);
    }

    /**
     * A link inside a paragraph of running text: WCAG 2.5.8's inline exception (its size is the line's, and making
     * it taller would space out the text around it). Only an inline <a> inside a <p> with other text counts.
     */
    function inRunningText(el: Element): boolean {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const paragraph = el.closest('p');
      if (!paragraph) return false;
      return (paragraph.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
    }

    const small: string[] = [];
    // Half a pixel's rounding (rem sizes, sub-pixel layout).
    const big = (width: number, height: number) => width >= min - 0.5 && height >= min - 0.5;
    const controls = [...document.querySelectorAll(CONTROLS)];
    /** Hit areas grown past their control's box by a pseudo-element, which must keep 8 px from other controls. */
    const grown: { el: Element; area: Box; name: string }[] = [];
    for (const el of controls) {
      const rect = el.getBoundingClientRect();
      // Most controls are big enough by their own box: measured first, it spares the styles' look-ups.
      if (big(rect.width, rect.height)) continue;
      if (getComputedStyle(el).visibility === 'hidden' || el.closest('[inert]')) continue;
      const labels =
        el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? [...(el.labels ?? [])] : [];
      // A visually hidden control (1 px, screen readers only) is tapped through its label, or not at all.
      const hidden = rect.width <= 1 || rect.height <= 1;
      if (hidden && labels.length === 0) continue;
      // Off the page until focused (the skip link).
      if (rect.bottom + window.scrollY <= 0 || rect.right + window.scrollX <= 0) continue;
      // Nested in a control that takes the tap (a link's own focusable child): the outer one is measured.
      if (el.parentElement?.closest(CONTROLS) && !(el instanceof HTMLInputElement)) continue;
      if (inRunningText(el)) continue;
      let area: Box | null = hidden ? null : rect;
      const pseudos = pseudoBoxes(el, rect);
      for (const box of pseudos) area = union(area, box);
      // A multi-select's field sits among its chosen pills in a box any tap on which focuses it (Mantine's PillsInput).
      const pillsBox = el.closest('.mantine-Input-input[data-no-overflow]');
      if (pillsBox) area = union(area, pillsBox.getBoundingClientRect());
      for (const label of labels) {
        const box = label.getBoundingClientRect();
        if (box.width > 0 && box.height > 0) area = union(area, box);
      }
      if (!area) continue;
      const width = area.right - area.left;
      const height = area.bottom - area.top;
      if (big(width, height)) {
        if (pseudos.length > 0) grown.push({ el, area, name: nameOf(el) });
        continue;
      }
      const tag = el.tagName.toLowerCase() + (el.getAttribute('type') ? `[${el.getAttribute('type')}]` : '');
      small.push(`${tag} "${nameOf(el)}" ${Math.round(width)}×${Math.round(height)}`);
    }
    for (const { el, area, name } of grown) {
      for (const other of controls) {
        if (other === el || other.contains(el) || el.contains(other)) continue;
        const box = other.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        const gapX = Math.max(box.left - area.right, area.left - box.right);
        const gapY = Math.max(box.top - area.bottom, area.top - box.bottom);
        if (Math.max(gapX, gapY) < SPACING)
          small.push(`"${name}"'s hit area is within ${SPACING} px of "${nameOf(other)}"`);
      }
    }
    return small;
  }, THUMB_PX);
}
