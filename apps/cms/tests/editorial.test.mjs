// Issue 27, content types that explain themselves: every content type, component and field has an
// Italian name and a one-line description (a field added to a schema without one fails here: give
// it one in src/editorial), and the running CMS shows them in the content manager.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fieldLabel } from '../src/editorial/field-labels.ts';
import { TYPE_NAMES } from '../src/editorial/type-names.ts';
import { LIST_COLUMNS } from '../src/bootstrap/editorial-layouts.ts';
import { adminApi } from './helpers.mjs';

const SRC = new URL('../src/', import.meta.url);
const json = (path) => JSON.parse(readFileSync(new URL(path, SRC), 'utf8'));

function schemas() {
  const out = [];
  for (const api of readdirSync(new URL('api/', SRC))) {
    let types = [];
    try {
      types = readdirSync(new URL(`api/${api}/content-types/`, SRC));
    } catch {
      continue;
    }
    for (const type of types) out.push([`api::${api}.${type}`, json(`api/${api}/content-types/${type}/schema.json`)]);
  }
  for (const category of readdirSync(new URL('components/', SRC))) {
    for (const file of readdirSync(new URL(`components/${category}/`, SRC)).filter((f) => f.endsWith('.json'))) {
      out.push([`${category}.${file.replace(/\.json$/, '')}`, json(`components/${category}/${file}`)]);
    }
  }
  return out;
}

describe('names and descriptions in the repository', () => {
  const all = schemas();

  it('cover every content type and component', () => {
    expect(all.length).toBeGreaterThan(60);
    const missing = all.filter(([uid]) => !(TYPE_NAMES[uid]?.it && TYPE_NAMES[uid]?.en && TYPE_NAMES[uid]?.description)).map(([uid]) => uid);
    expect(missing, 'types without an Italian name, English name and description in src/editorial/type-names.ts').toEqual([]);
  });

  it('cover every field, with a one-line description', () => {
    const missing = [];
    for (const [uid, schema] of all) {
      for (const field of Object.keys(schema.attributes)) {
        const names = fieldLabel(uid, field);
        if (!names?.label || !names?.description) missing.push(`${uid}.${field}`);
        else expect(names.description.length, `${uid}.${field}`).toBeLessThanOrEqual(200);
      }
    }
    expect(missing, 'fields without a label and description in src/editorial/field-labels.ts').toEqual([]);
  });

  it('say the limits the publish check enforces and the navbar banner size', () => {
    expect(fieldLabel('shared.seo', 'meta_title').description).toMatch(/60 caratteri/);
    expect(fieldLabel('shared.seo', 'meta_description').description).toMatch(/160 caratteri/);
    expect(fieldLabel('navigation.menu-item', 'banner_image').description).toMatch(/340×215/);
  });
});

describe('the content manager of the running CMS', () => {
  it('shows a product with Italian labels, descriptions, the title as main field and useful list columns', async () => {
    const admin = await adminApi();
    const { status, body } = await admin('/content-manager/content-types/api::product.product/configuration');
    expect(status).toBe(200);
    const { metadatas, settings, layouts } = body.data.contentType;
    expect(metadatas.title.edit.label).toBe('Nome del prodotto');
    expect(metadatas.images.edit.description).toMatch(/testo alternativo/);
    expect(metadatas.slug.edit.placeholder).toBe('piselli-fini');
    expect(metadatas.b2c_category.list.label).toBe('Categoria (consumatori)');
    expect(settings.mainField).toBe('title');
    expect(layouts.list).toEqual(LIST_COLUMNS['api::product.product']);
    // Grouped edit view: the title and slug share the first row.
    expect(layouts.edit[0].map((f) => f.name)).toEqual(['title', 'slug']);
    // Its components are labelled too.
    const seo = body.data.components['shared.seo'];
    expect(seo.metadatas.meta_title.edit.label).toBe('Titolo per Google');
  });

  it('labels the submissions the sales team reads', async () => {
    const admin = await adminApi();
    const { body } = await admin('/content-manager/content-types/api::contact-form-richiesta-kit.contact-form-richiesta-kit/configuration');
    expect(body.data.contentType.metadatas.vat_code_limit_duration.edit.label).toBe('Limite richieste per P. IVA (giorni)');
  });
});
