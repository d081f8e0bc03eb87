import { describe, expect, it } from 'vitest';
import { browserFamily, isRunCommand, shouldWelcome } from '@/utils/firstRun';

describe('shouldWelcome', () => {
  it.each([
    [{ reason: 'install' }, undefined, true],
    [{ reason: 'install', temporary: false }, undefined, true],
    [{ reason: 'install' }, 1_764_000_000_000, false],
    [{ reason: 'install' }, 'corrupt', false],
    [{ reason: 'install' }, null, false],
    [{ reason: 'update' }, undefined, false],
    [{ reason: 'chrome_update' }, undefined, false],
    [{ reason: 'install', temporary: true }, undefined, false],
  ])('%j with the flag %j: %s', (details, welcomed, expected) => {
    expect(shouldWelcome(details, welcomed)).toBe(expected);
  });
});

describe('isRunCommand', () => {
  it.each([
    [{ type: 'run-command', command: 'open-progress' }, true],
    [{ type: 'run-command' }, false],
    [{ type: 'other', command: 'open-progress' }, false],
    [null, false],
    ['run-command', false],
  ])('%j: %s', (message, expected) => {
    expect(isRunCommand(message)).toBe(expected);
  });
});

describe('browserFamily', () => {
  const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
  it.each([
    ['chrome', chrome, 'chrome'],
    ['chrome', `${chrome} Edg/131.0.2903.70`, 'edge'],
    [
      'firefox',
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      'firefox',
    ],
  ])('a %s build in %s is %s', (build, userAgent, family) => {
    expect(browserFamily(build, userAgent)).toBe(family);
  });
});
