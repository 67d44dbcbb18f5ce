// Parts every form of the site shares: the privacy consent and the bot check with the submit
// button (with its note for browsers without JavaScript). No form library here: the newsletter
// form in the chrome of every page uses them too.
import type { ReactNode, Ref } from 'react';
import { type Texts, translator } from '@/i18n/texts';
import type { FormLocale } from '@/lib/forms/messages';
import { type BotProofHandle, type BotProtection, BotProofField } from './bot-proof.client';
import { CheckboxField } from './fields';
import { type CompanyContact, ContactLine } from './form-feedback';

type PrivacyProps = {
  id: string;
  /** The consent's text, given the `<link>` that opens the privacy policy (the caller's message, e.g. `t.rich('fields.privacy', { link })`). */
  label: (link: (chunks: ReactNode) => ReactNode) => ReactNode;
  privacyHref: string;
  error?: string;
  input: Parameters<typeof CheckboxField>[0]['input'];
  texts: Texts<'form'>;
};

/** The required privacy consent, its policy opening in a new tab. */
export function PrivacyConsent({ id, label, privacyHref, error, input, texts }: PrivacyProps) {
  const ta = translator(texts, 'a11y');
  return (
    <CheckboxField
      id={id}
      required
      error={error}
      label={label((chunks) => (
        <a href={privacyHref} className="underline" target="_blank" rel="noopener noreferrer">
          {chunks}
          <span className="sr-only"> {ta('opensInNewTab')}</span>
        </a>
      ))}
      input={input}
    />
  );
}

type SubmitProps = {
  bot: Ref<BotProofHandle>;
  protection: BotProtection;
  action: string;
  locale: FormLocale;
  contact: CompanyContact;
  sending: boolean;
  /** The button's texts. */
  labels: { submit: string; sending: string };
  /** The classes of the note shown without JavaScript. */
  noteClassName?: string;
  texts: Texts<'form'>;
};

/** The bot check and the submit button; without JavaScript, how else to reach us. */
export function FormSubmit({
  bot,
  protection,
  action,
  locale,
  contact,
  sending,
  labels,
  noteClassName = 'rounded-lg border border-line bg-white p-3 text-sm',
  texts,
}: SubmitProps) {
  const t = translator(texts, 'contacts');
  return (
    <>
      <noscript>
        <p className={noteClassName}>
          {t('bot.noscript')} <ContactLine contact={contact} texts={texts} />
        </p>
      </noscript>
      <BotProofField ref={bot} protection={protection} action={action} locale={locale} texts={texts} />
      <button
        type="submit"
        disabled={sending}
        className="rounded-full bg-leaf px-6 py-3 font-semibold text-white hover:bg-leaf-dark disabled:opacity-60"
        data-submit
      >
        {sending ? labels.sending : labels.submit}
      </button>
    </>
  );
}
