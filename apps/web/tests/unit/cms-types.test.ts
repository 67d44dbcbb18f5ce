// Field names are checked (issue 35): the website's CMS mappers read typed documents, whose types are
// generated from the Strapi schemas (apps/web/scripts/cms-types.mjs → src/lib/cms/generated/schema.ts).
// The generated file must be what the script writes from today's schemas, and a field renamed in a
// schema, once regenerated, must fail the type check where the website reads it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { CMS_SRC, CMS_TYPES_FILE, cmsTypesSource, readSchemas, typeName } from '../../scripts/cms-types.mjs';

const READ = path.resolve(import.meta.dirname, '../../src/lib/cms/read.ts');

/** The type checker's messages for these files (strict, as the site compiles). */
function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** Reads fields as the site's mappers do: through the readers, by property, through a relation and a component. */
const FIXTURE = `import type { CmsProduct } from './schema.ts';
import { list, str } from ${JSON.stringify(READ)};
export const read = (raw: CmsProduct) => [str(raw, 'excerpt'), raw.excerpt, raw.seo?.meta_title, list(raw.related_recipes).map((r) => str(r, 'title'))];
`;

describe('the generated types of the CMS answers', () => {
  const schemas = readSchemas();
  const temp = mkdtempSync(path.join(os.tmpdir(), 'cms-types-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it('are what the script writes from the schemas as they are now (run scripts/cms-types.mjs after changing one)', () => {
    expect(readFileSync(CMS_TYPES_FILE, 'utf8')).toBe(cmsTypesSource(schemas));
  });

  it('have one type per content type and per component, with the REST answer’s fields', () => {
    const source = readFileSync(CMS_TYPES_FILE, 'utf8');
    const uids = Object.keys(schemas);
    expect(uids).toContain('api::event.event');
    expect(uids).toContain('shared.seo');
    for (const uid of uids) expect(source, uid).toContain(`export type ${typeName(uid)} = {`);
    // An enumeration is its values, a relation its target's type, a component its type, a localized type its translations.
    expect(source).toMatch(/kind\?: 'fair' \| 'open_day' \| 'tasting' \| 'cooking_show' \| 'online' \| null;/);
    expect(source).toContain('related_recipes?: CmsRecipe[];');
    expect(source).toContain('seo?: CmsSharedSeo | null;');
    expect(source).toContain('localizations?: CmsEvent[];');
    // A private field never reaches the REST answer, so the site cannot read it.
    const privateField = uids.flatMap((uid) =>
      Object.entries(schemas[uid]?.attributes ?? {}).flatMap(([name, a]) => ((a as { private?: boolean }).private ? [[uid, name]] : [])),
    )[0];
    expect(privateField).toBeDefined();
    const [uid, name] = privateField as [string, string];
    const block = source.slice(source.indexOf(`export type ${typeName(uid)} = {`)).split('\n};')[0];
    expect(block).not.toMatch(new RegExp(`^  ${name}\\?:`, 'm'));
  });

  it('make a field renamed in a schema fail the type check where the website reads it', () => {
    const write = (dir: string, src: string) => {
      writeFileSync(path.join(dir, 'schema.ts'), cmsTypesSource(readSchemas(src)));
      writeFileSync(path.join(dir, 'fixture.ts'), FIXTURE);
      return typeErrors([path.join(dir, 'fixture.ts')]);
    };
    // The schemas as they are: the fixture compiles.
    const asIs = path.join(temp, 'as-is');
    cpSync(CMS_SRC, path.join(asIs, 'src'), { recursive: true, filter: (f) => !/\.(ts|tsx)$/.test(f) });
    expect(write(asIs, path.join(asIs, 'src'))).toEqual([]);

    // The product's `excerpt` renamed in a copy of its schema.json, the types regenerated from the copy.
    const renamed = path.join(temp, 'renamed');
    cpSync(path.join(asIs, 'src'), path.join(renamed, 'src'), { recursive: true });
    const file = path.join(renamed, 'src/api/product/content-types/product/schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8'));
    schema.attributes = Object.fromEntries(Object.entries(schema.attributes).map(([k, v]) => [k === 'excerpt' ? 'subtitle' : k, v]));
    writeFileSync(file, JSON.stringify(schema, null, 2));
    const errors = write(renamed, path.join(renamed, 'src'));
    expect(errors, errors.join('\n')).toHaveLength(2); // the reader's key and the property
    expect(
      errors.every((e) => /\bexcerpt\b/.test(e)),
      errors.join('\n'),
    ).toBe(true);
  }, 60_000);
});
