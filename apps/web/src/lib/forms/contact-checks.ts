// The contact screens' browser checks: react-hook-form resolvers over the shared schemas, loaded
// with import() (lazy-resolver.ts) when a form is first checked.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { type ContactSchemaOptions, contactSchema } from './contact';
import { type SamplesSchemaOptions, foodserviceInfoSchema, kitSchema, samplesSchema } from './foodservice';
import type { FoodserviceRequestType } from './foodservice-options';
import type { FormLocale } from './messages';

export function contactResolver(locale: FormLocale, options: ContactSchemaOptions): Resolver<FieldValues> {
  return zodResolver(contactSchema(locale, options)) as unknown as Resolver<FieldValues>;
}

export function foodserviceResolvers(locale: FormLocale, options: SamplesSchemaOptions): Record<FoodserviceRequestType, Resolver<FieldValues>> {
  return {
    info: zodResolver(foodserviceInfoSchema(locale)) as unknown as Resolver<FieldValues>,
    samples: zodResolver(samplesSchema(locale, options)) as unknown as Resolver<FieldValues>,
    kit: zodResolver(kitSchema(locale, { provinces: options.provinces })) as unknown as Resolver<FieldValues>,
  };
}
