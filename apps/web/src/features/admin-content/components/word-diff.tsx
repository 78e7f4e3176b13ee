import { diffWordsWithSpace } from 'diff';

/**
 * One side of an edit with the words that changed marked: on the `before` side what was taken
 * out is struck through, on the `after` side what was put in is highlighted. The word diff
 * (jsdiff) is loaded only with the back-office's content screens.
 */
export function WordDiff({ before, after, side }: { before: string; after: string; side: 'before' | 'after' }) {
  const parts = diffWordsWithSpace(before, after);
  return (
    <>
      {parts.map((part, i) => {
        if (side === 'before' && part.added) return null;
        if (side === 'after' && part.removed) return null;
        if (part.removed)
          return (
            <del key={i} className="rounded-sm bg-red-100 text-red-900 decoration-red-700">
              {part.value}
            </del>
          );
        if (part.added)
          return (
            <ins key={i} className="rounded-sm bg-green-100 text-green-900 no-underline">
              {part.value}
            </ins>
          );
        return <span key={i}>{part.value}</span>;
      })}
    </>
  );
}
