import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router';
import type { Lang } from '../i18n/index.ts';
import { stepOfSection } from '../lessons/lesson-runner.ts';
import { loadLesson } from '../lessons/registry.ts';
import { SUMMARY_WORDS } from './summary-words.ts';

/** The section heading the address names (`#akc-prices`, as a table's "?" links), once it is on the page. */
function targetHeading(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.slice(1));
  const target = id === '' ? null : document.getElementById(id);
  return target !== null && (target.tagName === 'H2' || target.tagName === 'H3') ? target : null;
}

/**
 * Scrolls to the section the address names once it is drawn: the rules arrive lazily, after the browser's own jump to
 * the anchor has found nothing. Rendered after each lazy part of the page (the rules, the summary above them), so
 * the last one in puts the section at the top.
 */
export function ScrollToSection() {
  const { hash } = useLocation();
  useEffect(() => {
    targetHeading(hash)?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  return null;
}

/**
 * Opened at a section (a table's "?", issue 30.5): right under that section's heading, a link to the lesson's first
 * step that puts it into practice (its `sections`), or to the lesson's start when no step does. The heading is the
 * rules' own, so the link goes in after it; the lesson's data loads only here, after the rules.
 */
export function LessonBesideSection({ game, lang }: { game: string; lang: Lang }) {
  const { hash } = useLocation();
  const [slot, setSlot] = useState<{ el: HTMLElement; step: number | undefined } | null>(null);
  useEffect(() => {
    const heading = targetHeading(hash);
    if (heading === null) return undefined;
    let live = true;
    const p = document.createElement('p');
    p.className = 'rules-lesson-beside';
    p.dataset['testid'] = 'lesson-beside';
    heading.insertAdjacentElement('afterend', p);
    setSlot({ el: p, step: undefined });
    loadLesson(game)?.then(
      (lesson) => live && setSlot({ el: p, step: stepOfSection(lesson, heading.id) }),
      () => undefined,
    );
    return () => {
      live = false;
      p.remove();
      setSlot(null);
    };
  }, [hash, game]);
  if (slot === null) return null;
  const words = SUMMARY_WORDS[lang];
  const { step } = slot;
  return createPortal(
    <Link className="btn btn--small" to={step === undefined ? `/learn/${game}` : `/learn/${game}?step=${step + 1}`}>
      {step === undefined ? words.learn : words.learnStep(step + 1)}
    </Link>,
    slot.el,
  );
}
