import 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the declaration merge must be an interface
  export interface DefaultTheme extends Theme {}
}
