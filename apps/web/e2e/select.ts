import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Picks an option of a list as a person does: opens it, waits until it is ready, clicks the option and
 * waits for the list to close.
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
  const isSelect = await combobox.evaluate((element) => element.tagName === 'BUTTON')
  await combobox.click()
  const listbox = page.getByRole('listbox')
  await expect(listbox).toBeVisible()
  if (isSelect) await page.waitForFunction(() => document.activeElement?.closest('[role="listbox"]') != null)
  await listbox.getByRole('option', { name: option, exact: true }).click()
  await expect(listbox).toBeHidden()
}
