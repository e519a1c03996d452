import { cn } from './cn';

describe('cn', () => {
  it('joins classes as clsx does, in their order, resolving nothing', () => {
    const error = vi.spyOn(console, 'error');
    expect(cn('px-2 py-3', false, undefined, { 'text-left': true, 'text-right': false })).toBe(
      'px-2 py-3 text-left',
    );
    expect(cn('hover:bg-muted/50', 'dark:bg-muted', 'py-3 pt-0')).toBe(
      'hover:bg-muted/50 dark:bg-muted py-3 pt-0',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('names a conflict on console.error outside production, which fails the test that made it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(cn('px-2 py-3 text-left', 'py-2')).toBe('px-2 py-3 text-left py-2');
    expect(error.mock.calls).toEqual([
      [
        'cn: "py-3" conflicts with "py-2" in "px-2 py-3 text-left py-2"; the stylesheet\'s order, not the list\'s, decides which applies (ADR 0225)',
      ],
    ]);
    // The setup (test/console-errors.ts) fails any test that leaves a console.error behind.
    error.mockClear();
  });

  it('does not check in production, where tailwind-merge is not shipped', () => {
    vi.stubEnv('NODE_ENV', 'production');
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    const error = vi.spyOn(console, 'error');
    expect(cn('py-3', 'py-2')).toBe('py-3 py-2');
    expect(error).not.toHaveBeenCalled();
  });
});
