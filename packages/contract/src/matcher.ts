import type { Operation } from './operations';

type MatchResult =
  | {
      readonly kind: 'operation';
      readonly operation: Operation;
      readonly params: Record<string, string>;
    }
  | { readonly kind: 'method-not-allowed'; readonly allowed: readonly string[] }
  | { readonly kind: 'not-found' };

/** A path template's segments (`{id}` a parameter) and its operations by method. */
interface Template {
  readonly segments: readonly string[];
  readonly operations: Map<string, Operation>;
}

const NOT_FOUND: MatchResult = { kind: 'not-found' };

/** The `{param}`s of `template` when `segments` (decoded) fit it, else null. */
function paramsOf(template: Template, segments: readonly string[]): Record<string, string> | null {
  if (template.segments.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of template.segments.entries()) {
    const segment = segments[index] ?? '';
    if (!part.startsWith('{')) {
      if (segment !== part) return null;
    } else if (segment === '') return null;
    else params[part.slice(1, -1)] = segment;
  }
  return params;
}

/**
 * The contract's path templates, tried in turn (a few dozen: microseconds a request). Where
 * several fit, the first literal segment where they differ wins (`/getbyid` beats `/{id}`).
 */
export class OperationMatcher {
  private readonly templates: readonly Template[];

  constructor(operations: readonly Operation[]) {
    const byPath = new Map<string, Map<string, Operation>>();
    for (const op of operations) {
      byPath.set(op.path, (byPath.get(op.path) ?? new Map()).set(op.method, op));
    }
    // A parameter sorts after any literal: of the templates a path fits, the first is the one.
    const key = (path: string) => path.replace(/\{[^}]+\}/g, '\uffff');
    this.templates = [...byPath]
      .sort(([a], [b]) => (key(a) < key(b) ? -1 : 1))
      .map(([path, byMethod]) => ({ segments: path.split('/').slice(1), operations: byMethod }));
  }

  /** Matches a URL pathname (still percent-encoded) and a method to an operation. */
  match(method: string, pathname: string): MatchResult {
    const segments: string[] = [];
    for (const segment of pathname.split('/').slice(1)) {
      try {
        segments.push(segment.includes('%') ? decodeURIComponent(segment) : segment);
      } catch {
        return NOT_FOUND;
      }
    }
    for (const template of this.templates) {
      const params = paramsOf(template, segments);
      if (params === null) continue;
      const operation = template.operations.get(method);
      if (operation === undefined) {
        return { kind: 'method-not-allowed', allowed: [...template.operations.keys()] };
      }
      return { kind: 'operation', operation, params };
    }
    return NOT_FOUND;
  }
}
