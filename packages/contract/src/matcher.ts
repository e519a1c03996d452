import type { Operation } from './operations';

interface Node {
  readonly literal: Map<string, Node>;
  param: { readonly name: string; readonly node: Node } | null;
  readonly operations: Map<string, Operation>;
}

export type MatchResult =
  | {
      readonly kind: 'operation';
      readonly operation: Operation;
      readonly params: Record<string, string>;
    }
  | { readonly kind: 'method-not-allowed'; readonly allowed: readonly string[] }
  | { readonly kind: 'not-found' };

function createNode(): Node {
  return { literal: new Map(), param: null, operations: new Map() };
}

const NOT_FOUND: MatchResult = { kind: 'not-found' };

/**
 * A segment trie over the contract's path templates, built once. A lookup walks one node per
 * path segment (literal segments before `{param}` ones, as `/getbyid` beats `/{id}`), so its
 * cost does not grow with the number of operations the way a list of regexes would.
 */
export class OperationMatcher {
  private readonly root = createNode();

  constructor(operations: readonly Operation[]) {
    for (const operation of operations) this.add(operation);
  }

  private add(operation: Operation): void {
    let node = this.root;
    for (const segment of operation.path.split('/').slice(1)) {
      const param = /^\{(.+)\}$/.exec(segment);
      if (param?.[1] !== undefined) {
        if (node.param === null) node.param = { name: param[1], node: createNode() };
        else if (node.param.name !== param[1]) {
          throw new Error(
            `Conflicting path parameters {${node.param.name}} and {${param[1]}} in ${operation.path}`,
          );
        }
        node = node.param.node;
      } else {
        let next = node.literal.get(segment);
        if (next === undefined) {
          next = createNode();
          node.literal.set(segment, next);
        }
        node = next;
      }
    }
    node.operations.set(operation.method, operation);
  }

  /** Matches a URL pathname (still percent-encoded) and a method to an operation. */
  match(method: string, pathname: string): MatchResult {
    const raw = pathname.split('/');
    const segments: string[] = [];
    for (let i = 1; i < raw.length; i++) {
      const segment = raw[i] ?? '';
      if (segment.includes('%')) {
        try {
          segments.push(decodeURIComponent(segment));
        } catch {
          return NOT_FOUND;
        }
      } else segments.push(segment);
    }
    const params: Record<string, string> = {};
    const found = this.walk(this.root, segments, 0, params);
    if (found === null) return NOT_FOUND;
    const operation = found.operations.get(method);
    if (operation === undefined) {
      return { kind: 'method-not-allowed', allowed: [...found.operations.keys()] };
    }
    return { kind: 'operation', operation, params };
  }

  /** The node the segments lead to from `index`; a `{param}` on the way is set once it led there. */
  private walk(
    node: Node,
    segments: readonly string[],
    index: number,
    params: Record<string, string>,
  ): Node | null {
    if (index === segments.length) return node.operations.size > 0 ? node : null;
    const segment = segments[index] ?? '';
    const literal = node.literal.get(segment);
    const found = literal === undefined ? null : this.walk(literal, segments, index + 1, params);
    if (found !== null || node.param === null || segment === '') return found;
    const viaParam = this.walk(node.param.node, segments, index + 1, params);
    if (viaParam !== null) params[node.param.name] = segment;
    return viaParam;
  }
}
