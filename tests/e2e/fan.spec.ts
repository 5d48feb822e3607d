import { expect, type Page, test } from '@playwright/test'
import { remoteLabels } from '@/content/fan-detail'
import { embedded, first } from '../support/catalogue'

const fanPage = `/products/fan/${first(embedded.fan).slug}`
const fanPicture = (page: Page) => page.getByTestId('remote-fan')
const remote = (page: Page) => page.locator('#fan-remote')

/**
 * The fan page, scrolled to the remote as a visitor would: its script loads as it nears the
 * viewport, and its buttons are disabled until then (lazy-islands.spec.ts checks that part).
 */
async function openRemote(page: Page) {
  await page.goto(fanPage)
  await remote(page).scrollIntoViewIfNeeded()
  await expect(remote(page).getByRole('button', { name: 'Power' })).toBeEnabled()
}

test.describe('virtual fan remote', () => {
  test('starts off, at speed 3 (button 1), forward; power turns it red and spins the fan', async ({ page }) => {
    await openRemote(page)
    const power = remote(page).getByRole('button', { name: 'Power' })
    await expect(power).toHaveAttribute('aria-pressed', 'false')
    await expect(power).toHaveCSS('background-color', 'rgb(21, 128, 61)')
    await expect(fanPicture(page)).toHaveCSS('animation-play-state', 'paused')
    await expect(fanPicture(page)).toHaveCSS('animation-duration', '3s')
    await expect(fanPicture(page)).toHaveCSS('animation-direction', 'normal')
    await expect(remote(page).getByRole('button', { name: '1', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(remote(page).getByRole('button', { name: 'Forward' })).toHaveAttribute('aria-pressed', 'true')

    await power.click()
    await page.mouse.move(0, 0)
    await expect(power).toHaveCSS('background-color', 'rgb(220, 38, 38)')
    await expect(fanPicture(page)).toHaveCSS('animation-play-state', 'running')
    await expect(remote(page).getByRole('status')).toHaveText('Spinning clockwise, one turn every 3 seconds.', { useInnerText: true })
    await power.click()
    await expect(fanPicture(page)).toHaveCSS('animation-play-state', 'paused')
    await expect(remote(page).getByRole('status')).toHaveText('The fan is off.')
  })

  test('buttons 1 to 5 make one spin last 3, 2, 1.5, 1 and 0.1 seconds', async ({ page }) => {
    await openRemote(page)
    await remote(page).getByRole('button', { name: 'Power' }).click()
    for (const [button, seconds] of [
      ['5', '0.1s'],
      ['4', '1s'],
      ['3', '1.5s'],
      ['2', '2s'],
      ['1', '3s'],
    ] as const) {
      await remote(page).getByRole('button', { name: button, exact: true }).click()
      await expect(remote(page).getByRole('button', { name: button, exact: true })).toHaveAttribute('aria-pressed', 'true')
      await expect(fanPicture(page)).toHaveCSS('animation-duration', seconds)
    }
  })

  test('Reverse turns it anticlockwise and Forward clockwise again', async ({ page }) => {
    await openRemote(page)
    await remote(page).getByRole('button', { name: 'Power' }).click()
    await remote(page).getByRole('button', { name: 'Reverse' }).click()
    await expect(fanPicture(page)).toHaveCSS('animation-direction', 'reverse')
    await expect(remote(page).getByRole('status')).toContainText('anticlockwise')
    await remote(page).getByRole('button', { name: 'Forward' }).click()
    await expect(fanPicture(page)).toHaveCSS('animation-direction', 'normal')
  })

  test.describe('with reduced motion', () => {
    test.use({ colorScheme: 'light', reducedMotion: 'reduce' })

    test('the picture stays still, and the remote says so and what the fan would do', async ({ page }) => {
      await openRemote(page)
      await remote(page).getByRole('button', { name: 'Power' }).click()
      await expect(fanPicture(page)).toHaveCSS('animation-name', 'none')
      await expect(remote(page).getByRole('status')).toHaveText(
        'On: the fan would turn clockwise, once every 3 seconds. The picture stays still, as your device asks for less motion.',
        { useInnerText: true },
      )
    })
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the remote says it needs JavaScript', async ({ page }) => {
    await page.goto(fanPage)
    await expect(remote(page).getByText(remoteLabels.needsScript)).toBeVisible()
    await expect(remote(page).getByRole('button', { name: 'Power' })).toBeDisabled()
    await expect(remote(page).getByRole('status')).toBeHidden()
  })
})

test.describe('savings calculator', () => {
  test('shows the yearly figures for 1 fan, then for 10', async ({ page }) => {
    await page.goto('/products/fan')
    const calculator = page.locator('section', { has: page.getByRole('heading', { name: 'How much will you save?' }) })
    const slider = calculator.getByLabel('Number of fans')
    await expect(slider).toHaveValue('1')
    await expect(slider).toHaveAttribute('min', '1')
    await expect(slider).toHaveAttribute('max', '10')
    await expect(slider).toHaveAttribute('step', '1')
    const figures = calculator.locator('dd')
    await expect(figures).toHaveText(['₹3,006', '₹1,233', '₹1,773', '₹17,730'])
    await slider.focus()
    await page.keyboard.press('End')
    await expect(calculator.getByTestId('fan-count')).toHaveText('10')
    await expect(figures).toHaveText(['₹30,065', '₹12,330', '₹17,730', '₹1,77,300'])
  })

  test('is not shown on a phone @mobile', async ({ page }) => {
    await page.goto('/products/fan')
    await expect(page.getByRole('heading', { name: 'How much will you save?' })).toBeHidden()
  })
})
