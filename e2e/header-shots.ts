import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A screenshot of the header and whatever is open below it, `height` pixels from the top of the window. */
export async function expectHeaderScreenshot(page: Page, name: string, height: number) {
  await expect(page).toHaveScreenshot(name, { clip: { x: 0, y: 0, width: page.viewportSize()!.width, height } });
}
