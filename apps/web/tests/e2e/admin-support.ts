// What the CMS admin's browser tests share: the team's demo password, signing in to the admin as a
// role (in the browser, or as an API session), and a job application stored as the careers form
// stores it.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { CMS_URL, expect } from './fixtures';

/** The seeded team's password (apps/cms/src/seed/team.ts). */
export const TEAM_PASSWORD = 'BrinaDemo2026!';
export const WRITE_TOKEN = process.env.CMS_WRITE_TOKEN ?? 'local-only-brina-write-token-0123456789abcdef0123456789abcdef';

/** Signs in to the admin in the browser as `email`; resolves on the Italian home page's greeting. */
export async function signIn(page: Page, email: string) {
  await page.goto(`${CMS_URL}/admin/auth/login`);
  await page.locator('input[name="email"]').fill(email, { timeout: 60_000 });
  await page.locator('input[name="password"]').fill(TEAM_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('heading', { name: /^Ciao / }), 'signed in').toBeVisible({ timeout: 30_000 });
}

/** An admin API session token of `email`. */
export async function teamToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post(`${CMS_URL}/admin/login`, { data: { email, password: TEAM_PASSWORD } });
  expect(login.status(), `${email} signs in`).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** A job application stored through the CMS API as the website stores it (`fields` over a complete one), with a PDF CV. */
export async function storeApplication(request: APIRequestContext, fields: Record<string, unknown>, cv: { name: string; content: string }): Promise<string> {
  const response = await request.post(`${CMS_URL}/api/job-applications`, {
    headers: { Authorization: `Bearer ${WRITE_TOKEN}` },
    multipart: {
      data: JSON.stringify({
        sector: 'worker',
        site: 'cesena',
        phone: '3330000004',
        birth_date: '1991-05-06',
        residence_region: 'Emilia-Romagna',
        residence_district: 'FC',
        residence_municipality: 'Cesena',
        privacy_consent: true,
        submission_key: randomUUID(),
        ...fields,
      }),
      'files.curriculum': { name: cv.name, mimeType: 'application/pdf', buffer: Buffer.from(cv.content) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { documentId: string } }).data.documentId;
}
