import type * as v from 'valibot';

/** Where a schema found a problem (`attempts.3.wpm`), or `whole` when it is the value itself. */
export const issuePath = (issue: v.BaseIssue<unknown>, whole: string): string =>
  issue.path?.map((item) => String(item.key)).join('.') ?? whole;
