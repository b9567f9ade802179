import { useId } from 'react';

/** A titled section holding a plain list of English texts. */
export function TextList({ title, items, lang, className = '' }: { title: string; items: readonly string[]; lang: 'en' | undefined; className?: string }) {
  const id = useId();
  return (
    <section className={`domain-page__section ${className}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="domain-page__list" lang={lang}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
