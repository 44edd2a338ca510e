import { expect, type Locator, type Page } from "@playwright/test";

/** The smallest comfortable touch target on a phone, in CSS px (apps/web/src/components/ui.tsx). */
const MIN_TARGET = 44;

/**
 * Fails when a visible control in the header, the page, an open dialog or a toast is smaller than 44×44 CSS
 * px: buttons, tabs, links styled as buttons (anything but an inline text link) and so the word
 * chips. Lists every offender with its size.
 */
export async function expectTouchTargets(page: Page, where: string): Promise<void> {
  await settleAnimations(page);
  const offenders = await page.evaluate((min) => {
    // Toasts live in their own region, outside main.
    const scopes = Array.from(document.querySelectorAll("header, main, [role='dialog'], [role='region']"));
    const controls = new Set<Element>();
    for (const scope of scopes)
      for (const el of Array.from(scope.querySelectorAll("button, [role='button'], [role='tab'], a[href]")))
        controls.add(el);
    const found: string[] = [];
    for (const el of controls) {
      const style = getComputedStyle(el);
      if (el.tagName === "A" && style.display === "inline") continue; // a link in running text
      const box = el.getBoundingClientRect();
      // Not rendered, or visually hidden (the sr-only pattern leaves a 1×1 box).
      if (box.width <= 1 || box.height <= 1 || style.visibility === "hidden") continue;
      if (!el.checkVisibility()) continue;
      if (box.width >= min && box.height >= min) continue;
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ");
      found.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return found;
  }, MIN_TARGET);
  // Soft: one run lists the offenders of every screen.
  expect.soft(offenders, `controls under ${MIN_TARGET}×${MIN_TARGET} px (${where})`).toEqual([]);
}

/**
 * Waits until every finite CSS animation on the page has finished (the results' reveal and pop scale
 * their controls for a moment, which a measurement mid-animation reads as a 43.6 px button). Endless
 * ones, such as a pulsing dot, are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Fails unless the header is whole: the logo shows (non-zero width, its name not cut off), the
 * header does not overflow, and the phase label, when there is one, is not clipped or broken
 * inside a word.
 */
export async function expectHeaderIntact(page: Page, phaseLabel?: string): Promise<void> {
  const logo = page.getByRole("link", { name: "Riddlebook home" });
  const logoBox = await logo.boundingBox();
  expect.soft(logoBox?.width ?? 0, "the logo's width").toBeGreaterThan(0);
  const logoParts = await logo.evaluate((el) =>
    Array.from(el.querySelectorAll("svg, span")).map((part) => ({
      width: part.getBoundingClientRect().width,
      clipped: part.scrollWidth > Math.ceil(part.getBoundingClientRect().width),
    })),
  );
  for (const part of logoParts) {
    expect.soft(part.width, "every part of the logo shows").toBeGreaterThan(0);
    expect.soft(part.clipped, "the logo's name is not cut off").toBe(false);
  }
  const header = await page
    .locator("header")
    .first()
    .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect.soft(header.scroll, "the header does not overflow").toBeLessThanOrEqual(header.client);
  if (phaseLabel === undefined) return;

  const label = page.getByTestId("phase-label");
  await expect(label).toContainText(phaseLabel);
  const fit = await label.evaluate((el) => {
    const style = getComputedStyle(el);
    const context = document.createElement("canvas").getContext("2d");
    if (context) context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const visible = Array.from(el.childNodes)
      .filter((node) => !(node instanceof HTMLElement && node.classList.contains("sr-only")))
      .map((node) => node.textContent ?? "")
      .join("");
    const widest = Math.max(...visible.split(/\s+/).map((word) => context?.measureText(word).width ?? 0));
    const inner = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return {
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      scrollHeight: el.scrollHeight,
      clientHeight: el.clientHeight,
      widest,
      inner,
    };
  });
  expect.soft(fit.clientWidth, "the phase label has room").toBeGreaterThan(0);
  expect
    .soft(fit.scrollWidth, "the phase label is not clipped sideways")
    .toBeLessThanOrEqual(fit.clientWidth);
  expect
    .soft(fit.scrollHeight, "the phase label is not clipped vertically")
    .toBeLessThanOrEqual(fit.clientHeight);
  expect
    .soft(fit.widest, "each word of the phase label fits on its line")
    .toBeLessThanOrEqual(fit.inner + 0.5);
}

/**
 * Fails unless the countdown is inside the viewport and on top there (nothing covers its centre),
 * i.e. the player can read it while typing.
 */
async function expectCountdownInView(page: Page, countdown: Locator, when: string): Promise<void> {
  const viewport = page.viewportSize();
  expect(viewport).not.toBeNull();
  const box = await countdown.boundingBox();
  expect(box, `the countdown is rendered (${when})`).not.toBeNull();
  if (!box || !viewport) return;
  const inside =
    box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
  expect
    .soft(
      inside,
      `the countdown (${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(
        box.height,
      )}) is inside the ${viewport.width}×${viewport.height} viewport (${when})`,
    )
    .toBe(true);
  const onTop = await countdown.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
  expect.soft(onTop, `nothing covers the countdown (${when})`).toBe(true);
}

/**
 * Scrolls a text box to the top, the middle and the bottom of the viewport in turn, focusing it and
 * typing a little each time, and checks the countdown stays in view and uncovered throughout.
 */
export async function typeWatchingCountdown(
  page: Page,
  box: Locator,
  countdown: Locator,
  parts: readonly string[],
  what: string,
): Promise<void> {
  const positions = ["start", "center", "end"] as const;
  for (const [i, block] of positions.entries()) {
    await box.evaluate((el, b) => el.scrollIntoView({ block: b }), block);
    await box.focus();
    await expect(box).toBeFocused();
    await page.keyboard.type(parts[i % parts.length] ?? "");
    await expectCountdownInView(
      page,
      countdown,
      `${what} at the ${block} of the screen, focused and typed in`,
    );
  }
}

/** Fails when a text box's placeholder is wider than the box, so a phone would cut it off. */
export async function expectPlaceholderFits(box: Locator, what: string): Promise<void> {
  const fit = await box.evaluate((el) => {
    const input = el as HTMLInputElement;
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d");
    if (context) context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context?.measureText(input.placeholder).width ?? 0;
    const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text, inner };
  });
  expect
    .soft(fit.text, `the placeholder of ${what} fits its box (${Math.round(fit.inner)} px)`)
    .toBeLessThanOrEqual(fit.inner);
}

/** The phone widths every checked page state must fit without sideways scrolling, in CSS px. */
const PHONE_WIDTHS = [360, 390] as const;
/** A word this short always fits a phone's line, so a break inside it is a layout fault. */
const UNBREAKABLE_WORD = 12;

/**
 * Lists the words of at most `max` letters that the page's text breaks across lines ("gues/t"). A
 * word is a run of letters, digits, underscores and apostrophes, so a link may still break at its
 * slashes and a compound at its hyphen. Text that is not rendered, visually hidden (sr-only) or in
 * a form field is skipped.
 */
function brokenWords(page: Page, max: number): Promise<string[]> {
  return page.evaluate((longest) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const word = new RegExp(`[\\p{L}\\p{N}\\p{M}_'’]{2,${longest}}`, "gu");
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      if (!parent || text.trim() === "") continue;
      if (parent.closest("script, style, noscript, textarea, select, option, .sr-only")) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      for (const match of text.matchAll(word)) {
        const start = match.index ?? 0;
        // Only whole words: a run longer than `longest` may break (a long name, a link).
        const before = text.slice(0, start).match(/[\p{L}\p{N}\p{M}_'’]$/u);
        const after = text.slice(start + match[0].length).match(/^[\p{L}\p{N}\p{M}_'’]/u);
        if (before || after) continue;
        range.setStart(node, start);
        range.setEnd(node, start + match[0].length);
        const tops = Array.from(range.getClientRects())
          .filter((r) => r.width > 0 && r.height > 0)
          .map((r) => r.top);
        if (tops.length < 2) continue;
        const lineHeight = range.getBoundingClientRect().height / tops.length;
        if (Math.max(...tops) - Math.min(...tops) < lineHeight / 2) continue;
        const where = parent.closest("[data-testid], [id], h1, h2, h3, li, p, button, a");
        found.push(
          `"${match[0]}" in <${where?.tagName.toLowerCase() ?? "?"}> "${(where?.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60)}"`,
        );
      }
    }
    return found;
  }, max);
}

/** The smallest checkbox or radio button, in CSS px (WCAG 2.2 target size, minimum). */
const MIN_CHECKBOX = 24;
/** From this width up the header's links and buttons stand in one row. */
const WIDE = 1280;

/** Lists the visible checkboxes and radio buttons smaller than `min`×`min` CSS px. */
function smallCheckboxes(page: Page, min: number): Promise<string[]> {
  return page.evaluate(
    (least) =>
      Array.from(document.querySelectorAll<HTMLInputElement>("input[type=checkbox], input[type=radio]"))
        .filter((box) => box.checkVisibility())
        .map((box) => ({ box, rect: box.getBoundingClientRect() }))
        .filter(({ rect }) => rect.width < least || rect.height < least)
        .map(
          ({ box, rect }) =>
            `${box.type} "${(box.labels?.[0]?.textContent ?? box.name).trim().slice(0, 40)}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
        ),
    min,
  );
}

/** The number of rows the header's navigation takes (1 when nothing wraps; 0 without a header nav). */
function headerRows(page: Page): Promise<number> {
  return page.evaluate(() => {
    const nav = document.querySelector("header nav");
    if (!nav) return 0;
    const tops = Array.from(nav.children)
      .filter((el) => el.getBoundingClientRect().height > 0)
      .map((el) => Math.round(el.getBoundingClientRect().top));
    return new Set(tops).size;
  });
}

/** Waits a frame, so the page's own size and theme are painted again before the test goes on. */
async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
}

/**
 * Fails when the page scrolls sideways at 360 or 390 px, or when any text breaks inside a word of
 * 12 or fewer characters (at those widths or at the page's own), in the light and in the dark
 * theme; when a checkbox is under 24×24 px; and when, at 1280 px or wider, the header's links
 * wrap onto a second row. The viewport and the theme are put back afterwards. Soft: one run lists
 * every offender.
 */
export async function expectLayoutFits(page: Page, where = page.url()): Promise<void> {
  const own = page.viewportSize();
  const theme = await page.evaluate(() => document.documentElement.dataset.theme ?? "light");
  expect
    .soft(await smallCheckboxes(page, MIN_CHECKBOX), `${where}: checkboxes under ${MIN_CHECKBOX} px`)
    .toEqual([]);
  const widths = [...new Set<number>([...PHONE_WIDTHS, own?.width ?? PHONE_WIDTHS[0]])];
  try {
    // One resize per width (reading the layout forces it to the new size); the theme only swaps
    // colours, so both are read at each width.
    for (const width of widths) {
      if (own) await page.setViewportSize({ width, height: own.height });
      for (const scheme of ["light", "dark"] as const) {
        const pageWidth = await page.evaluate((t) => {
          document.documentElement.dataset.theme = t;
          return document.documentElement.scrollWidth;
        }, scheme);
        if ((PHONE_WIDTHS as readonly number[]).includes(width) && pageWidth > width)
          expect
            .soft(
              pageWidth,
              `${where}: the page is no wider than ${width} px (${scheme}); wider: ${(await overflowing(page)).join(", ")}`,
            )
            .toBeLessThanOrEqual(width);
        if (width >= WIDE)
          expect
            .soft(await headerRows(page), `${where}: the header's links stand in one row at ${width} px`)
            .toBeLessThanOrEqual(1);
        expect
          .soft(
            await brokenWords(page, UNBREAKABLE_WORD),
            `${where}: words broken across lines at ${width} px (${scheme})`,
          )
          .toEqual([]);
      }
    }
  } finally {
    if (own) await page.setViewportSize(own);
    await page.evaluate((t) => {
      document.documentElement.dataset.theme = t;
    }, theme);
    await nextFrame(page);
  }
}

/**
 * The elements reaching past the viewport's right edge that push the page sideways: the outermost
 * ones, and any placed absolutely (a scroll box that is not positioned does not clip those).
 */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const past = (el: Element | null) =>
      el !== null && el.getBoundingClientRect().right > window.innerWidth + 0.5;
    return Array.from(document.body.querySelectorAll("*"))
      .filter((el) => past(el) && (!past(el.parentElement) || getComputedStyle(el).position === "absolute"))
      .slice(0, 5)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}">`);
  });
}
