import type { ReactNode, Ref } from 'react';

interface AuthStepProps {
  meta: ReactNode;
  title?: string;
  /** Given where the step replaces another in place: the title takes the focus, so screen readers hear the change. */
  titleRef?: Ref<HTMLHeadingElement>;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The one layout of every login step: a title, what it means, then what to do next. */
export function AuthStep({ meta, title, titleRef, actions, children }: AuthStepProps) {
  return (
    <div className="page page--narrow auth">
      {meta}
      {title !== undefined &&
        (titleRef ? (
          <h1 ref={titleRef} tabIndex={-1} className="auth__status">
            {title}
          </h1>
        ) : (
          <h1>{title}</h1>
        ))}
      {children}
      {actions && <div className="auth__actions">{actions}</div>}
    </div>
  );
}
