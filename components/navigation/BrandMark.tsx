/**
 * The extension's icon beside the name: code brackets and a caret. Its drawing is the
 * stylesheet's (`.brand-mark` in controls.css), so no page's script carries it.
 */
export function BrandMark() {
  return <span className="brand-mark" aria-hidden="true" />;
}
