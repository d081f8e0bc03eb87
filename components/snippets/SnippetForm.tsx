import { useEffect, useId, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { useLanguage } from '@/components/providers/SelectionProvider';
import { LANGUAGES, asLanguageKey, type LanguageKey } from '@/data/languages';
import { prepareDraft } from '@/utils/snippets/prepare';
import { isInvisible } from '@/utils/snippets/clean';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import { CleanedPreview } from './CleanedPreview';
import { workingText, type SnippetSaver } from './snippetSaver';
import type { ImportOutcome } from './useSnippetImport';
import { useDraftCheck } from './useDraftCheck';

/** Titles longer than this would not fit a topic list's row; the field stops there. */
const TITLE_MAX_LENGTH = 120;

type SnippetFormProps = {
  /** The snippet being edited (its language stays, so its key does), or null for a new one. */
  editing: OwnSnippet | null;
  saver: SnippetSaver;
  /**
   * The last import's outcome: once another word is said, the form's "Saved …" is old news,
   * and goes.
   */
  importOutcome?: ImportOutcome | null;
  /** Leaves editing: after the edit is saved, or on Cancel. */
  onDoneEditing: () => void;
};

/**
 * Write or paste a snippet: language, title and code, checked as you type (what cleaning
 * changes, a limit broken, the parts a long paste becomes) and saved through the saver. A
 * failed save keeps the draft.
 */
export function SnippetForm({ editing, saver, importOutcome, onDoneEditing }: SnippetFormProps) {
  const { language: current } = useLanguage();
  const [language, setLanguage] = useState<LanguageKey>(current.key);
  const [title, setTitle] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [working, setWorking] = useState(false);
  // The snippet the fields were filled from: Edit fills them, Cancel (or a saved edit) empties them.
  const [filledFrom, setFilledFrom] = useState<OwnSnippet | null>(null);
  if (editing !== filledFrom) {
    setFilledFrom(editing);
    setTitle(editing?.title ?? '');
    setCode(editing?.lines.join('\n') ?? '');
    setProblem(null);
    if (editing) {
      setLanguage(editing.language);
      setStatus('');
    }
  }
  const [outcomeSeen, setOutcomeSeen] = useState(importOutcome);
  if (importOutcome !== outcomeSeen) {
    setOutcomeSeen(importOutcome);
    setStatus('');
  }
  // Edit moves the focus to the first field it can change (the language stays while editing).
  const titleField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (editing) titleField.current?.focus();
  }, [editing]);
  const check = useDraftCheck({ language, title, code });
  // Esc, then Tab, leaves the code box; Tab alone types a tab.
  const escaped = useRef(false);
  const ids = useId();

  const edit = (change: () => void) => {
    change();
    setProblem(null);
  };

  const typeTab = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const leaving = escaped.current;
    escaped.current = event.key === 'Escape';
    const modified = event.shiftKey || event.altKey || event.ctrlKey || event.metaKey;
    if (event.key !== 'Tab' || modified || leaving) return;
    event.preventDefault();
    const area = event.currentTarget;
    area.setRangeText('\t', area.selectionStart, area.selectionEnd, 'end');
    edit(() => setCode(area.value));
  };

  const save = async (event: SubmitEvent) => {
    event.preventDefault();
    if (working) return;
    const named = title.trim();
    if (named === '') return setProblem('Give the snippet a title.');
    if (isInvisible(named)) {
      return setProblem('Give the snippet a title you can see: this one is invisible characters.');
    }
    const prepared = prepareDraft({ language, title: named, code });
    if (!prepared.ok) return setProblem(prepared.message);
    setProblem(null);
    setWorking(true);
    try {
      const saved = await saver.save(prepared.snippets, editing, (progress) =>
        setStatus(workingText(progress)),
      );
      setStatus(
        saved.length > 1 ? `Saved “${named}” as ${saved.length} parts.` : `Saved “${named}”.`,
      );
      setTitle('');
      setCode('');
      if (editing) onDoneEditing();
    } catch (error) {
      setStatus('');
      setProblem(`${(error as Error).message}. Your draft is still here.`);
    } finally {
      setWorking(false);
    }
  };

  const shownProblem = problem ?? (check && !check.ok ? check.message : null);
  return (
    <form
      className="snippet-form snippets-card"
      aria-labelledby={`${ids}-title`}
      onSubmit={(event) => void save(event)}
    >
      <h3 id={`${ids}-title`}>{editing ? `Edit “${editing.title}”` : 'New snippet'}</h3>
      <div className="snippet-fields">
        <label className="snippet-field">
          Snippet language
          <select
            value={language}
            disabled={editing !== null}
            onChange={(event) => {
              const key = asLanguageKey(event.target.value);
              if (key) edit(() => setLanguage(key));
            }}
          >
            {LANGUAGES.map(({ key, name }) => (
              <option key={key} value={key}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="snippet-field snippet-title">
          Title
          <input
            ref={titleField}
            type="text"
            value={title}
            maxLength={TITLE_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => edit(() => setTitle(event.target.value))}
          />
        </label>
      </div>
      <label className="snippet-field">
        Code
        <textarea
          className="snippet-code"
          value={code}
          rows={12}
          wrap="off"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          translate="no"
          aria-describedby={`${ids}-hint ${ids}-problem`}
          aria-invalid={shownProblem !== null}
          onKeyDown={typeTab}
          onChange={(event) => edit(() => setCode(event.target.value))}
        />
      </label>
      <p id={`${ids}-hint`} className="snippet-hint">
        <kbd>Tab</kbd> types a tab; <kbd>Esc</kbd> then <kbd>Tab</kbd> leaves the code.
        {editing ? ' The language stays while editing, so the snippet keeps its history.' : ''}
      </p>
      {check?.ok ? <CleanedPreview parts={check.snippets} /> : null}
      <p id={`${ids}-problem`} role="alert" className="snippet-problem">
        {shownProblem}
      </p>
      <div className="snippet-buttons">
        <button type="submit" className="primary" disabled={working}>
          Save snippet
        </button>
        {editing ? (
          <button type="button" onClick={onDoneEditing} disabled={working}>
            Cancel
          </button>
        ) : null}
        <p role="status" className="snippet-status">
          {status}
        </p>
      </div>
    </form>
  );
}
