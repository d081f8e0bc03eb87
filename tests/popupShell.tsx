import userEvent from '@testing-library/user-event';
import popupHtml from '@/entrypoints/popup/index.html?raw';
import { LookupView } from '@/components/lookup/LookupView';
import { LanguageSelect } from '@/components/navigation/LanguageSelect';
import { renderWithProviders, type RenderOptions } from './render';

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

/**
 * Renders the lookup as the popup mounts it (a lookup: its moves store nothing), with its
 * search box and the header's Language select; returns the user who types into it.
 */
export async function renderLookup(options: RenderOptions = {}) {
  const user = userEvent.setup();
  addPopupSearchBox();
  await renderWithProviders(
    <>
      <LanguageSelect />
      <LookupView />
    </>,
    { lookup: true, ...options },
  );
  return user;
}
