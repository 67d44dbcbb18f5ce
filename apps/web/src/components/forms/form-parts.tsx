// The parts the contact and food-service forms share: the title with the outcome of the last post
// and the required-fields note, the privacy and newsletter consents, and the bot check with the
// submit button (with its note for browsers without JavaScript).
import { useTranslations } from 'next-intl';
import type { ReactNode, Ref } from 'react';
import type { FieldValues, UseFormRegister } from 'react-hook-form';
import type { FormState } from '@/lib/forms/form-state';
import type { FormLocale } from '@/lib/forms/messages';
import { type BotProofHandle, type BotProtection, BotProofField } from './bot-proof.client';
import { CheckboxField } from './fields';
import { type CompanyContact, ContactLine, FormFeedback } from './form-feedback';

type OpeningProps = {
  prefix: string;
  state: FormState;
  feedback: Ref<HTMLDivElement>;
  fromServer: boolean;
  locale: FormLocale;
  contact: CompanyContact;
  successText: ReactNode;
};

/** The form's heading (`{prefix}-form-title`, which names the form) and the outcome box under it. */
export function FormOpening({ prefix, state, feedback, fromServer, locale, contact, successText }: OpeningProps) {
  const t = useTranslations('contacts');
  return (
    <>
      <h2 id={`${prefix}-form-title`} className="font-serif text-3xl font-semibold">
        {t('formTitle')}
      </h2>
      <FormFeedback
        id={`${prefix}-feedback`}
        ref={feedback}
        autoFocus={fromServer}
        state={state}
        locale={locale}
        contact={contact}
        success={
          <>
            <p className="font-semibold">{t('successTitle')}</p>
            <p className="mt-1">{successText}</p>
          </>
        }
      />
      <p className="text-sm text-ink-soft">{t('requiredNote')}</p>
      <input type="hidden" name="locale" value={locale} />
    </>
  );
}

type ConsentProps = { id: (name: string) => string; privacyHref: string; error?: string; register: UseFormRegister<FieldValues>; initial: FieldValues };

/** The privacy consent (required, its policy opening in a new tab) and the newsletter opt-in. */
export function ConsentFields({ id, privacyHref, error, register, initial }: ConsentProps) {
  const t = useTranslations('contacts');
  const ta = useTranslations('a11y');
  return (
    <div className="space-y-3">
      <CheckboxField
        id={id('privacy')}
        required
        error={error}
        label={t.rich('fields.privacy', {
          link: (chunks) => (
            <a href={privacyHref} className="underline" target="_blank" rel="noopener noreferrer">
              {chunks}
              <span className="sr-only"> {ta('opensInNewTab')}</span>
            </a>
          ),
        })}
        input={{ ...register('privacy'), defaultChecked: initial.privacy === true }}
      />
      <CheckboxField id={id('newsletter')} label={t('fields.newsletter')} input={{ ...register('newsletter'), defaultChecked: initial.newsletter === true }} />
    </div>
  );
}

type SubmitProps = { bot: Ref<BotProofHandle>; protection: BotProtection; action: string; locale: FormLocale; contact: CompanyContact; sending: boolean };

/** The bot check and the submit button; without JavaScript, how else to reach us. */
export function FormSubmit({ bot, protection, action, locale, contact, sending }: SubmitProps) {
  const t = useTranslations('contacts');
  return (
    <>
      <noscript>
        <p className="rounded-lg border border-line bg-white p-3 text-sm">
          {t('bot.noscript')} <ContactLine contact={contact} />
        </p>
      </noscript>
      <BotProofField ref={bot} protection={protection} action={action} locale={locale} />
      <button
        type="submit"
        disabled={sending}
        className="rounded-full bg-leaf px-6 py-3 font-semibold text-white hover:bg-leaf-dark disabled:opacity-60"
        data-submit
      >
        {sending ? t('sending') : t('submit')}
      </button>
    </>
  );
}
