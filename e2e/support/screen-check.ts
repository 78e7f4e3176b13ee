import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * What a person needs from any screen, at any size: it does not scroll sideways; every
 * button and link they could tap has a box, lies within the screen's width and is not
 * hidden under something else; whatever floats over the page (a fixed or sticky bar) is
 * opaque; and Tab reaches every one of those controls, each with a visible focus ring.
 * Returns the problems found, one line each, so a test can list them all at once.
 */
export async function screenProblems(page: Page): Promise<string[]> {
  const { problems, expected, stops } = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    if (root.scrollWidth > width) found.push(`the page scrolls sideways: ${root.scrollWidth}px wide in ${width}px`);

    const opaque = (color: string) => !/^(transparent|rgba\(.*,\s*0(\.\d+)?\)|.*\/\s*0?\.\d+\))$/.test(color);
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const style = getComputedStyle(el);
      if (!['fixed', 'sticky'].includes(style.position) || style.zIndex === 'auto') continue;
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2 || !el.checkVisibility()) continue;
      if (!opaque(style.backgroundColor))
        found.push(`${name(el)} floats over the page but is see-through (${style.backgroundColor})`);
    }

    // A control inside a box that scrolls sideways on purpose (a wide table) may lie beyond the screen.
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) return true;
      }
      return false;
    };
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>('a[href], button, [role="button"], input[type="submit"]'),
    ).filter(
      (el) =>
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !(el as HTMLButtonElement).disabled,
    );
    const expectedIds: string[] = [];
    const sized = controls.filter((el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) {
        found.push(`${name(el)} has no size`);
        return false;
      }
      if (r.width <= 2 && r.height <= 2) return false; // visually hidden on purpose (a skip link until focused)
      if ((r.left < 0 || r.right > width + 0.5) && !inScroller(el))
        found.push(
          `${name(el)} lies outside the screen (${Math.round(r.left)}–${Math.round(r.right)}px of ${width}px)`,
        );
      return true;
    });
    sized.forEach((el, i) => {
      el.scrollIntoView({ block: 'center', inline: 'nearest' });
      const c = el.getBoundingClientRect();
      const hit = document.elementFromPoint(
        Math.min(Math.max(c.left + c.width / 2, 0), width - 1),
        c.top + c.height / 2,
      );
      if (hit && !el.contains(hit) && !hit.contains(el)) found.push(`${name(el)} is covered by ${name(hit)}`);
      const role = el.getAttribute('role');
      if (!role || !['radio', 'tab', 'menuitem', 'option'].includes(role)) {
        el.dataset.screenCheck = String(i);
        expectedIds.push(String(i));
      }
    });
    window.scrollTo(0, 0);

    // Record what Tab reaches, and whether each shows where the focus is.
    const reached = new Map<string, boolean>();
    (window as unknown as { __reached: Map<string, boolean> }).__reached = reached;
    document.addEventListener('focusin', (e) => {
      const el = e.target as HTMLElement;
      if (!el.dataset?.screenCheck) return;
      const s = getComputedStyle(el);
      reached.set(
        el.dataset.screenCheck,
        (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none',
      );
    });
    (document.activeElement as HTMLElement | null)?.blur();
    const tabStops = document.querySelectorAll(
      'a[href], button:not([disabled]), input:not([disabled]), select, textarea, video, audio, [tabindex]',
    ).length;
    return { problems: found, expected: expectedIds, stops: tabStops };
  });

  for (let round = 0; round < 3; round += 1) {
    for (let i = 0; i < stops + 3; i += 1) await page.keyboard.press('Tab');
    const missing = await page.evaluate((ids) => {
      const reached = (window as unknown as { __reached: Map<string, boolean> }).__reached;
      return ids.filter((id) => !reached.has(id));
    }, expected);
    if (missing.length === 0) break;
  }
  const result = await page.evaluate((ids) => {
    const reached = (window as unknown as { __reached: Map<string, boolean> }).__reached;
    return ids.map((id) => {
      const el = document.querySelector(`[data-screen-check="${id}"]`);
      const text = `${el?.tagName.toLowerCase()} "${(el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
      return { id, text, reached: reached.has(id), ring: reached.get(id) ?? true };
    });
  }, expected);
  for (const r of result) {
    if (!r.reached) problems.push(`${r.text} cannot be reached with Tab`);
    else if (!r.ring) problems.push(`${r.text} shows no focus ring`);
  }
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  return problems;
}

/** Opens a screen, waits until it has finished loading, and checks its main heading shows. */
export async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0]);
  await expect(
    page
      .locator('main')
      .getByRole('status')
      .filter({ hasText: /Loading|Signing out/ }),
  ).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
}

export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}
