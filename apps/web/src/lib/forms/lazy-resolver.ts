// A react-hook-form resolver whose schema loads with import() on the first check, so that a form's
// validation library is not in its page's first load. If the code cannot be loaded, the browser's
// check is skipped and the server's (the same schema) answers instead.
import type { FieldValues, Resolver } from 'react-hook-form';

export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | null = null;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    let resolver: Resolver<T>;
    try {
      resolver = await loading;
    } catch (error) {
      console.warn('The form check could not be loaded: the server checks the values', error);
      return { values, errors: {} };
    }
    return resolver(values, context, options);
  };
}
