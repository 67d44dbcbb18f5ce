// Draft reads on the content API need an API token. Strapi 5 reads drafts for any `status` other
// than 'published' (`status=DRAFT`, `status[0]=draft`, `status=x`), and `hasPublishedVersion` /
// `publicationFilter` select documents by their publication history: without a bearer token, any
// of those (and the v4-style `publicationState` other than `live`) is refused here. The document
// service lock in src/index.ts forces published reads for tokenless calls behind this.
// With a token, the v4-style `publicationState=preview` the spec sends is mapped to `status=draft`.
/** The request as the content-API guards read it. */
export type Ctx = {
  path: string;
  query: Record<string, unknown>;
  request: { header: Record<string, string | string[] | undefined> };
  status: number;
  body: unknown;
};

/** Query parameters that choose which publication state a content-API read returns. */
export const PUBLICATION_PARAMS = ['status', 'publicationState', 'hasPublishedVersion', 'publicationFilter'] as const;

/** Whether the query asks for anything but the published documents. */
export function wantsDraft(query: Record<string, unknown>): boolean {
  const { status, publicationState, hasPublishedVersion, publicationFilter } = query;
  if (status !== undefined && status !== 'published') return true;
  if (publicationState !== undefined && publicationState !== 'live') return true;
  return hasPublishedVersion !== undefined || publicationFilter !== undefined;
}

export function hasBearer(header: Record<string, string | string[] | undefined>): boolean {
  const auth = header.authorization;
  return typeof auth === 'string' && /^Bearer \S/.test(auth);
}

export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  if (ctx.path.startsWith('/api/') && wantsDraft(ctx.query)) {
    if (!hasBearer(ctx.request.header)) {
      ctx.status = 401;
      ctx.body = {
        data: null,
        error: { status: 401, name: 'UnauthorizedError', message: 'Draft content can only be read with an API token', details: {} },
      };
      return;
    }
    if (ctx.query.publicationState === 'preview' && ctx.query.status === undefined) ctx.query.status = 'draft';
  }
  await next();
};
