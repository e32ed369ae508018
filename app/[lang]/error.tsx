'use client';

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return (
    <>
      <h1>Błąd · Error</h1>
      <p>Nie udało się wyświetlić strony. · The page could not be shown.</p>
      <button type="button" onClick={reset}>
        Spróbuj ponownie · Try again
      </button>
    </>
  );
}
