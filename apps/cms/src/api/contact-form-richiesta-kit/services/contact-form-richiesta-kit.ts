import { factories } from '@strapi/strapi';
import { VAT_CODE_LENGTH, hasValidCheckDigit, limitDays } from '../../../utils/vat';

const UID = 'api::contact-form-richiesta-kit.contact-form-richiesta-kit';

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** Valid when 11 characters, a correct check digit, and no kit request with it within `days`. */
  async isVatCodeValid(vatCode: string, days: unknown): Promise<boolean> {
    if (vatCode.length !== VAT_CODE_LENGTH || !hasValidCheckDigit(vatCode)) return false;
    const since = new Date(Date.now() - limitDays(days) * 24 * 60 * 60 * 1000);
    const recent = await strapi.documents(UID).count({ filters: { vat_code: vatCode, createdAt: { $gte: since.toISOString() } } });
    return recent === 0;
  },
}));
