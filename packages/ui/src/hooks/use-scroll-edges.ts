import * as React from 'react';

/**
 * Which sides of a sideways-scrolling box hide content (`start`: past the left edge, the box has
 * been scrolled; `end`: past the right edge), kept current on scroll and on a change of the box's
 * or its first child's size (a table grows when its rows arrive). A pixel of slack absorbs
 * sub-pixel widths.
 */
export function useScrollEdges(ref: React.RefObject<HTMLElement | null>) {
  const [edges, setEdges] = React.useState({ start: false, end: false });

  React.useLayoutEffect(() => {
    const box = ref.current;
    if (box === null) return;
    const measure = () => {
      const hidden = box.scrollWidth - box.clientWidth;
      const start = box.scrollLeft > 1;
      const end = hidden - box.scrollLeft > 1;
      setEdges((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    box.addEventListener('scroll', measure, { passive: true });
    // The observer reports each size once it is laid out, the first one included: measuring here
    // instead would force the whole page's layout inside React's commit (a long task on a phone).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer === null) measure();
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref]);

  return edges;
}
