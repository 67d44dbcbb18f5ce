// Strapi 4 answers `{ data: { id, attributes: {...} } }` with relations wrapped the same way;
// Strapi 5 answers flat objects with `documentId`. Both become the flat shape.
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unwrapEntity(value: Record<string, unknown>): Record<string, unknown> {
  if (isRecord(value.attributes) && 'id' in value) {
    return { id: value.id, ...value.attributes };
  }
  return value;
}

/** Flattens one value of a response body (entity, relation, component, array or scalar). */
export function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalize);
  if (!isRecord(value)) return value;
  const entity = unwrapEntity(value);
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(entity)) {
    // A v4 relation or media field: `{ data: ... }` with nothing else but optional meta.
    if (isRecord(field) && 'data' in field && Object.keys(field).every((k) => k === 'data' || k === 'meta')) {
      out[key] = normalize(field.data);
    } else {
      out[key] = normalize(field);
    }
  }
  return out;
}

export type CmsEnvelope = { data: unknown; meta?: { pagination?: { page: number; pageSize: number; pageCount: number; total: number } } };

/** Normalises a whole REST answer: `data` flattened, `meta` kept. */
export function normalizeResponse(body: unknown): CmsEnvelope {
  if (!isRecord(body)) return { data: null };
  return { data: normalize(body.data), meta: isRecord(body.meta) ? (body.meta as CmsEnvelope['meta']) : undefined };
}
