// A contact form while the CMS is unreachable: the visitor reads a clear error with the values
// kept and nothing is stored; once the CMS is back the same submission succeeds, stored once. Runs
// in the `outage` project (last, alone): it takes the CMS away from the site.
import { fillContact, hydratedForm, newVisitor, storedSubmissions } from './contacts-support';
import { COUNTER_URL, expect, expectAccessible, test, visitorHeaders } from './fixtures';

async function setCms(request: import('@playwright/test').APIRequestContext, mode: 'up' | 'down') {
  if (!COUNTER_URL) throw new Error('CMS_COUNTER_URL is not set: the test command runs the site through a counting proxy');
  expect((await request.get(`${COUNTER_URL.replace(/\/__count$/, '/__mode')}?set=${mode}`)).ok()).toBe(true);
}

test('CMS unreachable: a clear error, the values kept, nothing stored; then the same submission succeeds once', async ({ page, context, request }) => {
  await context.setExtraHTTPHeaders(visitorHeaders());
  const who = newVisitor('outage');
  await page.goto('/it/contatti');
  const form = await hydratedForm(page, 'contact');
  await fillContact(form, { area: 'Altro', ...who, province: 'FC', message: 'Scritto durante un guasto' });
  await setCms(request, 'down');
  try {
    await form.locator('[data-submit]').click();
    const status = form.locator('[data-form-status="unavailable"]');
    await expect(status).toContainText('non è stata inviata');
    await expect(status).toContainText('I dati sono ancora nel modulo');
    await expect(form.getByRole('textbox', { name: 'Messaggio', exact: true }), 'values kept').toHaveValue('Scritto durante un guasto');
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(who.email);
    await expectAccessible(page, 'consumer contacts, CMS unavailable');
  } finally {
    await setCms(request, 'up');
  }
  expect(await storedSubmissions(request, 'contact-request', who.email), 'nothing stored during the outage').toHaveLength(0);
  await form.locator('[data-submit]').click();
  await expect(form.locator('[data-form-status="success"]')).toBeVisible();
  expect(await storedSubmissions(request, 'contact-request', who.email), 'stored once').toHaveLength(1);
});
