import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { useStaticPage } from '../app/static-page.js';

import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip-delays.js';
let lastClosedAt = 0;

export function Tooltip({ content, children }: { content: string; children: ReactElement }) {
  const staticPage = useStaticPage();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);
  // A content page is not hydrated: the text waits in the HTML for the content script's bubble.
  if (staticPage) {
    return (
      <span className="tooltip" data-tooltip={content}>
        {children}
      </span>
    );
  }

  const show = () => {
    clearTimeout(timer.current);
    const delay = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (open) lastClosedAt = Date.now();
    setOpen(false);
  };
  return (
    <span
      className="tooltip"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
      aria-describedby={open ? id : undefined}
    >
      {children}
      {open && (
        <span role="tooltip" id={id} className="tooltip__bubble">
          {content}
        </span>
      )}
    </span>
  );
}
