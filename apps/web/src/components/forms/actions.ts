'use server';
// Server Actions of the forms: the same entry for a post made by JavaScript and a plain form post
// (no JavaScript), whose answer React renders into the same page with the values kept.
import type { FormState } from '@/lib/forms/form-state';
import { handleContact, handleFoodservice, handleNewsletter } from '@/lib/server/form-handler';

export async function submitContact(_previous: FormState, formData: FormData): Promise<FormState> {
  return handleContact(formData);
}

export async function submitFoodservice(_previous: FormState, formData: FormData): Promise<FormState> {
  return handleFoodservice(formData);
}

export async function submitNewsletter(_previous: FormState, formData: FormData): Promise<FormState> {
  return handleNewsletter(formData);
}
