import { factories } from '@strapi/strapi';

const UID = 'api::contact-form-richiesta-kit.contact-form-richiesta-kit';
export const VAT_MESSAGE = 'Partita IVA non valida o richiesta già effettuata';

type Body = { vat_code?: unknown; vat_code_limit_duration?: unknown };
type KitService = { isVatCodeValid(code: string, days: unknown): Promise<boolean> };

function readBody(body: unknown): Body | null {
  if (!body || typeof body !== 'object') return null;
  const inner = (body as { data?: unknown }).data;
  return (inner && typeof inner === 'object' ? inner : body) as Body;
}

export default factories.createCoreController(UID, ({ strapi }) => ({
  async checkVatValidity(ctx) {
    const body = readBody(ctx.request.body);
    if (!body || typeof body.vat_code !== 'string') return ctx.badRequest('vat_code (a string) is required');
    const service = strapi.service(UID) as unknown as KitService;
    ctx.body = { valid: await service.isVatCodeValid(body.vat_code.trim(), body.vat_code_limit_duration) };
  },

  async create(ctx) {
    const body = readBody(ctx.request.body);
    const service = strapi.service(UID) as unknown as KitService;
    if (!body || typeof body.vat_code !== 'string' || !(await service.isVatCodeValid(body.vat_code.trim(), body.vat_code_limit_duration))) {
      return ctx.badRequest(VAT_MESSAGE, { errors: [{ path: ['vat_code'], message: VAT_MESSAGE, name: 'ValidationError' }] });
    }
    return super.create(ctx);
  },
}));
