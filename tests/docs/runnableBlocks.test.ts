import { describe, expect, it } from 'vitest';
import { allRunnableBlocks, runBlock, runnableBlocks } from './runnableBlocks';

describe('[DOCS] the commands marked runnable in README.md and docs/*.md', () => {
  const blocks = allRunnableBlocks();

  it('finds the runnable blocks of the README and of docs/', () => {
    const files = new Set(blocks.map((block) => block.where.split(':')[0]));
    expect(files).toContain('README.md');
    expect([...files].some((file) => file?.startsWith('docs/'))).toBe(true);
  });

  it.each(blocks.map((block) => [block.where, block] as const))(
    '%s runs and succeeds',
    (_where, block) => {
      const result = runBlock(block);
      expect(result.output.length, 'a runnable block should print what it proves').toBeGreaterThan(0);
      expect(result.status, result.output).toBe(0);
    },
    150_000,
  );

  it('counts a block as failed when any command in it fails, not only the last', () => {
    const [block] = runnableBlocks('```sh runnable\nfalse\necho still here\n```\n', 'example.md');
    expect(block).toBeDefined();
    expect(runBlock(block!).status).not.toBe(0);
  });

  it('leaves plain bash blocks alone and refuses a runnable block left open', () => {
    expect(runnableBlocks('```bash\nrm -rf /\n```\n', 'example.md')).toEqual([]);
    expect(() => runnableBlocks('```sh runnable\necho open\n', 'example.md')).toThrow(/closing fence/);
  });
});
