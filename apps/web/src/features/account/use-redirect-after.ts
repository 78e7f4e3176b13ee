import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Navigates after a pause (so a confirmation can be read); cancelled if the page goes away first. */
export function useRedirectAfter() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (to: string, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(to), ms);
  };
}
