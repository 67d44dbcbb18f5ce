// Contacts (consumer and food service).
import type { Metadata } from 'next';
import { ContactsPage } from '@/components/contacts/contacts-page';
import { screenOf, type ScreenProps } from '@/lib/routing/params';
import { contactsMetadata, loadContacts } from '@/loaders/contacts';

type Props = ScreenProps<{ locale: string; audience: string }>;

export const revalidate = 3600;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, mode } = await screenOf(props, 'contacts');
  return contactsMetadata(locale, mode);
}

export default async function Contacts(props: Props) {
  const { locale, mode } = await screenOf(props, 'contacts');
  const data = await loadContacts(locale, mode);
  return <ContactsPage {...data} />;
}
