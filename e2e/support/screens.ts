import type { Page, TestInfo } from '@playwright/test';

/**
 * Saves the page under SCREENSHOTS (when set, a folder outside the repository), light and dark, at
 * its top and at its end, named after the project (desktop 1280 px, phone 412 px) and `name`.
 */
export async function screens(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const folder = process.env.SCREENSHOTS;
  if (!folder) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(`window.localStorage.setItem('theme', '${theme}')`);
    await page.evaluate(`document.documentElement.classList.toggle('dark', ${theme === 'dark'})`);
    // The screen as seen at the page's top and at its end (where the chat link meets the last lines).
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: `${folder}/${testInfo.project.name}-${name}-${theme}-top.png` });
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await page.screenshot({ path: `${folder}/${testInfo.project.name}-${name}-${theme}-end.png` });
  }
  await page.evaluate(`document.documentElement.classList.remove('dark')`);
  await page.evaluate(`window.localStorage.setItem('theme', 'light')`);
}
