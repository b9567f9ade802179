// The domain chips' tooltips on a content page, as components/tooltip.tsx shows them in the app
// (spec section 9): the text is pre-rendered in data-tooltip; the bubble opens after the delay,
// the next one at once within the skip delay; focus opens it too, Escape and leaving close it.
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../components/tooltip-delays.js';

let lastClosedAt = 0;
let count = 0;

function install(anchor: HTMLElement): void {
  const text = anchor.dataset['tooltip'];
  if (!text) return;
  count += 1;
  const id = `content-tooltip-${count}`;
  let timer: number | undefined;
  let bubble: HTMLElement | undefined;
  const open = () => {
    bubble = document.createElement('span');
    bubble.className = 'tooltip__bubble';
    bubble.id = id;
    bubble.setAttribute('role', 'tooltip');
    bubble.textContent = text;
    anchor.append(bubble);
    anchor.setAttribute('aria-describedby', id);
  };
  const show = () => {
    window.clearTimeout(timer);
    if (bubble) return;
    const delay = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;
    timer = window.setTimeout(open, delay);
  };
  const hide = () => {
    window.clearTimeout(timer);
    if (!bubble) return;
    lastClosedAt = Date.now();
    bubble.remove();
    bubble = undefined;
    anchor.removeAttribute('aria-describedby');
  };
  anchor.addEventListener('mouseenter', show);
  anchor.addEventListener('mouseleave', hide);
  anchor.addEventListener('focusin', show);
  anchor.addEventListener('focusout', hide);
  anchor.addEventListener('keydown', (event) => event.key === 'Escape' && hide());
}

export function installTooltips(): void {
  for (const anchor of document.querySelectorAll<HTMLElement>('.tooltip[data-tooltip]')) install(anchor);
}
