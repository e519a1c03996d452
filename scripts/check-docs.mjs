#!/usr/bin/env node
// Docs that stay true: the links, `pnpm` scripts and repository paths of the README files and
// docs/ (what each must lead to: docs/engineering.md#docs). Exit 1 with one line per problem.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const packageDirs = ['apps', 'packages'].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => join(group, name)),
);

// Paths a doc may name that no clone holds: build outputs and local files a developer makes, and
// folders of other projects the docs point at as examples.
const NOT_IN_A_CLONE = [
  /(^|\/)dist(-mock)?(\/|$)/,
  /\.env\.[\w.]+$/,
  /\.tgz$/,
  /^apps\/react-vite$/, // bulletproof-react's app, named in docs/engineering.md
];
// pnpm's own commands, which no package.json lists.
const PNPM_COMMANDS = new Set(['install', 'exec', 'add', 'dlx', 'run', 'pack', 'why', 'store']);

const markdownFiles = [
  'README.md',
  ...readdirSync(join(root, 'docs'), { recursive: true })
    .filter((file) => file.endsWith('.md'))
    .map((file) => join('docs', file)),
  ...packageDirs
    .map((dir) => join(dir, 'README.md'))
    .filter((file) => existsSync(join(root, file))),
];

function scriptsOf(dir) {
  return JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).scripts ?? {};
}

/** GitHub's anchors of a file's headings: lower case, punctuation dropped, spaces to hyphens. */
function anchorsOf(file) {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  const slug = (heading) =>
    heading
      .trim()
      .toLowerCase()
      .replace(/[`*_]/g, '')
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .replace(/\s/g, '-');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1])));
}

/** A path written in a doc, looked up from the root, the doc's package or any package. */
function pathExists(path, ownDir) {
  if (NOT_IN_A_CLONE.some((pattern) => pattern.test(path))) return true;
  return [root, join(root, ownDir), ...packageDirs.map((dir) => join(root, dir))].some((base) =>
    existsSync(join(base, path)),
  );
}

const problems = [];
for (const file of markdownFiles) {
  const text = readFileSync(join(root, file), 'utf8');
  const ownDir = file.match(/^((?:apps|packages)\/[^/]+)\//)?.[1] ?? '.';
  const scripts = { ...scriptsOf('.'), ...scriptsOf(ownDir) };

  for (const [, target, anchor] of text.matchAll(/\]\(([^)#\s]*)(?:#([^)\s]+))?\)/g)) {
    if (/^[a-z]+:/.test(target)) continue;
    const linked = target === '' ? join(root, file) : join(root, dirname(file), target);
    if (!existsSync(linked)) problems.push(`${file}: link to ${target}, which does not exist`);
    else if (anchor && linked.endsWith('.md') && !anchorsOf(linked).has(anchor)) {
      problems.push(`${file}: link to ${target}#${anchor}, a heading that does not exist`);
    }
  }

  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
    const command = code.match(/^pnpm ([a-z][\w:-]*)/)?.[1];
    if (command && !PNPM_COMMANDS.has(command) && !(command in scripts)) {
      problems.push(`${file}: \`${code}\` names no script of package.json`);
    }
    // An archived ADR keeps its history: the files it names may be gone.
    if (file.includes('/archive/')) continue;
    const path = code.match(/^((?:apps|packages|scripts|docs|api|\.ci)\/[\w./-]+)$/)?.[1];
    if (path && !/[*<]/.test(path) && !pathExists(path, ownDir)) {
      problems.push(`${file}: \`${path}\` does not exist`);
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`docs: ${markdownFiles.length} files, every link, command and path found`);
