export declare const PAGES_FILE: string;
export declare function routePages(
  table?: Record<string, string>,
): Array<{ route: string; source: string; admin: boolean }>;
