import popupHtml from '@/entrypoints/popup/index.html?raw';

/**
 * Puts popup.html's own search box into the document, where LookupView adopts it as it does
 * in the popup; returns it.
 */
export function addPopupSearchBox(): HTMLInputElement {
  const page = new DOMParser().parseFromString(popupHtml, 'text/html');
  const box = page.getElementById('search-box') as HTMLInputElement;
  document.body.append(box);
  return box;
}
