import { useEffect } from 'react';

/** Bench marker: the shell's first commit (bench/run.mjs reads 'shell-first-render'). */
export function FirstRenderMark() {
  useEffect(() => {
    if (performance.getEntriesByName('shell-first-render').length === 0)
      performance.mark('shell-first-render');
  }, []);
  return null;
}
