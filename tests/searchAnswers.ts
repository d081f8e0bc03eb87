/** The in-process search worker's answers (tests/setup.ts): a test may hold them back. */
const held: (() => void)[] = [];
let holding = false;

/** Answers from now on wait for `releaseSearchAnswers`. */
export function holdSearchAnswers(): void {
  holding = true;
}

/** Delivers the held answers, in order, and stops holding. */
export function releaseSearchAnswers(): void {
  holding = false;
  for (const answer of held.splice(0)) answer();
}

let failing = false;

/** The next worker started fails a task later, as one whose index did not load would. */
export function failNextSearchWorker(): void {
  failing = true;
}

/** Whether the worker being started fails; only the first after `failNextSearchWorker`. */
export function searchWorkerFails(): boolean {
  const fails = failing;
  failing = false;
  return fails;
}

/** Drops held answers (their page is gone), stops holding and failing. */
export function resetSearchAnswers(): void {
  holding = false;
  failing = false;
  held.length = 0;
}

/** Delivers an answer a task later, as a worker would, unless answers are held. */
export function deliverSearchAnswer(answer: () => void): void {
  if (holding) held.push(answer);
  else setTimeout(answer);
}
