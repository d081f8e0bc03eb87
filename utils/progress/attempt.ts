import type { LanguageKey } from '@/data/languages';
import type { RecallLevel } from '@/utils/drill/recall/levels';
import type { TokenClass } from '@/utils/highlight/tokenClasses';

export type { TokenClass };

/**
 * How a drill was typed: code shown, code hidden (recall), lines picked for weak spots, or
 * translated from another language's topic shown beside it (a recall of this language's).
 */
export type AttemptMode = 'type' | 'recall' | 'weak-spots' | 'translate';

/**
 * One wrong key: the character expected ('\n' for a line end), the one typed, its class, and
 * whether the character was hidden (a recall miss: it was not remembered, not mistyped).
 */
export type Miss = { expected: string; typed: string; tokenClass: TokenClass; recall?: true };

/** Characters typed and time spent on them, for one token class. */
export type ClassTime = { chars: number; ms: number };

/**
 * One finished drill: the record the attempt log keeps. The log is the source of truth;
 * the schedule, bests and streaks are computed from it.
 */
export type Attempt = {
  /** A random UUID: importing or merging logs is a union by id. */
  id: string;
  language: LanguageKey;
  /** The topic key ('weak-spots' for a weak-spots drill, which has no topic). */
  topic: string;
  mode: AttemptMode;
  /** ISO time the drill finished. */
  finishedAt: string;
  durationMs: number;
  wpm: number;
  rawWpm: number;
  /** Correct keystrokes / all keystrokes, 0..1. */
  accuracy: number;
  errors: number;
  hints: number;
  misses: Miss[];
  /** Time per token class, where the drill knew its tokens' classes. */
  classTimes?: Partial<Record<TokenClass, ClassTime>>;
  /**
   * Set on a drill no person typed (utils/progress/implausible.ts): it is scheduled and
   * counts for streaks and the calendar, but not for bests or the speed series. Absent on
   * every other record, as in files written before it existed.
   */
  implausible?: true;
  /**
   * How much was typed from memory (utils/drill/recall/levels.ts): 0 all shown … 4 all hidden.
   * Absent on records written before levels: a type drill was level 0, a recall drill 4.
   */
  level?: RecallLevel;
  /** At level 1 or more: the keys typed on hidden characters, and how many were wrong. */
  recalled?: { keys: number; errors: number };
  /**
   * The card drilled (utils/drill/cards.ts), by index, and how many cards its topic had then.
   * Absent on a drill of the whole topic (and every record made before cards): it reviews
   * every card of its topic.
   */
  card?: number;
  cards?: number;
  /** A translate drill's source: the language whose topic was shown while this one was typed. */
  from?: LanguageKey;
};

/**
 * An attempt as it is stored and exported: the product's record names the topic `group`.
 * Only the codecs (the schema, the store, the export file) see this shape.
 */
export type StoredAttempt = Omit<Attempt, 'topic'> & { group: string };

/** An attempt as it is stored. */
export function toStored({ topic, ...rest }: Attempt): StoredAttempt {
  return { ...rest, group: topic };
}

/** A stored attempt as the code reads it. */
export function fromStored({ group, ...rest }: StoredAttempt): Attempt {
  return { ...rest, topic: group };
}

/** The topic key of every weak-spots attempt. */
export const WEAK_SPOTS_TOPIC = 'weak-spots';

/** The key of one (language, topic) card. */
export const cardKey = (language: string, topic: string) => `${language}/${topic}`;
