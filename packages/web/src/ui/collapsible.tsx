import { useId, useState, type ReactNode } from 'react';
import './collapsible.css';
import { useNarrow } from './use-narrow.ts';

/**
 * A disclosure: a heading whose button shows or hides the region under it. Closed by default on a phone (history
 * that grows all game long must not push the controls down), open on a wider screen; the player's choice then stays.
 */
export function Collapsible({
  title,
  children,
  level = 3,
  className = '',
  defaultOpen,
}: {
  title: ReactNode;
  children: ReactNode;
  /** The heading level the button sits in. */
  level?: 2 | 3 | 4;
  className?: string;
  /** Overrides the screen-size default. */
  defaultOpen?: boolean;
}) {
  const narrow = useNarrow();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? defaultOpen ?? !narrow;
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <div className={`collapsible ${className}`.trim()} data-open={open}>
      <Heading className="collapsible__title">
        <button
          type="button"
          className="collapsible__toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setChosen(!open)}
        >
          <span className="collapsible__mark" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          {title}
        </button>
      </Heading>
      <div id={id} className="collapsible__body" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
