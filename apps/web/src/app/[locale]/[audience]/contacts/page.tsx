// Contacts (consumer and food service).
import { ContactsPage } from '@/components/contacts/contacts-page';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { contactsMetadata, loadContacts } from '@/loaders/contacts';

export const revalidate = 3600;

export const generateMetadata = screenMetadata('contacts', ({ locale, mode }) => contactsMetadata(locale, mode));

export default async function Contacts(props: AudienceProps) {
  const { locale, mode } = await screenOf(props, 'contacts');
  return <ContactsPage {...await loadContacts(locale, mode)} />;
}
