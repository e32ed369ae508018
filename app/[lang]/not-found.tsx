export default function NotFound() {
  return (
    <>
      <h1>404</h1>
      <p>Nie znaleziono. · Not found.</p>
      <p>
        <a href="/">Grand Prix</a>
      </p>
    </>
  );
}
