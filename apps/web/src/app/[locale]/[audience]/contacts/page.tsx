// Contacts (consumer and food service).
import { contacts } from '@/screens/contacts';

export const revalidate = 3600;
export const generateMetadata = contacts.metadata;
export default contacts.Page;
