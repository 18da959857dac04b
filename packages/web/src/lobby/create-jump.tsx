import { useTranslation } from 'react-i18next';

/**
 * The lobby's "New table" at the top of the page: the form itself is long and, on a phone, comes after the lists,
 * so this brings it into view and puts the keyboard in its first field.
 */
export function CreateJump({ formId }: { formId: string }) {
  const { t } = useTranslation();
  const jump = () => {
    const form = document.getElementById(formId);
    if (form === null) return;
    // jsdom (the component tests) has no scrolling at all.
    form.scrollIntoView?.({ block: 'start' });
    form.querySelector<HTMLElement>('select, input, button')?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      className="btn btn--primary lobby__create-jump"
      aria-controls={formId}
      data-action="new-table"
      onClick={jump}
    >
      {t('lobby.create')}
      <span aria-hidden="true">↓</span>
    </button>
  );
}
