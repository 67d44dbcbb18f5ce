// Strapi 5 lets the public role read drafts with `?status=draft`. Draft reads on the content API
// need an API token: without one they are refused here. With a token, the v4-style
// `publicationState=preview` the spec sends is mapped to Strapi 5's `status=draft`.
type Ctx = {
  path: string;
  query: Record<string, unknown>;
  request: { header: Record<string, string | string[] | undefined> };
  status: number;
  body: unknown;
};

export function wantsDraft(query: Record<string, unknown>): boolean {
  return query.status === 'draft' || query.publicationState === 'preview';
}

export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  if (ctx.path.startsWith('/api/') && wantsDraft(ctx.query)) {
    const auth = ctx.request.header.authorization;
    if (typeof auth !== 'string' || !auth.startsWith('Bearer ')) {
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
