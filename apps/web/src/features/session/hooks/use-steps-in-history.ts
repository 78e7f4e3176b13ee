import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

const KEY = 'sessionStep';

/** How many steps into the session this history entry is; 0 for the entry the session opened on. */
function depthOf(state: unknown): number {
  const depth = state && typeof state === 'object' ? (state as Record<string, unknown>)[KEY] : undefined;
  return typeof depth === 'number' ? depth : 0;
}

/**
 * Each step moved to becomes an entry in the browser's history, so a phone's back button goes to
 * the previous step instead of out of the session (from the first step it still leaves, as
 * expected). `stepBack` moves the session one step back. Returns what the page's own Back button
 * does: the same history, so the two never fall out of step.
 */
export function useStepsInHistory(index: number, stepBack: () => void, enabled: boolean): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  const depth = depthOf(location.state);
  const shownDepth = useRef(depth);
  const shownIndex = useRef(index);
  /** The step changed because of going back: that move adds no entry. */
  const wentBack = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    if (depth < shownDepth.current) {
      wentBack.current = true;
      for (let i = depth; i < shownDepth.current; i++) stepBack();
    }
    shownDepth.current = depth;
  }, [enabled, depth, stepBack]);

  useEffect(() => {
    if (!enabled || index === shownIndex.current) return;
    shownIndex.current = index;
    if (wentBack.current) {
      wentBack.current = false;
      return;
    }
    const state: unknown = location.state;
    navigate(`${location.pathname}${location.search}`, {
      state: { ...(state && typeof state === 'object' ? state : {}), [KEY]: depth + 1 },
      preventScrollReset: true,
    });
  }, [enabled, index, depth, location.pathname, location.search, location.state, navigate]);

  return () => {
    if (enabled && depth > 0) return void navigate(-1);
    // No entry to go back through (the session was picked up again after a reload): step back directly.
    wentBack.current = enabled;
    stepBack();
  };
}
