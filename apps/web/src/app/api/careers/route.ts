// `POST /api/careers`: a job application from the wizard (multipart: `data` JSON, `curriculum`,
// `submission_key`, the bot proof). 201 only once the CMS has stored it; the mails follow.
import { after, type NextRequest } from 'next/server';
import { getCareersConfiguration, optionCodes, submitApplication } from '@/lib/cms/careers';
import { CmsUnavailableError } from '@/lib/cms/client';
import { CV_MAX_MB } from '@/lib/forms/careers';
import { formMessages } from '@/lib/forms/messages';
import { log } from '@/lib/log';
import { verifyBotProof } from '@/lib/server/bot-protection';
import { receiveApplication, type CareersOptions } from '@/lib/server/careers-application';
import { clientAddress, clientIp } from '@/lib/server/form-rate-limit';
import { formRateLimiter } from '@/lib/server/form-stores';
import { sendSubmissionMails } from '@/lib/server/mail-service';
import { BodyTooLargeError, readFormBody } from '@/lib/server/request-body';
import { crossSiteRefused, isSameOriginPost } from '@/lib/server/request-origin';
import type { StoredSubmission } from '@/lib/server/submissions';
import type { ApplicationAnswer } from '@/lib/careers/wizard-state';

// The multipart envelope around a CV of at most CV_MAX_MB: anything larger is refused as it arrives.
const MAX_BODY_BYTES = (CV_MAX_MB + 1) * 1024 * 1024;

async function configuration(): Promise<CareersOptions> {
  try {
    const config = await getCareersConfiguration('it');
    return config ? { options: optionCodes(config), cvMaxMb: config.cvMaxMb } : null;
  } catch (error) {
    // The CMS decides again when storing; the shapes are still checked here.
    log.warn({ err: error instanceof Error ? error.message : String(error) }, 'careers configuration unavailable; checking shapes only');
    return null;
  }
}

/** The mails go out after the answer, as one claimed job (lib/server/mail-service.ts). */
function sendMails(submission: StoredSubmission): void {
  after(() => sendSubmissionMails(submission));
}

const reply = (status: number, body: ApplicationAnswer, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

export async function POST(request: NextRequest) {
  if (!isSameOriginPost(request.headers)) return crossSiteRefused();
  let form: FormData;
  try {
    form = await readFormBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return reply(413, { ok: false, error: 'invalid', fieldErrors: { curriculum: formMessages('it').curriculumSize(CV_MAX_MB) } }, { Connection: 'close' });
    }
    return reply(400, { ok: false, error: 'invalid' });
  }
  const file = form.get('curriculum');
  const fields: Record<string, unknown> = {
    data: form.get('data'),
    submission_key: form.get('submission_key'),
    altcha: form.get('altcha'),
    'g-recaptcha-response': form.get('g-recaptcha-response'),
  };
  const address = clientAddress(request.headers);
  const ip = clientIp(request.headers);
  try {
    const { status, body } = await receiveApplication(
      { fields, curriculum: file instanceof File ? file : null, address },
      {
        limiter: formRateLimiter(),
        configuration,
        verifyBot: (proof) => verifyBotProof(proof, { action: 'careers', remoteIp: ip === 'local' || ip === 'unknown' ? undefined : ip }),
        store: submitApplication,
        mailsDue: sendMails,
      },
    );
    if (!body.ok) log.info({ status, error: body.error, fields: Object.keys(body.fieldErrors ?? {}) }, 'job application refused');
    return reply(status, body);
  } catch (error) {
    if (error instanceof CmsUnavailableError) {
      log.warn({ err: error.message }, 'job application not stored: CMS unavailable');
      return reply(503, { ok: false, error: 'unavailable' }, { 'Retry-After': '60' });
    }
    log.error({ err: error instanceof Error ? error.message : String(error) }, 'job application failed');
    return reply(500, { ok: false, error: 'failed' });
  }
}
