import { expect, test } from '@playwright/test'

test.describe('change-language modal', () => {
  test('opens, traps focus, closes with Esc and returns focus, by keyboard only', async ({ page }) => {
    await page.goto('/fr/services/passeport/')
    const trigger = page.getByRole('link', { name: /Langue : Français/ })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Choisir la langue' })
    await expect(dialog).toBeVisible()
    // Focus stays inside the dialog however far we tab.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('choosing Malagasy goes to the same guide in Malagasy and stores the choice', async ({ page, context }) => {
    await page.goto('/fr/services/passeport/')
    await page.getByRole('link', { name: /Langue : Français/ }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Malagasy' }).click()
    await expect(page).toHaveURL(/\/mg\/services\/pasipaoro\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'mg')
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('mg')
    const cookies = await context.cookies()
    expect(cookies.find((c) => c.name === 'language')?.value).toBe('mg')
    // The stored preference now drives redirects of paths without a language.
    await page.goto('/apropos/')
    await expect(page).toHaveURL(/\/mg\/apropos\/$/)
  })

  test('switching back from Malagasy keeps the page (category)', async ({ page }) => {
    await page.goto('/mg/services/sora-piankohonana/')
    await page.getByRole('link', { name: /Fiteny: Malagasy/ }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL(/\/fr\/services\/etat-civil\/$/)
  })

  test('a stored localStorage preference is mirrored to the cookie the server reads', async ({ page, context }) => {
    await page.goto('/fr/')
    await page.evaluate(() => localStorage.setItem('language', 'mg'))
    await context.clearCookies()
    await page.reload()
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('mg')
    await page.goto('/')
    await expect(page).toHaveURL(/\/mg\/$/)
  })

  test('without JavaScript the language button is a link to the counterpart page that stores the choice', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/fr/services/carte-nationale-d-identite/')
    await page.getByRole('link', { name: /Langue : Français/ }).click()
    await expect(page).toHaveURL(/\/mg\/services\/kara-panondro-nasionaly\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'mg')
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('mg')
    await page.goto('/')
    await expect(page).toHaveURL(/\/mg\/$/)
    await context.close()
  })
})

test.describe('missing translation', () => {
  test('shows a visible notice in Malagasy with a link to the French page, not French text', async ({ page }) => {
    const response = await page.goto('/mg/services/guide-seulement-en-francais/')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Mbola tsy voadika ity pejy ity' })).toBeVisible()
    await expect(page.getByText('Un guide de test publié seulement en français.')).toHaveCount(0)
    await page.getByRole('link', { name: 'Vakio amin’ny teny frantsay' }).click()
    await expect(page).toHaveURL(/\/fr\/services\/guide-seulement-en-francais\/$/)
    await expect(page.getByText('Un guide de test publié seulement en français.')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  })

  test('the untranslated page is not indexed', async ({ page }) => {
    await page.goto('/mg/services/guide-seulement-en-francais/')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })
})

test('hovering or focusing a language link does not change the stored language', async ({ page, context }) => {
  await page.goto('/fr/services/passeport/')
  await page.getByRole('link', { name: /Langue : Français/ }).hover()
  await page.getByRole('link', { name: /Langue : Français/ }).click()
  const malagasy = page.getByRole('dialog').getByRole('link', { name: 'Malagasy' })
  await malagasy.hover()
  await malagasy.focus()
  await page.getByRole('dialog').getByRole('link', { name: 'Français' }).hover()
  await page.waitForTimeout(1000)
  expect((await context.cookies()).find((c) => c.name === 'language')).toBeUndefined()
})
