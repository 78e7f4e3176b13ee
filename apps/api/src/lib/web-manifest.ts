/**
 * The web app manifest, named after the product as this server is configured (APP_NAME), which
 * is what a phone shows under the installed icon. The icons are the web build's (apps/web/public/icons).
 */
export function webManifest(appName: string) {
  return {
    name: appName,
    // Under the home-screen icon, where about 12 characters fit: a longer name gives its first word.
    short_name: appName.length <= 12 ? appName : (appName.split(/\s+/)[0] ?? appName).slice(0, 12),
    description:
      'A calm, guided way to clear an unwanted feeling, thought or pain, and keep a journal of how it changes.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f7faf9',
    theme_color: '#2f6f66',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
