// Kit requests: the VAT number must be valid and unused within the limit; the same submission key
// stores once (checked first, so a retry of a stored request is not refused as "already made").
import { submissionController } from '../../../utils/submission-controller';

const UID = 'api::contact-form-richiesta-kit.contact-form-richiesta-kit';
export const VAT_MESSAGE = 'Partita IVA non valida o richiesta già effettuata';

type Body = { vat_code?: unknown; vat_code_limit_duration?: unknown };
type KitService = { isVatCodeValid(code: string, days: unknown): Promise<boolean> };

function readBody(body: unknown): Body | null {
  if (!body || typeof body !== 'object') return null;
  const inner = (body as { data?: unknown }).data;
  return (inner && typeof inner === 'object' ? inner : body) as Body;
}

export default submissionController(UID, {
  async check(strapi, { data }) {
    const { vat_code: vatCode, vat_code_limit_duration: days } = data;
    const service = strapi.service(UID) as unknown as KitService;
    const valid = typeof vatCode === 'string' && (await service.isVatCodeValid(vatCode.trim(), days));
    return valid ? null : { field: 'vat_code', message: VAT_MESSAGE, code: 'vat' };
  },
  actions: (strapi) => ({
    async checkVatValidity(ctx) {
      const body = readBody(ctx.request.body);
      if (!body || typeof body.vat_code !== 'string') return ctx.badRequest('vat_code (a string) is required');
      const service = strapi.service(UID) as unknown as KitService;
      ctx.body = { valid: await service.isVatCodeValid(body.vat_code.trim(), body.vat_code_limit_duration) };
      return undefined;
    },
  }),
});
