/**
 * Which sniffed content types each media field accepts, and the extension the stored file gets.
 * The extension comes from the bytes, never from the uploaded name, so /files/ serves the right type.
 */
export type MediaKind = 'image' | 'video' | 'audio';

export const FILE_FIELDS: Record<string, MediaKind> = { images: 'image', video: 'video', audio: 'audio' };

export const ACCEPTED_MEDIA: Record<MediaKind, Record<string, string>> = {
  image: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' },
  video: {
    'video/mp4': 'mp4',
    'video/webm': 'webm',
    'video/quicktime': 'mov',
    'video/ogg': 'ogv',
    'video/x-m4v': 'm4v',
  },
  audio: {
    'audio/mpeg': 'mp3',
    'audio/wav': 'wav',
    'audio/x-wav': 'wav',
    'audio/ogg': 'ogg',
    'audio/opus': 'opus',
    'audio/mp4': 'm4a',
    'audio/x-m4a': 'm4a',
    'audio/aac': 'aac',
    'audio/flac': 'flac',
    'audio/x-flac': 'flac',
    'audio/webm': 'weba',
  },
};

export const KIND_LABEL: Record<MediaKind, string> = {
  image: 'Images must be JPEG, PNG, GIF or WebP',
  video: 'The video must be MP4, WebM, MOV or Ogg',
  audio: 'The audio must be MP3, WAV, Ogg, M4A, AAC or FLAC',
};
