/** The product's name, shown in headers and share messages. */
export const APP_NAME = import.meta.env.VITE_APP_NAME ?? 'Clearwell';
