/** "a physical pain", "an emotional issue": the experience as it reads inside a sentence. */
export function sharePhrase(experience: string | null): string {
  const words = (experience ?? '').trim().toLowerCase();
  if (!words) return 'an unwanted experience';
  return `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
}

export function shareMessage(experience: string | null, appName: string): string {
  return `I just cleared ${sharePhrase(experience)} using ${appName}.`;
}

export function facebookShareUrl(pageUrl: string, message: string): string {
  const params = new URLSearchParams({ u: pageUrl, quote: message });
  return `https://www.facebook.com/sharer/sharer.php?${params.toString()}`;
}
