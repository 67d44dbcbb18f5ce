// A react-hook-form resolver whose schema loads with import() on the first check, so that a form's
// validation library is not in its page's first load. If the code cannot be loaded, the browser's
// check is skipped and the server's (the same schema) answers instead.
import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOnce } from '../load-once';

export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  const loadResolver = loadOnce(load);
  return async (values, context, options) => {
    let resolver: Resolver<T>;
    try {
      resolver = await loadResolver();
    } catch (error) {
      console.warn('The form check could not be loaded: the server checks the values', error);
      return { values, errors: {} };
    }
    return resolver(values, context, options);
  };
}
