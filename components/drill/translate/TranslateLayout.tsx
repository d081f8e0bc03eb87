import type { ReactNode } from 'react';
import type { LanguageKey } from '@/data/languages';
import type { HighlightedTopic } from '@/data/types';
import { TranslateSource } from './TranslateSource';

type TranslateLayoutProps = {
  /** The language translated from; null for an ordinary drill, shown as it is. */
  from: LanguageKey | null;
  language: LanguageKey;
  topic: HighlightedTopic;
  children: ReactNode;
};

/** The drill, with the source language's topic beside it when it is a translate drill. */
export function TranslateLayout({ from, language, topic, children }: TranslateLayoutProps) {
  if (!from) return children;
  return (
    <div className="translate-drill">
      <TranslateSource from={from} language={language} topic={topic} />
      <div className="translate-target">{children}</div>
    </div>
  );
}
