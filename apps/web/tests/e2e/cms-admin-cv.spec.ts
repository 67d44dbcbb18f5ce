// Issues 38.2 and 33.9: in the CMS admin, HR opens a job application and downloads its CV with the
// "Scarica il CV" button, under the applicant's file name whatever its characters (Ș, Ł); an editor
// (Redazione) is shown no such button, not even on the application's own address.
import fs from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { signIn, storeApplication } from './admin-support';
import { CMS_URL, expect, test } from './fixtures';

const CV_NAME = 'Curriculum Ștefan Łukasz.pdf';
const APPLICATION = (documentId: string) => `${CMS_URL}/admin/content-manager/collection-types/api::job-application.job-application/${documentId}`;

/** A job application as the careers form stores it, with a CV named `CV_NAME`; returns its id and the CV's bytes. */
async function apply(request: APIRequestContext): Promise<{ documentId: string; cv: string }> {
  const cv = `%PDF-1.4\n% ${randomUUID()}\n%%EOF\n`;
  const fields = {
    sector: 'employee',
    name: 'Ștefan',
    surname: 'Łukasz',
    email: 'stefan.lukasz@example.com',
    gender: 'male',
    preferred_working_area: 'quality',
  };
  return { documentId: await storeApplication(request, fields, { name: CV_NAME, content: cv }), cv };
}

test('HR downloads the CV of an application under its own name (Ș, Ł)', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  const { documentId, cv } = await apply(page.request);
  await signIn(page, 'hr@brina.local');
  await page.goto(APPLICATION(documentId));
  const button = page.getByRole('button', { name: 'Scarica il CV' });
  await expect(button, 'the button in the application').toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`${CV_NAME} ·`), 'the file name beside it').toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(CV_NAME);
  expect(await fs.readFile(await download.path(), 'utf8')).toBe(cv);
  // The admin logs missing translations of its own; none of the errors may come from the download.
  expect(consoleErrors.filter((error) => /brina\/job-applications|Scarica il CV|cv-download/i.test(error))).toEqual([]);
});

test('Redazione sees no CV button, not even on the application address', async ({ page }) => {
  test.setTimeout(180_000);
  const { documentId } = await apply(page.request);
  await signIn(page, 'redazione@brina.local');
  await expect(page.getByRole('link', { name: 'Gestione contenuti' })).toBeVisible();
  await page.goto(APPLICATION(documentId));
  // The admin has answered (the content manager's own navigation is there) before looking for the button.
  await expect(page.getByRole('link', { name: 'Prodotto', exact: true }), 'the content manager is loaded').toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Scarica il CV' })).toHaveCount(0);
  await expect(page.getByText(CV_NAME)).toHaveCount(0);
});
