/** A cup drawn in SVG: the 🏆 emoji is a box on systems without an emoji font. Decorative: the text beside it says the place. */
export function CupIcon() {
  return (
    <svg className="icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="#b8860b" d="M4 1h8v1h3v2.5A3.5 3.5 0 0 1 11.7 8 4 4 0 0 1 9 10.4V12h2v2H5v-2h2v-1.6A4 4 0 0 1 4.3 8 3.5 3.5 0 0 1 1 4.5V2h3V1Zm8 2v3.8A2 2 0 0 0 13.9 4.5V3H12ZM4 3H2.1v1.5A2 2 0 0 0 4 6.8V3Z" />
    </svg>
  );
}
