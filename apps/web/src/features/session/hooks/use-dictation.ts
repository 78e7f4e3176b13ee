import { useCallback, useEffect, useRef, useState } from 'react';
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

const ERROR_TEXT: Record<string, string> = {
  'not-allowed': 'Microphone access was denied. Allow the microphone in your browser to dictate.',
  'no-speech': 'No speech was detected. Please try again.',
  'audio-capture': 'No microphone was found.',
  network: 'Speech recognition needs a network connection.',
};

/** Dictation in US English, continuous: each final phrase is handed to `onText`. */
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
      toast.error('Speech recognition is not supported by your browser');
      return;
    }
    try {
      const r = new Ctor();
      r.lang = 'en-US';
      r.continuous = true;
      r.interimResults = false;
      r.onresult = (e) => {
        for (let i = e.resultIndex; i < e.results.length; i++) {
          const result = e.results[i]!;
          if (result.isFinal) onTextRef.current(result[0].transcript.trim());
        }
      };
      r.onerror = (e) => {
        if (e.error !== 'aborted') toast.error(`Speech recognition error: ${ERROR_TEXT[e.error] ?? e.error}`);
        setListening(false);
      };
      r.onend = () => setListening(false);
      recognition.current = r;
      r.start();
      setListening(true);
    } catch {
      recognition.current = null;
      toast.error('Speech recognition is not initialized');
    }
  }, []);

  const stop = useCallback(() => {
    if (!recognition.current) {
      toast.error('Speech recognition is not initialized');
      return;
    }
    recognition.current.stop();
    setListening(false);
  }, []);

  return { supported, listening, start, stop };
}
