// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findParseProblems } from '@/scripts/content/parse';

describe('findParseProblems', () => {
  it('reads Swift Testing macros, which the Swift grammar lags behind, as calls', async () => {
    const source = ['@Test func sums() throws {', '    #expect(1 + 1 == 2)', '}'].join('\n');
    expect(await findParseProblems('swift', source)).toEqual([]);
  });

  it('still reports a real Swift syntax error, on its line', async () => {
    const source = ['@Test func sums() {', '    #expect(1 + == 2)', '}'].join('\n');
    const problems = await findParseProblems('swift', source);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.map(({ line }) => line)).toContain(2);
  });

  it('leaves other languages as written', async () => {
    expect(await findParseProblems('python', 'print(#expect)\n')).not.toEqual([]);
  });
});
