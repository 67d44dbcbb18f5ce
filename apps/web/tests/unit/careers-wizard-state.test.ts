// The careers wizard's state outside React: which step owns a field, moving between stages, what a
// position pre-fills, and the session draft (never the CV, nothing the visitor could slip in).
import { describe, expect, it } from 'vitest';
import {
  DRAFT_KEY,
  applyPosition,
  clearDraft,
  emptyValues,
  firstStepOf,
  loadDraft,
  newClientSubmissionKey,
  nextStage,
  parseDraft,
  previousStage,
  saveDraft,
  serializeDraft,
  stepOfField,
  type DraftStorage,
} from '@/lib/careers/wizard-state';

function memoryStorage(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const KEY = '0123456789abcdef0123456789abcdef';

describe('careers wizard state', () => {
  it('sends a server error back to the step that owns the field', () => {
    expect(stepOfField('site')).toBe(2);
    expect(stepOfField('residence_municipality')).toBe(3);
    expect(stepOfField('education.1.year')).toBe(4);
    expect(stepOfField('languages.other.0.language')).toBe(6);
    expect(stepOfField('curriculum')).toBe(8);
    expect(stepOfField('_form')).toBeNull();
    expect(firstStepOf(['curriculum', 'phone', 'preferred_working_area'])).toBe(3);
    expect(firstStepOf(['_form'])).toBeNull();
  });

  it('moves forward to the summary after step 8 and back from it', () => {
    expect(nextStage(1)).toBe(2);
    expect(nextStage(8)).toBe('summary');
    expect(previousStage('summary')).toBe(8);
    expect(previousStage(3)).toBe(2);
    expect(previousStage(1)).toBe(1);
  });

  it('fills sector, site and area from a position, and clears them for a spontaneous application', () => {
    const position = { id: 'abcdefghij1234567890abcd', title: 'Carrellista', sector: 'worker', site: 'ficarolo', workingArea: 'warehouse' };
    const applied = applyPosition({ ...emptyValues(), name: 'Luca', preferred_working_area: 'quality' }, position);
    expect(applied).toMatchObject({
      opened_position: position.id,
      sector: 'worker',
      site: 'ficarolo',
      working_area: 'warehouse',
      preferred_working_area: 'warehouse',
      name: 'Luca',
    });
    const spontaneous = applyPosition(applied, null);
    expect(spontaneous).toMatchObject({ opened_position: '', working_area: '', sector: 'worker', name: 'Luca' });
  });

  it('keeps the answers in session storage but never the CV file', () => {
    const storage = memoryStorage();
    const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const values = {
      ...emptyValues(),
      name: 'Giulia',
      curriculum: cv,
      privacy: true,
      work_experiences: [{ role: 'Magazziniera', agency: 'Frigo Srl', period: '2022', contract_type: '', main_activities: '' }],
    };
    saveDraft(storage, { values, stage: 5, submissionKey: KEY });
    const raw = storage.data.get(DRAFT_KEY) ?? '';
    expect(raw).not.toContain('cv.pdf');
    const restored = loadDraft(storage);
    expect(restored?.stage).toBe(5);
    expect(restored?.submissionKey).toBe(KEY);
    expect(restored?.values).toMatchObject({ name: 'Giulia', privacy: true, curriculum: null });
    expect(restored?.values.work_experiences).toEqual(values.work_experiences);
    clearDraft(storage);
    expect(loadDraft(storage)).toBeNull();
  });

  it('resumes a draft saved on the summary at the attachments step (the CV must be chosen again)', () => {
    const raw = serializeDraft({ values: emptyValues(), stage: 'summary', submissionKey: KEY });
    expect(parseDraft(raw)?.stage).toBe(8);
  });

  it('drops what does not belong in a draft', () => {
    const raw = JSON.stringify({
      version: 1,
      stage: 42,
      submissionKey: KEY,
      values: {
        name: 7,
        surname: 'Rossi',
        admin: true,
        education: 'x',
        languages: { italian_spoken: 'native', other: [{ language: 'french', evil: '<script>' }] },
      },
    });
    const draft = parseDraft(raw);
    expect(draft?.stage).toBe(1);
    expect(draft?.values.name).toBe('');
    expect(draft?.values.surname).toBe('Rossi');
    expect(draft?.values).not.toHaveProperty('admin');
    expect(draft?.values.education).toHaveLength(1);
    expect(draft?.values.languages.other).toEqual([{ language: 'french', spoken: '', written: '' }]);
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 1, stage: 1, submissionKey: 'short', values: {} }))).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 2, stage: 1, submissionKey: KEY, values: {} }))).toBeNull();
  });

  it('makes a fresh submission key of 32 hex characters each time', () => {
    const a = newClientSubmissionKey();
    const b = newClientSubmissionKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
    expect(newClientSubmissionKey((bytes) => bytes.fill(255))).toBe('f'.repeat(32));
  });
});
