import fs from 'node:fs';
import git, { type ReadCommitResult, type TreeEntry } from 'isomorphic-git';

/** One file to write (content) or delete (null) in a commit, by its path in the repository. */
export interface FileChange {
  path: string;
  content: string | null;
}

/** What a commit changed; `oid` is null when the tree did not change (nothing committed). */
export interface CommitOutcome {
  oid: string | null;
  added: number;
  modified: number;
  removed: number;
}

/** A commit as the version lists need it. */
export interface CommitInfo {
  oid: string;
  message: string;
  author: string;
  /** Commit time in ms (git keeps seconds). */
  timestamp: number;
}

/** Who makes a commit. */
export interface Author {
  name: string;
  email: string;
}

interface Stats { added: number; modified: number; removed: number }

/** Whether a directory holds a git repository (bare, or with a `.git` folder); answers its git directory. */
export function gitDirOf(dir: string): string | undefined {
  if (fs.existsSync(`${dir}/.git/HEAD`)) return `${dir}/.git`;
  if (fs.existsSync(`${dir}/HEAD`) && fs.existsSync(`${dir}/objects`)) return dir;
  return undefined;
}

/** Creates an empty bare repository in `dir` whose HEAD names `defaultBranch`. */
export async function initBare(dir: string, defaultBranch: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  await git.init({ fs, dir, gitdir: dir, bare: true, defaultBranch });
}

/** The commit a branch points to; null when the branch does not exist. */
export async function branchHead(gitdir: string, branch: string): Promise<string | null> {
  try {
    return await git.resolveRef({ fs, gitdir, ref: `refs/heads/${branch}` });
  } catch (_err) {
    return null;
  }
}

/** Names of the repository's branches. */
export function listBranches(gitdir: string): Promise<string[]> {
  return git.listBranches({ fs, gitdir });
}

// Git orders tree entries by name, comparing a subtree's name as if it ended with '/'.
const sortKey = (e: TreeEntry) => (e.type === 'tree' ? `${e.path}/` : e.path);

async function buildTree(gitdir: string, base: string | null, changes: FileChange[], stats: Stats): Promise<string | null> {
  const entries = new Map<string, TreeEntry>();
  if (base) for (const e of (await git.readTree({ fs, gitdir, oid: base })).tree) entries.set(e.path, e);
  const nested = new Map<string, FileChange[]>();
  for (const change of changes) {
    const [head, ...rest] = change.path.split('/');
    if (!head) continue;
    if (rest.length > 0) {
      nested.set(head, [...(nested.get(head) ?? []), { path: rest.join('/'), content: change.content }]);
      continue;
    }
    const old = entries.get(head);
    if (change.content === null) {
      if (old?.type === 'blob') {
        entries.delete(head);
        stats.removed++;
      }
      continue;
    }
    const oid = await git.writeBlob({ fs, gitdir, blob: Buffer.from(change.content, 'utf8') });
    if (!old) stats.added++;
    else if (old.oid !== oid) stats.modified++;
    entries.set(head, { mode: '100644', path: head, oid, type: 'blob' });
  }
  for (const [dir, sub] of nested) {
    const old = entries.get(dir);
    const oid = await buildTree(gitdir, old?.type === 'tree' ? old.oid : null, sub, stats);
    if (oid) entries.set(dir, { mode: '040000', path: dir, oid, type: 'tree' });
    else entries.delete(dir);
  }
  if (entries.size === 0) return null;
  const tree = [...entries.values()].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
  return git.writeTree({ fs, gitdir, tree });
}

/** Commits file changes on a branch (a new branch starts without history); no commit when nothing changed. */
export async function commitFiles(
  gitdir: string, branch: string, changes: FileChange[], message: string, author: Author, nowMs: number,
): Promise<CommitOutcome> {
  const parent = await branchHead(gitdir, branch);
  const baseTree = parent ? (await git.readCommit({ fs, gitdir, oid: parent })).commit.tree : null;
  const stats: Stats = { added: 0, modified: 0, removed: 0 };
  const tree = (await buildTree(gitdir, baseTree, changes, stats)) ?? (await git.writeTree({ fs, gitdir, tree: [] }));
  if (parent && tree === baseTree) return { oid: null, ...stats };
  const who = { ...author, timestamp: Math.floor(nowMs / 1000), timezoneOffset: 0 };
  const oid = await git.writeCommit({ fs, gitdir, commit: { message, tree, parent: parent ? [parent] : [], author: who, committer: who } });
  await git.writeRef({ fs, gitdir, ref: `refs/heads/${branch}`, value: oid, force: true });
  return { oid, ...stats };
}

/** Expands a (possibly abbreviated) commit id; undefined when no such commit exists. */
export async function resolveCommit(gitdir: string, versionId: string): Promise<string | undefined> {
  if (!/^[0-9a-f]{4,40}$/i.test(versionId)) return undefined;
  try {
    const oid = await git.expandOid({ fs, gitdir, oid: versionId.toLowerCase() });
    await git.readCommit({ fs, gitdir, oid });
    return oid;
  } catch (_err) {
    return undefined;
  }
}

/** The text of a file at a commit; undefined when the file is not there. */
export async function readFileAt(gitdir: string, commit: string, path: string): Promise<string | undefined> {
  try {
    const { blob } = await git.readBlob({ fs, gitdir, oid: commit, filepath: path });
    return Buffer.from(blob).toString('utf8');
  } catch (_err) {
    return undefined;
  }
}

/** Names of the files directly inside a folder at a commit, in repository order; empty when the folder is absent. */
export async function listFilesAt(gitdir: string, commit: string, dir: string): Promise<string[]> {
  try {
    const { tree } = await git.readTree({ fs, gitdir, oid: commit, filepath: dir });
    return tree.filter((e) => e.type === 'blob').map((e) => e.path);
  } catch (_err) {
    return [];
  }
}

async function oidAt(gitdir: string, tree: string, path: string, cache: object): Promise<string | null> {
  if (path === '') return tree;
  try {
    const parts = path.split('/');
    const name = parts.pop()!;
    const parent = parts.length === 0 ? await git.readTree({ fs, gitdir, oid: tree, cache })
      : await git.readTree({ fs, gitdir, oid: tree, filepath: parts.join('/'), cache });
    return parent.tree.find((e) => e.path === name)?.oid ?? null;
  } catch (_err) {
    return null;
  }
}

function commitInfo(c: ReadCommitResult): CommitInfo {
  return { oid: c.oid, message: c.commit.message.replace(/\n$/, ''), author: c.commit.author.name, timestamp: c.commit.author.timestamp * 1000 };
}

/** Commits of a branch, newest first; with `path`, only those that changed the file or folder at that path. */
export async function listCommits(gitdir: string, branch: string, path = ''): Promise<CommitInfo[]> {
  const head = await branchHead(gitdir, branch);
  if (!head) return [];
  const cache = {};
  const commits = await git.log({ fs, gitdir, ref: head, cache });
  if (path === '') return commits.map(commitInfo);
  const out: CommitInfo[] = [];
  for (const c of commits) {
    const mine = await oidAt(gitdir, c.commit.tree, path, cache);
    const parent = c.commit.parent[0];
    const before = parent ? await oidAt(gitdir, (await git.readCommit({ fs, gitdir, oid: parent, cache })).commit.tree, path, cache) : null;
    if (mine !== before) out.push(commitInfo(c));
  }
  return out;
}

async function hasObject(gitdir: string, oid: string): Promise<boolean> {
  try {
    await git.readObject({ fs, gitdir, oid, format: 'content' });
    return true;
  } catch (_err) {
    return false;
  }
}

async function copyObject(from: string, to: string, oid: string): Promise<void> {
  const obj = await git.readObject({ fs, gitdir: from, oid, format: 'content' });
  await git.writeObject({ fs, gitdir: to, type: obj.type as 'blob' | 'tree' | 'commit' | 'tag', object: obj.object as Uint8Array, format: 'content' });
}

async function copyTree(from: string, to: string, tree: string): Promise<void> {
  if (await hasObject(to, tree)) return;
  for (const e of (await git.readTree({ fs, gitdir: from, oid: tree })).tree) {
    if (e.type === 'tree') await copyTree(from, to, e.oid);
    else if (e.type === 'blob' && !(await hasObject(to, e.oid))) await copyObject(from, to, e.oid);
  }
  await copyObject(from, to, tree);
}

/** Copies every object reachable from a commit that the target repository lacks. */
async function copyHistory(from: string, to: string, head: string): Promise<void> {
  const stack = [head];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const oid = stack.pop()!;
    if (seen.has(oid) || (await hasObject(to, oid))) continue;
    seen.add(oid);
    const { commit } = await git.readCommit({ fs, gitdir: from, oid });
    await copyTree(from, to, commit.tree);
    stack.push(...commit.parent);
  }
  for (const oid of seen) await copyObject(from, to, oid);
}

/** Makes `local` mirror every branch of `remote` (the local clone never keeps branches of its own). */
export async function fetchAll(remote: string, local: string): Promise<void> {
  const remoteBranches = await listBranches(remote);
  for (const branch of remoteBranches) {
    const head = (await branchHead(remote, branch))!;
    await copyHistory(remote, local, head);
    await git.writeRef({ fs, gitdir: local, ref: `refs/heads/${branch}`, value: head, force: true });
  }
  for (const branch of await listBranches(local)) {
    if (!remoteBranches.includes(branch)) await git.deleteRef({ fs, gitdir: local, ref: `refs/heads/${branch}` });
  }
}

/** Publishes a local branch to the remote; fails when the remote branch moved since `expected`. */
export async function pushBranch(local: string, remote: string, branch: string, expected: string | null): Promise<void> {
  const head = await branchHead(local, branch);
  if (!head) return;
  if ((await branchHead(remote, branch)) !== expected) throw new Error(`The branch ${branch} changed in the repository meanwhile; try again`);
  await copyHistory(local, remote, head);
  await git.writeRef({ fs, gitdir: remote, ref: `refs/heads/${branch}`, value: head, force: true });
}
