/** The extension's icon, drawn inline beside the name: code brackets and a caret. */
export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      <rect width="512" height="512" rx="112" fill="#0969da" />
      <path
        d="M200 160 L104 256 L200 352 M312 160 L408 256 L312 352"
        fill="none"
        stroke="#ffffff"
        strokeWidth="44"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="236" y="330" width="40" height="40" rx="8" fill="#ffd33d" />
    </svg>
  );
}
