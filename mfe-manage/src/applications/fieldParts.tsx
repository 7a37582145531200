import type { TextareaHTMLAttributes } from 'react';
import type { DpsFieldDefinition } from 'shared-session';

/** The asterisk after a required question (hidden from assistive technology, which reads aria-required). */
export function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span className="fx-field__required" aria-hidden="true">
      {' *'}
    </span>
  ) : null;
}

/** A question's label (its legend when it names a group of controls), with the asterisk when required. */
export function QuestionLabel({ field, htmlFor }: { field: Pick<DpsFieldDefinition, 'question' | 'required'>; htmlFor?: string }) {
  const content = (
    <>
      {field.question}
      <RequiredMark required={field.required} />
    </>
  );
  return htmlFor ? (
    <label htmlFor={htmlFor} className="fx-field__label">
      {content}
    </label>
  ) : (
    <legend className="fx-field__label">{content}</legend>
  );
}

/** A four-line textarea in its field's control box. */
export function TextareaControl(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className="fx-field__control">
      <textarea className="fx-input fx-textarea" rows={4} {...props} />
    </div>
  );
}
