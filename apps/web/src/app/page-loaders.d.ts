// The router's page loaders, generated from pages.json by build/page-loaders.ts.
declare module 'virtual:page-loaders' {
  import type { ComponentType } from 'react';
  const loaders: Record<string, () => Promise<ComponentType>>;
  export default loaders;
}
declare module 'virtual:page-loaders/supporter' {
  import type { ComponentType } from 'react';
  const loaders: Record<string, () => Promise<ComponentType>>;
  export default loaders;
}
