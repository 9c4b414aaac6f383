import type { MetaDescriptor } from 'react-router';

/**
 * A route's meta function: the head its loader built at build time. Without loader data (an error before the loader
 * ran) the root's error boundary writes its own title.
 */
export const headFromLoader = ({ data }: { data: unknown }): MetaDescriptor[] =>
  (data as { head?: MetaDescriptor[] } | undefined)?.head ?? [];
