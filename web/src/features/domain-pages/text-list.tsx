import { useId } from 'react';

/** A titled section holding a plain list of texts. */
export function TextList({ title, items, className = '' }: { title: string; items: readonly string[]; className?: string }) {
  const id = useId();
  return (
    <section className={`domain-page__section ${className}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="domain-page__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
