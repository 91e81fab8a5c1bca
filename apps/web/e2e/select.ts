import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Picks an option of a list as a person does: opens it, waits until it is ready, clicks the option and
 * waits for the list to close; a native `<select>` by `selectOption` (its picker is not part of the page).
 *
 * "Ready" matters for the design system's Select (Radix): when the list opens from a pointer, Radix arms
 * a one-time `pointerup` guard in an effect after the list mounts, so that the click which opened it does
 * not also pick the item under the pointer. On a loaded machine that effect can run after the option is
 * already painted, between Playwright's pointerdown and pointerup on the option: the guard then swallows
 * the option's pointerup and the list stays open (four journeys failed that way in one `npm test`). Radix
 * moves the focus into the list in a later commit, so once the focus is inside, the guard is armed and
 * spent on nothing. A person never clicks that fast; the wait changes nothing they see.
 */
export async function pickOption(page: Page, combobox: Locator, option: string) {
  // Asked before opening: an open Select hides the rest of the page from the accessibility tree.
  const tag = await combobox.evaluate((element) => element.tagName)
  // A long list is the platform's own `<select>` (Select's `native`): its picker is the browser's or the
  // phone's, out of the page; choose as the picker does, by the option's text.
  if (tag === 'SELECT') {
    await combobox.selectOption({ label: option })
    await expect(combobox.locator('option:checked')).toHaveText(option)
    return
  }
  const isSelect = tag === 'BUTTON'
  await combobox.click()
  const listbox = page.getByRole('listbox')
  await expect(listbox).toBeVisible()
  if (isSelect) await page.waitForFunction(() => document.activeElement?.closest('[role="listbox"]') != null)
  // Waiting for the focus made it rarer, not impossible: one run in a clean clone still saw the list stay
  // open after the click (a long list, scrolled to the option). As a person would, click again when the list
  // is still open a moment later; the journey then checks the chosen value as before.
  for (let attempt = 1; ; attempt += 1) {
    await listbox.getByRole('option', { name: option, exact: true }).click()
    try {
      await expect(listbox).toBeHidden({ timeout: 3_000 })
      return
    } catch (error) {
      if (!(await listbox.isVisible())) return
      if (attempt === 3) throw error
    }
  }
}
