// Contacts (consumer and food service).
import { ContactsPage } from '@/components/contacts/contacts-page';
import { screenMetadata, screenOf, type ScreenProps } from '@/lib/routing/params';
import { contactsMetadata, loadContacts } from '@/loaders/contacts';

type Props = ScreenProps<{ locale: string; audience: string }>;

export const revalidate = 3600;

export const generateMetadata = screenMetadata<Props>('contacts', ({ locale, mode }) => contactsMetadata(locale, mode));

export default async function Contacts(props: Props) {
  const { locale, mode } = await screenOf(props, 'contacts');
  const data = await loadContacts(locale, mode);
  return <ContactsPage {...data} />;
}
