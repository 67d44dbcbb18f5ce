// The website's types of the CMS's REST answers, generated from the Strapi schemas (issue 35: "a
// renamed or removed field fails tsc"). Reads every apps/cms/src/api/*/content-types/*/schema.json
// and apps/cms/src/components/*/*.json and writes apps/web/src/lib/cms/generated/schema.ts: one type
// per content type (`CmsProduct`) and per component (`CmsSharedSeo`), attribute names → TS types,
// every field optional (a REST answer leaves out what it does not populate or select), private
// fields left out (the REST API never answers them). The CMS client's mappers type the raw document
// with them, so a field renamed in a schema and regenerated fails `tsc` where the website reads it.
// Run `scripts/with-node node apps/web/scripts/cms-types.mjs` after changing a schema;
// tests/unit/cms-types.test.ts fails when the file is stale. Our own generator rather than
// `strapi ts:generate-types`: that output is written in @strapi/types' vocabulary, which the website
// does not depend on (docs/decisions.md).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const CMS_SRC = path.resolve(here, '../../cms/src');
export const CMS_TYPES_FILE = path.resolve(here, '../src/lib/cms/generated/schema.ts');

const pascal = (name) =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');

/** The type's name: `api::b2c-product-category.b2c-product-category` → `CmsB2cProductCategory`, `shared.seo` → `CmsSharedSeo`. */
export const typeName = (uid) => `Cms${pascal(uid.startsWith('api::') ? uid.split('.').pop() : uid)}`;

const dirs = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
const files = (dir, ext) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => e.name)
    .sort();

/** Every content type's and component's schema: `{ uid: schema }`, content types first, each sorted. */
export function readSchemas(src = CMS_SRC) {
  const schemas = {};
  for (const api of dirs(path.join(src, 'api'))) {
    const typesDir = path.join(src, 'api', api, 'content-types');
    if (!existsSync(typesDir)) continue; // an API without content types (custom routes only)
    for (const name of dirs(typesDir)) schemas[`api::${api}.${name}`] = JSON.parse(readFileSync(path.join(typesDir, name, 'schema.json'), 'utf8'));
  }
  for (const category of dirs(path.join(src, 'components'))) {
    for (const file of files(path.join(src, 'components', category), '.json')) {
      schemas[`${category}.${file.replace(/\.json$/, '')}`] = JSON.parse(readFileSync(path.join(src, 'components', category, file), 'utf8'));
    }
  }
  return schemas;
}

const quote = (value) => `'${String(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));

/** The TS type of one attribute as the REST answer gives it. */
function attributeType(attribute, uid, field) {
  const many = (type) => `${type}[]`;
  switch (attribute.type) {
    case 'string':
    case 'text':
    case 'richtext':
    case 'email':
    case 'uid':
    case 'password':
    case 'date':
    case 'datetime':
    case 'time':
    case 'biginteger':
      return 'string | null';
    case 'integer':
    case 'float':
    case 'decimal':
      return 'number | null';
    case 'boolean':
      return 'boolean | null';
    case 'enumeration':
      return { union: [...attribute.enum.map(quote), 'null'] };
    case 'json':
    case 'blocks':
      return 'unknown';
    case 'media':
      return attribute.multiple ? `${many('CmsMedia')} | null` : 'CmsMedia | null';
    case 'relation': {
      const target = typeof attribute.target === 'string' && attribute.target.startsWith('api::') ? typeName(attribute.target) : 'CmsEntry';
      return /ToMany$/.test(attribute.relation) ? many(target) : `${target} | null`;
    }
    case 'component':
      return attribute.repeatable ? many(typeName(attribute.component)) : `${typeName(attribute.component)} | null`;
    case 'dynamiczone':
      return { union: attribute.components.map((c) => `(${typeName(c)} & { __component: ${quote(c)} })`), array: true };
    default:
      throw new Error(`${uid}.${field}: attribute type '${attribute.type}' has no TS type in apps/web/scripts/cms-types.mjs`);
  }
}

/**
 * One field's line, or lines as prettier writes a union too long for one line (printWidth 160): the
 * file is left alone by formatting, so the stale-file test compares it as generated.
 */
function fieldSource(name, type) {
  if (typeof type === 'string') return `  ${name}?: ${type};`;
  const inline = type.array ? `(${type.union.join(' | ')})[]` : type.union.join(' | ');
  if (`  ${name}?: ${inline};`.length <= 160) return `  ${name}?: ${inline};`;
  if (!type.array && `    ${inline};`.length <= 160) return `  ${name}?:\n    ${inline};`;
  const members = type.union.map((member) => `    | ${member}`);
  return type.array ? [`  ${name}?: (`, ...members, '  )[];'].join('\n') : [`  ${name}?:`, ...members.slice(0, -1), `${members.at(-1)};`].join('\n');
}

function typeSource(uid, schema) {
  const isType = uid.startsWith('api::');
  const localized = Boolean(schema.pluginOptions?.i18n?.localized);
  const lines = [];
  const doc = isType ? `${schema.kind === 'singleType' ? 'Single type' : 'Collection type'} \`${uid}\`` : `Component \`${uid}\``;
  lines.push(`/** ${doc} (${schema.info?.displayName ?? uid}). */`);
  lines.push(`export type ${typeName(uid)} = {`);
  lines.push('  id?: number;');
  if (isType) {
    lines.push('  documentId?: string;');
    if (localized) lines.push('  locale?: string;');
    lines.push('  createdAt?: string;', '  updatedAt?: string;');
    if (schema.options?.draftAndPublish !== false) lines.push('  publishedAt?: string | null;');
  }
  for (const [field, attribute] of Object.entries(schema.attributes ?? {})) {
    if (attribute.private) continue;
    lines.push(fieldSource(key(field), attributeType(attribute, uid, field)));
  }
  if (isType && localized) lines.push(`  localizations?: ${typeName(uid)}[];`);
  lines.push('};');
  return lines.join('\n');
}

/** The generated module's text for the schemas (`{ uid: schema }`). */
export function cmsTypesSource(schemas) {
  const uids = Object.keys(schemas);
  const types = uids.filter((uid) => uid.startsWith('api::'));
  const names = uids.map(typeName);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new Error(`two schemas would both be the type ${twice}`);
  return [
    '// GENERATED by apps/web/scripts/cms-types.mjs from the Strapi schemas (apps/cms/src/api/*/content-types/*/schema.json,',
    '// apps/cms/src/components/*/*.json): do not edit. Run `scripts/with-node node apps/web/scripts/cms-types.mjs`',
    '// after changing a schema. Every field is optional: a REST answer leaves out what it does not populate or select.',
    '',
    '/** An uploaded file (the upload plugin), as a media field answers it. */',
    'export type CmsMedia = {',
    '  id?: number;',
    '  documentId?: string;',
    '  name?: string;',
    '  alternativeText?: string | null;',
    '  caption?: string | null;',
    '  width?: number | null;',
    '  height?: number | null;',
    '  formats?: Record<string, { url?: string; width?: number | null; height?: number | null; mime?: string; size?: number }> | null;',
    '  hash?: string;',
    '  ext?: string | null;',
    '  mime?: string;',
    '  size?: number;',
    '  url?: string;',
    '  previewUrl?: string | null;',
    '  provider?: string;',
    '  createdAt?: string;',
    '  updatedAt?: string;',
    '};',
    '',
    '/** A relation to something outside the APIs (an admin user, a plugin type). */',
    'export type CmsEntry = { id?: number; documentId?: string };',
    '',
    ...uids.flatMap((uid) => [typeSource(uid, schemas[uid]), '']),
    "/** Each content type's document type, by UID. */",
    'export type CmsDocuments = {',
    ...types.map((uid) => `  ${quote(uid)}: ${typeName(uid)};`),
    '};',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(CMS_TYPES_FILE, cmsTypesSource(readSchemas()));
  console.log(`wrote ${path.relative(process.cwd(), CMS_TYPES_FILE)}`);
}
