import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n, language, params, type Language } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';

/** The parts of the Web Speech API this uses; browsers still prefix it. */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  start(): void;
  stop(): void;
  onresult:
    ((e: { resultIndex: number; results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
}
type RecognitionCtor = new () => Recognition;

export function speechRecognitionCtor(): RecognitionCtor | null {
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

const messages = i18n('session/dictation-errors', {
  unsupported: 'Speech recognition is not supported by your browser',
  notInitialized: 'Speech recognition is not initialized',
  failed: params('Speech recognition error: {reason}'),
  'not-allowed': 'Microphone access was denied. Allow the microphone in your browser to dictate.',
  'no-speech': 'No speech was detected. Please try again.',
  'audio-capture': 'No microphone was found.',
  network: 'Speech recognition needs a network connection.',
});
type Known = 'not-allowed' | 'no-speech' | 'audio-capture' | 'network';
const KNOWN = ['not-allowed', 'no-speech', 'audio-capture', 'network'];

/** What the patient speaks: the language in use (US English for English). */
const SPEECH: Record<Language, string> = { en: 'en-US', es: 'es-ES', de: 'de-DE' };

/** Dictation in the language in use, continuous: each final phrase is handed to `onText`. */
export function useDictation(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  const supported = speechRecognitionCtor() !== null;

  useEffect(() => () => recognition.current?.stop(), []);

  const start = useCallback(() => {
    const Ctor = speechRecognitionCtor();
    if (!Ctor) {
      toast.error(messages.get().unsupported);
      return;
    }
    try {
      const r = new Ctor();
      r.lang = SPEECH[language.get()];
      r.continuous = true;
      r.interimResults = false;
      r.onresult = (e) => {
        for (let i = e.resultIndex; i < e.results.length; i++) {
          const result = e.results[i]!;
          if (result.isFinal) onTextRef.current(result[0].transcript.trim());
        }
      };
      r.onerror = (e) => {
        const t = messages.get();
        const reason = KNOWN.includes(e.error) ? t[e.error as Known] : e.error;
        if (e.error !== 'aborted') toast.error(t.failed({ reason }));
        setListening(false);
      };
      r.onend = () => setListening(false);
      recognition.current = r;
      r.start();
      setListening(true);
    } catch {
      recognition.current = null;
      toast.error(messages.get().notInitialized);
    }
  }, []);

  const stop = useCallback(() => {
    if (!recognition.current) {
      toast.error(messages.get().notInitialized);
      return;
    }
    recognition.current.stop();
    setListening(false);
  }, []);

  return { supported, listening, start, stop };
}
