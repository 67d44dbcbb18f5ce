// Contacts screens: the consumer contact form and the food-service request form, one page file.
import { ContactsPage, contactsMetadata } from '@/components/contacts/contacts-page';
import { audienceScreen } from './define';

type Audience = { locale: string; audience: string };

export const contacts = audienceScreen<Audience>('contacts', { render: (s) => <ContactsPage locale={s.locale} mode={s.mode} />, metadata: (s) => contactsMetadata(s) });
