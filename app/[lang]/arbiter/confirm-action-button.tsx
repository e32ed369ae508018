'use client';
import { useState } from 'react';

/**
 * Issue 40, C8: a one-tap step that takes something away ("Odwołaj", "Nie zgadzam się", "Odrzuć")
 * asks first, naming what it acts on; without JavaScript the plain form still works. The button's
 * name stays its label; `describedBy` points at the text naming the tournament (a phone's list
 * showed a column of bare "Odwołaj").
 */
export function ConfirmActionButton({
  action,
  fields,
  label,
  question,
  yes,
  no,
  secondary,
  describedBy,
}: {
  action: (form: FormData) => Promise<void>;
  fields: Record<string, string | number>;
  label: string;
  question: string;
  yes: string;
  no: string;
  secondary?: boolean;
  describedBy?: string;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <form action={action} className="inline">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {asking ? (
        <span role="alertdialog" aria-label={question} className="confirm">
          <span>{question}</span>{' '}
          <button type="submit" className="danger">
            {yes}
          </button>{' '}
          <button type="button" className="secondary" onClick={() => setAsking(false)}>
            {no}
          </button>
        </span>
      ) : (
        <button
          type="submit"
          className={secondary ? 'secondary' : undefined}
          aria-describedby={describedBy}
          onClick={(e) => {
            e.preventDefault();
            setAsking(true);
          }}
        >
          {label}
        </button>
      )}
    </form>
  );
}
