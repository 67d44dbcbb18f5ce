// The careers wizard in a browser-like DOM: Continue checks only the current step and shows its
// messages, Back keeps the answers, focus follows every move, the cascade asks for one province's
// municipalities, the answers survive a remount (never the CV), and "sent" shows only after the
// server stored the application.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '../../messages/it.json';
import { CareersWizard } from '@/components/careers/careers-wizard.client';
import type { WizardProps, WizardUi } from '@/components/careers/wizard-types';
import type { BotProofHandle } from '@/components/forms/bot-proof.client';
import { requestApply } from '@/lib/careers/apply-intent';
import { DRAFT_KEY, emptyValues, serializeDraft, type WizardValues } from '@/lib/careers/wizard-state';
import type { CareerOption, CareerOptionGroupName } from '@/lib/cms/careers';

vi.mock('@/components/forms/bot-proof.client', async () => {
  const { useImperativeHandle } = await import('react');
  return {
    BotProofWidget: ({ ref }: { ref?: React.Ref<BotProofHandle> }) => {
      useImperativeHandle(ref, () => ({ proof: async () => ({ field: 'altcha', value: 'test-proof' }), reset: () => undefined }), []);
      return <p>bot check</p>;
    },
  };
});

const t = messages.careers;
const opt = (...pairs: [string, string][]): CareerOption[] => pairs.map(([code, label]) => ({ code, label }));
const options: Record<CareerOptionGroupName, CareerOption[]> = {
  sector: opt(['worker', 'Operaio'], ['employee', 'Impiegato']),
  site: opt(['cesena', 'Cesena (FC)'], ['ficarolo', 'Ficarolo (RO)'], ['policoro', 'Policoro (MT)']),
  gender: opt(['female', 'Donna'], ['male', 'Uomo']),
  education_level: opt(['diploma', 'Diploma di scuola superiore'], ['phd', 'Dottorato di ricerca']),
  contract_type: opt(['seasonal', 'Stagionale']),
  language: opt(['italian', 'Italiano'], ['english', 'Inglese'], ['french', 'Francese']),
  language_level: opt(['basic', 'Base'], ['native', 'Madrelingua']),
  vehicle: opt(['car', 'Auto propria']),
  protected_category: opt(['no', 'No']),
  current_employment: opt(['employed', 'Occupato']),
  working_area: opt(['production', 'Produzione'], ['quality', 'Qualità']),
  driving_license: opt(['B', 'B (autovetture)']),
};
const geography = {
  regions: [
    { code: '08', name: 'Emilia-Romagna' },
    { code: '05', name: 'Veneto' },
  ],
  districts: [
    { code: '040', name: 'Forlì-Cesena', abbreviation: 'FC', regionCode: '08' },
    { code: '037', name: 'Bologna', abbreviation: 'BO', regionCode: '08' },
    { code: '029', name: 'Rovigo', abbreviation: 'RO', regionCode: '05' },
  ],
};
const POSITION = {
  id: 'abcdefghij1234567890abcd',
  title: 'Carrellista per magazzino frigorifero',
  sector: 'worker',
  site: 'ficarolo',
  workingArea: 'production',
};

const ui = Object.fromEntries(
  (
    [
      'wizardTitle',
      'applyingFor',
      'applyingSpontaneous',
      'makeSpontaneous',
      'requiredNote',
      'progress',
      'stepOf',
      'stepDone',
      'stepCurrent',
      'loading',
      'noscript',
      'resumed',
      'startOver',
      'select',
      'selectRegionFirst',
      'selectDistrictFirst',
      'loadingMunicipalities',
      'municipalitiesFailed',
      'retry',
      'required',
    ] as const
  ).map((k) => [k, t[k]]),
) as WizardUi;

const props: WizardProps = {
  labels: t.labels,
  ui,
  errors: t.errors,
  genericError: 'Si prega di verificare che tutti i campi siano stati compilati correttamente',
  options,
  geography,
  positions: [POSITION],
  cvMaxMb: 5,
  privacyHref: '/it/area-legale/privacy-policy',
  opensInNewTab: '(si apre in una nuova scheda)',
  challengeUrl: '/api/altcha/challenge',
};

const complete: WizardValues = {
  ...emptyValues(),
  sector: 'worker',
  site: 'cesena',
  name: 'Giulia',
  surname: 'Neri',
  email: 'giulia@example.com',
  phone: '+39 333 765 4321',
  gender: 'female',
  birth_date: '1994-03-08',
  residence_region: 'Emilia-Romagna',
  residence_district: 'Forlì-Cesena',
  residence_municipality: 'Cesena',
  vehicle: 'car',
  protected_categories: 'no',
  current_employment: 'employed',
  education: [{ level: 'diploma', year: '2013', vote: '95/100', specification: 'Agraria' }],
  preferred_working_area: 'quality',
};

const KEY = '0123456789abcdef0123456789abcdef';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const heading = () => screen.getByRole('heading', { level: 3, name: /Passo|Riepilogo|Candidatura inviata/ });

async function renderWizard() {
  const view = render(<CareersWizard {...props} />);
  // The form's code is fetched when the page is idle (the first import compiles it here).
  await screen.findByRole('button', { name: /Continua|Invia candidatura/ }, { timeout: 15_000 });
  expect(view.container.querySelector('[data-careers-wizard]')?.getAttribute('data-careers-wizard')).toBe('ready');
  return view;
}

beforeEach(() => {
  sessionStorage.clear();
  window.dataLayer = [];
});

describe('CareersWizard', () => {
  it('fetches the form only when the page is idle or the visitor applies, not with the page', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const view = render(<CareersWizard {...props} />);
      const section = () => view.container.querySelector('[data-careers-wizard]');
      await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(section()?.getAttribute('data-careers-wizard')).toBe('loading');
      expect(screen.queryByRole('button', { name: /Continua/ })).toBeNull();
      expect(idle).toHaveLength(1);
      // "Candidati" on a position: the form comes at once, for that position.
      act(() => requestApply({ positionId: POSITION.id }));
      expect(await screen.findByText(`Ti stai candidando per: ${POSITION.title}`, undefined, { timeout: 15_000 })).toBeTruthy();
      expect(section()?.getAttribute('data-careers-wizard')).toBe('ready');
      view.unmount();
      sessionStorage.clear();
      // Without an apply, the browser's idle callback brings it.
      const again = render(<CareersWizard {...props} />);
      expect(again.container.querySelector('[data-careers-wizard]')?.getAttribute('data-careers-wizard')).toBe('loading');
      act(() => idle[1]?.());
      await screen.findByRole('button', { name: /Continua/ });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('continues only when the current step is valid, with the spec message and focus on the error summary', async () => {
    const user = userEvent.setup();
    await renderWizard();
    expect(heading().textContent).toBe('Passo 1 di 8 Settore');
    await user.click(screen.getByRole('button', { name: /Continua/ }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Seleziona un settore' })).toBeTruthy();
    // The summary takes the focus in an effect after it renders.
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(heading().textContent).toContain('Passo 1 di 8');

    await user.click(screen.getByRole('radio', { name: 'Operaio' }));
    await user.click(screen.getByRole('button', { name: /Continua/ }));
    await waitFor(() => expect(heading().textContent).toBe('Passo 2 di 8 Sede di lavoro'));
    expect(document.activeElement).toBe(heading());
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: /Continua/ }));
    expect(within(await screen.findByRole('alert')).getByText('Seleziona una sede')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Indietro/ }));
    await waitFor(() => expect(heading().textContent).toBe('Passo 1 di 8 Settore'));
    expect(document.activeElement).toBe(heading());
    expect((screen.getByRole('radio', { name: 'Operaio' }) as HTMLInputElement).checked).toBe(true);
  });

  it('lists only the chosen region’s provinces and asks for the chosen province’s municipalities once', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      json(200, {
        district: 'FC',
        municipalities: [
          { code: '040007', name: 'Cesena' },
          { code: '040012', name: 'Forlì' },
        ],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.setItem(DRAFT_KEY, serializeDraft({ values: { ...emptyValues(), sector: 'worker', site: 'cesena' }, stage: 3, submissionKey: KEY }));
    const user = userEvent.setup();
    await renderWizard();
    const residence = screen.getByRole('group', { name: 'Residenza' });
    const province = within(residence).getByRole('combobox', { name: /Provincia/ }) as HTMLSelectElement;
    expect(province.disabled).toBe(true);
    await user.selectOptions(within(residence).getByRole('combobox', { name: /Regione/ }), 'Emilia-Romagna');
    expect(Array.from(province.options, (o) => o.value)).toEqual(['', 'Forlì-Cesena', 'Bologna']);
    await user.selectOptions(province, 'Forlì-Cesena');
    // The list replaces a disabled "loading" select once the province's municipalities arrive.
    const town = () => within(residence).getByRole('combobox', { name: /Comune/ }) as HTMLSelectElement;
    await waitFor(() => expect(Array.from(town().options, (o) => o.value)).toEqual(['', 'Cesena', 'Forlì']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/geo/municipalities?district=FC');

    await user.click(screen.getByRole('button', { name: /Continua/ }));
    const errors = within(await screen.findByRole('alert'));
    for (const message of [
      'Seleziona il genere',
      'Inserisci la data di nascita',
      'Numero di telefono non valido',
      'Seleziona il comune',
      'Seleziona un mezzo di trasporto',
      'Indica se appartieni a una categoria protetta',
      'Seleziona la situazione lavorativa',
    ]) {
      expect(errors.getByText(message)).toBeTruthy();
    }
  });

  it('keeps the answers and the step across a remount, but never the CV', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(DRAFT_KEY, serializeDraft({ values: complete, stage: 8, submissionKey: KEY }));
    const first = await renderWizard();
    await user.upload(screen.getByLabelText(/Curriculum vitae/), new File(['%PDF-1.4'], 'cv-giulia.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('checkbox', { name: /informativa sulla privacy/ }));
    const saved = sessionStorage.getItem(DRAFT_KEY) ?? '';
    expect(saved).toContain('"privacy":true');
    expect(saved).not.toContain('cv-giulia');
    first.unmount();

    await renderWizard();
    expect(heading().textContent).toBe('Passo 8 di 8 Allegati');
    expect(screen.getByText(/il curriculum non viene conservato nel browser/)).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /informativa sulla privacy/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: /Continua/ }));
    expect(within(await screen.findByRole('alert')).getByText('Il curriculum è obbligatorio')).toBeTruthy();
    // Choosing a file takes the error away at once, not at the next press of "Continua".
    await user.upload(screen.getByLabelText(/Curriculum vitae/), new File(['%PDF-1.4'], 'cv-giulia.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.queryByText('Il curriculum è obbligatorio')).toBeNull());
    expect(screen.getByLabelText(/Curriculum vitae/).getAttribute('aria-invalid')).toBeNull();
  });

  it('restores a chosen municipality once its province’s list has loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        json(200, {
          district: 'FC',
          municipalities: [
            { code: '040007', name: 'Cesena' },
            { code: '040012', name: 'Forlì' },
          ],
        }),
      ),
    );
    sessionStorage.setItem(DRAFT_KEY, serializeDraft({ values: complete, stage: 3, submissionKey: KEY }));
    await renderWizard();
    const residence = screen.getByRole('group', { name: 'Residenza' });
    await waitFor(() => expect((within(residence).getByRole('combobox', { name: /Comune/ }) as HTMLSelectElement).value).toBe('Cesena'));
    expect((within(residence).getByRole('combobox', { name: /Provincia/ }) as HTMLSelectElement).value).toBe('Forlì-Cesena');
  });

  it('adds and removes numbered list entries, moving the focus to the new entry and back to the add button', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(DRAFT_KEY, serializeDraft({ values: complete, stage: 4, submissionKey: KEY }));
    await renderWizard();
    // The only title of study cannot be removed.
    expect(screen.getByRole('group', { name: 'Titolo di studio 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Rimuovi il titolo di studio/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Aggiungi un altro titolo di studio' }));
    const second = screen.getByRole('group', { name: 'Titolo di studio 2' });
    expect(second.getAttribute('data-education-entry')).toBe('1');
    await waitFor(() => expect(document.activeElement).toBe(within(second).getByRole('combobox', { name: /Titolo di studio/ })));
    await user.click(screen.getByRole('button', { name: 'Rimuovi il titolo di studio 1' }));
    expect(screen.queryByRole('group', { name: 'Titolo di studio 2' })).toBeNull();
    expect((within(screen.getByRole('group', { name: 'Titolo di studio 1' })).getByRole('textbox', { name: /Votazione/ }) as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Aggiungi un altro titolo di studio' }));

    await user.selectOptions(within(screen.getByRole('group', { name: 'Titolo di studio 1' })).getByRole('combobox', { name: /Titolo di studio/ }), 'diploma');
    await user.selectOptions(within(screen.getByRole('group', { name: 'Titolo di studio 1' })).getByRole('combobox', { name: /Anno/ }), '2013');
    await user.type(within(screen.getByRole('group', { name: 'Titolo di studio 1' })).getByRole('textbox', { name: /Votazione/ }), '95/100');
    await user.type(within(screen.getByRole('group', { name: 'Titolo di studio 1' })).getByRole('textbox', { name: /specializzazione/ }), 'Agraria');
    await user.click(screen.getByRole('button', { name: /Continua/ }));
    await waitFor(() => expect(heading().textContent).toBe('Passo 5 di 8 Esperienze lavorative'));
    // Work experience may be empty: its entries can all be removed.
    await user.click(screen.getByRole('button', { name: 'Aggiungi un’esperienza' }));
    const job = screen.getByRole('group', { name: 'Esperienza 1' });
    expect(job.getAttribute('data-experience-entry')).toBe('0');
    await waitFor(() => expect(document.activeElement).toBe(within(job).getByRole('textbox', { name: /Ruolo/ })));
    await user.click(within(job).getByRole('button', { name: 'Rimuovi l’esperienza 1' }));
    expect(screen.queryByRole('group', { name: 'Esperienza 1' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Aggiungi un’esperienza' }));
  });

  it('pre-fills the position applied to, and can turn it into a spontaneous application', async () => {
    const user = userEvent.setup();
    await renderWizard();
    act(() => requestApply({ positionId: POSITION.id }));
    expect(await screen.findByText(`Ti stai candidando per: ${POSITION.title}`)).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Operaio' }) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(heading());
    await user.click(screen.getByRole('button', { name: /candidatura spontanea/ }));
    expect(screen.queryByText(/Ti stai candidando per/)).toBeNull();
  });

  it('sends data, CV, key and proof from the summary, shows success only after the server stored it, and forgets the draft', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    sessionStorage.setItem(DRAFT_KEY, serializeDraft({ values: { ...complete, privacy: true }, stage: 8, submissionKey: KEY }));
    await renderWizard();
    await user.upload(screen.getByLabelText(/Curriculum vitae/), new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: /Continua/ }));
    await waitFor(() => expect(heading().textContent).toBe('Riepilogo'));
    const summary = screen.getByText((_, el) => el?.getAttribute('data-summary-step') === '3');
    expect(summary.textContent).toContain('Cesena, Forlì-Cesena, Emilia-Romagna');
    expect(screen.getByText((_, el) => el?.getAttribute('data-summary-step') === '7').textContent).toContain('Qualità');

    await user.click(screen.getByRole('button', { name: 'Invia candidatura' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/careers');
    const body = init?.body as FormData;
    expect(JSON.parse(String(body.get('data')))).toMatchObject({ name: 'Giulia', residence_municipality: 'Cesena', privacy: true });
    expect((body.get('curriculum') as File).name).toBe('cv.pdf');
    expect(body.get('submission_key')).toBe(KEY);
    expect(body.get('altcha')).toBe('test-proof');
    expect(screen.queryByText('Candidatura inviata')).toBeNull();
    const formEvents = () => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'form_success');
    expect(formEvents()).toEqual([]);

    await act(async () => release(json(201, { ok: true, duplicate: false })));
    await waitFor(() => expect(heading().textContent).toBe('Candidatura inviata'));
    expect(document.activeElement).toBe(heading());
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(formEvents()).toEqual([{ event: 'form_success', form: 'careers' }]);
  });

  it('takes the visitor back to the attachments step when the server refuses the CV', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        json(400, { ok: false, error: 'invalid', fieldErrors: { curriculum: 'Formato del curriculum non accettato: carica un file PDF o DOCX' } }),
      ),
    );
    const user = userEvent.setup();
    sessionStorage.setItem(DRAFT_KEY, serializeDraft({ values: { ...complete, privacy: true }, stage: 8, submissionKey: KEY }));
    await renderWizard();
    await user.upload(screen.getByLabelText(/Curriculum vitae/), new File(['plain text'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: /Continua/ }));
    await user.click(await screen.findByRole('button', { name: 'Invia candidatura' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Formato del curriculum non accettato: carica un file PDF o DOCX')).toBeTruthy();
    expect(heading().textContent).toBe('Passo 8 di 8 Allegati');
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
    expect((window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'form_success')).toBe(false);
  });
});
